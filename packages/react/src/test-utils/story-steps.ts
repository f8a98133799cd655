import type { within } from 'storybook/test';
import { expect, userEvent, waitFor } from 'storybook/test';

/** The story canvas queries. */
export type Canvas = ReturnType<typeof within>;

/** Waits for the worksheet's auto-focus on box `name` (spec: 10 ms after mount). */
export async function waitForFocus(canvas: Canvas, name: string): Promise<void> {
  await waitFor(() => expect(canvas.getByRole('textbox', { name })).toHaveFocus());
}

/** Types keys the way a child does (user-event keyboard syntax: '5', '{Enter}', '{ArrowUp}'). */
export async function press(keys: string): Promise<void> {
  await userEvent.keyboard(keys);
}

/** Expects the polite result region to read `text` ('' while editing). */
export async function expectFeedback(canvas: Canvas, text: string): Promise<void> {
  await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(text));
}

/**
 * Controls shared by `Worksheet` and its four wrappers: digits as JSON objects keyed by box
 * (`{ "sum-0": 5 }`), callbacks grouped as events, refs without a control.
 */
export const WORKSHEET_ARG_TYPES = {
  answers: { control: 'object', table: { category: 'Answers' } },
  defaultAnswers: { control: 'object', table: { category: 'Answers' } },
  onAnswersChange: { table: { category: 'Events' } },
  onSubmit: { table: { category: 'Events' } },
  onComplete: { table: { category: 'Events' } },
  onNextProblem: { table: { category: 'Events' } },
  hint: { control: 'object' },
  autoFocus: { control: 'boolean' },
  className: { control: 'text', table: { category: 'Styling' } },
  style: { control: 'object', table: { category: 'Styling' } },
  ref: { control: false, table: { category: 'Styling' } },
} as const;

/**
 * The style rules inside the document's `@media` blocks whose condition contains `condition`
 * (e.g. `'forced-colors: active'`): what the browser would apply under that media feature,
 * which a story test cannot switch on.
 */
export function mediaRules(condition: string): CSSStyleRule[] {
  const found: CSSStyleRule[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (rule instanceof CSSMediaRule && rule.conditionText.includes(condition)) {
        found.push(...Array.from(rule.cssRules).filter((r) => r instanceof CSSStyleRule));
      }
    }
  }
  return found;
}

/** The declarations of the `mediaRules(condition)` rules whose selector contains `selector`. */
export function mediaDeclarations(condition: string, selector: string): CSSStyleDeclaration[] {
  return mediaRules(condition)
    .filter((rule) => rule.selectorText.includes(selector))
    .map((rule) => rule.style);
}
