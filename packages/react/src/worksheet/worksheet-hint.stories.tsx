import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bugInfo } from '@mathcols/engine/diagnosis';
import { DiagnosingWorksheet } from '../test-utils/diagnosing-worksheet';
import { problemOf } from '../test-utils/story-problems';
import {
  expectFeedback,
  mediaDeclarations,
  press,
  waitForFocus,
  WORKSHEET_ARG_TYPES,
  type Canvas,
} from '../test-utils/story-steps';
import { DEVTOOLS, emulationNote } from '../test-utils/emulation-note';
import { expectNoSidewaysScroll, PHONE_320 } from '../test-utils/phone-frame';
import { Worksheet } from './worksheet';

const meta = {
  title: 'Worksheets/Worksheet hint',
  component: Worksheet,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'After a submission with red boxes the worksheet can show a hint about a suspected ' +
          'procedural bug: a 💡, "Hint:" and one sentence under the result, and an ↑ under each ' +
          'column it is about. The app passes it as `hint: { text, columns }` — here, like the ' +
          "site, from the engine's diagnosis (`diagnose` + `bugInfo(id).hint`, or `slipHint` " +
          'for a slip no bug explains: the step of the first red box, or the slip its digit ' +
          'shows); the library ' +
          'writes no hint itself, and a hint names no digit. It is announced once, with the ' +
          'result, in the polite status region (screen readers also hear the columns), and stays ' +
          "in view after 'Try Again', not announced again, while the child fixes the boxes, " +
          'until the next submission.',
      },
    },
  },
  args: {
    problem: problemOf('-', '81', '38'),
    hint: null,
    onSubmit: fn(),
    onComplete: fn(),
    onNextProblem: fn(),
  },
  argTypes: {
    problem: { control: 'object' },
    store: { control: false },
    ...WORKSHEET_ARG_TYPES,
  },
  // What an app does: diagnose each submission and pass the hint of the bug that fits.
  render: (args) => <DiagnosingWorksheet {...args} />,
} satisfies Meta<typeof Worksheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hint paragraph, its arrows under the grid ('↑@{css grid column}'). */
const hintOf = (canvas: Canvas) => canvas.getByText('Hint:').closest('p') as HTMLElement;
const arrowsOf = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLElement>('.mc-pointer')].map(
    (arrow) => `${arrow.textContent}@${arrow.style.gridColumn}`,
  );

/** Checks the hint is shown, announced in the result's polite region, and gives no digit. */
async function expectHint(canvas: Canvas, result: string, text: string, columns: string) {
  await expectFeedback(canvas, result);
  const status = canvas.getByRole('status');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(status).toHaveTextContent(`${result}💡 Hint: ${text} Look at the ${columns}.`);
  await expect(hintOf(canvas)).toBeVisible();
  await expect(hintOf(canvas).textContent).not.toMatch(/\d/);
}

/**
 * 81 − 38 written as 57 by a child who takes the smaller digit from the larger in each column
 * (8 − 1, 8 − 3): the diagnosis names "smaller from larger", and the hint says to borrow first,
 * with arrows under the ones and tens columns it is about.
 */
export const SubtractionHint: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, 'Difference, ones column');
    await expect(canvas.queryByText('Hint:')).not.toBeInTheDocument();
    await press('7');
    await press('5');
    await press('{Enter}');
    await expectHint(
      canvas,
      'Fix the red boxes and try again.',
      bugInfo('smaller-from-larger').hint,
      'ones column and tens column',
    );
    await expect(hintOf(canvas)).toHaveTextContent(
      'When the top digit is smaller, borrow from the next column first.',
    );
    // Under the ones (last) and tens columns of the grid, hidden from screen readers.
    await expect(arrowsOf(canvasElement)).toEqual(['↑@3', '↑@2']);
    const arrowRow = canvasElement.querySelector('.mc-pointers');
    await expect(arrowRow).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toHaveFocus();
  },
};

/**
 * 47 + 38 written as 86 by a child who slipped in the ones (7 + 8 is not 16): no bug explains
 * it, so the engine's slip hint says what the first red box's step is — the ones make ten or
 * more — with an arrow under the ones column.
 */
export const SlipHint: Story = {
  args: { problem: problemOf('+', '47', '38') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, 'Sum, ones column');
    await press('6'); // the ones: a slip; focus moves on to the tens
    await press('{ArrowUp}1'); // the carry on top of the tens
    await press('8{Enter}'); // the tens
    await expectHint(
      canvas,
      'Fix the red boxes and try again.',
      'This column makes ten or more. Write the ones here and carry the ten to the next column.',
      'ones column',
    );
    // The sum has room for a hundreds digit: the ones are the grid's fourth column.
    await expect(arrowsOf(canvasElement)).toEqual(['↑@4']);
  },
};

