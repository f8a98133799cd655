import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { RawProblem } from '@mathcols/engine';
import { bugInfo } from '@mathcols/engine/diagnosis';
import { describe, expect, it, vi } from 'vitest';
import { DiagnosingWorksheet } from '../test-utils/diagnosing-worksheet';
import { box, button, childAt } from '../test-utils/worksheet-user';
import { MultiplicationWorksheet } from '../multiplication/multiplication-worksheet';
import { Worksheet } from './worksheet';

const BORROW_HINT = bugInfo('smaller-from-larger').hint;
const problem81minus38: RawProblem = { number_0: '81', number_1: '38', operator: '-' };

/** The hint's arrows: '↑@{css grid column}' (under the grid) or '↓@…' (above it). */
const arrows = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('.mc-pointer')].map(
    (arrow) => `${arrow.textContent}@${arrow.style.gridColumn}`,
  );

/** Every live region (or alert) whose text contains `text`. */
const liveRegionsWith = (container: HTMLElement, text: string) =>
  [
    ...container.querySelectorAll('[aria-live], [role="status"], [role="alert"], [role="log"]'),
  ].filter((region) => region.textContent?.includes(text));

describe('Worksheet hint', () => {
  it('81 − 38 written as 57 (no borrowing): the hint shows by its columns, announced once', async () => {
    const { container } = render(<DiagnosingWorksheet problem={problem81minus38} />);
    const user = await childAt('Difference, ones column');
    // Like a child who takes the smaller digit from the larger: 8 − 1 = 7, 8 − 3 = 5.
    await user.keyboard('75');
    expect(screen.queryByText('Hint:')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Fix the red boxes and try again.');
    expect(status).toHaveTextContent(`Hint: ${BORROW_HINT}`);
    // The diagnosis places the bug in the ones and tens columns. Screen readers hear where the
    // arrows point; the hint names no digit.
    expect(status).toHaveTextContent('Look at the ones column and tens column.');
    expect(within(status).getByText('Hint:').closest('.mc-hint')?.textContent).not.toMatch(/\d/);
    // Announced with the result in the one polite region, nowhere else.
    expect(liveRegionsWith(container, BORROW_HINT)).toEqual([status]);
    expect(status).toHaveAttribute('aria-live', 'polite');
    // An arrow under the ones and the tens column (grid columns 3 and 2, after the prefix).
    expect(arrows(container)).toEqual(['↑@3', '↑@2']);
    expect(button('Try Again')).toHaveFocus();
  });

  it('a hint about a quotient digit points down at it from above, not from under the grid', async () => {
    const hint = { text: 'That is too many times.', columns: [2], key: 'quotient-1' };
    const { container } = render(
      <Worksheet problem={{ number_0: '672', number_1: '4', operator: '/' }} hint={hint} />,
    );
    const user = await childAt('Quotient, hundreds column');
    // 672 ÷ 4 = 168 worked through, with 2 written in the quotient's hundreds instead of 1.
    await user.paste('242764232823');
    await user.keyboard('0{Enter}');
    expect(box('Quotient, hundreds column')).toHaveAttribute('aria-invalid', 'true');
    // Over the quotient's hundreds box: the same grid column as its cell.
    const cell = box('Quotient, hundreds column').closest<HTMLElement>('.mc-cell');
    expect(arrows(container)).toEqual([`↓@${cell?.style.gridColumn}`]);
    const grid = container.querySelector('.mc-grid');
    expect(grid?.firstElementChild).toHaveClass('mc-pointers');
  });

  it('rings the box a hint names, so a column arrow under a tall grid says which row it means', async () => {
    // 223 × 49 with the second partial row's tens wrong: the arrows stand under the product row.
    const hint = { text: 'Multiply this top digit.', columns: [0, 1], key: 'partial-1-1' };
    const { container } = render(
      <Worksheet problem={{ number_0: '223', number_1: '49', operator: '*' }} hint={hint} />,
    );
    const user = await childAt('Partial product 1, ones column');
    // 2007 and 8920 (the 2 of 892 written 3), then the product 10927.
    await user.paste('7002');
    await user.click(box('Partial product 2, tens column'));
    await user.paste('398');
    await user.click(box('Product, ones column'));
    await user.paste('72901');
    expect(container.querySelector('[data-pointed]')).toBeNull();
    await user.keyboard('{Enter}');
    const pointed = [...container.querySelectorAll('[data-pointed]')];
    expect(pointed).toEqual([box('Partial product 2, tens column').closest('label')]);
    expect(arrows(container).length).toBe(2);
  });

  it('stays in view, unannounced, while the child fixes the boxes, until the next submission', async () => {
    const { container } = render(<DiagnosingWorksheet problem={problem81minus38} />);
    const user = await childAt('Difference, ones column');
    await user.keyboard('75{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(BORROW_HINT);
    const shown = screen.getByText(BORROW_HINT);

    await user.keyboard('{Enter}'); // Try Again (it has focus)
    expect(box('Difference, ones column')).toHaveFocus();
    // The result is gone; the hint and its arrows stay (the same node: not announced again).
    expect(screen.queryByText('Fix the red boxes and try again.')).not.toBeInTheDocument();
    expect(screen.getByText(BORROW_HINT)).toBe(shown);
    expect(arrows(container)).toEqual(['↑@3', '↑@2']);

    await user.keyboard('7{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(BORROW_HINT);
    // Changing a digit without Try Again keeps it in view too.
    await user.click(box('Difference, tens column'));
    await user.keyboard('4');
    expect(screen.queryByText('Fix the red boxes and try again.')).not.toBeInTheDocument();
    expect(screen.getByText(BORROW_HINT)).toBeVisible();

    // The next submission shows its own result: right, so no hint.
    await user.click(box('Difference, ones column'));
    await user.keyboard('3{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Correct! 🎉');
    expect(screen.queryByText('Hint:')).not.toBeInTheDocument();
    expect(arrows(container)).toEqual([]);
  });

  it('a new problem starts without the last one’s hint', async () => {
    const { rerender } = render(<DiagnosingWorksheet problem={problem81minus38} />);
    const user = await childAt('Difference, ones column');
    await user.keyboard('75{Enter}{Enter}');
    expect(screen.getByText(BORROW_HINT)).toBeVisible();
    rerender(<DiagnosingWorksheet problem={{ number_0: '64', number_1: '21', operator: '-' }} />);
    expect(screen.queryByText('Hint:')).not.toBeInTheDocument();
  });

  it('is never shown without red boxes, even when the app passes one', async () => {
    const hint = { text: BORROW_HINT, columns: [0] };
    const { container } = render(<Worksheet problem={problem81minus38} hint={hint} />);
    const user = await childAt('Difference, ones column');
    expect(screen.queryByText('Hint:')).not.toBeInTheDocument();
    await user.keyboard('34{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Correct! 🎉');
    expect(screen.queryByText('Hint:')).not.toBeInTheDocument();
    expect(arrows(container)).toEqual([]);
  });

  it('points only at columns the grid has, and names them for screen readers', async () => {
    const onSubmit = vi.fn();
    const hint = { text: 'Check each column.', columns: [0, 1, 7] };
    const { container } = render(
      <Worksheet problem={problem81minus38} hint={hint} onSubmit={onSubmit} />,
    );
    const user = await childAt('Difference, ones column');
    await user.keyboard('75{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(arrows(container)).toEqual(['↑@3', '↑@2']);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Look at the ones column and tens column.',
    );
    const results = await axe.run(container);
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

describe('A right product beside a red partial product', () => {
  it('says the answer is right and which partial row to look at again, not "Correct! 🎉"', async () => {
    const onComplete = vi.fn();
    const onNextProblem = vi.fn();
    render(
      <MultiplicationWorksheet
        multiplicand={47}
        multiplier={36}
        onComplete={onComplete}
        onNextProblem={onNextProblem}
      />,
    );
    const user = await childAt('Partial product 1, ones column');
    // 47 × 6 written as 262 (a slip in the tens), 47 × 30 = 1410, and the product 1692 right.
    await user.keyboard('262');
    await user.keyboard('141');
    await user.keyboard('2961{Enter}');

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Your answer is right! Look again at partial product 1.');
    expect(status).not.toHaveTextContent('Correct! 🎉');
    expect(box('Partial product 1, tens column')).toHaveAttribute('aria-invalid', 'true');
    // Still complete (spec §5: the product decides): Next Problem, onComplete.
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ complete: true }));
    expect(button('Next Problem →')).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Worksheet 47 × 36' })).toHaveAttribute(
      'data-state',
      'correct',
    );
  });

  it('names every partial row with a red box', async () => {
    render(<MultiplicationWorksheet multiplicand={47} multiplier={36} />);
    const user = await childAt('Partial product 1, ones column');
    // 47 × 6 as 283 and 47 × 3 as 151, but the product 1692 right.
    await user.keyboard('382');
    await user.keyboard('151');
    await user.keyboard('2961{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your answer is right! Look again at partial product 1 and partial product 2.',
    );
  });

  it('keeps "Correct! 🎉" when every box is right', async () => {
    render(<MultiplicationWorksheet multiplicand={47} multiplier={36} />);
    const user = await childAt('Partial product 1, ones column');
    await user.keyboard('2821412961{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Correct! 🎉');
    expect(screen.getByRole('status')).not.toHaveTextContent('Look again');
  });
});
