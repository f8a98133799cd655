import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Announcer } from './announcer';
import { Celebration } from './celebration';
import { EmptyState } from './empty-state';
import { LevelBadge } from './level-badge';
import { ProgressDots } from './progress-dots';

describe('ProgressDots', () => {
  it('says the step in words and shows one dot per step, marked by shape', () => {
    const { container } = render(
      <ProgressDots current={2} total={5} results={['right', 'wrong']} text="Question 3 of 5" />,
    );
    expect(screen.getByText('Question 3 of 5')).toBeVisible();
    const dots = [...container.querySelectorAll('.progress-dot')];
    expect(dots.map((dot) => dot.textContent)).toEqual(['✓', '✗', '', '', '']);
    expect(dots[2]).toHaveAttribute('data-current');
    expect(dots.map((dot) => dot.getAttribute('data-result'))).toEqual([
      'right',
      'wrong',
      'open',
      'open',
      'open',
    ]);
  });

  it('keeps the dots from screen readers, since the words say the same', () => {
    const { container } = render(<ProgressDots current={0} total={3} text="Question 1 of 3" />);
    expect(container.querySelector('.progress-dots-row')).toHaveAttribute('aria-hidden', 'true');
  });

  it('says the step in a polite live region that keeps its place, so the next question is heard', () => {
    const { rerender } = render(<ProgressDots current={0} total={3} text="Question 1 of 3" />);
    const words = screen.getByText('Question 1 of 3');
    expect(words).toHaveAttribute('aria-live', 'polite');
    rerender(<ProgressDots current={1} total={3} text="Question 2 of 3" />);
    expect(screen.getByText('Question 2 of 3')).toBe(words);
  });
});

describe('LevelBadge', () => {
  it('reads "Level n" in the subject colour', () => {
    render(<LevelBadge level={4} subject="division" />);
    expect(screen.getByText('Level 4')).toHaveAttribute('data-subject', 'division');
  });
});

describe('Announcer', () => {
  it('is a polite status region that keeps its place while the message changes', () => {
    const { rerender } = render(<Announcer message="" />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    rerender(<Announcer message="Level 5!" />);
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Level 5!');
  });
});

describe('Celebration and EmptyState', () => {
  it('show their words; the pictures are decoration only', () => {
    const { container } = render(
      <>
        <Celebration title="Assignment Complete!">
          <p>Score: 100%</p>
        </Celebration>
        <EmptyState
          picture="calendar"
          message="Nothing is scheduled today."
          action={<button type="button">Practice</button>}
        />
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Assignment Complete!' })).toBeVisible();
    expect(screen.getByText('Score: 100%')).toBeVisible();
    expect(screen.getByText('Nothing is scheduled today.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Practice' })).toBeVisible();
    for (const svg of container.querySelectorAll('svg')) {
      expect(svg).toHaveAttribute('aria-hidden', 'true');
    }
  });
});
