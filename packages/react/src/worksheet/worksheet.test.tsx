import { createRef, useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import {
  createWorksheet,
  MAX_OPERAND_DIGITS,
  type Answers,
  type RawProblem,
} from '@mathcols/engine';
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

  it('keeps focus in the grid after a right answer when no Next Problem button is shown', async () => {
    // 57 + 68 = 125 with no onNextProblem (as the custom element): Submit goes away on success.
    render(<Worksheet problem={problem('57', '+', '68')} />);
    const user = await childAt('Sum, ones column');
    await user.keyboard('5');
    await user.click(box('Sum, tens column'));
    await user.keyboard('21');
    await user.click(button('Submit Answers'));
    expect(await screen.findByText('Correct! 🎉')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    await waitFor(() => expect(box('Sum, ones column')).toHaveFocus());
  });

  it("after 'Next Problem →' the new problem's first box has focus, also without autoFocus", async () => {
    function NextInLine() {
      const [current, setCurrent] = useState(problem('57', '+', '68'));
      return (
        <Worksheet
          problem={current}
          onNextProblem={() => setCurrent(problem('503', '-', '127'))}
          {...NO_AUTO_FOCUS}
        />
      );
    }
    render(<NextInLine />);
    const user = userEvent.setup();
    await user.click(box('Sum, ones column'));
    await user.keyboard('5');
    await user.click(box('Sum, tens column'));
    await user.keyboard('21{Enter}');
    await waitFor(() => expect(button('Next Problem →')).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(box('Difference, ones column')).toHaveFocus());
  });

  it('renders a store made outside (controlled), e.g. a half-done worksheet', async () => {
    const store = createWorksheet(problem('57', '+', '68'));
    store.enterDigit('sum-0', 5);
    const onSubmit = vi.fn();
    render(
      <Worksheet
        problem={problem('57', '+', '68')}
        store={store}
        onSubmit={onSubmit}
        {...NO_AUTO_FOCUS}
      />,
    );
    expect(box('Sum, ones column')).toHaveValue('5');
    const user = userEvent.setup();
    await user.click(box('Sum, tens column'));
    await user.keyboard('21{Enter}');
    expect(store.getState().submitted).toBe(true);
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ complete: true }));
  });

  it('hands onSubmit and onComplete the digits as submitted, each attempt its own', async () => {
    const onSubmit = vi.fn();
    const onComplete = vi.fn();
    render(
      <Worksheet problem={problem('81', '-', '38')} onSubmit={onSubmit} onComplete={onComplete} />,
    );
    const user = await childAt('Difference, ones column');
    // A child who takes the smaller digit from the larger: 8 − 1 = 7, 8 − 3 = 5.
    await user.keyboard('75{Enter}');
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({
        attempts: 1,
        complete: false,
        answers: { 'difference-0': 7, 'difference-1': 5 },
      }),
    );
    await user.keyboard('{Enter}'); // Try Again: back in the first red box
    await user.keyboard('34{Enter}');
    const second = {
      attempts: 2,
      complete: true,
      answers: { 'difference-0': 3, 'difference-1': 4 },
    };
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining(second));
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining(second));
    // The first call kept its own digits.
    expect(onSubmit.mock.calls[0]?.[0].answers).toEqual({ 'difference-0': 7, 'difference-1': 5 });
  });

  it('shows data-state editing, wrong, editing again after Try Again, then correct', async () => {
    render(<Worksheet problem={problem('57', '+', '68')} />);
    const root = screen.getByRole('region', { name: 'Worksheet 57 + 68' });
    expect(root).toHaveAttribute('data-state', 'editing');
    const user = await childAt('Sum, ones column');
    await user.keyboard('531{Enter}');
    expect(root).toHaveAttribute('data-state', 'wrong');
    await user.keyboard('{Enter}'); // Try Again has focus
    expect(root).toHaveAttribute('data-state', 'editing');
    await user.keyboard('2{Enter}');
    expect(root).toHaveAttribute('data-state', 'correct');
  });

  it('Enter before Submit may be pressed says what Submit waits for, once per press, until the next digit', async () => {
    render(<Worksheet problem={problem('478', '+', '356')} />);
    const user = await childAt('Sum, ones column');
    const status = screen.getByRole('status');
    await user.keyboard('4{Enter}');
    // Read out (the grey Submit's reason is not reached by Tab); the grid moved on to a box
    // Submit waits for.
    expect(status).toHaveTextContent('Fill at least 2 more boxes to submit.');
    expect(box('Sum, tens column')).toHaveFocus();
    // Typing on: the region goes quiet, no count read out on every digit.
    await user.keyboard('3');
    expect(status).toHaveTextContent('');
    await user.keyboard('{Enter}');
    expect(status).toHaveTextContent('Fill at least 1 more box to submit.');
    await user.keyboard('8{Enter}');
    expect(status).toHaveTextContent('Correct! 🎉');
  });

  it('passes className, style and ref to the root section', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Worksheet
        problem={problem('57', '+', '68')}
        className="homework"
        style={{ maxWidth: '20rem' }}
        ref={ref}
        {...NO_AUTO_FOCUS}
      />,
    );
    const root = screen.getByRole('region', { name: 'Worksheet 57 + 68' });
    expect(ref.current).toBe(root);
    expect(root.tagName).toBe('SECTION');
    expect(root).toHaveClass('mc-worksheet', 'homework');
    expect(root.style.maxWidth).toBe('20rem');
  });

  it("a number too long says how many digits a number may have (the engine's limit)", () => {
    const long = '9'.repeat(MAX_OPERAND_DIGITS + 1);
    render(<Worksheet problem={{ number_0: long, number_1: '3', operator: '+' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      `A number has too many digits (at most ${MAX_OPERAND_DIGITS}).`,
    );
  });

  it('an unknown operator renders an alert, not a grid, naming the operators to write', () => {
    const bad = { number_0: '3', number_1: '4', operator: '%' } as unknown as RawProblem;
    const { rerender } = render(<Worksheet problem={bad} />);
    expect(screen.getByRole('alert')).toHaveTextContent("Can't show the problem 3 % 4.");
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    // A page author who writes the printed sign '÷' learns which character to use instead.
    const printedSign = { number_0: '12', number_1: '3', operator: '÷' } as unknown as RawProblem;
    rerender(<Worksheet problem={printedSign} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The operator must be written +, -, * or /.',
    );
  });

  it('has no axe violations when fresh, when marked wrong, and when complete', async () => {
    const { container } = render(
      <Worksheet problem={problem('672', '/', '4')} onNextProblem={() => {}} />,
    );
    const user = await childAt('Quotient, hundreds column');
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

describe('Worksheet answers, uncontrolled', () => {
  it('starts from defaultAnswers and reports each change the child makes', async () => {
    const onAnswersChange = vi.fn();
    render(
      <Worksheet
        problem={problem('57', '+', '68')}
        defaultAnswers={{ 'sum-0': 5 }}
        onAnswersChange={onAnswersChange}
        {...NO_AUTO_FOCUS}
      />,
    );
    expect(box('Sum, ones column')).toHaveValue('5');
    const user = userEvent.setup();
    await user.click(box('Sum, tens column'));
    await user.keyboard('2');
    expect(onAnswersChange).toHaveBeenLastCalledWith({ 'sum-0': 5, 'sum-1': 2 });
    await user.keyboard('{Backspace}'); // in the empty hundreds box: back to the tens, cleared
    expect(box('Sum, tens column')).toHaveValue('');
    expect(onAnswersChange).toHaveBeenLastCalledWith({ 'sum-0': 5 });
    expect(onAnswersChange).toHaveBeenCalledTimes(2);
  });
});

describe('Worksheet answers, controlled', () => {
  /** A parent that keeps the answers in its own state and can wipe them. */
  function Parent({ onComplete }: { onComplete?: () => void }) {
    const [answers, setAnswers] = useState<Answers>({});
    return (
      <>
        <Worksheet
          problem={problem('57', '+', '68')}
          answers={answers}
          onAnswersChange={setAnswers}
          onComplete={onComplete}
        />
        <p data-testid="parent-answers">{JSON.stringify(answers)}</p>
        <button type="button" onClick={() => setAnswers({})}>
          Start over
        </button>
      </>
    );
  }

  it('the child types into the parent state, submits and completes', async () => {
    const onComplete = vi.fn();
    render(<Parent onComplete={onComplete} />);
    const user = await childAt('Sum, ones column');
    await user.keyboard('521');
    expect(screen.getByTestId('parent-answers')).toHaveTextContent(
      '{"sum-0":5,"sum-1":2,"sum-2":1}',
    );
    expect(button('Submit Answers')).toBeEnabled();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Correct! 🎉');
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ complete: true }));
  });

  it('the parent clears the boxes, and Submit waits again', async () => {
    render(<Parent />);
    const user = await childAt('Sum, ones column');
    await user.keyboard('52');
    await user.click(button('Start over'));
    expect(box('Sum, ones column')).toHaveValue('');
    expect(box('Sum, tens column')).toHaveValue('');
    expect(button('Submit Answers')).toBeDisabled();
  });

  it('a parent that does not take the change keeps the boxes as it says', async () => {
    const onAnswersChange = vi.fn();
    render(
      <Worksheet
        problem={problem('57', '+', '68')}
        answers={{ 'sum-0': 5 }}
        onAnswersChange={onAnswersChange}
      />,
    );
    const user = await childAt('Sum, ones column');
    expect(box('Sum, ones column')).toHaveValue('5');
    await user.keyboard('7');
    expect(onAnswersChange).toHaveBeenLastCalledWith({ 'sum-0': 7 });
    expect(box('Sum, ones column')).toHaveValue('5');
  });
});
