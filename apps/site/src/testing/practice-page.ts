import type { ApiClient } from '@mathcols/api-client';
import type { StudentSession } from '@mathcols/api-client/protocol';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { testStudentSession } from './fake-session';
import { fakeApiClient, problems, renderRoute } from './render-route';

/** Helpers of the Practice Problems page tests (`/practice-problems`), shared by their files. */

type GetPracticeProblems = ApiClient['getPracticeProblems'];

/** Ten one-column additions (every sum below 10). */
export const SET = problems('+', [
  [1, 2],
  [2, 3],
  [3, 4],
  [4, 1],
  [5, 2],
  [6, 1],
  [2, 2],
  [3, 3],
  [1, 1],
  [4, 4],
]);

export function openPractice({
  math = {},
  getPracticeProblems = vi.fn<GetPracticeProblems>(async () => SET),
  user = userEvent.setup(),
  strict = false,
}: {
  math?: StudentSession['math'];
  getPracticeProblems?: GetPracticeProblems;
  user?: UserEvent;
  /** Strict mode (effects run twice on mount, as in development). */
  strict?: boolean;
} = {}) {
  const api = fakeApiClient(undefined, {
    session: { student: { session: testStudentSession({ math }) } },
    overrides: { getPracticeProblems },
  });
  return { ...renderRoute('/practice-problems', { api, strict }), user, getPracticeProblems };
}

export const levelSelect = () => screen.getByRole('combobox', { name: 'Level' });
/** Visible text only: the announcer (a status region) repeats the counters for screen readers. */
export const VISIBLE = { ignore: '[role="status"], script, style' };
export const completed = () => screen.getByText(/^Problems Completed:/, VISIBLE);
export const incorrect = () => screen.getByText(/^Incorrect Answers:/, VISIBLE);
export const sumBox = () => screen.getByRole('textbox', { name: 'Sum, ones column' });

/** Picks a category and a level on the picker and presses Start Practice. */
export async function start(user: UserEvent, category: string, level?: string) {
  await user.click(screen.getByRole('radio', { name: category }));
  if (level) await user.selectOptions(levelSelect(), level);
  await user.click(screen.getByRole('button', { name: 'Start Practice' }));
}

/** Waits for the first box, types the sum's digit (or a wrong one) and presses Enter. */
export async function answer(user: UserEvent, right: boolean) {
  const operand = (name: string) =>
    Number(screen.getByRole('group', { name }).textContent?.replace(/\D/g, ''));
  const sum = operand('First addend') + operand('Second addend');
  await waitFor(() => expect(sumBox()).toHaveFocus());
  await user.keyboard(`${right ? sum : (sum + 1) % 10}{Enter}`);
}

/** Solves the shown problem and goes on with the worksheet's own 'Next Problem →'. */
export async function solveAndGoOn(user: UserEvent) {
  await answer(user, true);
  expect(screen.getByText('Correct! 🎉')).toBeVisible();
  await user.keyboard('{Enter}');
}
