import { createElement, useEffect, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { RawProblem } from '@mathcols/engine';
import type { WorksheetCheck } from '../worksheet/worksheet';
import { WORKSHEET_EVENTS } from './element';

/** The element's attributes, as a page writes them. */
interface ElementArgs {
  /** `+`, `-`, `*` or `/`. */
  operator: RawProblem['operator'];
  /** The addend, minuend, multiplicand or dividend (digits). */
  first: string;
  /** The second addend, subtrahend, multiplier or divisor (digits). */
  second: string;
}

/** One line of the event log: the event's name and what its `detail` says. */
const logLine = (type: string, { complete, wrongCount, attempts }: WorksheetCheck) =>
  `${type}: complete ${complete}, ${wrongCount} wrong, attempt ${attempts}`;

/**
 * `<mathcols-worksheet>` as a page without React writes it, with a log of the
 * `mathcols-submit` and `mathcols-complete` events it sends.
 */
function ElementOnAPage({ operator, first, second }: ElementArgs) {
  const host = useRef<HTMLElement>(null);
  const [log, setLog] = useState<string[]>([]);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const hear = (event: Event) => {
      const { type, detail } = event as CustomEvent<WorksheetCheck>;
      setLog((lines) => [...lines, logLine(type, detail)]);
    };
    const types = Object.values(WORKSHEET_EVENTS);
    for (const type of types) element.addEventListener(type, hear);
    return () => {
      for (const type of types) element.removeEventListener(type, hear);
    };
  }, []);
  return (
    <div>
      {createElement('mathcols-worksheet', { ref: host, operator, first, second })}
      <h2 style={{ fontSize: '1rem' }}>Events</h2>
      <ol aria-label="Events">
        {log.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ol>
    </div>
  );
}

const meta = {
  title: 'Custom element/<mathcols-worksheet>',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The worksheet for pages without React: `import "@mathcols/react/element"` (or the ' +
          '`mathcols-worksheet.global.js` script, React and the engine bundled) registers ' +
          '`<mathcols-worksheet operator="*" first="223" second="49">`. Its styles come with it ' +
          '(a shadow root); changing an attribute starts a fresh worksheet; `mathcols-submit` ' +
          'and `mathcols-complete` bubble out with the check result as `detail`; theme it with ' +
          'the `--mc-*` custom properties set on the element. The `autofocus` attribute focuses ' +
          'its first box when it appears (without it, the page keeps focus); the `hint` ' +
          "property (`{ text, columns }` or `null`, e.g. from the engine's diagnosis) shows " +
          'beside the red boxes of a wrong submission. See ' +
          '[the embedding guide](https://github.com/mathcols/mathcols/blob/main/docs/embedding.md).',
      },
      source: {
        transform: (_code: string, { args }: { args: ElementArgs }) =>
          `<mathcols-worksheet operator="${args.operator}" first="${args.first}" second="${args.second}"></mathcols-worksheet>`,
      },
    },
  },
  args: { operator: '+', first: '57', second: '68' },
  argTypes: {
    operator: {
      control: 'select',
      options: ['+', '-', '*', '/'],
      description: 'Attribute `operator`: `+`, `-`, `*` or `/`.',
    },
    first: {
      control: 'text',
      description: 'Attribute `first`: the addend, minuend, multiplicand or dividend (digits).',
    },
    second: {
      control: 'text',
      description: 'Attribute `second`: the other addend, subtrahend, multiplier or divisor.',
    },
  },
  render: (args) => <ElementOnAPage {...args} />,
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The boxes of the element's shadow root, by their accessible names. */
function shadowOf(canvasElement: HTMLElement) {
  const element = canvasElement.querySelector('mathcols-worksheet');
  if (!element?.shadowRoot) throw new Error('no <mathcols-worksheet> with a shadow root');
  return within(element.shadowRoot as unknown as HTMLElement);
}

/**
 * 57 + 68 solved by keyboard inside the element: a wrong try, then the right one; the page hears
 * `mathcols-submit` each time and `mathcols-complete` once.
 */
export const SolvedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const worksheet = shadowOf(canvasElement);
    const ones = await worksheet.findByRole('textbox', { name: 'Sum, ones column' });
    await userEvent.click(ones);
    await userEvent.keyboard('511{Enter}');
    const log = within(canvasElement).getByRole('list', { name: 'Events' });
    await waitFor(() =>
      expect(log).toHaveTextContent('mathcols-submit: complete false, 1 wrong, attempt 1'),
    );
    await userEvent.click(worksheet.getByRole('button', { name: 'Try Again' }));
    await userEvent.keyboard('2{Enter}');
    await waitFor(() =>
      expect(log).toHaveTextContent('mathcols-complete: complete true, 0 wrong, attempt 2'),
    );
    await expect(within(log).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** A long division, 672 ÷ 4, set through the attributes. */
export const LongDivision: Story = {
  args: { operator: '/', first: '672', second: '4' },
  play: async ({ canvasElement }) => {
    const worksheet = shadowOf(canvasElement);
    await expect(
      await worksheet.findByRole('region', { name: 'Worksheet 672 ÷ 4' }),
    ).toBeInTheDocument();
  },
};

/** Operands the engine rejects (a divisor of 0): an alert in the element, not a broken grid. */
export const RejectedOperands: Story = {
  args: { operator: '/', first: '12', second: '0' },
  play: async ({ canvasElement }) => {
    const alert = await shadowOf(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The divisor must not be zero.');
  },
};
