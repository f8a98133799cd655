import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  expectFeedback,
  press,
  waitForFocus,
  WORKSHEET_ARG_TYPES,
} from '../test-utils/story-steps';
import { SubtractionWorksheet } from './subtraction-worksheet';

const meta = {
  title: 'Worksheets/SubtractionWorksheet',
  component: SubtractionWorksheet,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Column subtraction: a borrow row over the minuend, the subtrahend with its − sign, and one difference box per column. Borrow notes are optional and never marked. A thin wrapper of `Worksheet` for `minuend − subtrahend`.',
      },
    },
  },
  args: {
    minuend: '503',
    subtrahend: '127',
    onSubmit: fn(),
    onComplete: fn(),
    onNextProblem: fn(),
  },
  argTypes: {
    minuend: { control: 'text', description: 'The number taken from (top row).' },
    subtrahend: {
      control: 'text',
      description: 'The number taken away; not larger than the minuend.',
    },
    ...WORKSHEET_ARG_TYPES,
  },
} satisfies Meta<typeof SubtractionWorksheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 503 − 127 before any digit: work starts at the ones of the difference. */
export const Fresh: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, 'Difference, ones column');
    await expect(canvas.getByRole('button', { name: 'Submit Answers' })).toBeDisabled();
  },
};

/** Borrowing across the zero is noted (4 over the hundreds, then 9 over the tens), the 5 and the 0 crossed out. */
export const PartlyFilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, 'Difference, ones column');
    await press('{ArrowUp}{ArrowLeft}49');
    await expect(canvas.getByRole('textbox', { name: 'Difference, ones column' })).toHaveFocus();
  },
};

/** Smaller-from-larger in every column: all three difference boxes are red. */
export const MarkedWrong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, 'Difference, ones column');
    await press('484{Enter}');
    await expectFeedback(canvas, 'Fix the red boxes and try again.');
    await expect(canvas.getByRole('textbox', { name: 'Difference, ones column' })).toBeInvalid();
  },
};

/** 503 − 127 = 376. */
export const Complete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, 'Difference, ones column');
    await press('{ArrowUp}{ArrowLeft}49673{Enter}');
    await expectFeedback(canvas, 'Correct! 🎉');
  },
};

/**
 * 4093 − 3594 with the tens left blank between two digits: a hole. Submit stays disabled and
 * Enter takes the child to the gap; the ones digit alone could be submitted (blank leading
 * boxes never give the answer's length away). Every difference box is drawn alike.
 */
export const HoleKeepsSubmitOff: Story = {
  args: { minuend: '4093', subtrahend: '3594' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Submit Answers' });
    await waitForFocus(canvas, 'Difference, ones column');
    await press('9');
    await expect(submit).toBeEnabled();
    await press('{ArrowLeft}4{Enter}');
    await expect(submit).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Difference, tens column' })).toHaveFocus();
    await press('9{Enter}');
    await expectFeedback(canvas, 'Correct! 🎉');
  },
};
