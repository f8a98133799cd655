import { render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { createWorksheet, type RawProblem } from '@mathcols/engine';
import { describe, expect, it, vi } from 'vitest';
import { box, button, childAt } from '../test-utils/worksheet-user';
import { Worksheet } from './worksheet';

/** Opt out of the spec's auto-focus (jsx-a11y flags the literal prop). */
const NO_AUTO_FOCUS = { autoFocus: false } as const;

const problem = (number_0: string, operator: RawProblem['operator'], number_1: string) => ({
  number_0,
  number_1,
  operator,
});

async function expectNoAxeViolations(container: HTMLElement) {
  const results = await axe.run(container);
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

describe('Worksheet', () => {
  it('names the worksheet by its problem and starts editing with Submit disabled', async () => {
    render(<Worksheet problem={problem('47', '*', '36')} />);
    expect(screen.getByRole('region', { name: 'Worksheet 47 × 36' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '47 × 36' })).toBeInTheDocument();
    expect(button('Submit Answers')).toBeDisabled();
    await childAt('Partial product 1, ones column');
  });

  it('moves to a fresh, focused grid when the problem changes', async () => {
    const { rerender } = render(<Worksheet problem={problem('57', '+', '68')} />);
    const user = await childAt('Sum, ones column');
    await user.keyboard('5');
    rerender(<Worksheet problem={problem('503', '-', '127')} />);
    await waitFor(() => expect(box('Difference, ones column')).toHaveFocus());
    expect(screen.queryByRole('textbox', { name: 'Sum, ones column' })).not.toBeInTheDocument();
  });

  it('renders a store made outside (controlled), e.g. a half-done worksheet', async () => {
    const store = createWorksheet(problem('57', '+', '68'));
    store.enterDigit('sum-0', 5);
    const onCheck = vi.fn();
    render(
      <Worksheet
        problem={problem('57', '+', '68')}
        store={store}
        onCheck={onCheck}
        {...NO_AUTO_FOCUS}
      />,
    );
    expect(box('Sum, ones column')).toHaveValue('5');
    const user = await import('@testing-library/user-event').then((m) => m.default.setup());
    await user.click(box('Sum, tens column'));
    await user.keyboard('21{Enter}');
    expect(store.getState().submitted).toBe(true);
    expect(onCheck).toHaveBeenCalledWith(expect.objectContaining({ complete: true }));
  });

  it('an unknown operator renders an alert, not a grid', () => {
    const bad = { number_0: '3', number_1: '4', operator: '%' } as unknown as RawProblem;
    render(<Worksheet problem={bad} />);
    expect(screen.getByRole('alert')).toHaveTextContent("Can't show the problem 3 % 4.");
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('has no axe violations when fresh, when marked wrong, and when complete', async () => {
    const { container } = render(
      <Worksheet problem={problem('672', '/', '4')} onNextProblem={() => {}} />,
    );
    const user = await childAt('Quotient digit 1');
    await expectNoAxeViolations(container);

    await user.paste('142764232823');
    expect(box('Step 3 subtract, ones column')).toHaveFocus();
    await user.keyboard('1{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Fix the red boxes and try again.');
    expect(box('Step 3 subtract, ones column')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(container);

    await user.click(box('Step 3 subtract, ones column'));
    await user.keyboard('0{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Correct! 🎉');
    await expectNoAxeViolations(container);
  });

  it('the invalid-problem alert has no axe violations', async () => {
    const { container } = render(<Worksheet problem={problem('5', '-', '7')} />);
    await expectNoAxeViolations(container);
  });
});
