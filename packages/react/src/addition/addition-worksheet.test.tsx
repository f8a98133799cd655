import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { box, button, childAt, rowDigits } from '../test-utils/worksheet-user';
import { AdditionWorksheet } from './addition-worksheet';

describe('AdditionWorksheet', () => {
  it('57 + 68: the child writes the ones, a carry, the tens and hundreds, submits and is right', async () => {
    const onSubmit = vi.fn();
    const onComplete = vi.fn();
    const onNextProblem = vi.fn();
    render(
      <AdditionWorksheet
        addend1={57}
        addend2="68"
        onSubmit={onSubmit}
        onComplete={onComplete}
        onNextProblem={onNextProblem}
      />,
    );
    expect(screen.getByRole('group', { name: 'First addend' })).toHaveTextContent('57');
    const user = await childAt('Sum, ones column');
    expect(button('Submit Answers')).toBeDisabled();

    await user.keyboard('5');
    await user.keyboard('{ArrowUp}');
    expect(box('Carry into the tens column')).toHaveFocus();
    await user.keyboard('1');
    expect(box('Sum, tens column')).toHaveFocus();
    expect(button('Submit Answers')).toBeDisabled();
    await user.keyboard('2');
    expect(button('Submit Answers')).toBeEnabled();
    await user.keyboard('1');
    await user.click(button('Submit Answers'));

    expect(screen.getByRole('status')).toHaveTextContent('Correct! 🎉');
    expect(box('Sum, hundreds column')).toHaveAttribute('data-result', 'correct');
    expect(box('Carry into the tens column')).not.toHaveAttribute('data-result');
    const result = {
      marks: expect.objectContaining({ 'sum-0': true, 'sum-1': true, 'sum-2': true }),
      complete: true,
      wrongCount: 0,
      attempts: 1,
      answers: expect.objectContaining({ 'carry-1': 1, 'sum-0': 5, 'sum-1': 2, 'sum-2': 1 }),
    };
    expect(onSubmit).toHaveBeenCalledWith(result);
    expect(onComplete).toHaveBeenCalledWith(result);
    expect(button('Next Problem →')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Submit Answers' })).not.toBeInTheDocument();

    await user.click(box('Sum, ones column'));
    await user.keyboard('9');
    expect(box('Sum, ones column')).toHaveValue('5');

    await user.click(button('Next Problem →'));
    expect(onNextProblem).toHaveBeenCalledTimes(1);
  });

  it('a wrong digit: red box, message, Try Again; fixing it un-marks and the retry is right', async () => {
    const onSubmit = vi.fn();
    const onComplete = vi.fn();
    render(
      <AdditionWorksheet addend1={57} addend2={68} onSubmit={onSubmit} onComplete={onComplete} />,
    );
    const user = await childAt('Sum, ones column');
    await user.keyboard('531{Enter}');

    expect(screen.getByRole('status')).toHaveTextContent('Fix the red boxes and try again.');
    const tens = box('Sum, tens column');
    expect(tens).toHaveAttribute('aria-invalid', 'true');
    expect(tens).toHaveAccessibleDescription('wrong');
    expect(box('Sum, ones column')).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ complete: false, wrongCount: 1, attempts: 1 }),
    );
    expect(onComplete).not.toHaveBeenCalled();
    expect(button('Try Again')).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(tens).toHaveFocus();
    expect(tens).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('');

    await user.keyboard('2');
    expect(tens).not.toHaveAttribute('aria-invalid');
    expect(tens).not.toHaveAttribute('data-result');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Correct! 🎉');
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ complete: true, wrongCount: 0, attempts: 2 }),
    );
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ attempts: 2 }));
  });

  it('after Try Again, a child who taps the leftmost digit rewrites 7429 + 5579 left to right', async () => {
    render(<AdditionWorksheet addend1={7429} addend2={5579} />);
    const user = await childAt('Sum, ones column');
    await user.keyboard('80032{Enter}'); // 23008: the ten thousands are wrong
    expect(screen.getByRole('status')).toHaveTextContent('Fix the red boxes and try again.');
    await user.click(button('Try Again'));
    await user.click(box('Sum, ten thousands column'));
    await user.keyboard('13008');
    expect(rowDigits('Sum', ['ten thousands', 'thousands', 'hundreds', 'tens', 'ones'])).toBe(
      '13008',
    );
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Correct! 🎉');
  });

  it('editing a red box directly un-marks it without pressing Try Again', async () => {
    render(<AdditionWorksheet addend1={57} addend2={68} />);
    const user = await childAt('Sum, ones column');
    await user.keyboard('43{Enter}');
    expect(box('Sum, ones column')).toHaveAttribute('aria-invalid', 'true');
    await user.click(box('Sum, ones column'));
    await user.keyboard('5');
    expect(box('Sum, ones column')).not.toHaveAttribute('aria-invalid');
    expect(box('Sum, tens column')).toHaveAttribute('aria-invalid', 'true');
    expect(button('Submit Answers')).toBeEnabled();
  });

  it('Enter does not submit until every required box is filled, and a second Enter does not resubmit', async () => {
    const onSubmit = vi.fn();
    render(<AdditionWorksheet addend1={57} addend2={68} onSubmit={onSubmit} />);
    const user = await childAt('Sum, ones column');
    await user.keyboard('5{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    // Not submitted: the status only says what Submit waits for.
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Fill at least \d+ more box(es)? to submit\.$/,
    );
    expect(box('Sum, tens column')).toHaveFocus();
    await user.keyboard('3{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(box('Sum, tens column'));
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('pasting the whole sum fills the sum row along the working order', async () => {
    render(<AdditionWorksheet addend1={57} addend2={68} />);
    const user = await childAt('Sum, ones column');
    await user.paste('521');
    expect(box('Sum, ones column')).toHaveValue('5');
    expect(box('Sum, tens column')).toHaveValue('2');
    expect(box('Sum, hundreds column')).toHaveValue('1');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Correct! 🎉');
  });

  it('hides Next Problem when no onNextProblem is given', async () => {
    render(<AdditionWorksheet addend1={2} addend2={3} />);
    const user = await childAt('Sum, ones column');
    await user.keyboard('5{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Correct! 🎉');
    expect(screen.queryByRole('button', { name: 'Next Problem →' })).not.toBeInTheDocument();
  });

  it('negative operands render an alert naming the problem, never a grid', () => {
    render(<AdditionWorksheet addend1={-5} addend2={3} />);
    expect(screen.getByRole('alert')).toHaveTextContent("Can't show the problem -5 + 3.");
    expect(screen.getByRole('alert')).toHaveTextContent('must not be negative');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
