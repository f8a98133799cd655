import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { box, button, childAt } from '../test-utils/worksheet-user';
import { MultiplicationWorksheet } from './multiplication-worksheet';

const carry = () => box('Carry into the tens column');

describe('MultiplicationWorksheet', () => {
  it('47 × 36: two partial rows with a carry cleared on entering the second row, then the product', async () => {
    render(<MultiplicationWorksheet multiplicand={47} multiplier={36} />);
    expect(screen.getByRole('group', { name: 'Partial product 2' })).toHaveTextContent('0');
    const user = await childAt('Partial product 1, ones column');

    // 7 × 6 = 42: write 2, carry 4.
    await user.keyboard('2{ArrowUp}');
    expect(carry()).toHaveFocus();
    await user.keyboard('4');
    expect(carry()).toHaveValue('4');
    // Focus goes back down to the column auto-advance had reached.
    expect(box('Partial product 1, tens column')).toHaveFocus();
    expect(carry()).toHaveValue('4');
    // 4 × 6 + 4 = 28; moving on into partial product 2 clears the carry.
    await user.keyboard('82');
    expect(box('Partial product 2, tens column')).toHaveFocus();
    expect(carry()).toHaveValue('');

    // 47 × 3 = 141, shifted one column.
    await user.keyboard('141');
    expect(box('Product, ones column')).toHaveFocus();
    expect(button('Submit Answers')).toBeDisabled();
    await user.keyboard('296');
    expect(button('Submit Answers')).toBeEnabled();
    await user.keyboard('1');
    await user.click(button('Submit Answers'));

    expect(screen.getByRole('status')).toHaveTextContent('Correct! 🎉');
    expect(box('Partial product 2, thousands column')).toHaveAttribute('data-result', 'correct');
  });

  it('47 × 36: a carry for the second row, reached with ArrowUp through the first, stays and the child goes on in the second row', async () => {
    render(<MultiplicationWorksheet multiplicand={47} multiplier={36} />);
    const user = await childAt('Partial product 1, ones column');
    await user.keyboard('2{ArrowUp}482');
    // 7 × 3 = 21: write 1, then up through partial product 1 to carry the 2.
    await user.keyboard('1{ArrowUp}{ArrowUp}');
    expect(carry()).toHaveFocus();
    await user.keyboard('2');
    expect(box('Partial product 2, hundreds column')).toHaveFocus();
    expect(carry()).toHaveValue('2');
    // 4 × 3 + 2 = 14; partial product 1 is as the child wrote it.
    await user.keyboard('41');
    expect(box('Partial product 1, hundreds column')).toHaveValue('2');
    await user.keyboard('2961{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Correct! 🎉');
  });

  it('a partial product slip is marked red, yet the right product completes it (spec §5)', async () => {
    render(<MultiplicationWorksheet multiplicand={47} multiplier={36} />);
    const user = await childAt('Partial product 1, ones column');
    await user.paste('2921412961');
    expect(box('Product, thousands column')).toHaveValue('1');
    await user.keyboard('{Enter}');
    expect(box('Partial product 1, tens column')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Product, ones column')).toHaveAttribute('data-result', 'correct');
    // Not 'Correct! 🎉' beside a red box: the answer is right, and where to look again.
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your answer is right! Look again at partial product 1.',
    );
    expect(box('Product, ones column')).toHaveAttribute('readonly');
  });

  it("writes a '+' before the last partial product, as in school", () => {
    // No auto-focus needed here (jsx-a11y flags the literal prop).
    render(
      <MultiplicationWorksheet multiplicand={48276} multiplier={3519} {...{ autoFocus: false }} />,
    );
    const signs = screen
      .getAllByRole('group', { name: /^Partial product/ })
      .map((row) => row.querySelector('.mc-prefix')?.textContent ?? '');
    expect(signs).toEqual(['', '', '', '+']);
  });

  it('a wrong product digit is marked and asks for another try', async () => {
    render(<MultiplicationWorksheet multiplicand={47} multiplier={36} />);
    const user = await childAt('Partial product 1, ones column');
    await user.paste('2821412971');
    await user.keyboard('{Enter}');
    expect(box('Product, hundreds column')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Fix the red boxes and try again.');
  });

  it('a one-digit multiplier has no partial rows and the carry moves on to the product', async () => {
    render(<MultiplicationWorksheet multiplicand={47} multiplier={6} />);
    const user = await childAt('Product, ones column');
    expect(screen.queryByRole('group', { name: 'Partial product 1' })).not.toBeInTheDocument();
    await user.keyboard('2{ArrowUp}4');
    expect(box('Product, tens column')).toHaveFocus();
    await user.keyboard('82{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Correct! 🎉');
  });
});
