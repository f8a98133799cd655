import { createWorksheet } from '@mathcols/engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { problemOf, solvedAnswers, solvingKeys } from '../test-utils/story-problems';
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

/** The problem of the basic states: carries, two partial products, a product. */
const SMALL = problemOf('*', '47', '36');
/** Large problems, one per operation. */
const LARGE_ADDITION = problemOf('+', '987654', '456789');
const LARGE_SUBTRACTION = problemOf('-', '700305', '298767');
const LARGE_MULTIPLICATION = problemOf('*', '48276', '3519');
/** 123123 ÷ 41 = 3003: two zeros in the quotient (steps that bring down without dividing). */
const LARGE_DIVISION = problemOf('/', '123123', '41');

const meta = {
  title: 'Worksheets/Worksheet states',
  component: Worksheet,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Every state a designer must see, on real problems: empty, partly filled, submitted ' +
          'with red boxes, complete; each operation at a large size; a 320 px phone; 200 % ' +
          'zoom; forced colours (Windows high contrast) and reduced motion. Marks never rely on ' +
          'colour: a wrong box has a thicker border and a ✗ badge, a right box a ✓ badge, and ' +
          'the result is written under the grid.',
      },
    },
  },
  args: { problem: SMALL, onSubmit: fn(), onComplete: fn(), onNextProblem: fn() },
  argTypes: { problem: { control: 'object' }, store: { control: false }, ...WORKSHEET_ARG_TYPES },
} satisfies Meta<typeof Worksheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const worksheetOf = (canvas: Canvas) => canvas.getByRole('region', { name: /^Worksheet / });
const box = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name });

/** Submits with 'Submit Answers', as a child taps it. */
async function submit(canvas: Canvas): Promise<void> {
  await userEvent.click(canvas.getByRole('button', { name: 'Submit Answers' }));
}

/**
 * On the docs page, which shows every story at once, the submitted states are rendered from a
 * store already submitted instead of played: a played submission moves focus to 'Try Again' or
 * 'Next Problem →', which would scroll the page down to it.
 */
const submittedInDocs: NonNullable<Story['render']> = (args, { viewMode }) => {
  if (viewMode !== 'docs') return <Worksheet {...args} />;
  const store = createWorksheet(args.problem, { answers: args.defaultAnswers });
  store.submit();
  return <Worksheet {...args} store={store} />;
};

/** 47 × 36 before any digit: every box blank, Submit disabled, `data-state="editing"`. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, 'Partial product 1, ones column');
    for (const input of canvas.getAllByRole('textbox')) await expect(input).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Submit Answers' })).toBeDisabled();
    await expect(worksheetOf(canvas)).toHaveAttribute('data-state', 'editing');
  },
};

/** The first partial product written (`defaultAnswers`); the second row waits. */
export const PartlyFilled: Story = {
  args: { defaultAnswers: solvedAnswers(SMALL, { count: 3 }), autoFocus: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(box(canvas, 'Partial product 1, hundreds column')).toHaveValue('2');
    await expect(box(canvas, 'Partial product 1, ones column')).toHaveAttribute(
      'data-state',
      'filled',
    );
    await expect(box(canvas, 'Partial product 2, tens column')).toHaveAttribute(
      'data-state',
      'empty',
    );
    await expect(canvas.getByRole('button', { name: 'Submit Answers' })).toBeDisabled();
  },
};

/**
 * Submitted with two slips in the product: the wrong boxes are red, thicker-bordered and
 * badged ✗ (`aria-invalid`, `data-result="wrong"`); right boxes are badged ✓; 'Try Again'.
 */
export const SubmittedWithRedBoxes: Story = {
  args: { defaultAnswers: solvedAnswers(SMALL, { slips: [7, 8] }), autoFocus: false },
  render: submittedInDocs,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submit(canvas);
    await expectFeedback(canvas, 'Fix the red boxes and try again.');
    await expect(worksheetOf(canvas)).toHaveAttribute('data-state', 'wrong');
    const wrong = box(canvas, 'Product, hundreds column');
    await expect(wrong).toBeInvalid();
    await expect(wrong).toHaveAttribute('data-result', 'wrong');
    await expect(wrong).toHaveAccessibleDescription('wrong');
    await expect(canvas.getAllByText('✗')).toHaveLength(2);
    // After the 120 ms colour fade.
    await waitFor(() => expect(getComputedStyle(wrong).borderTopColor).toBe('rgb(198, 40, 40)'));
    await expect(box(canvas, 'Product, ones column')).toHaveAccessibleDescription('correct');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toHaveFocus();
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

/**
 * Solved: green boxes badged ✓, 'Correct! 🎉', 'Next Problem →', the boxes read-only; the boxes
 * left blank fade behind a dashed border.
 */
export const Complete: Story = {
  args: { defaultAnswers: solvedAnswers(SMALL), autoFocus: false },
  render: submittedInDocs,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submit(canvas);
    await expectFeedback(canvas, 'Correct! 🎉');
    await expect(worksheetOf(canvas)).toHaveAttribute('data-state', 'correct');
    await expect(box(canvas, 'Product, thousands column')).toHaveAttribute('readonly');
    // The carry box left blank fades behind a dashed border: the sheet reads as finished.
    const blank = getComputedStyle(box(canvas, 'Carry into the tens column'));
    await expect(blank.borderTopStyle).toBe('dashed');
    await expect(Number(blank.opacity)).toBeLessThan(1);
    await expect(canvas.getByRole('button', { name: 'Next Problem →' })).toHaveFocus();
    await expect(args.onComplete).toHaveBeenCalledWith(
      expect.objectContaining({ complete: true, wrongCount: 0, attempts: 1 }),
    );
  },
};