/**
 * 478 + 256 written as 724 by a child who carried into the tens but added 7 + 5 without it:
 * the tens digit is exactly the column without its carry, so the slip hint names the slip —
 * the carry was left out — not only the step.
 */
export const SlipNamed: Story = {
  args: { problem: problemOf('+', '478', '256') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, 'Sum, ones column');
    await press('4'); // the ones; focus moves on to the tens
    await press('{ArrowUp}1'); // the carry on top of the tens, written…
    await press('2'); // …but left out of the tens
    await press('{ArrowUp}1'); // the carry on top of the hundreds
    await press('7{Enter}'); // the hundreds
    await expectHint(
      canvas,
      'Fix the red boxes and try again.',
      'It looks like the carry was left out of this column. Add it to the digits too.',
      'tens column',
    );
    // Grid columns: the sign, the thousands, the hundreds, then the tens.
    await expect(arrowsOf(canvasElement)).toEqual(['↑@4']);
  },
};

/**
 * 223 × 49 with the tens of the second partial row wrong (892 written as 8930): the slip hint
 * names that box, so it gets a dashed ring in the hint's colour. The arrows under the grid
 * stand under the product row, whose boxes are right; the ring says which row they mean.
 */
export const SlipInATallGrid: Story = {
  args: { problem: problemOf('*', '223', '49') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const boxNamed = (name: string) => canvas.getByRole('textbox', { name });
    await waitForFocus(canvas, 'Partial product 1, ones column');
    await press('7002'); // 223 × 9 = 2007, ones first
    await userEvent.click(boxNamed('Partial product 2, tens column'));
    await press('398'); // 223 × 4 = 892 with a 3 for its 2
    await userEvent.click(boxNamed('Product, ones column'));
    await press('72901{Enter}'); // 2007 + 8920 = 10927
    await expectFeedback(canvas, 'Your answer is right! Look again at partial product 2.');
    const ringed = [...canvasElement.querySelectorAll('[data-pointed]')];
    await expect(ringed).toEqual([boxNamed('Partial product 2, tens column').closest('label')]);
  },
};

/**
 * 'Try Again': the child works on the red boxes with the hint and its arrows still in view
 * (where they were, not announced again); the next submission brings its own result.
 */
export const HintStaysWhileFixing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, 'Difference, ones column');
    await press('75{Enter}');
    await expect(hintOf(canvas)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(canvas.queryByText('Fix the red boxes and try again.')).not.toBeInTheDocument();
    await expect(hintOf(canvas)).toBeVisible();
    await expect(arrowsOf(canvasElement)).toEqual(['↑@3', '↑@2']);
    await expect(canvas.getByRole('textbox', { name: 'Difference, ones column' })).toHaveFocus();
    await press('3');
    await press('4{Enter}');
    await expectFeedback(canvas, 'Correct! 🎉');
    await expect(canvas.queryByText('Hint:')).not.toBeInTheDocument();
    await expect(arrowsOf(canvasElement)).toEqual([]);
  },
};

/**
 * 47 × 36 by a child who writes the carry but never adds it (7 × 6 = 42: 2, carry 4; then
 * 4 × 6 = 24 written as it is): 242 and 1210, product 1452. The hint points at the tens and
 * hundreds columns, where the carries belonged; the '+' stands before the last partial row.
 */
export const MultiplicationHint: Story = {
  args: { problem: problemOf('*', '47', '36') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, 'Partial product 1, ones column');
    await press('242'); // 47 × 6, carries left out: 242
    await press('121'); // 47 × 3, carries left out: 121(0)
    await press('2541{Enter}'); // 242 + 1210 = 1452
    await expectHint(
      canvas,
      'Fix the red boxes and try again.',
      bugInfo('carry-not-added').hint,
      'tens column and hundreds column',
    );
    await expect(arrowsOf(canvasElement)).toEqual(['↑@4', '↑@3']);
    const lastPartial = canvas.getByRole('group', { name: 'Partial product 2' });
    await expect(lastPartial.querySelector('.mc-prefix')).toHaveTextContent('+');
  },
};

/**
 * 2996 ÷ 7 by a child who takes one seven too few in the last step (56 ÷ 7 taken as 7:
 * 7 × 7 = 49, 7 left over): 427 r 7. The hint asks to check what is left against the divisor,
 * with an arrow under the ones column, where the remainder stands after its 'r'.
 */
