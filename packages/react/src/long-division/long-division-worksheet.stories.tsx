import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  expectFeedback,
  press,
  waitForFocus,
  WORKSHEET_ARG_TYPES,
} from '../test-utils/story-steps';
import { LongDivisionWorksheet } from './long-division-worksheet';

const meta = {
  title: 'Worksheets/LongDivisionWorksheet',
  component: LongDivisionWorksheet,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Long division: quotient digits over the bracket and, per step, the multiply, subtract and bring-down rows the child writes out. A thin wrapper of `Worksheet` for `dividend ÷ divisor`.',
      },
    },
  },
  args: { dividend: '672', divisor: '4', onSubmit: fn(), onComplete: fn(), onNextProblem: fn() },
  argTypes: {
    dividend: { control: 'text', description: 'The number divided (under the bracket).' },
    divisor: { control: 'text', description: 'The divisor (left of the bracket); not zero.' },
    ...WORKSHEET_ARG_TYPES,
  },
} satisfies Meta<typeof LongDivisionWorksheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const FIRST = 'Quotient, hundreds column';
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
    await expect(canvas.getByRole('textbox', { name: 'Quotient, tens column' })).toHaveFocus();
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
