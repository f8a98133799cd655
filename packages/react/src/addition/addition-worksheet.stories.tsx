import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  expectFeedback,
  press,
  waitForFocus,
  WORKSHEET_ARG_TYPES,
} from '../test-utils/story-steps';
import { AdditionWorksheet } from './addition-worksheet';

const meta = {
  title: 'Worksheets/AdditionWorksheet',
  component: AdditionWorksheet,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Column addition: a carry row over the two addends and one sum box per column. The child types the sum from the ones column leftwards (focus moves on by itself), notes carries with ↑, and presses Enter or 'Submit Answers'. A thin wrapper of `Worksheet` for `addend1 + addend2`.",
      },
    },
  },
  args: { addend1: '57', addend2: '68', onSubmit: fn(), onComplete: fn(), onNextProblem: fn() },
  argTypes: {
    addend1: { control: 'text', description: 'The first addend (top row): digits, up to 15.' },
    addend2: { control: 'text', description: 'The second addend (the row with the + sign).' },
    ...WORKSHEET_ARG_TYPES,
  },
} satisfies Meta<typeof AdditionWorksheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 57 + 68 before any digit: the ones box has focus, Submit is disabled. */
export const Fresh: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, 'Sum, ones column');
    await expect(canvas.getByRole('button', { name: 'Submit Answers' })).toBeDisabled();
  },
};

/** The ones digit and the carry are written; the tens box waits. */
export const PartlyFilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, 'Sum, ones column');
    await press('5{ArrowUp}1');
    await expect(canvas.getByRole('textbox', { name: 'Sum, tens column' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Submit Answers' })).toBeDisabled();
  },
};

/** The carry was forgotten: the tens box is red and 'Try Again' has focus. */
export const MarkedWrong: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, 'Sum, ones column');
    await press('531{Enter}');
    await expectFeedback(canvas, 'Fix the red boxes and try again.');
    const tens = canvas.getByRole('textbox', { name: 'Sum, tens column' });
    await expect(tens).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toHaveFocus();
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ complete: false, wrongCount: 1, attempts: 1 }),
    );
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

/** 57 + 68 = 125 with the carry: 'Correct! 🎉' and 'Next Problem →'. */
export const Complete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, 'Sum, ones column');
    await press('5{ArrowUp}121{Enter}');
    await expectFeedback(canvas, 'Correct! 🎉');
    await expect(canvas.getByRole('button', { name: 'Next Problem →' })).toHaveFocus();
    await expect(args.onComplete).toHaveBeenCalledWith(expect.objectContaining({ complete: true }));
  },
};
