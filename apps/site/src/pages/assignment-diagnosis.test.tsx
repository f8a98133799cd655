import type { ErrorReport } from '@mathcols/api-client';
import { setWorkSchema } from '@mathcols/api-client/protocol';
import { bugInfo } from '@mathcols/engine/diagnosis';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { testStudentSession } from '../testing/fake-session';
import { fakeApiClient, problems, renderRoute, type CompletionCall } from '../testing/render-route';
import { firstBoxFocused } from '../testing/subtraction-worksheet';

const BORROW_HINT = bugInfo('smaller-from-larger').hint;
const QUESTIONS = problems('-', [
  [81, 38],
  [52, 18],
  [64, 21],
]);

afterEach(() => localStorage.clear());

/** Opens the runner on three subtractions (level 4) with the navigation state /assignments passes. */
function openRunner(questions = QUESTIONS) {
  const reports: ErrorReport[] = [];
  const completions: CompletionCall[] = [];
  // Premium: a free student is not offered 'Try Again' after a saved set (spec §6).
  const session = testStudentSession({
    premium: 'true',
    math: { subtraction: { schedule: 'smtwrfa', level: '4' } },
  });
  const api = fakeApiClient(undefined, {
    session: { student: { session } },
    assignments: { subtraction: questions },
    reports,
    completions,
  });
  const assignmentData = {
    subject: 'subtraction',
    subjectKey: 'subtraction_4',
    questions,
    level: 4,
  };
  renderRoute({ pathname: '/assignment-questions', state: { assignmentData } }, { api });
  return { user: userEvent.setup(), reports, completions };
}

const button = (name: string) => screen.getByRole('button', { name });
const hintShown = () => screen.queryByText(BORROW_HINT, { exact: false });

/** After Finish: the options screen (a score below 60 % or at 90 % and above), stay on the level. */
async function stayAndSeeResults(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Stay on Level 4' }));
  await screen.findByRole('heading', { name: 'Assignment Complete!' });
}

describe('Assignment runner: hints and the work sent (issue 12)', () => {
  it('shows the hint on wrong submissions, reports the answers, and sends every first submission as work', async () => {
    const { user, reports, completions } = openRunner();

    // Question 1, 81 − 38 written as 57 (the smaller digit from the larger), then fixed.
    await firstBoxFocused();
    await user.keyboard('75{Enter}');
    expect(hintShown()).toBeVisible();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      problem: QUESTIONS[0],
      answers: { 'difference-0': 7, 'difference-1': 5 },
    });
    const working = await axe.run(screen.getByRole('main'));
    expect(working.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await user.keyboard('{Enter}'); // Try Again
    await firstBoxFocused();
    await user.keyboard('34{Enter}');
    expect(screen.getByText('Correct! 🎉')).toBeVisible();
    expect(hintShown()).toBeNull();
    await user.keyboard('{Enter}'); // Next

    // Question 2, 52 − 18 written as 46: the same mistake, left as it is.
    await firstBoxFocused();
    await user.keyboard('64{Enter}');
    expect(hintShown()).toBeVisible();
    expect(reports[1]).toMatchObject({ answers: { 'difference-0': 6, 'difference-1': 4 } });
    await user.click(button('Next'));
    // No probe in an assignment: question 3 is the set's own.
    expect(screen.getByRole('region', { name: 'Worksheet 64 − 21' })).toBeVisible();
    // Back at question 2 its red boxes still have their hint.
    await user.click(button('Previous'));
    expect(screen.getByRole('region', { name: 'Worksheet 52 − 18' })).toBeVisible();
    expect(hintShown()).toBeVisible();
    await user.click(button('Next'));

    // Question 3 right at once, then Finish.
    await firstBoxFocused();
    await user.keyboard('34{Enter}');
    expect(screen.getByText('Correct! 🎉')).toBeVisible();
    await waitFor(() => expect(button('Finish')).toHaveFocus());
    await user.keyboard('{Enter}');
    await stayAndSeeResults(user);

    expect(reports).toHaveLength(2);
    expect(completions).toEqual([
      {
        subject: 'subtraction',
        errors: 2,
        work: [
          { problem: QUESTIONS[0], answers: { 'difference-0': 7, 'difference-1': 5 } },
          { problem: QUESTIONS[1], answers: { 'difference-0': 6, 'difference-1': 4 } },
          { problem: QUESTIONS[2], answers: { 'difference-0': 3, 'difference-1': 4 } },
        ],
      },
    ]);
    // The work fits the protocol, so the real client sends it (it drops work that does not).
    const wire = completions[0]?.work?.map(({ problem, answers }) => ({
      number_0: problem.number_0,
      number_1: problem.number_1,
      operator: problem.operator,
      answers,
    }));
    expect(setWorkSchema.safeParse(wire).success).toBe(true);
  });

  it("'Try Again' starts the work afresh: the second finish sends the new first submissions", async () => {
    const { user, completions } = openRunner();
    for (const typed of ['75', '64', '34']) {
      await firstBoxFocused();
      await user.keyboard(`${typed}{Enter}`);
      await user.click(screen.queryByRole('button', { name: 'Next' }) ?? button('Finish'));
    }
    await stayAndSeeResults(user);
    await user.click(button('Try Again'));
    for (const typed of ['34', '43', '34']) {
      await firstBoxFocused();
      await user.keyboard(`${typed}{Enter}`);
      expect(hintShown()).toBeNull();
      await user.click(screen.queryByRole('button', { name: 'Next' }) ?? button('Finish'));
    }
    await stayAndSeeResults(user);
    expect(completions.map((call) => call.errors)).toEqual([2, 0]);
    expect(completions[1]?.work?.map((entry) => entry.answers)).toEqual([
      { 'difference-0': 3, 'difference-1': 4 },
      { 'difference-0': 4, 'difference-1': 3 },
      { 'difference-0': 3, 'difference-1': 4 },
    ]);
  });

  it("'How it works' follows the question on screen: a borrow across a 0 brings its own lines", async () => {
    const { user } = openRunner(
      problems('-', [
        [52, 17],
        [302, 17],
      ]),
    );
    await firstBoxFocused();
    const panel = () => screen.getByRole('region', { name: 'How it works' });
    expect(panel()).toHaveTextContent('Write that digit one less in the little box above it');
    await user.keyboard('53{Enter}');
    expect(screen.getByText('Correct! 🎉')).toBeVisible();
    await user.keyboard('{Enter}'); // Next
    await screen.findByText('Question 2 of 2');
    expect(panel()).toHaveTextContent('Next door is a 0? It borrows from its left first');
  });
});
