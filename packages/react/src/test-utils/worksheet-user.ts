import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** The answer box with accessible name `name`. */
export const box = (name: string): HTMLElement => screen.getByRole('textbox', { name });

/** A button by its exact text. */
export const button = (name: string): HTMLElement => screen.getByRole('button', { name });

/** A user-event session that waits until the worksheet's first box has taken focus. */
export async function childAt(firstBox: string) {
  const user = userEvent.setup();
  await waitFor(() => expect(box(firstBox)).toHaveFocus());
  return user;
}

/**
 * The digits of answer row `row` as the child sees them, from `places` left to right:
 * `rowDigits('Sum', ['hundreds', 'tens', 'ones'])` → '125' (a blank box adds nothing).
 */
export const rowDigits = (row: string, places: readonly string[]): string =>
  places.map((place) => (box(`${row}, ${place} column`) as HTMLInputElement).value).join('');
