import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WorksheetStatus } from './worksheet-status';

describe('WorksheetStatus', () => {
  it('loading announces "Loading problem..." politely, or the given text', () => {
    const { rerender } = render(<WorksheetStatus status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading problem...');
    rerender(<WorksheetStatus status="loading" message="Getting problems ready..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Getting problems ready...');
  });

  it('error shows "Error loading problem" as an alert and retries with Try Again', async () => {
    const onRetry = vi.fn();
    render(<WorksheetStatus status="error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading problem');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load problems. Please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('empty shows "No problem available" with Generate New Problem', async () => {
    const onGenerate = vi.fn();
    render(<WorksheetStatus status="empty" onGenerate={onGenerate} />);
    expect(screen.getByText('No problem available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Generate New Problem' }));
    expect(onGenerate).toHaveBeenCalledTimes(1);
  });

  it('shows no button without a handler', () => {
    render(<WorksheetStatus status="error" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
