import type { PublicMath } from '@mathcols/api-client';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { fakeApiClient, renderRoute, testPublicMath } from './render-route';

/** Helpers of the free-practice page tests (`/free-problems`), shared by their files. */

/** 'Level N - i/total Problems Completed', the line above the dots. */
export const progress = (level: number, done: number, total: number) =>
  `Level ${level} - ${done}/${total} Problems Completed`;

/** Queries in the subject panel on screen (the others stay mounted, hidden). */
export const shown = () => within(screen.getByRole('tabpanel'));

/**
 * Opens free practice on `publicMath` (the test day's problems by default). With `strict`,
 * in strict mode (effects run twice on mount, as in development); opening it again after
 * `unmount()` is what a reload in the same tab does.
 */
export function openFreePractice(
  publicMath: PublicMath = testPublicMath(),
  { strict = false }: { strict?: boolean } = {},
) {
  const api = fakeApiClient(() => Promise.resolve(publicMath));
  return { ...renderRoute('/free-problems', { api, strict }), user: userEvent.setup() };
}

/** Reads the addends shown on the worksheet, types their sum ones first, presses Enter. */
export async function solveAddition(user: UserEvent) {
  const operand = (name: string) =>
    BigInt(screen.getByRole('group', { name }).textContent?.replace(/\D/g, '') ?? '');
  const sum = (operand('First addend') + operand('Second addend')).toString();
  const places = ['ones', 'tens', 'hundreds'];
  for (const [column, digit] of [...sum].reverse().entries()) {
    const box = screen.getByRole('textbox', { name: `Sum, ${places[column]} column` });
    await user.click(box);
    await user.keyboard(digit);
  }
  await user.keyboard('{Enter}');
  expect(await screen.findByText('Correct! 🎉')).toBeInTheDocument();
}

/** Solves the addition on screen and presses 'Next Problem →'. */
export async function solveAndGoOn(user: UserEvent) {
  await solveAddition(user);
  await user.click(screen.getByRole('button', { name: 'Next Problem →' }));
}
