import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Answers, RawProblem } from '@mathcols/engine';
import {
  expectFeedback,
  press,
  waitForFocus,
  WORKSHEET_ARG_TYPES,
} from '../test-utils/story-steps';
import { Worksheet, type WorksheetProps } from './worksheet';

const meta = {
  title: 'Worksheets/Worksheet',
  component: Worksheet,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The worksheet for any raw problem from the wire (`number_0`, `number_1`, `operator`): ' +
          'the engine picks the layout — addition, subtraction, multiplication or long ' +
          "division. Under the grid: 'Submit Answers', then 'Correct! 🎉' with 'Next Problem →' " +
          "or 'Fix the red boxes and try again.' with 'Try Again'. The root carries " +
          '`data-state="editing" | "wrong" | "correct"` for styling. Try any problem in ' +
          '**Worksheet playground**; see every state in **Worksheet states**.',
      },
    },
  },
  args: {
    problem: { number_0: '57', number_1: '68', operator: '+' },
    onSubmit: fn(),
    onComplete: fn(),
    onNextProblem: fn(),
  },
  argTypes: {
    problem: {
      control: 'object',
      description: "The raw problem: `{ number_0, number_1, operator: '+' | '-' | '*' | '/' }`.",
    },
    store: { control: false, table: { category: 'Advanced' } },
    ...WORKSHEET_ARG_TYPES,
  },
} satisfies Meta<typeof Worksheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any raw problem from the wire: the engine picks the layout. */
export const FromRawProblem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, 'Sum, ones column');
    await expect(canvas.getByRole('region', { name: 'Worksheet 57 + 68' })).toHaveAttribute(
      'data-state',
      'editing',
    );
  },
};

/**
 * Controlled: the page keeps the digits (`answers` + `onAnswersChange`) and shows them back;
 * `onSubmit` hears each submission and `onComplete` the one that solves it.
 */
export const Controlled: Story = {
  render: function ControlledWorksheet(args) {
    const [answers, setAnswers] = useState<Answers>({ 'sum-0': 5 });
    return (
      <div>
        <Worksheet
          {...args}
          answers={answers}
          onAnswersChange={(next) => {
            setAnswers(next);
            args.onAnswersChange?.(next);
          }}
        />
        <p>
          Saved by the page: <output aria-label="Saved digits">{JSON.stringify(answers)}</output>
        </p>
      </div>
    );
  },
  args: { onAnswersChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const saved = canvas.getByRole('status', { name: 'Saved digits' });
    await expect(canvas.getByRole('textbox', { name: 'Sum, ones column' })).toHaveValue('5');
    await waitForFocus(canvas, 'Sum, ones column');
    await press('5{ArrowUp}1');
    await expect(saved).toHaveTextContent('"carry-1":1');
    await press('2');
    await press('1{Enter}');
    await expect(args.onAnswersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ 'sum-0': 5, 'sum-1': 2, 'sum-2': 1 }),
    );
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ complete: true, attempts: 1 }),
    );
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('region', { name: 'Worksheet 57 + 68' })).toHaveAttribute(
      'data-state',
      'correct',
    );
  },
};

/** Operands the engine rejects: an alert naming the problem, no grid. */
export const InvalidOperands: Story = {
  args: { problem: { number_0: '5', number_1: '7', operator: '-' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent("Can't show the problem 5 − 7.");
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

const SET: RawProblem[] = [
  { number_0: '2', number_1: '3', operator: '+' },
  { number_0: '9', number_1: '4', operator: '-' },
  { number_0: '12', number_1: '3', operator: '*' },
];

function ProblemSet(props: Omit<WorksheetProps, 'problem'>) {
  const [index, setIndex] = useState(0);
  const problem = SET[index % SET.length] as RawProblem;
  return <Worksheet {...props} problem={problem} onNextProblem={() => setIndex(index + 1)} />;
}

/** A set of problems: 'Next Problem →' shows a fresh grid and focuses its first box. */
export const NextProblem: Story = {
  render: ({ onSubmit, autoFocus }) => (
    // The docs page turns auto-focus off (see .storybook/preview.ts); the story's own page keeps it.
    // eslint-disable-next-line jsx-a11y/no-autofocus
    <ProblemSet onSubmit={onSubmit} autoFocus={autoFocus} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, 'Sum, ones column');
    await press('5{Enter}');
    await expectFeedback(canvas, 'Correct! 🎉');
    await userEvent.click(canvas.getByRole('button', { name: 'Next Problem →' }));
    await waitForFocus(canvas, 'Difference, ones column');
    await expectFeedback(canvas, '');
  },
};