/** Solves the story's problem from the first box by keyboard and expects 'Correct! 🎉'. */
const solveByKeyboard =
  (first: string): Story['play'] =>
  async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, first);
    await press(`${solvingKeys(args.problem)}{Enter}`);
    await expectFeedback(canvas, 'Correct! 🎉');
  };

/** 987654 + 456789 = 1444443: a carry in every column, a sum one digit longer. */
export const LargeAddition: Story = {
  args: { problem: LARGE_ADDITION },
  play: solveByKeyboard('Sum, ones column'),
};

/** 700305 − 298767 = 401538: borrowing across zeros. */
export const LargeSubtraction: Story = {
  args: { problem: LARGE_SUBTRACTION },
  play: solveByKeyboard('Difference, ones column'),
};

/** 48276 × 3519 = 169883244: a 5-digit by 4-digit multiplication, four partial products. */
export const LargeMultiplication: Story = {
  args: { problem: LARGE_MULTIPLICATION },
  play: async (context) => {
    await solveByKeyboard('Partial product 1, ones column')?.(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('group', { name: 'Partial product 4' })).toBeVisible();
  },
};

/** 123123 ÷ 41 = 3003: a 6-digit by 2-digit long division with zeros in the quotient. */
export const LargeDivision: Story = {
  args: { problem: LARGE_DIVISION },
  play: async (context) => {
    await solveByKeyboard('Quotient, thousands column')?.(context);
    const canvas = within(context.canvasElement);
    await expect(box(canvas, 'Quotient, hundreds column')).toHaveValue('0');
    await expect(box(canvas, 'Quotient, tens column')).toHaveValue('0');
  },
};

/**
 * A 320 px phone (viewport "Phone 320 × 568"): the page never scrolls sideways; a wide grid
 * scrolls inside the worksheet, and the box being typed in is scrolled into view.
 */
export const NarrowPhone: Story = {
  name: 'Narrow viewport (320 px)',
  args: { problem: LARGE_MULTIPLICATION },
  ...PHONE_320,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByTestId('phone');
    const grid = canvas.getByRole('group', { name: '48276 × 3519' });
    await waitForFocus(canvas, 'Partial product 1, ones column');
    await expectNoSidewaysScroll(phone);
    await expect(grid.scrollWidth).toBeGreaterThan(grid.clientWidth);
    await waitFor(() => {
      const focused = box(canvas, 'Partial product 1, ones column').getBoundingClientRect();
      const visible = grid.getBoundingClientRect();
      expect(focused.right).toBeLessThanOrEqual(visible.right);
      expect(focused.left).toBeGreaterThanOrEqual(visible.left);
    });
  },
};

/**
 * The same phone with `autoFocus={false}` (a page that opens a worksheet without taking focus):
 * the wide grid still opens scrolled to where the work starts, the ones column, not at the sign.
 */
export const NarrowPhoneNotFocused: Story = {
  name: 'Narrow viewport (320 px), not focused',
  args: { problem: LARGE_MULTIPLICATION, autoFocus: false },
  ...PHONE_320,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('group', { name: '48276 × 3519' });
    const start = box(canvas, 'Partial product 1, ones column');
    await expect(grid.scrollWidth).toBeGreaterThan(grid.clientWidth);
    await expect(grid).not.toContainElement(document.activeElement as HTMLElement);
    await expect(start.getBoundingClientRect().right).toBeLessThanOrEqual(
      grid.getBoundingClientRect().right,
    );
  },
};

/**
 * The same phone with a 3-digit divisor (84213 ÷ 736): the prefix column is as wide as "736 )",
 * never squeezed to a box's width, so the grid scrolls to show the whole divisor.
 */
