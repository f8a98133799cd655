import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WorksheetControls } from './worksheet-controls';

const noop = () => {};

describe('WorksheetControls', () => {
  it('while editing: Submit only, enabled when the worksheet allows it', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(
      <WorksheetControls phase="editing" canSubmit={false} onSubmit={onSubmit} onRetry={noop} />,
    );
    const submit = screen.getByRole('button', { name: 'Submit Answers' });
    expect(submit).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
    rerender(<WorksheetControls phase="editing" canSubmit onSubmit={onSubmit} onRetry={noop} />);
    await userEvent.setup().click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('a grey Submit says how many boxes it waits for, and Show me goes to them', async () => {
    const onShowBlank = vi.fn();
    const { rerender } = render(
      <WorksheetControls
        phase="editing"
        canSubmit={false}
        onSubmit={noop}
        onRetry={noop}
        toFill={2}
        onShowBlank={onShowBlank}
      />,
    );
    const submit = screen.getByRole('button', { name: 'Submit Answers' });
    expect(submit).toHaveAccessibleDescription('Fill at least 2 more boxes to submit.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show me' }));
    expect(onShowBlank).toHaveBeenCalledTimes(1);

    rerender(
      <WorksheetControls
        phase="editing"
        canSubmit={false}
        onSubmit={noop}
        onRetry={noop}
        toFill={1}
      />,
    );
    expect(submit).toHaveAccessibleDescription('Fill at least 1 more box to submit.');
    expect(screen.queryByRole('button', { name: 'Show me' })).toBeNull();

    rerender(<WorksheetControls phase="editing" canSubmit onSubmit={noop} onRetry={noop} />);
    expect(submit).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/more box/)).toBeNull();
  });

  it('after a wrong or right submission: the message and the next step, as data-state too', () => {
    const { container, rerender } = render(
      <WorksheetControls
        phase="wrong"
        canSubmit
        onSubmit={noop}
        onRetry={noop}
        className="my-controls"
        style={{ marginTop: '2rem' }}
      />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveClass('mc-controls', 'my-controls');
    expect(root.style.marginTop).toBe('2rem');
    expect(root).toHaveAttribute('data-state', 'wrong');
    expect(screen.getByRole('status')).toHaveTextContent('Fix the red boxes and try again.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();

    rerender(
      <WorksheetControls
        phase="correct"
        canSubmit
        onSubmit={noop}
        onRetry={noop}
        onNextProblem={noop}
      />,
    );
    expect(root).toHaveAttribute('data-state', 'correct');
    expect(screen.getByRole('status')).toHaveTextContent('Correct! 🎉');
    expect(screen.getByRole('button', { name: 'Next Problem →' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Answers' })).not.toBeInTheDocument();
  });

  it('shows a message and a hint in the same live region after a submission; while editing, the hint alone', () => {
    const hint = { text: 'Carry the ten.', columns: [1] };
    const { rerender } = render(
      <WorksheetControls
        phase="correct"
        canSubmit
        onSubmit={noop}
        onRetry={noop}
        message="Your answer is right! Look again at partial product 2."
        hint={hint}
      />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(
      'Your answer is right! Look again at partial product 2.💡 Hint: Carry the ten. Look at the tens column.',
    );
    expect(status).not.toHaveTextContent('Correct! 🎉');
    const shown = screen.getByText('Carry the ten.');
    rerender(
      <WorksheetControls phase="editing" canSubmit onSubmit={noop} onRetry={noop} hint={hint} />,
    );
    // The message goes; the hint stays, the same node (not announced again).
    expect(status).toHaveTextContent('💡 Hint: Carry the ten. Look at the tens column.');
    expect(screen.getByText('Carry the ten.')).toBe(shown);
    rerender(<WorksheetControls phase="editing" canSubmit onSubmit={noop} onRetry={noop} />);
    expect(status).toHaveTextContent('');
  });
});
