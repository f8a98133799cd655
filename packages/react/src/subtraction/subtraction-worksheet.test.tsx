import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { box, button, childAt } from '../test-utils/worksheet-user';
import { SubtractionWorksheet } from './subtraction-worksheet';

describe('SubtractionWorksheet', () => {
  it('503 − 127: borrowing across the zero, then the difference right to left', async () => {
    render(<SubtractionWorksheet minuend={503} subtrahend={127} />);
    expect(screen.getByRole('group', { name: 'Subtrahend' })).toHaveTextContent('−127');
    // Work starts at the ones of the difference; 3 − 7 needs a borrow, so the child goes up.
    const user = await childAt('Difference, ones column');
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(box('Borrow from the hundreds column')).toHaveFocus();

    // The hundreds lend first (5 → 4), then the zero tens become 9 and lend to the ones: the
    // tens' borrow box comes next, and each digit lent from is crossed out as on paper.
    const crossedOut = () =>
      [...screen.getByRole('group', { name: 'Minuend' }).querySelectorAll('s')].map(
        (digit) => digit.textContent,
      );
    expect(crossedOut()).toEqual([]);
    await user.keyboard('4');
    expect(crossedOut()).toEqual(['5']);
    expect(box('Borrow from the tens column')).toHaveFocus();
    await user.keyboard('9');
    expect(crossedOut()).toEqual(['5', '0']);
    expect(box('Difference, ones column')).toHaveFocus();
    expect(button('Submit Answers')).toBeDisabled();
    await user.keyboard('6');
    expect(button('Submit Answers')).toBeEnabled();
    await user.keyboard('73{Enter}');

    expect(screen.getByRole('status')).toHaveTextContent('Correct! 🎉');
    expect(box('Borrow from the hundreds column')).toHaveValue('4');
    expect(box('Borrow from the hundreds column')).not.toHaveAttribute('data-result');
  });

  it("5001 − 216 written from the thousands: 'Show me' keeps the child in the box they were in", async () => {
    render(<SubtractionWorksheet minuend={5001} subtrahend={216} />);
    const user = await childAt('Difference, ones column');
    await user.click(box('Difference, thousands column'));
    await user.keyboard('4');
    expect(box('Difference, hundreds column')).toHaveFocus();
    expect(button('Submit Answers')).toHaveAccessibleDescription(
      'Fill at least 3 more boxes to submit.',
    );
    await user.click(button('Show me'));
    expect(box('Difference, hundreds column')).toHaveFocus();
    await user.keyboard('785');
    expect(screen.queryByRole('button', { name: 'Show me' })).toBeNull();
    await user.click(button('Submit Answers'));
    expect(screen.getByRole('status')).toHaveTextContent('Correct! 🎉');
  });

  it('after Try Again, a borrow written late moves on to the red box, past the right ones', async () => {
    render(<SubtractionWorksheet minuend={45} subtrahend={7} />);
    const user = await childAt('Difference, ones column');
    await user.keyboard('84{Enter}');
    expect(box('Difference, ones column')).toHaveAttribute('data-result', 'correct');
    expect(box('Difference, tens column')).toHaveAttribute('aria-invalid', 'true');
    await user.click(button('Try Again'));
    await user.click(box('Borrow from the tens column'));
    await user.keyboard('3');
    // Not back to the ones, where the child's next digit (the tens) would replace the right 8.
    expect(box('Difference, tens column')).toHaveFocus();
    await user.keyboard('3{Enter}');
    expect(box('Difference, ones column')).toHaveValue('8');
    expect(screen.getByRole('status')).toHaveTextContent('Correct! 🎉');
  });

  it('forgetting the borrow (smaller from larger) is marked wrong in that column', async () => {
    render(<SubtractionWorksheet minuend="503" subtrahend="127" />);
    const user = await childAt('Difference, ones column');
    await user.keyboard('484{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Fix the red boxes and try again.');
    expect(box('Difference, ones column')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Difference, tens column')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Difference, hundreds column')).toHaveAttribute('aria-invalid', 'true');
  });

  it('4093 − 3594: a hole (hundreds and ones, tens blank) keeps Submit and Enter off', async () => {
    const { container } = render(<SubtractionWorksheet minuend={4093} subtrahend={3594} />);
    const user = await childAt('Difference, ones column');
    await user.keyboard('9{ArrowLeft}4');
    expect(box('Difference, hundreds column')).toHaveValue('4');
    expect(button('Submit Answers')).toBeDisabled();
    await user.keyboard('{Enter}');
    // Not submitted: the status only says what Submit waits for.
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Fill at least \d+ more box(es)? to submit\.$/,
    );
    expect(container.querySelector('[data-result]')).toBeNull();
    // Enter takes the child to the gap instead.
    expect(box('Difference, tens column')).toHaveFocus();
    await user.keyboard('9');
    expect(button('Submit Answers')).toBeEnabled();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Correct! 🎉');
  });

  it('4093 − 3594: the ones digit alone may be submitted (blank leading boxes are allowed)', async () => {
    // Needing more would tell the child the difference has more than one digit.
    render(<SubtractionWorksheet minuend={4093} subtrahend={3594} />);
    const user = await childAt('Difference, ones column');
    await user.keyboard('9');
    expect(button('Submit Answers')).toBeEnabled();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Fix the red boxes and try again.');
    expect(box('Difference, tens column')).toHaveAccessibleDescription('wrong');
    expect(box('Difference, hundreds column')).toHaveAccessibleDescription('wrong');
    expect(box('Difference, thousands column')).not.toHaveAttribute('aria-invalid');
  });

  it('draws every difference box alike, whether or not Submit needs it', () => {
    render(<SubtractionWorksheet minuend={4093} subtrahend={3594} />);
    const look = (name: string) => {
      const wrapper = box(name).closest('.mc-box');
      return wrapper?.getAttributeNames().map((attr) => `${attr}=${wrapper.getAttribute(attr)}`);
    };
    expect(look('Difference, thousands column')).toEqual(look('Difference, ones column'));
    expect(look('Difference, ones column')).toEqual([
      'class=mc-box',
      'data-state=empty',
      'data-field=difference',
    ]);
  });

  it('a subtrahend larger than the minuend renders an alert, not a grid', () => {
    render(<SubtractionWorksheet minuend={5} subtrahend={7} />);
    expect(screen.getByRole('alert')).toHaveTextContent("Can't show the problem 5 − 7.");
    expect(screen.getByRole('alert')).toHaveTextContent('larger than the number it is taken from');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