export const NarrowPhoneLongDivisor: Story = {
  name: 'Narrow viewport (320 px), 3-digit divisor',
  args: { problem: { number_0: '84213', number_1: '736', operator: '/' }, autoFocus: false },
  ...PHONE_320,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('group', { name: '84213 ÷ 736' });
    const divisor = Array.from(grid.querySelectorAll<HTMLElement>('.mc-prefix')).find((prefix) =>
      prefix.textContent?.includes('736'),
    );
    await expect(divisor).toBeDefined();
    // The text "736 )" lies inside its cell (a squeezed cell spills it out to the left, where
    // nothing scrolls to it), and scrolled to its start the grid shows all of it.
    const text = document.createRange();
    text.selectNodeContents(divisor!);
    grid.scrollLeft = 0;
    const cell = divisor!.getBoundingClientRect();
    await expect(text.getBoundingClientRect().left).toBeGreaterThanOrEqual(cell.left);
    await expect(cell.left).toBeGreaterThanOrEqual(grid.getBoundingClientRect().left);
    await expectNoSidewaysScroll(canvas.getByTestId('phone'));
  },
};

/**
 * 200 % zoom (WCAG reflow), emulated with CSS `zoom: 2`: boxes double to 80 px, the long
 * division still fits without the page scrolling sideways. Browser zoom (Ctrl +) behaves alike.
 */
export const Zoom200: Story = {
  name: '200 % zoom',
  args: { problem: LARGE_DIVISION },
  decorators: [
    (Story) => (
      <div style={{ zoom: 2 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForFocus(canvas, 'Quotient, thousands column');
    const { width } = box(canvas, 'Quotient, thousands column').getBoundingClientRect();
    await expect(width).toBeCloseTo(80, 0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await press('3');
    await expect(box(canvas, 'Quotient, thousands column')).toHaveValue('3');
  },
};

/**
 * Forced colours (Windows high contrast). Storybook cannot switch the media feature on; to see
 * it, open DevTools → ⋮ → More tools → Rendering → "Emulate CSS media feature forced-colors" →
 * `active`. Then every colour is a system colour, a wrong box's border turns double and its ✗
 * badge is inverted, right boxes keep their ✓, and focus uses `Highlight`. The test checks the
 * cues that do not depend on colour, and that the stylesheet has those forced-colours rules.
 */
export const ForcedColors: Story = {
  name: 'Forced colours',
  args: { defaultAnswers: solvedAnswers(SMALL, { slips: [8] }), autoFocus: false },
  decorators: [
    emulationNote(
      'forced-colors: active',
      `${DEVTOOLS} "Emulate CSS media feature forced-colors" → active.`,
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvas);
    const wrong = box(canvas, 'Product, hundreds column');
    const right = box(canvas, 'Product, ones column');
    await expect(wrong).toBeInvalid();
    // Without colour: a thicker border (double under forced colours), a ✗ badge, the words.
    if (window.matchMedia('(forced-colors: active)').matches) {
      await expect(getComputedStyle(wrong).borderTopStyle).toBe('double');
    } else {
      await expect(getComputedStyle(wrong).borderTopWidth).toBe('3px');
      await expect(getComputedStyle(right).borderTopWidth).toBe('2px');
    }
    await expect(canvas.getByText('✗')).toBeVisible();
    await expect(canvas.getAllByText('✓').length).toBeGreaterThan(0);
    await expectFeedback(canvas, 'Fix the red boxes and try again.');
    // Under forced-colors: active, the wrong box's border is double.
    const forcedWrong = mediaDeclarations(
      'forced-colors: active',
      '[data-result="wrong"] .mc-box-input',
    );
    await expect(forcedWrong.map((style) => style.borderStyle)).toContain('double');
    const forcedFocus = mediaDeclarations('forced-colors: active', '.mc-box-input:focus-visible');
    await expect(forcedFocus.map((style) => style.outlineColor.toLowerCase())).toContain(
      'highlight',
    );
  },
};

/**
 * Reduced motion. Normally 'Correct! 🎉' pops once (0.6 s) and box colours fade in 120 ms;
 * with `prefers-reduced-motion: reduce` nothing moves and the words stay. To see it, open
 * DevTools → Rendering → "Emulate CSS media feature prefers-reduced-motion" → `reduce`, or turn
 * on the operating system's reduce-motion setting.
 */
export const ReducedMotion: Story = {
  name: 'Reduced motion',
  args: { defaultAnswers: solvedAnswers(SMALL), autoFocus: false },
  decorators: [
    emulationNote(
      'prefers-reduced-motion: reduce',
      `${DEVTOOLS} "Emulate CSS media feature prefers-reduced-motion" → reduce.`,
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvas);
    await expectFeedback(canvas, 'Correct! 🎉');
    const feedback = getComputedStyle(canvas.getByRole('status'));
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await expect(feedback.animationName).toBe('none');
    } else {
      await expect(feedback.animationName).toBe('mc-celebrate');
      await expect(parseFloat(feedback.animationDuration)).toBeLessThan(1);
    }
    const reduced = mediaDeclarations('prefers-reduced-motion: reduce', '.mc-feedback');
    await expect(reduced.map((style) => style.animationName)).toContain('none');
    const root = mediaDeclarations('prefers-reduced-motion: reduce', ':root');
    await expect(
      root.map((style) => style.getPropertyValue('--mc-transition-duration').trim()),
    ).toContain('0s');
  },
};
