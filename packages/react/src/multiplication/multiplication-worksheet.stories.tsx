import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  expectFeedback,
  press,
  waitForFocus,
  WORKSHEET_ARG_TYPES,
} from '../test-utils/story-steps';
import { MultiplicationWorksheet } from './multiplication-worksheet';

const meta = {
  title: 'Worksheets/MultiplicationWorksheet',
  component: MultiplicationWorksheet,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Long multiplication: carries, one partial-product row per multiplier digit (each shifted left, its placeholder zero printed), and the product. The worksheet is correct when the product is; slips in partial products are still shown red. A thin wrapper of `Worksheet` for `multiplicand × multiplier`.',
      },
    },
  },
  args: {
    multiplicand: '47',
    multiplier: '36',
    onSubmit: fn(),
    onComplete: fn(),
    onNextProblem: fn(),
  },
  argTypes: {
    multiplicand: { control: 'text', description: 'The number multiplied (top row).' },
    multiplier: {
      control: 'text',
      description: 'The multiplier: one partial-product row per digit.',
    },
    ...WORKSHEET_ARG_TYPES,
  },
} satisfies Meta<typeof MultiplicationWorksheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const FIRST = 'Partial product 1, ones column';

/** 47 × 36: two partial-product rows (the second with its placeholder zero) and the product. */
export const Fresh: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, FIRST);
    await expect(canvas.getByRole('group', { name: 'Partial product 2' })).toBeInTheDocument();
  },
};

/** 7 × 6 = 42: the 2 written, the 4 carried, the tens box next. */
export const PartlyFilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, FIRST);
    await press('2{ArrowUp}4');
    await expect(canvas.getByRole('textbox', { name: 'Carry into the tens column' })).toHaveValue(
      '4',
    );
    await expect(
      canvas.getByRole('textbox', { name: 'Partial product 1, tens column' }),
    ).toHaveFocus();
  },
};

/** The product's hundreds digit is wrong (1792): red, and 'Try Again' has focus. */
export const MarkedWrong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, FIRST);
    await press('2821412971{Enter}');
    await expectFeedback(canvas, 'Fix the red boxes and try again.');
    await expect(canvas.getByRole('textbox', { name: 'Product, hundreds column' })).toBeInvalid();
  },
};

/**
 * A slip in a partial product (262 for 282) with the right product: the spec completes on
 * the product alone, so the worksheet is done and the slip is still shown red — and instead of
 * 'Correct! 🎉' it says 'Your answer is right! Look again at partial product 1.'
 */
export const PartialSlip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, FIRST);
    await press('2621412961{Enter}');
    await expectFeedback(canvas, 'Your answer is right! Look again at partial product 1.');
    await expect(canvas.getByRole('status')).not.toHaveTextContent('Correct! 🎉');
    await expect(
      canvas.getByRole('textbox', { name: 'Partial product 1, tens column' }),
    ).toBeInvalid();
    await expect(canvas.getByRole('button', { name: 'Next Problem →' })).toHaveFocus();
  },
};

/** 47 × 36 = 1692; entering the second row cleared the first row's carry. */
export const Complete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, FIRST);
    await press('2{ArrowUp}482');
    await expect(canvas.getByRole('textbox', { name: 'Carry into the tens column' })).toHaveValue(
      '',
    );
    await press('1412961{Enter}');
    await expectFeedback(canvas, 'Correct! 🎉');
  },
};
