import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectFeedback, press, waitForFocus } from '../test-utils/story-steps';
import { LongDivisionWorksheet } from './long-division-worksheet';

const meta = {
  title: 'Worksheets/LongDivisionWorksheet',
  component: LongDivisionWorksheet,
  args: { dividend: '672', divisor: '4', onCheck: fn(), onNextProblem: fn() },
} satisfies Meta<typeof LongDivisionWorksheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const FIRST = 'Quotient digit 1';
/** Steps 1 and 2 of 672 ÷ 4 up to the second bring-down, and step 3 up to its subtraction. */
const TO_LAST_SUBTRACT = '142764232823';

/** 672 ÷ 4 before any digit: the first quotient digit has focus. */
export const Fresh: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, FIRST);
    await expect(canvas.getByRole('group', { name: 'Dividend, divided by 4' })).toHaveTextContent(
      '672',
    );
  },
};

/** Step 1 done: 6 ÷ 4 = 1, 1 × 4 = 4, 6 − 4 = 2, 7 brought down. */
export const PartlyFilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, FIRST);
    await press('1427');
    await expect(canvas.getByRole('textbox', { name: 'Quotient digit 2' })).toHaveFocus();
  },
};

/** The last subtraction is wrong (1 instead of 0). */
export const MarkedWrong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, FIRST);
    await press(`${TO_LAST_SUBTRACT}1{Enter}`);
    await expectFeedback(canvas, 'Fix the red boxes and try again.');
    await expect(
      canvas.getByRole('textbox', { name: 'Step 3 subtract, ones column' }),
    ).toBeInvalid();
  },
};

/** 672 ÷ 4 = 168. */
export const Complete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, FIRST);
    await press(`${TO_LAST_SUBTRACT}0{Enter}`);
    await expectFeedback(canvas, 'Correct! 🎉');
  },
};
