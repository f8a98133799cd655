import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, userEvent, within } from 'storybook/test';
import type { RawProblem } from '@mathcols/engine';
import { usageSnippet } from '../docs/usage-snippet';
import { Worksheet } from './worksheet';

/** The playground's controls: any two operands and an operator, as text a designer types. */
interface PlaygroundArgs {
  /** The first operand (`number_0`): addend, minuend, multiplicand or dividend. */
  first: string;
  /** The second operand (`number_1`): addend, subtrahend, multiplier or divisor. */
  second: string;
  /** The operation. */
  operator: RawProblem['operator'];
}

const OPERATORS = ['+', '-', '*', '/'] as const;
const OPERATOR_NAMES: Record<(typeof OPERATORS)[number], string> = {
  '+': '+ addition',
  '-': '− subtraction',
  '*': '× multiplication',
  '/': '÷ long division',
};

const fieldStyle = { display: 'grid', gap: 4, fontWeight: 600 } as const;
const inputStyle = { minHeight: 44, minWidth: 120, fontSize: '1rem', padding: '0 8px' } as const;

const problemOf = ({ first, second, operator }: PlaygroundArgs): RawProblem => ({
  number_0: first,
  number_1: second,
  operator,
});

/** Props of {@link PlaygroundForm}: the story's args and the way to change them. */
interface PlaygroundFormProps {
  args: PlaygroundArgs;
  /** Writes a change back to the story's args, so the Controls panel shows what the form does. */
  onArgsChange: (args: Partial<PlaygroundArgs>) => void;
}

/** The args of a problem as one string, to tell one set of args from another. */
const argsKey = ({ first, operator, second }: PlaygroundArgs) =>
  [first, operator, second].join(' ');

/**
 * The problem form over the worksheet: typing here or in the Controls panel re-renders the
 * worksheet at once, and each shows what the other did. The form keeps its own copy, so the
 * field being typed in keeps focus while the args catch up; args changed elsewhere (the
 * Controls panel) replace it. In the Storybook window the args come back from the manager a
 * moment later, one keystroke behind: an arg the form itself sent is taken as its echo and
 * ignored once, so a late echo never puts back what the designer has typed on from.
 */
function PlaygroundForm({ args, onArgsChange }: PlaygroundFormProps) {
  const [problem, setProblemState] = useState(() => problemOf(args));
  const said = argsKey(args);
  const [seenArgs, setSeenArgs] = useState(said);
  /** What the form sent and has not come back yet, oldest first (the last few). */
  const [echoes, setEchoes] = useState<readonly string[]>([]);
  if (seenArgs !== said) {
    setSeenArgs(said);
    const echo = echoes.indexOf(said);
    if (echo === -1) setProblemState(problemOf(args));
    else setEchoes(echoes.slice(echo + 1));
  }
  const setProblem = (next: RawProblem) => {
    const sent = {
      first: String(next.number_0),
      second: String(next.number_1),
      operator: next.operator,
    };
    setProblemState(next);
    setEchoes((pending) => [...pending.slice(-15), argsKey(sent)]);
    onArgsChange(sent);
  };
  return (
    <div style={{ display: 'grid', gap: 24, justifyItems: 'start' }}>
      <form
        aria-label="Problem"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'end' }}
        onSubmit={(event) => event.preventDefault()}
      >
        <label style={fieldStyle}>
          First number
          <input
            style={inputStyle}
            value={problem.number_0}
            onChange={(event) => setProblem({ ...problem, number_0: event.target.value })}
          />
        </label>
        <label style={fieldStyle}>
          Operation
          <select
            style={inputStyle}
            value={problem.operator}
            onChange={(event) =>
              setProblem({ ...problem, operator: event.target.value as RawProblem['operator'] })
            }
          >
            {OPERATORS.map((value) => (
              <option key={value} value={value}>
                {OPERATOR_NAMES[value]}
              </option>
            ))}
          </select>
        </label>
        <label style={fieldStyle}>
          Second number
          <input
            style={inputStyle}
            value={problem.number_1}
            onChange={(event) => setProblem({ ...problem, number_1: event.target.value })}
          />
        </label>
      </form>
      {/* No auto-focus: the grid must not take focus from the form while the designer types.
          Spaces around a number are the form's, not the number's. */}
      <Worksheet
        problem={{
          ...problem,
          number_0: String(problem.number_0).trim(),
          number_1: String(problem.number_1).trim(),
        }}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- this turns auto-focus off
        autoFocus={false}
      />
    </div>
  );
}

