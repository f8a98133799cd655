import type { ErrorReport } from '@mathcols/api-client';
import type { RawProblem } from '@mathcols/engine';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assignmentProgressKey } from '../assignments/assignment-progress';
import { testStudentSession } from '../testing/fake-session';
import { fakeApiClient, problems, renderRoute, type CompletionCall } from '../testing/render-route';
import { TEN_ADDITIONS, TEN_SUMS } from '../testing/ten-additions';

const TEN = TEN_ADDITIONS;
const SUMS = TEN_SUMS;
/** Another set of the same subject and level (one question differs). */
const OTHER = [...TEN.slice(0, 9), ...problems('+', [[4, 5]])];

afterEach(() => vi.restoreAllMocks());

/**
 * Opens /assignment-questions as sam (addition level 2) with the navigation state /assignments
 * passes — what a reload or Back then Forward mounts again.
 */
function openRunner(questions: RawProblem[] = TEN) {
  const reports: ErrorReport[] = [];
  const completions: CompletionCall[] = [];
  // Premium: a free student is not offered 'Try Again' after a saved set (spec §6).
  const session = testStudentSession({
    premium: 'true',
    math: { addition: { schedule: 'smtwrfa', level: '2' } },
  });
  const api = fakeApiClient(undefined, {
    session: { student: { session } },
    assignments: { addition: questions },
    reports,
    completions,
  });
  const assignmentData = { subject: 'addition', subjectKey: 'addition_2', questions, level: 2 };
  const view = renderRoute(
    { pathname: '/assignment-questions', state: { assignmentData } },
    // Strict mode: effects (the storage subscriptions) run twice on mount, as in development.
    { api, strict: true },
  );
  return { ...view, reports, completions, user: userEvent.setup() };
}

const onesBox = () => screen.getByRole('textbox', { name: 'Sum, ones column' });
const button = (name: string) => screen.getByRole('button', { name });
const dotElements = () => [...document.querySelectorAll<HTMLElement>('.progress-dot')];
const dots = () => dotElements().map((dot) => dot.textContent);

/** Waits for the first box to take focus, types `digit` and presses Enter, like a child. */
async function answer(user: UserEvent, digit: string) {
  await waitFor(() => expect(onesBox()).toHaveFocus());
  await user.keyboard(`${digit}{Enter}`);
}

/** Answers the shown questions with `sums`, each followed by 'Next' (or 'Finish' on the last). */
async function answerAndGoOn(user: UserEvent, sums: readonly string[]) {
  for (const sum of sums) {
    await answer(user, sum);
    await user.click(screen.queryByRole('button', { name: 'Next' }) ?? button('Finish'));
  }
}

/** The runner is on question 1 of `total` with a blank box and nothing answered. */
async function expectFreshStart(total: number) {
  expect(screen.getByText(`Question 1 of ${total}`)).toBeVisible();
  await waitFor(() => expect(onesBox()).toHaveFocus());
  expect(onesBox()).toHaveValue('');
  expect(button('Next')).toBeDisabled();
  expect(dots().filter((text) => text !== '')).toEqual([]);
}

