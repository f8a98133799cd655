import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { assignmentProgressKey } from '../assignments/assignment-progress';
import { PRACTICE_PROGRESS_KEY } from '../practice/practice-progress';
import { QUIZ_PROGRESS_KEY } from '../quiz/quiz-progress';
import { testStudentSession } from '../testing/fake-session';
import {
  answer,
  completed,
  sumBox,
  incorrect,
  openPractice,
  solveAndGoOn,
  start,
} from '../testing/practice-page';
import { fakeApiClient, renderRoute } from '../testing/render-route';

/** Opens the page in strict mode; again after `unmount()`, it is a reload in the same tab. */
const open = () => openPractice({ strict: true });

/** The ten dots: `right`, `fixed` or `open`. */
const dots = () =>
  [...document.querySelectorAll('.practice-counter .progress-dot')].map((dot) =>
    dot.getAttribute('data-result'),
  );

const pickerShown = () => screen.queryByRole('button', { name: 'Start Practice' }) !== null;

describe('PracticeProblemsPage keeps the run in the tab', () => {
  it('a reload goes on with the same subject, level and counters', async () => {
    const first = open();
    await start(first.user, 'Addition', 'Level 1');
    await solveAndGoOn(first.user);
    await answer(first.user, false);
    await first.user.click(screen.getByRole('button', { name: 'Next Problem →' }));
    // Wrong, Try Again, then right: completed, with a light tick.
    await answer(first.user, false);
    await first.user.keyboard('{Enter}');
    await solveAndGoOn(first.user);
    expect(completed()).toHaveTextContent('Problems Completed: 2/10');
    first.unmount();

    const second = open();
    expect(pickerShown()).toBe(false);
    expect(screen.getByRole('heading', { level: 2, name: 'Addition' })).toBeVisible();
    expect(screen.getByText('Level 1')).toBeVisible();
    expect(completed()).toHaveTextContent('Problems Completed: 2/10');
    expect(incorrect()).toHaveTextContent('Incorrect Answers: 1');
    expect(dots().slice(0, 3)).toEqual(['right', 'fixed', 'open']);
    expect(second.getPracticeProblems).toHaveBeenCalledWith('addition', 1);
    // A new set comes (sets are new on every request); the count goes on from 2.
    expect(await screen.findByRole('region', { name: 'Worksheet 1 + 2' })).toBeVisible();
    await solveAndGoOn(second.user);
    expect(completed()).toHaveTextContent('Problems Completed: 3/10');
  });

  it('a problem solved but not yet counted comes back after a reload; Next Problem → counts it', async () => {
    const first = open();
    await start(first.user, 'Addition', 'Level 1');
    await solveAndGoOn(first.user);
    await answer(first.user, true); // 2 + 3, right, still on screen
    expect(screen.getByText('Correct! 🎉')).toBeVisible();
    expect(completed()).toHaveTextContent('Problems Completed: 1/10');
    first.unmount();

    const second = open();
    expect(await screen.findByRole('region', { name: 'Worksheet 2 + 3' })).toBeVisible();
    expect(sumBox()).toHaveValue('5');
    expect(screen.getByText('Correct! 🎉')).toBeVisible();
    await second.user.click(screen.getByRole('button', { name: 'Next Problem →' }));
    expect(completed()).toHaveTextContent('Problems Completed: 2/10');
    expect(dots().slice(0, 3)).toEqual(['right', 'right', 'open']);
    // Then the new set, from its first problem.
    expect(await screen.findByRole('region', { name: 'Worksheet 1 + 2' })).toBeVisible();
    expect(sumBox()).toHaveValue('');
  });

  it('typed digits and a wrong try come back after reloads, and a fix counts with a light tick', async () => {
    const first = open();
    await start(first.user, 'Addition', 'Level 1');
    await answer(first.user, false); // 1 + 2 = 4
    first.unmount();

    const second = open();
    expect(await screen.findByRole('region', { name: 'Worksheet 1 + 2' })).toBeVisible();
    expect(sumBox()).toHaveValue('4');
    expect(screen.getByText('Fix the red boxes and try again.')).toBeVisible();
    // The way on after a wrong try is offered again.
    expect(screen.getByRole('button', { name: 'Next Problem →' })).toBeVisible();
    await second.user.click(screen.getByRole('button', { name: 'Try Again' }));
    await second.user.keyboard('{Backspace}3'); // fixed, not yet submitted
    second.unmount();

    const third = open();
    expect(sumBox()).toHaveValue('3');
    expect(screen.queryByText('Fix the red boxes and try again.')).toBeNull();
    await waitFor(() => expect(sumBox()).toHaveFocus());
    await third.user.keyboard('{Enter}');
    expect(screen.getByText('Correct! 🎉')).toBeVisible();
    await third.user.keyboard('{Enter}');
    expect(completed()).toHaveTextContent('Problems Completed: 1/10');
    expect(incorrect()).toHaveTextContent('Incorrect Answers: 0');
    // Right at the second try, across the reloads: the light tick.
    expect(dots()[0]).toBe('fixed');
  });

  it('kept work on a problem of another operator, or with broken digits, is not shown', async () => {
    const kept = { subject: 'addition', level: 1, completed: 2, incorrect: 0 };
    for (const current of [
      {
        problem: { number_0: '7', number_1: '3', operator: '-' },
        answers: {},
        submitted: false,
        attempts: 0,
      },
      {
        problem: { number_0: '7', number_1: '3', operator: '+' },
        answers: { 'sum-0': 12 },
        submitted: false,
        attempts: 0,
      },
    ]) {
      sessionStorage.setItem(PRACTICE_PROGRESS_KEY, JSON.stringify({ ...kept, current }));
      const view = open();
      expect(completed()).toHaveTextContent('Problems Completed: 2/10');
      expect(await screen.findByRole('region', { name: 'Worksheet 1 + 2' })).toBeVisible();
      view.unmount();
    }
  });

  it('Change Level/Type, or a finished run, leaves nothing to go on with', async () => {
    const first = open();
    await start(first.user, 'Addition', 'Level 1');
    await solveAndGoOn(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Change Level/Type' }));
    first.unmount();
    const second = open();
    expect(pickerShown()).toBe(true);

    await start(second.user, 'Addition', 'Level 1');
    for (let solved = 0; solved < 10; solved += 1) await solveAndGoOn(second.user);
    expect(await screen.findByRole('dialog', { name: 'Practice Session Complete!' })).toBeVisible();
    second.unmount();
    open();
    expect(pickerShown()).toBe(true);
  });

  it('kept data for a level the student may not practise starts at the picker', () => {
    // A level-0 student practises levels 0 and 1 only.
    sessionStorage.setItem(
      PRACTICE_PROGRESS_KEY,
      JSON.stringify({ subject: 'addition', level: 7, completed: 3, incorrect: 0 }),
    );
    open();
    expect(pickerShown()).toBe(true);
  });

  it('Logout forgets the practice run and the quiz for whoever signs in next; sets stay theirs', async () => {
    sessionStorage.setItem(
      PRACTICE_PROGRESS_KEY,
      JSON.stringify({ subject: 'addition', level: 1, completed: 3, incorrect: 0 }),
    );
    sessionStorage.setItem(QUIZ_PROGRESS_KEY, JSON.stringify({ operation: 'addition' }));
    const handle = testStudentSession().accountname;
    localStorage.setItem(assignmentProgressKey('division', handle), JSON.stringify({ index: 3 }));
    sessionStorage.setItem('mathcols.free-practice.subject', JSON.stringify('division'));
    const api = fakeApiClient(undefined, {
      session: { student: { session: testStudentSession() } },
    });
    renderRoute('/student-dashboard', { api });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    expect(sessionStorage.getItem(PRACTICE_PROGRESS_KEY)).toBeNull();
    expect(sessionStorage.getItem(QUIZ_PROGRESS_KEY)).toBeNull();
    // A half-done assignment set is kept under its student's handle: signing in again goes on.
    expect(localStorage.getItem(assignmentProgressKey('division', handle))).toContain('"index":3');
    // A visitor's free practice is nobody's: it stays.
    expect(sessionStorage.getItem('mathcols.free-practice.subject')).toBe('"division"');
  });
});
