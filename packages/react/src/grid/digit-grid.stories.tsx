import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { problemText, type RawProblem, type WorksheetLayout } from '@mathcols/engine';
import { GridHarness } from '../test-utils/grid-harness';
import { layoutOf, problemOf } from '../test-utils/story-problems';
import { press, waitForFocus } from '../test-utils/story-steps';
import { DigitGrid, type DigitGridProps } from './digit-grid';

/** Story-only controls: the problem the grid is laid out for, instead of a layout object. */
interface GridOperands {
  /** The operation whose layout the engine builds. */
  operator: RawProblem['operator'];
  /** The first operand (`number_0`). */
  first: string;
  /** The second operand (`number_1`). */
  second: string;
}

const meta = {
  title: 'Grid/DigitGrid',
  component: DigitGrid,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The digit boxes alone, shared by all four operations: it draws whatever layout the ' +
          'engine gives it (rows, prefixes, rules) and owns the keyboard — digits move on by ' +
          'themselves, arrows move between boxes, Backspace goes back, Space skips, Enter ' +
          'submits when it may. It keeps no digits of its own: here a small harness holds ' +
          'them. Boxes carry `data-state="empty" | "filled"` and, once marked, ' +
          '`data-result="correct" | "wrong"`. Pick the problem with the operator and operand ' +
          'controls.',
      },
    },
  },
  args: {
    operator: '+',
    first: '57',
    second: '68',
    // Required by the component's type; the render lays out `operator`, `first`, `second`.
    layout: layoutOf(problemOf('+', '57', '68')),
    answers: {},
    onEnterDigit: fn(),
    onClearBox: fn(),
    onFocusBox: fn(),
    onSubmit: fn(),
  },
  argTypes: {
    operator: { control: 'select', options: ['+', '-', '*', '/'], table: { category: 'Problem' } },
    first: { control: 'text', table: { category: 'Problem' } },
    second: { control: 'text', table: { category: 'Problem' } },
    layout: { control: false, description: 'Built here by the engine from the Problem controls.' },
    label: { control: false },
    answers: { control: 'object' },
    marks: { control: 'object' },
    pointAt: { control: 'object' },
    ref: { control: false },
    handleRef: { control: false },
    className: { control: 'text', table: { category: 'Styling' } },
    style: { control: 'object', table: { category: 'Styling' } },
  },
  // The harness keeps the digits in local state; the action spies only record the calls.
  render: ({
    operator,
    first,
    second,
    answers,
    onEnterDigit: _enter,
    onClearBox: _clear,
    ...args
  }) => {
    const problem = problemOf(operator, first, second);
    let layout: WorksheetLayout;
    try {
      layout = layoutOf(problem);
    } catch (error) {
      return <p role="alert">{(error as Error).message}</p>;
    }
    return (
      <GridHarness
        key={`${operator} ${first} ${second}`}
        {...args}
        layout={layout}
        label={problemText(problem)}
        initialAnswers={answers}
      />
    );
  },
} satisfies Meta<DigitGridProps & GridOperands>;

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
  args: { operator: '-', first: '503', second: '127' },
  play: async ({ canvasElement }) => {
    await waitForFocus(within(canvasElement), 'Difference, ones column');
  },
};

/**
 * The multiplication layout: carries, partial products (placeholder zero) with a '+' before
 * the last one, as in school, and the product.
 */
export const Multiplication: Story = {
  args: { operator: '*', first: '47', second: '36' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, 'Partial product 1, ones column');
    const last = canvas.getByRole('group', { name: 'Partial product 2' });
    await expect(last.querySelector('.mc-prefix')).toHaveTextContent('+');
  },
};

/**
 * The long-division layout: quotient over the bracket, multiply/subtract/bring-down rows, and
 * the remainder marked 'r' just left of its boxes (the group "Remainder").
 */
export const LongDivision: Story = {
  args: { operator: '/', first: '672', second: '4' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, 'Quotient, hundreds column');
    await press('{ArrowDown}');
    await expect(
      canvas.getByRole('textbox', { name: 'Step 1 multiply, hundreds column' }),
    ).toHaveFocus();
    const remainder = canvas.getByRole('group', { name: 'Remainder' });
    await expect(remainder.querySelector('.mc-prefix')).toHaveTextContent('r');
  },
};

/**
 * `pointAt`: an ↑ under each given column in a last row (hidden from screen readers) — what a
 * worksheet's hint points at. Here the ones and tens of 81 − 38.
 */
export const PointingAtColumns: Story = {
  args: { operator: '-', first: '81', second: '38', pointAt: [0, 1], autoFocus: false },
  play: async ({ canvasElement }) => {
    const arrows = canvasElement.querySelectorAll('.mc-pointer');
    await expect(arrows).toHaveLength(2);
    await expect(canvasElement.querySelector('.mc-pointers')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};
