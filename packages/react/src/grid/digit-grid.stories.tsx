import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { GridHarness, layoutFor } from '../test-utils/grid-harness';
import { press, waitForFocus } from '../test-utils/story-steps';
import { DigitGrid } from './digit-grid';

const meta = {
  title: 'Grid/DigitGrid',
  component: DigitGrid,
  args: {
    layout: layoutFor('+', 57, 68),
    label: '57 + 68',
    answers: {},
    onEnterDigit: fn(),
    onClearBox: fn(),
    onFocusBox: fn(),
    onSubmit: fn(),
  },
  // The harness keeps the digits in local state; the action spies only record the calls.
  render: ({ answers, onEnterDigit: _enter, onClearBox: _clear, ...args }) => (
    <GridHarness {...args} initialAnswers={answers} />
  ),
} satisfies Meta<typeof DigitGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh addition grid: carry row, two addends, sum row; the ones box takes focus. */
export const Fresh: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, 'Sum, ones column');
    await expect(canvas.getAllByRole('textbox')).toHaveLength(5);
  },
};

/** Digits already in some boxes (`data-state="filled"`). */
export const PartlyFilled: Story = {
  args: { answers: { 'sum-0': 5, 'carry-1': 1 }, autoFocus: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ones = canvas.getByRole('textbox', { name: 'Sum, ones column' });
    await expect(ones).toHaveValue('5');
    await expect(ones).toHaveAttribute('data-state', 'filled');
  },
};

/** Marks as the engine returns them: ✓ right, ✗ wrong (`aria-invalid`), carries unmarked. */
export const Marked: Story = {
  args: {
    answers: { 'sum-0': 5, 'sum-1': 3, 'carry-1': 1 },
    marks: { 'sum-0': true, 'sum-1': false, 'sum-2': false, 'carry-1': null },
    autoFocus: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tens = canvas.getByRole('textbox', { name: 'Sum, tens column' });
    await expect(tens).toHaveAttribute('aria-invalid', 'true');
    await expect(tens).toHaveAccessibleDescription('wrong');
  },
};

/**
 * The keyboard model: digits advance, letters are ignored, arrows move, Backspace goes back,
 * Space moves on without writing; Enter goes to the first box Submit waits for (a blank required
 * box or a hole) until the sheet may be submitted, then submits.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = (name: string) => canvas.getByRole('textbox', { name });
    await waitForFocus(canvas, 'Sum, ones column');
    await press('x5');
    await expect(box('Sum, ones column')).toHaveValue('5');
    await expect(box('Sum, tens column')).toHaveFocus();
    await press('{ArrowUp}1');
    await expect(box('Carry into the tens column')).toHaveValue('1');
    await expect(box('Sum, tens column')).toHaveFocus();
    await press('{Backspace}');
    await expect(box('Sum, ones column')).toHaveFocus();
    await expect(box('Sum, ones column')).toHaveValue('');
    await press(' ');
    await expect(box('Sum, ones column')).toHaveValue('');
    await expect(box('Sum, tens column')).toHaveFocus();
    await press('{Enter}');
    await expect(box('Sum, ones column')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await press('52{Enter}');
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** The subtraction layout: borrow row over the minuend, − sign, difference row. */
export const Subtraction: Story = {
  args: { layout: layoutFor('-', 503, 127), label: '503 − 127' },
  play: async ({ canvasElement }) => {
    await waitForFocus(within(canvasElement), 'Difference, ones column');
  },
};

/** The multiplication layout: carries, partial products (placeholder zero), product. */
export const Multiplication: Story = {
  args: { layout: layoutFor('*', 47, 36), label: '47 × 36' },
  play: async ({ canvasElement }) => {
    await waitForFocus(within(canvasElement), 'Partial product 1, ones column');
  },
};

/** The long-division layout: quotient over the bracket, multiply/subtract/bring-down rows. */
export const LongDivision: Story = {
  args: { layout: layoutFor('/', 672, 4), label: '672 ÷ 4' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, 'Quotient digit 1');
    await press('{ArrowDown}');
    await expect(
      canvas.getByRole('textbox', { name: 'Step 1 multiply, hundreds column' }),
    ).toHaveFocus();
  },
};
