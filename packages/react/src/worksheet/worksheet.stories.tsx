import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { RawProblem } from '@mathcols/engine';
import { expectFeedback, press, waitForFocus } from '../test-utils/story-steps';
import { Worksheet, type WorksheetProps } from './worksheet';

const meta = {
  title: 'Worksheets/Worksheet',
  component: Worksheet,
  args: {
    problem: { number_0: '57', number_1: '68', operator: '+' },
    onCheck: fn(),
    onNextProblem: fn(),
  },
} satisfies Meta<typeof Worksheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any raw problem from the wire: the engine picks the layout. */
export const FromRawProblem: Story = {
  play: async ({ canvasElement }) => {
    await waitForFocus(within(canvasElement), 'Sum, ones column');
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
  render: (args) => <ProblemSet onCheck={args.onCheck} />,
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
