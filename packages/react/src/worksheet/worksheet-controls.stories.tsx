import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WorksheetControls } from './worksheet-controls';

const meta = {
  title: 'Worksheets/WorksheetControls',
  component: WorksheetControls,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The message and buttons under the grid, on their own (for a worksheet built around ' +
          "`DigitGrid`). 'Submit Answers' while editing — disabled until every required box has " +
          "a digit; 'Correct! 🎉' with 'Next Problem →'; 'Fix the red boxes and try again.' " +
          "with 'Try Again' (or `message` instead). A `hint` stands under the message in the " +
          'same polite live region, so both are announced once, together; the root and the ' +
          'message carry `data-state`.',
      },
    },
  },
  args: {
    phase: 'editing',
    canSubmit: true,
    onSubmit: fn(),
    onRetry: fn(),
    onNextProblem: fn(),
  },
  argTypes: {
    phase: { control: 'inline-radio', options: ['editing', 'wrong', 'correct'] },
    canSubmit: { control: 'boolean' },
    onSubmit: { table: { category: 'Events' } },
    onRetry: { table: { category: 'Events' } },
    onNextProblem: { table: { category: 'Events' } },
    message: { control: 'text' },
    hint: { control: 'object' },
    actionRef: { control: false },
    ref: { control: false },
    className: { control: 'text', table: { category: 'Styling' } },
    style: { control: 'object', table: { category: 'Styling' } },
  },
} satisfies Meta<typeof WorksheetControls>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every required box is filled: 'Submit Answers' is enabled; the message area is empty. */
export const ReadyToSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Answers' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Some required box is blank: 'Submit Answers' is disabled and cannot be pressed. */
export const WaitingForDigits: Story = {
  args: { canSubmit: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Submit Answers' }),
    ).toBeDisabled();
  },
};

/** Submitted with red boxes: the kind message and 'Try Again'. */
export const Wrong: Story = {
  args: { phase: 'wrong' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Fix the red boxes and try again.');
    await expect(canvas.getByRole('status')).toHaveAttribute('data-state', 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Solved: 'Correct! 🎉' and 'Next Problem →'. */
export const Correct: Story = {
  args: { phase: 'correct' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Correct! 🎉');
    await userEvent.click(canvas.getByRole('button', { name: 'Next Problem →' }));
    await expect(args.onNextProblem).toHaveBeenCalledTimes(1);
  },
};

/** Solved with no next problem to go to (`onNextProblem` not given): no button. */
export const CorrectWithoutNext: Story = {
  args: { phase: 'correct', onNextProblem: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Wrong with a hint: the message, then '💡 Hint:' and the sentence, announced together. */
export const WrongWithHint: Story = {
  args: {
    phase: 'wrong',
    hint: {
      text: 'When the top digit is smaller, borrow from the next column first.',
      columns: [0],
    },
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(
      'Fix the red boxes and try again.💡 Hint: When the top digit is smaller, borrow from the next column first. Look at the ones column.',
    );
  },
};

/** Done, with a message of the worksheet's instead of 'Correct! 🎉'. */
export const CorrectWithMessage: Story = {
  args: { phase: 'correct', message: 'Your answer is right! Look again at partial product 2.' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(
      'Your answer is right! Look again at partial product 2.',
    );
    await expect(status).not.toHaveTextContent('Correct! 🎉');
  },
};
