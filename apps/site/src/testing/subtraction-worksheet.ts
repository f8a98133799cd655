/**
 * Steps of the page tests that drive a subtraction worksheet (a 2-digit difference) as a child
 * would: the worksheet names itself 'Worksheet 81 − 38' and its first box 'Difference, ones
 * column'.
 */

import type { RawProblem } from '@mathcols/engine';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** The difference's ones box, where typing starts. */
const onesBox = () => screen.getByRole('textbox', { name: 'Difference, ones column' });

/** Waits until the worksheet shown has focus in its first box (the difference's ones). */
export const firstBoxFocused = () => waitFor(() => expect(onesBox()).toHaveFocus());

/**
 * The subtraction shown, read from the worksheet's name ('Worksheet 81 − 38'); its numbers are
 * empty when the name is not a subtraction's. Throws when no worksheet is shown.
 */
export function shownProblem(): RawProblem {
  const name = screen.getByRole('region', { name: /^Worksheet / }).getAttribute('aria-label');
  const [, number_0 = '', number_1 = ''] = /^Worksheet (\d+) − (\d+)$/.exec(name ?? '') ?? [];
  return { number_0, number_1, operator: '-' };
}

/**
 * Types the difference of the problem shown, ones first (a leading 0 left blank), and Enter;
 * expects 'Correct! 🎉'.
 */
export async function typeRightDifference(user: UserEvent) {
  const { number_0, number_1 } = shownProblem();
  const difference = (BigInt(number_0) - BigInt(number_1)).toString();
  await user.keyboard(`${[...difference].reverse().join('')}{Enter}`);
  expect(screen.getByText('Correct! 🎉')).toBeVisible();
}