describe('AssignmentQuestionsPage keeps the set’s progress on the device', () => {
  it('a reload goes on at question 4 with questions 1–3 and a typed digit kept', async () => {
    const first = openRunner();
    await answerAndGoOn(first.user, SUMS.slice(0, 3));
    expect(screen.getByText('Question 4 of 10')).toBeVisible();
    await waitFor(() => expect(onesBox()).toHaveFocus());
    await first.user.keyboard('8'); // typed, not yet submitted
    first.unmount();

    const { user, completions } = openRunner();
    expect(screen.getByText('Question 4 of 10')).toBeVisible();
    expect(dots().slice(0, 4)).toEqual(['✓', '✓', '✓', '']);
    expect(onesBox()).toHaveValue('8');
    expect(screen.queryByText('Correct! 🎉')).toBeNull();
    await user.click(button('Previous'));
    expect(screen.getByText('Question 3 of 10')).toBeVisible();
    expect(onesBox()).toHaveValue('7');
    expect(screen.getByText('Correct! 🎉')).toBeVisible();
    await user.click(button('Next'));

    await waitFor(() => expect(onesBox()).toHaveFocus());
    await user.keyboard('{Enter}'); // submits the 8 typed before the reload
    expect(screen.getByText('Correct! 🎉')).toBeVisible();
    await user.click(button('Next'));
    await answerAndGoOn(user, SUMS.slice(4));
    expect(await screen.findByText('Score: 100%')).toBeVisible();
    // The first tries before the reload are sent as the set's work too.
    expect(completions).toHaveLength(1);
    expect(completions[0]?.errors).toBe(0);
    expect(completions[0]?.work?.map((entry) => entry.answers['sum-0'])).toEqual(SUMS.map(Number));
  });

  it('a set half done goes on in a new tab (the browser dropped the old one)', async () => {
    const first = openRunner();
    await answerAndGoOn(first.user, SUMS.slice(0, 5));
    first.unmount();
    // A new tab starts with an empty sessionStorage; the device's localStorage stays.
    sessionStorage.clear();

    const { user } = openRunner();
    expect(screen.getByText('Question 6 of 10')).toBeVisible();
    expect(dots().slice(0, 6)).toEqual(['✓', '✓', '✓', '✓', '✓', '']);
    await answerAndGoOn(user, SUMS.slice(5));
    expect(await screen.findByText('Score: 100%')).toBeVisible();
  });

  it('a wrong first try stays wrong after a reload until fixed, and is not reported again', async () => {
    const first = openRunner();
    await answer(first.user, '4');
    expect(first.reports).toHaveLength(1);
    first.unmount();

    const { user, reports } = openRunner();
    expect(screen.getByText('Fix the red boxes and try again.')).toBeVisible();
    expect(onesBox()).toHaveValue('4');
    expect(dots()[0]).toBe('✗');
    await user.click(button('Try Again'));
    await user.keyboard('{Backspace}3{Enter}');
    expect(screen.getByText('Correct! 🎉')).toBeVisible();
    // Fixed: a tick on a light dot, not the filled one of a right first try (the score's).
    expect(dots()[0]).toBe('✓');
    expect(dotElements()[0]).toHaveAttribute('data-result', 'fixed');
    expect(button('Next')).toHaveFocus();
    expect(reports).toHaveLength(0);
    await user.click(button('Next'));
    await answer(user, SUMS[1] ?? '');
    expect(dotElements()[1]).toHaveAttribute('data-result', 'right');
  });

  it('a different set starts at question 1, and the earlier set’s progress is gone', async () => {
    const first = openRunner();
    await answerAndGoOn(first.user, SUMS.slice(0, 3));
    first.unmount();

    const other = openRunner(OTHER);
    await expectFreshStart(10);
    other.unmount();

    openRunner();
    await expectFreshStart(10);
  });

  it('a reload on the choice screen shows the choice again, without sending the set twice', async () => {
    const first = openRunner();
    await answerAndGoOn(first.user, SUMS);
    expect(await screen.findByRole('button', { name: 'Move up to Level 3' })).toBeVisible();
    expect(first.completions).toHaveLength(1);
    first.unmount();

    const again = openRunner();
    expect(
      await screen.findByRole('heading', { name: 'You finished the assignment!' }),
    ).toHaveFocus();
    expect(screen.getByText('Score: 100%')).toBeVisible();
    expect(again.completions).toHaveLength(0);
    await again.user.click(button('Move up to Level 3'));
    expect(await screen.findByRole('heading', { name: 'Assignment Complete!' })).toBeVisible();
    again.unmount();

    // Chosen: the set is over, so the next visit shows its result, not the set again.
    openRunner();
    expect(screen.getByRole('heading', { name: 'Assignment Complete!' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Move up to Level 3' })).toBeNull();
  });

  it('a saved set is not run again: a reload or Back shows its result, sending nothing', async () => {
    const three = TEN.slice(0, 3);
    const first = openRunner(three);
    await answerAndGoOn(first.user, SUMS.slice(0, 3));
    await first.user.click(await screen.findByRole('button', { name: 'Move up to Level 3' }));
    expect(await screen.findByRole('heading', { name: 'Assignment Complete!' })).toBeVisible();
    expect(first.completions).toHaveLength(1);
    first.unmount();

    const again = openRunner(three);
    expect(screen.getByRole('heading', { name: 'Assignment Complete!' })).toBeVisible();
    expect(screen.getByText('Score: 100%')).toBeVisible();
    expect(screen.getByText('3 of 3 correct')).toBeVisible();
    expect(again.completions).toHaveLength(0);
    expect(screen.queryByText('Question 1 of 3')).toBeNull();
    await again.user.click(screen.getByRole('link', { name: 'Back to Assignments' }));
    expect(again.currentLocation().pathname).toBe('/assignments');
    again.unmount();

    // Another set of the subject (the next one the list hands out) runs as usual.
    openRunner(OTHER);
    await expectFreshStart(10);
  });

  it('after Try Again on a saved set, the new round is kept', async () => {
    const three = TEN.slice(0, 3);
    const second = openRunner(three);
    await expectFreshStart(3);
    await answerAndGoOn(second.user, ['1', '1', '1']);
    await second.user.click(await screen.findByRole('button', { name: 'Stay on Level 2' }));
    await second.user.click(await screen.findByRole('button', { name: 'Try Again' }));
    await answer(second.user, '3');
    expect(screen.getByText('Correct! 🎉')).toBeVisible();
    second.unmount();

    // The new round is kept: question 1 right at once, not the first round's wrong answers.
    openRunner(three);
    expect(screen.getByText('Question 1 of 3')).toBeVisible();
    expect(onesBox()).toHaveValue('3');
    expect(dots()).toEqual(['✓', '', '']);
  });

  it('starts afresh from unreadable or impossible saved progress', async () => {
    localStorage.setItem(assignmentProgressKey('addition'), '{"set": "addition_2:1+2');
    const broken = openRunner();
    await expectFreshStart(10);
    broken.unmount();

    const answered = TEN.map(() => false);
    const impossible = {
      set: `addition_2:${TEN.map((q) => `${q.number_0}+${q.number_1}`).join(',')}`,
      index: 5, // question 6 with nothing answered: Next could not have got there
      answered,
      firstTryCorrect: answered,
      submitted: answered,
      answers: TEN.map(() => ({})),
      firstAnswers: TEN.map(() => null),
    };
    localStorage.setItem(assignmentProgressKey('addition'), JSON.stringify(impossible));
    openRunner();
    await expectFreshStart(10);
  });

  it('works as before when storage throws (disabled, full)', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const first = openRunner();
    await answerAndGoOn(first.user, SUMS.slice(0, 2));
    expect(screen.getByText('Question 3 of 10')).toBeVisible();
    first.unmount();

    openRunner();
    await expectFreshStart(10);
  });
});
