import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { box, button, childAt } from '../test-utils/worksheet-user';
import { LongDivisionWorksheet } from './long-division-worksheet';

describe('LongDivisionWorksheet', () => {
  it('672 ÷ 4: divide, multiply, subtract, bring down — three steps', async () => {
    render(<LongDivisionWorksheet dividend={672} divisor={4} />);
    expect(screen.getByRole('group', { name: 'Dividend, divided by 4' })).toHaveTextContent('672');
    const user = await childAt('Quotient, hundreds column');

    // Step 1: 6 ÷ 4 = 1, 1 × 4 = 4, 6 − 4 = 2, bring down 7.
    await user.keyboard('142');
    expect(box('Step 1 bring down')).toHaveFocus();
    await user.keyboard('7');
    // Step 2: 27 ÷ 4 = 6, 6 × 4 = 24, 27 − 24 = 3 (one subtract box), bring down 2.
    expect(box('Quotient, tens column')).toHaveFocus();
    await user.keyboard('6423');
    expect(box('Step 2 bring down')).toHaveFocus();
    await user.keyboard('2');
    // Step 3: 32 ÷ 4 = 8, 8 × 4 = 32 (two multiply boxes), 32 − 32 = 0.
    await user.keyboard('823');
    expect(box('Step 3 subtract, ones column')).toHaveFocus();
    expect(button('Submit Answers')).toBeDisabled();
    await user.keyboard('0');
    expect(button('Submit Answers')).toBeEnabled();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('status')).toHaveTextContent('Correct! 🎉');
  });

  it('672 ÷ 4 on a tablet: a remainder left blank is named, and Show me goes to it', async () => {
    render(<LongDivisionWorksheet dividend={672} divisor={4} />);
    const user = await childAt('Quotient, hundreds column');
    expect(screen.queryByText(/more box/)).toBeNull();
    await user.keyboard('1427');
    expect(screen.getByText('Fill at least 7 more boxes to submit.')).toBeVisible();
    await user.keyboard('64232823');
    // 32 − 32 leaves nothing: the child taps away instead of writing the 0.
    await user.click(screen.getByRole('group', { name: 'Dividend, divided by 4' }));
    expect(button('Submit Answers')).toBeDisabled();
    expect(button('Submit Answers')).toHaveAccessibleDescription(
      'Fill at least 1 more box to submit.',
    );
    await user.click(button('Show me'));
    expect(box('Step 3 subtract, ones column')).toHaveFocus();
    await user.keyboard('0');
    expect(screen.queryByText(/more box/)).toBeNull();
    await user.click(button('Submit Answers'));
    expect(screen.getByRole('status')).toHaveTextContent('Correct! 🎉');
  });

  it('ArrowUp/ArrowDown move between the steps in the same column', async () => {
    render(<LongDivisionWorksheet dividend={672} divisor={4} />);
    const user = await childAt('Quotient, hundreds column');
    await user.keyboard('{ArrowDown}');
    expect(box('Step 1 multiply, hundreds column')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(box('Step 1 bring down')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(box('Step 2 multiply, tens column')).not.toHaveFocus();
    expect(box('Quotient, tens column')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box('Step 2 multiply, tens column')).toHaveFocus();
  });

  it('a wrong bring-down is marked; 125 ÷ 5 brings down the 5', async () => {
    render(<LongDivisionWorksheet dividend="125" divisor="5" />);
    const user = await childAt('Quotient, tens column');
    // 12 ÷ 5 = 2, 2 × 5 = 10, 12 − 10 = 2, bring down 5 (typed as 2: wrong).
    await user.keyboard('2012');
    expect(box('Step 1 bring down')).toHaveFocus();
    await user.keyboard('2');
    expect(box('Quotient, ones column')).toHaveFocus();
    await user.keyboard('5520{Enter}');
    expect(box('Step 1 bring down')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Fix the red boxes and try again.');
  });

  it('727 ÷ 73: a blank tens box between written multiply digits keeps Submit and Enter off', async () => {
    render(<LongDivisionWorksheet dividend={727} divisor={73} />);
    const user = await childAt('Quotient, ones column');
    // 9 × 73 = 657: the child writes the 7, skips the tens with ArrowLeft, writes the 6.
    await user.keyboard('97{ArrowLeft}6');
    // Back to the blank tens box right of the 6; the child leaves it and goes on.
    expect(box('Step 1 multiply, tens column')).toHaveFocus();
    await user.click(box('Step 1 subtract, ones column'));
    await user.keyboard('0');
    expect(button('Submit Answers')).toBeDisabled();
    await user.keyboard('{Enter}');
    // Not submitted: the status only says what Submit waits for.
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Fill at least \d+ more box(es)? to submit\.$/,
    );
    expect(box('Step 1 multiply, tens column')).toHaveFocus();
    await user.keyboard('5');
    expect(button('Submit Answers')).toBeEnabled();
    // 727 − 657 = 70: the leading 7 of the subtract row.
    await user.click(box('Step 1 subtract, tens column'));
    await user.keyboard('7{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Correct! 🎉');
  });

  it('passes the worksheet props through: start digits, class, ref, onAnswersChange, onComplete', async () => {
    const ref = createRef<HTMLElement>();
    const onAnswersChange = vi.fn();
    const onComplete = vi.fn();
    render(
      <LongDivisionWorksheet
        dividend={125}
        divisor={5}
        defaultAnswers={{ 'quotient-1': 2 }}
        className="homework"
        ref={ref}
        onAnswersChange={onAnswersChange}
        onComplete={onComplete}
      />,
    );
    expect(ref.current).toHaveClass('mc-worksheet', 'homework');
    expect(ref.current).toHaveAttribute('data-state', 'editing');
    expect(box('Quotient, tens column')).toHaveValue('2');
    const user = await childAt('Quotient, tens column');
    // 12 ÷ 5 = 2, 2 × 5 = 10, 12 − 10 = 2, bring down 5; 25 ÷ 5 = 5, 25 − 25 = 0 (ones first).
    await user.keyboard('20125' + '5520');
    expect(onAnswersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ 'subtract-2-0': 0 }),
    );
    await user.keyboard('{Enter}');
    expect(onComplete).toHaveBeenCalledWith(
      expect.objectContaining({ complete: true, attempts: 1 }),
    );
    expect(ref.current).toHaveAttribute('data-state', 'correct');
  });

  it('a zero divisor renders an alert naming the problem', () => {
    render(<LongDivisionWorksheet dividend={12} divisor={0} />);
    expect(screen.getByRole('alert')).toHaveTextContent("Can't show the problem 12 ÷ 0.");
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