const meta = {
  title: 'Worksheets/Worksheet playground',
  tags: ['autodocs'],
  parameters: {
    docs: {
      // 'Show code': the worksheet as an app writes it for the problem in the Controls.
      source: {
        transform: (code: string, { args }: { args: PlaygroundArgs }) =>
          usageSnippet(code, { component: Worksheet, args: { problem: problemOf(args) } }),
      },
      description: {
        component:
          'Type any two numbers and pick an operation, in the form on the canvas or in the ' +
          'Controls panel: the worksheet re-renders at once, and the form and the Controls ' +
          'show the same problem. Numbers the engine rejects ' +
          '(letters, a negative difference, a zero divisor, more than 15 digits) show the ' +
          "engine's explanation in an alert instead of a grid — never a crash.",
      },
    },
  },
  args: { first: '223', second: '49', operator: '*' },
  argTypes: {
    first: { name: 'First number', control: 'text', description: 'number_0 on the wire' },
    second: { name: 'Second number', control: 'text', description: 'number_1 on the wire' },
    operator: {
      name: 'Operation',
      control: { type: 'select', labels: OPERATOR_NAMES },
      options: OPERATORS,
    },
  },
  render: function Playground(args) {
    const [, updateArgs] = useArgs<PlaygroundArgs>();
    return <PlaygroundForm args={args} onArgsChange={updateArgs} />;
  },
} satisfies Meta<PlaygroundArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 223 × 49 to start: type any two numbers and pick an operation, here or in the Controls. */
export const Playground: Story = {};

/**
 * What the form does with a designer's typing (a play, so the Playground itself opens as it
 * starts): a letter in the first number (the engine's message appears), fixed and followed by
 * a space (the grid comes back: spaces around a number do not count), the second number
 * emptied ('?' shows where it is missing), a division by zero, then a divisor of 7.
 */
export const TypingInTheForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('textbox', { name: 'First number' });
    const second = canvas.getByRole('textbox', { name: 'Second number' });
    await expect(canvas.getByRole('group', { name: '223 × 49' })).toBeVisible();

    await userEvent.type(first, 'a');
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent("Can't show the problem 223a × 49.");
    await expect(alert).toHaveTextContent(
      'Each number must be a whole number written with digits only.',
    );
    await expect(canvas.queryByRole('group', { name: /×/ })).not.toBeInTheDocument();

    await userEvent.type(first, '{Backspace} ');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: '223 × 49' })).toBeVisible();

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Operation' }), '/');
    await userEvent.clear(second);
    await expect(canvas.getByRole('alert')).toHaveTextContent("Can't show the problem 223 ÷ ?.");
    await userEvent.type(second, '0');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The divisor must not be zero.');

    await userEvent.type(second, '{Backspace}7');
    await expect(canvas.getByRole('group', { name: '223 ÷ 7' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Quotient, tens column' })).toBeVisible();
  },
};

/** Letters in an operand ('12a'): the engine's message, no grid, no crash. */
export const NotAWholeNumber: Story = {
  args: { first: '12a', second: '3', operator: '+' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent("Can't show the problem 12a + 3.");
    await expect(alert).toHaveTextContent(
      'Each number must be a whole number written with digits only.',
    );
  },
};

/** A divisor of 0: 'The divisor must not be zero.' */
export const DivisorZero: Story = {
  args: { first: '672', second: '0', operator: '/' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The divisor must not be zero.',
    );
  },
};

/** 5 − 7 would go below zero: the worksheets only take away a smaller number. */
export const NegativeDifference: Story = {
  args: { first: '5', second: '7', operator: '-' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The number taken away is larger than the number it is taken from.',
    );
  },
};
