import { fireEvent, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GridHarness, layoutFor } from '../test-utils/grid-harness';
import { box, rowDigits } from '../test-utils/worksheet-user';

/** Opt out of the spec's auto-focus (jsx-a11y flags the literal prop). */
const NO_AUTO_FOCUS = { autoFocus: false } as const;

const carry = () => box('Carry into the tens column');

async function renderGrid(
  layout: ReturnType<typeof layoutFor>,
  first: string,
  props: Partial<Parameters<typeof GridHarness>[0]> = {},
) {
  const user = userEvent.setup();
  render(<GridHarness layout={layout} {...props} />);
  await waitFor(() => expect(box(first)).toHaveFocus());
  return user;
}

describe('DigitGrid: Space moves on, Enter submits or goes to the box Submit waits for', () => {
  it('Space skips an empty leading box of a partial row (12 × 34: 12 × 4 = 48)', async () => {
    const user = await renderGrid(layoutFor('*', 12, 34), 'Partial product 1, ones column');
    await user.keyboard('48');
    expect(box('Partial product 1, hundreds column')).toHaveFocus();
    await user.keyboard(' ');
    expect(box('Partial product 1, hundreds column')).toHaveValue('');
    expect(box('Partial product 2, tens column')).toHaveFocus();
    await user.keyboard('6');
    expect(box('Partial product 2, tens column')).toHaveValue('6');
    expect(box('Partial product 2, hundreds column')).toHaveFocus();
  });

  it('Space leaves a filled box as it is, types no space and scrolls nothing', async () => {
    const user = await renderGrid(layoutFor('+', 57, 68), 'Sum, ones column', {
      initialAnswers: { 'sum-0': 5 },
    });
    await user.keyboard(' ');
    expect(box('Sum, ones column')).toHaveValue('5');
    expect(box('Sum, tens column')).toHaveFocus();
    expect(box('Sum, tens column')).toHaveValue('');
    // The browser's default (a typed space, a page scroll) is cancelled.
    expect(fireEvent.keyDown(box('Sum, tens column'), { key: ' ', code: 'Space' })).toBe(false);
    expect(box('Sum, hundreds column')).toHaveFocus();
  });

  it('a child who taps the tens box of 6 × 9 and types 5 then 4 writes 54, not 4', async () => {
    const user = await renderGrid(layoutFor('*', 6, 9), 'Product, ones column');
    await user.click(box('Product, tens column'));
    await user.keyboard('5');
    // The end of the working order (ones, then tens): on to the blank box right of it.
    expect(box('Product, ones column')).toHaveFocus();
    await user.keyboard('4');
    expect(box('Product, tens column')).toHaveValue('5');
    expect(box('Product, ones column')).toHaveValue('4');
  });

  it('a child writing 432 − 178 from the hundreds box types 2, 5, 4 and sees 254', async () => {
    const user = await renderGrid(layoutFor('-', 432, 178), 'Difference, ones column');
    await user.click(box('Difference, hundreds column'));
    await user.keyboard('254');
    expect(box('Difference, hundreds column')).toHaveValue('2');
    expect(box('Difference, tens column')).toHaveValue('5');
    expect(box('Difference, ones column')).toHaveValue('4');
    // The row is written: focus stays at its end.
    expect(box('Difference, ones column')).toHaveFocus();
  });

  it('123 + 456 written left to right from the hundreds leaves the thousands box blank', async () => {
    const onSubmit = vi.fn();
    const user = await renderGrid(layoutFor('+', 123, 456), 'Sum, ones column', { onSubmit });
    await user.click(box('Sum, hundreds column'));
    await user.keyboard('579');
    expect(box('Sum, thousands column')).toHaveValue('');
    expect(box('Sum, hundreds column')).toHaveValue('5');
    expect(box('Sum, tens column')).toHaveValue('7');
    expect(box('Sum, ones column')).toHaveValue('9');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("156 ÷ 12: a step's difference written left to right goes on to its bring-down box", async () => {
    const user = await renderGrid(layoutFor('/', 156, 12), 'Quotient, tens column');
    await user.keyboard('112');
    await user.click(box('Step 1 subtract, hundreds column'));
    await user.keyboard('03');
    expect(box('Step 1 subtract, hundreds column')).toHaveValue('0');
    expect(box('Step 1 subtract, tens column')).toHaveValue('3');
    expect(box('Step 1 bring down')).toHaveFocus();
  });

  it('Backspace after writing left to right goes back to the left, box by box (5001 − 216)', async () => {
    const user = await renderGrid(layoutFor('-', 5001, 216), 'Difference, ones column');
    await user.click(box('Difference, thousands column'));
    await user.keyboard('479');
    expect(box('Difference, ones column')).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box('Difference, tens column')).toHaveFocus();
    expect(box('Difference, tens column')).toHaveValue('');
    await user.keyboard('{Backspace}');
    expect(box('Difference, hundreds column')).toHaveValue('');
    await user.keyboard('785');
    expect(box('Difference, thousands column')).toHaveValue('4');
    expect(box('Difference, hundreds column')).toHaveValue('7');
    expect(box('Difference, tens column')).toHaveValue('8');
    expect(box('Difference, ones column')).toHaveValue('5');
    // No borrow box was written on the way.
    expect(box('Borrow from the tens column')).toHaveValue('');
  });

  it('after Try Again, tapping the leftmost digit and retyping rewrites the row left to right', async () => {
    const user = await renderGrid(layoutFor('+', 6898, 7351), 'Sum, ones column', {
      initialAnswers: { 'sum-0': 9, 'sum-1': 4, 'sum-2': 2, 'sum-3': 4, 'sum-4': 1 },
    });
    await user.click(box('Sum, ten thousands column'));
    await user.keyboard('14249');
    expect(rowDigits('Sum', ['ten thousands', 'thousands', 'hundreds', 'tens', 'ones'])).toBe(
      '14249',
    );
  });

  it('36 + 31 written left to right from the tens leaves the hundreds box alone', async () => {
    const user = await renderGrid(layoutFor('+', 36, 31), 'Sum, ones column');
    await user.click(box('Sum, tens column'));
    await user.keyboard('67');
    expect(box('Sum, ones column')).toHaveValue('7');
    expect(box('Sum, ones column')).toHaveFocus();
    expect(box('Sum, hundreds column')).toHaveValue('');
  });

  it("tapping a partial row's blank leftmost box to finish it ones first goes on to the next row", async () => {
    const user = await renderGrid(layoutFor('*', 47, 36), 'Partial product 1, ones column', {
      initialAnswers: { 'partial-0-0': 2, 'partial-0-1': 8 },
    });
    await user.click(box('Partial product 1, hundreds column'));
    await user.keyboard('2');
    expect(box('Partial product 2, tens column')).toHaveFocus();
  });

  it('retyping a written answer ones first still overwrites box by box', async () => {
    const user = await renderGrid(layoutFor('+', 57, 68), 'Sum, ones column', {
      initialAnswers: { 'sum-0': 4, 'sum-1': 3, 'sum-2': 1 },
    });
    await user.keyboard('52');
    expect(box('Sum, ones column')).toHaveValue('5');
    expect(box('Sum, tens column')).toHaveValue('2');
    expect(box('Sum, hundreds column')).toHaveFocus();
  });

  it('a digit in the leftmost box with every box right of it filled stays there', async () => {
    const user = await renderGrid(layoutFor('+', 57, 68), 'Sum, ones column');
    await user.keyboard('52');
    await user.keyboard('1');
    expect(box('Sum, hundreds column')).toHaveValue('1');
    expect(box('Sum, hundreds column')).toHaveFocus();
  });

  it('Space in the last box stays there', async () => {
    const user = await renderGrid(layoutFor('+', 57, 68), 'Sum, ones column');
    await user.keyboard('{ArrowLeft}{ArrowLeft} ');
    expect(box('Sum, hundreds column')).toHaveFocus();
  });

  it('Enter on an incomplete sheet never submits: it goes to the first box Submit waits for', async () => {
    const onSubmit = vi.fn();
    const user = await renderGrid(layoutFor('+', 57, 68), 'Sum, ones column', { onSubmit });
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box('Sum, ones column')).toHaveFocus();
    await user.keyboard('5{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box('Sum, tens column')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(box('Sum, tens column')).toHaveFocus();
  });

  it('Enter on a sheet with a hole goes to the hole (4093 − 3594, tens left blank)', async () => {
    const onSubmit = vi.fn();
    const user = await renderGrid(layoutFor('-', 4093, 3594), 'Difference, ones column', {
      onSubmit,
    });
    await user.keyboard('9{ArrowLeft}4');
    // Typing in the hundreds goes back to the blank tens box (see 432 − 178); the child
    // leaves it blank and goes on.
    expect(box('Difference, tens column')).toHaveFocus();
    await user.click(box('Difference, thousands column'));
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box('Difference, tens column')).toHaveFocus();
    await user.keyboard('9{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('Enter submits once every required box is filled (a leading box may stay blank)', async () => {
    const onSubmit = vi.fn();
    const user = await renderGrid(layoutFor('+', 57, 68), 'Sum, ones column', { onSubmit });
    await user.keyboard('52');
    expect(box('Sum, hundreds column')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(box('Sum, hundreds column')).toHaveFocus();
  });
});

describe('DigitGrid: focus after a carry entry', () => {
  it('47 × 36: the carry typed above the tens column returns focus to the partial row', async () => {
    const user = await renderGrid(layoutFor('*', 47, 36), 'Partial product 1, ones column');
    await user.keyboard('2');
    expect(box('Partial product 1, tens column')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(carry()).toHaveFocus();
    await user.keyboard('4');
    expect(carry()).toHaveValue('4');
    expect(box('Partial product 1, tens column')).toHaveFocus();
    await user.keyboard('8');
    expect(box('Partial product 1, tens column')).toHaveValue('8');
    expect(box('Partial product 1, hundreds column')).toHaveFocus();
  });

  it('47 × 36: arrowing up through the first partial row to the carry returns to the second', async () => {
    const user = await renderGrid(layoutFor('*', 47, 36), 'Partial product 1, ones column');
    await user.keyboard('2{ArrowUp}48'); // 282
    await user.keyboard('2');
    expect(box('Partial product 2, tens column')).toHaveFocus();
    await user.keyboard('1'); // 7 × 3 = 21: 1 written, 2 carried above the 4
    await user.keyboard('{ArrowUp}');
    expect(box('Partial product 1, hundreds column')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(carry()).toHaveFocus();
    await user.keyboard('2');
    expect(carry()).toHaveValue('2');
    expect(box('Partial product 2, hundreds column')).toHaveFocus();
    await user.keyboard('4');
    expect(box('Partial product 2, hundreds column')).toHaveValue('4');
    expect(box('Partial product 1, hundreds column')).toHaveValue('2');
  });

  it('a box the child went to across a row (not up or down) is where the carry returns', async () => {
    const user = await renderGrid(layoutFor('*', 47, 36), 'Partial product 1, ones column');
    await user.keyboard('2{ArrowLeft}{ArrowLeft}{ArrowRight}{ArrowUp}4');
    expect(carry()).toHaveValue('4');
    expect(box('Partial product 1, tens column')).toHaveFocus();
  });

  it('Space in a carry box without `next` also goes back to the answer box', async () => {
    const user = await renderGrid(layoutFor('*', 47, 36), 'Partial product 1, ones column');
    await user.keyboard('2{ArrowUp} ');
    expect(carry()).toHaveValue('');
    expect(box('Partial product 1, tens column')).toHaveFocus();
  });

  it('with no answer box visited before the carry box, focus stays there', async () => {
    const user = userEvent.setup();
    render(<GridHarness layout={layoutFor('*', 47, 36)} {...NO_AUTO_FOCUS} />);
    await user.click(carry());
    await user.keyboard('4');
    expect(carry()).toHaveValue('4');
    expect(carry()).toHaveFocus();
  });

  it('a carry with its own `next` (addition) still follows it', async () => {
    const user = await renderGrid(layoutFor('+', 57, 68), 'Sum, ones column');
    await user.click(carry());
    await user.keyboard('1');
    expect(box('Sum, tens column')).toHaveFocus();
  });
});
