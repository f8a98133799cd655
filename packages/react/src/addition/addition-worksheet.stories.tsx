import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectFeedback, press, waitForFocus } from '../test-utils/story-steps';
import { AdditionWorksheet } from './addition-worksheet';

const meta = {
  title: 'Worksheets/AdditionWorksheet',
  component: AdditionWorksheet,
  args: { addend1: '57', addend2: '68', onCheck: fn(), onNextProblem: fn() },
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
    await expect(args.onCheck).toHaveBeenCalledWith(
      expect.objectContaining({ complete: false, wrongCount: 1, attempts: 1 }),
    );
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
    await expect(args.onCheck).toHaveBeenCalledWith(expect.objectContaining({ complete: true }));
  },
};