export const DivisionHint: Story = {
  args: { problem: problemOf('/', '2996', '7') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, 'Quotient, hundreds column');
    // Each step: quotient digit, the multiply row (ones first), the subtraction, bring down.
    await press('4' + '82' + '1' + '9'); // 29 ÷ 7 = 4; 28; 1; bring down 9
    await press('2' + '41' + '5' + '6'); // 19 ÷ 7 = 2; 14; 5; bring down 6
    await press('7' + '94' + '7{Enter}'); // 56 ÷ 7 taken as 7; 49; 7 left over
    await expectHint(
      canvas,
      'Fix the red boxes and try again.',
      bugInfo('remainder-too-large').hint,
      'ones column',
    );
    await expect(arrowsOf(canvasElement)).toEqual(['↑@5']);
    const remainder = canvas.getByRole('group', { name: 'Remainder' });
    await expect(remainder.querySelector('.mc-prefix')).toHaveTextContent('r');
    await expect(
      canvas.getByRole('textbox', { name: 'Step 3 subtract, ones column' }),
    ).toBeInvalid();
  },
};

/**
 * The hint passed as a prop (no diagnosis): it waits for a submission with red boxes. A right
 * product beside a red partial product says so ('Your answer is right! Look again at partial
 * product 1.') and still shows the hint with its arrow.
 */
export const GivenHint: Story = {
  args: {
    problem: problemOf('*', '47', '36'),
    hint: { text: 'Multiply the digit first, then add the number you carried.', columns: [1] },
    defaultAnswers: {
      // 47 × 6 written 262 (the tens wrong), 47 × 3 = 141(0), the product 1692 right.
      'partial-0-0': 2,
      'partial-0-1': 6,
      'partial-0-2': 2,
      'partial-1-1': 1,
      'partial-1-2': 4,
      'partial-1-3': 1,
      'product-0': 2,
      'product-1': 9,
      'product-2': 6,
      'product-3': 1,
    },
    autoFocus: false,
  },
  render: (args) => <Worksheet {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Hint:')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Answers' }));
    await expectHint(
      canvas,
      'Your answer is right! Look again at partial product 1.',
      'Multiply the digit first, then add the number you carried.',
      'tens column',
    );
    await expect(canvas.getByRole('status')).not.toHaveTextContent('Correct! 🎉');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Next Problem →' })).toHaveFocus();
  },
};

/**
 * A 320 px phone: the hint wraps under the result and the page does not scroll sideways; the
 * arrows stay under their columns inside the grid.
 */
export const NarrowPhone: Story = {
  name: 'Narrow viewport (320 px)',
  args: { problem: problemOf('/', '2996', '7') },
  ...PHONE_320,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, 'Quotient, hundreds column');
    await press('48219' + '24156' + '7947{Enter}');
    await expect(hintOf(canvas)).toBeVisible();
    const phone = canvas.getByTestId('phone');
    await expectNoSidewaysScroll(phone);
    await expect(hintOf(canvas).getBoundingClientRect().right).toBeLessThanOrEqual(
      phone.getBoundingClientRect().right,
    );
    // The arrow stands in the remainder's column.
    await waitFor(() => {
      const arrow = canvasElement.querySelector('.mc-pointer')?.getBoundingClientRect();
      const ones = canvas
        .getByRole('textbox', { name: 'Step 3 subtract, ones column' })
        .getBoundingClientRect();
      expect(
        Math.abs((arrow?.x ?? 0) + (arrow?.width ?? 0) / 2 - (ones.x + ones.width / 2)),
      ).toBeLessThan(1);
    });
  },
};

/**
 * Forced colours and reduced motion: the hint keeps its 💡, its word and its frame in system
 * colours, and its arrows do not bob under `prefers-reduced-motion: reduce`.
 */
export const ForcedColorsAndReducedMotion: Story = {
  name: 'Forced colours and reduced motion',
  decorators: [
    emulationNote(
      'forced-colors: active',
      `${DEVTOOLS} "Emulate CSS media feature forced-colors" → active.`,
    ),
    emulationNote(
      'prefers-reduced-motion: reduce',
      `${DEVTOOLS} "Emulate CSS media feature prefers-reduced-motion" → reduce.`,
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, 'Difference, ones column');
    await press('75{Enter}');
    await expect(hintOf(canvas)).toHaveTextContent('💡 Hint:');
    const forced = mediaDeclarations('forced-colors: active', '.mc-hint');
    await expect(forced.map((style) => style.borderColor.toLowerCase())).toContain('canvastext');
    const forcedArrow = mediaDeclarations('forced-colors: active', '.mc-pointer');
    await expect(forcedArrow.map((style) => style.color.toLowerCase())).toContain('canvastext');
    const still = mediaDeclarations('prefers-reduced-motion: reduce', '.mc-pointer');
    await expect(still.map((style) => style.animationName)).toContain('none');
    const arrow = getComputedStyle(canvasElement.querySelector('.mc-pointer') as Element);
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await expect(arrow.animationName).toBe('none');
    } else {
      await expect(arrow.animationName).toBe('mc-nudge');
      await expect(parseFloat(arrow.animationDuration)).toBeLessThan(1);
    }
  },
};
