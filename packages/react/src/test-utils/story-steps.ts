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
