import { ApiError, type ErrorReport } from '@mathcols/api-client';
import type { RawProblem } from '@mathcols/engine';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { testStudentSession } from '../testing/fake-session';
import type { CompletionCall } from '../testing/fake-api-client';
import { fakeApiClient, renderRoute, type FakeApiOptions } from '../testing/render-route';
import { TEN_ADDITIONS, TEN_SUMS } from '../testing/ten-additions';

const TEN = TEN_ADDITIONS;
const SUMS = TEN_SUMS;
const THREE = TEN.slice(0, 3);

// The runner keeps a set's progress in this tab's sessionStorage: every test starts afresh.

interface OpenRunner {
  questions?: RawProblem[];
  overrides?: FakeApiOptions['overrides'];
  reports?: ErrorReport[];
  completions?: CompletionCall[];
  state?: unknown;
  /** The student's `premium` ('false': a free student). @defaultValue 'true' */
  premium?: string;
}

/** Opens /assignment-questions as sam (addition level 2) with the navigation state /assignments passes. */
function openRunner(options: OpenRunner = {}) {
  const { questions = THREE, overrides, reports, completions, premium = 'true' } = options;
  const session = testStudentSession({
    premium,
    math: { addition: { schedule: 'smtwrfa', level: '2' } },
  });
  const api = fakeApiClient(undefined, {
    session: { student: { session } },
    assignments: { addition: questions },
    overrides,
    reports,
    completions,
  });
  const assignmentData = { subject: 'addition', subjectKey: 'addition_2', questions, level: 2 };
  const view = renderRoute(
    {
      pathname: '/assignment-questions',
      state: 'state' in options ? options.state : { assignmentData },
    },
    { api },
  );
  return { ...view, api, user: userEvent.setup() };
}

const onesBox = () => screen.getByRole('textbox', { name: 'Sum, ones column' });
const button = (name: string) => screen.getByRole('button', { name });
/** Text on screen, leaving out the visually hidden live region that repeats it. */
const onScreen = (text: string) => screen.findByText(text, { ignore: '.mc-visually-hidden' });
const announcer = () =>
  screen.getAllByRole('status').find((region) => region.classList.contains('mc-visually-hidden'));

/**
 * The server's answer to a finished level-2 set of three, with no level choice; `level` is the
 * subject's level afterwards (not 2 when the parent changed it meanwhile).
 */
const savedSet = (errors: number, level: number) => ({
  options: [],
  level,
  progress: { complete: 10, score: 100 },
  entry: { createdDate: '2026-03-04-09:00', level: '2', questions: 3, errors },
  completionDate: '2026-03-04',
});

/** Waits for the first box to take focus, types `digit` and presses Enter, like a child. */
async function answer(user: UserEvent, digit: string) {
  await waitFor(() => expect(onesBox()).toHaveFocus());
  await user.keyboard(digit);
  await user.keyboard('{Enter}');
}

/** Solves `count` questions right, by keyboard only: digit, Enter, Enter on 'Next'. */
async function solveAll(user: UserEvent, sums: readonly string[]) {
  for (const [index, sum] of sums.entries()) {
    expect(screen.getByText(`Question ${index + 1} of ${sums.length}`)).toBeVisible();
    await answer(user, sum);
    expect(screen.getByText('Correct! 🎉')).toBeVisible();
    if (index < sums.length - 1) {
      // One way on: the runner's Next, not a second 'Next Problem →' in the worksheet.
      expect(screen.queryByRole('button', { name: 'Next Problem →' })).toBeNull();
      expect(button('Next')).toHaveFocus();
      await user.keyboard('{Enter}');
    }
  }
}

describe('AssignmentQuestionsPage', () => {
  it('sends the child back to /assignments without navigation state', async () => {
    const { currentLocation } = openRunner({ state: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Assignments' })).toBeVisible();
    expect(currentLocation().pathname).toBe('/assignments');
  });

  it('shows the header and keeps Previous, Next and Finish to the rules', async () => {
    const { user } = openRunner();
    expect(screen.getByRole('heading', { level: 1, name: 'Addition Assignment' })).toBeVisible();
    expect(screen.getByText('Level 2')).toBeVisible();
    expect(screen.getByText('Question 1 of 3')).toBeVisible();
    expect(button('Previous')).toBeDisabled();
    expect(button('Next')).toBeDisabled();
    await answer(user, '3');
    expect(button('Next')).toBeEnabled();
    await user.click(button('Next'));
    expect(screen.getByText('Question 2 of 3')).toBeVisible();
    expect(button('Previous')).toBeEnabled();
    expect(button('Next')).toBeDisabled();

    await answer(user, '5');
    await user.click(button('Previous'));
    expect(screen.getByText('Question 1 of 3')).toBeVisible();
    expect(onesBox()).toHaveValue('3');
    expect(screen.getByText('Correct! 🎉')).toBeVisible();
    await user.click(button('Next'));
    expect(onesBox()).toHaveValue('5');
    await user.click(button('Next'));

    expect(screen.getByText('Question 3 of 3')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(button('Finish')).toBeDisabled();
    await answer(user, '7');
    expect(button('Finish')).toBeEnabled();
    expect(button('Finish')).toHaveFocus();
  });

  it('a set of 10 solved by keyboard completes with 100%, and moving up says the new level', async () => {
    const { user, api } = openRunner({ questions: TEN });
    await solveAll(user, SUMS);
    expect(button('Finish')).toHaveFocus();
    await user.keyboard('{Enter}');

    const choice = await screen.findByRole('heading', { name: 'You finished the assignment!' });
    expect(choice).toHaveFocus();
    expect(screen.getByText('Score: 100%')).toBeVisible();
    expect(screen.getByText('10 of 10 correct')).toBeVisible();
    expect(button('Stay on Level 2')).toBeVisible();
    await user.tab();
    expect(button('Move up to Level 3')).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Assignment Complete!' }),
    ).toHaveFocus();
    expect(screen.getByText('Score: 100%')).toBeVisible();
    expect(screen.getByText('10 of 10 correct')).toBeVisible();
    expect(screen.getByText('Fantastic work! You really know this level.')).toBeVisible();
    expect(await onScreen('Level 3! You moved up a level.')).toBeVisible();
    expect(announcer()).toHaveTextContent('Level 3! You moved up a level.');
    // What the new level looks like, from the curriculum.
    expect(screen.getByText('Problems like', { exact: false })).toHaveTextContent(
      'Problems like 47 + 8',
    );
    expect(api.session.getSnapshot().student?.session.math.addition?.level).toBe('3');
    expect(screen.getByRole('link', { name: 'Back to Assignments' })).toHaveAttribute(
      'href',
      '/assignments',
    );
  });

  it('Try Again after moving up starts a set of the new level, not the old questions again', async () => {
    const completions: CompletionCall[] = [];
    const { user, api } = openRunner({ questions: TEN, completions });
    const getAssignments = vi.spyOn(api, 'getAssignments');
    await solveAll(user, SUMS);
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Move up to Level 3' }));
    expect(await onScreen('Level 3! You moved up a level.')).toBeVisible();

    await user.click(button('Try Again'));
    expect(await screen.findByText('Question 1 of 10')).toBeVisible();
    expect(getAssignments).toHaveBeenCalledExactlyOnceWith(['addition']);
    const header = screen.getByRole('heading', { level: 1, name: 'Addition Assignment' });
    expect(header.parentElement).toHaveTextContent('Level 3');
    await waitFor(() => expect(onesBox()).toHaveFocus());
    expect(onesBox()).toHaveValue('');

    // Finished again, the set is offered from Level 3: the child never skips a level.
    await solveAll(user, SUMS);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Move up to Level 4' })).toBeVisible();
    expect(button('Stay on Level 3')).toBeVisible();
    expect(completions).toHaveLength(2);
  });

  it('Try Again after moving up says so when the new set cannot be fetched, and tries again', async () => {
    let fail = true;
    const { user, api } = openRunner({ questions: TEN });
    const getAssignments = api.getAssignments.bind(api);
    vi.spyOn(api, 'getAssignments').mockImplementation((subjects) =>
      fail
        ? Promise.reject(new ApiError('Failed to load assignment. Please try again.', 'network'))
        : getAssignments(subjects),
    );
    await solveAll(user, SUMS);
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Move up to Level 3' }));
    await onScreen('Level 3! You moved up a level.');
    await user.click(button('Try Again'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load assignment. Please try again.',
    );
    expect(screen.getByText('Assignment Complete!')).toBeVisible();
    fail = false;
    await user.click(button('Try Again'));
    expect(await screen.findByText('Question 1 of 10')).toBeVisible();
  });

  it('reports a wrong first answer once; its dot is a cross, then a light tick once fixed', async () => {
    const reports: ErrorReport[] = [];
    const { user } = openRunner({ reports });
    await answer(user, '4');
    expect(screen.getByText('Fix the red boxes and try again.')).toBeVisible();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      subject: 'addition',
      level: 2,
      problem: THREE[0],
      errorCount: 1,
      given: { answer: '4' },
      correct: { answer: '3' },
    });
    expect(reports[0]?.given.calculation).toContain('Sum: 4');

    const dot = () => document.querySelector('.progress-dot');
    expect(dot()).toHaveTextContent('✗');
    expect(button('Try Again')).toHaveFocus();
    // After a wrong try Next is a plain button, so Try Again stands out; once right, it is bright.
    expect(button('Next')).not.toHaveClass('button-primary');
    await user.keyboard('{Enter}');
    await user.keyboard('3{Enter}');
    expect(screen.getByText('Correct! 🎉')).toBeVisible();
    expect(button('Next')).toHaveClass('button-primary');
    expect(reports).toHaveLength(1);
    expect(dot()).toHaveTextContent('✓');
    expect(dot()).toHaveAttribute('data-result', 'fixed');
  });

  it('scores by first tries: 2 of 3 is a good start, with no level choice', async () => {
    const { user } = openRunner();
    await answer(user, '1');
    // Fixed on a second try: a tick on the way, not in the score, and the results say so.
    await user.keyboard('{Enter}');
    await user.keyboard('3{Enter}');
    expect(screen.getByText('Correct! 🎉')).toBeVisible();
    await user.click(button('Next'));
    await answer(user, '5');
    await user.click(button('Next'));
    await answer(user, '7');
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Assignment Complete!' }),
    ).toBeVisible();
    expect(screen.getByText('Score: 67%')).toBeVisible();
    expect(screen.getByText('2 of 3 correct')).toBeVisible();
    expect(
      screen.getByText(
        'You fixed 1 more after trying again. The score counts answers right the first time.',
      ),
    ).toBeVisible();
    expect(screen.getByText("Good work! A little more practice and you'll have it.")).toBeVisible();
  });

  it('a hard set offers to go back a level, with kind words', async () => {
    const { user } = openRunner();
    for (const wrong of ['1', '1', '1']) {
      await answer(user, wrong);
      const next = screen.queryByRole('button', { name: 'Next' }) ?? button('Finish');
      await user.click(next);
    }
    expect(await screen.findByText('Score: 0%')).toBeVisible();
    expect(button('Stay on Level 2')).toBeVisible();
    await user.click(button('Go back to Level 1'));
    expect(screen.getByText("Every try makes you stronger. Let's keep practising!")).toBeVisible();
    expect(
      await onScreen("Next time you'll work on Level 1. That's how we grow strong!"),
    ).toBeVisible();
    expect(screen.getByText('Problems like', { exact: false })).toHaveTextContent(
      'Problems like 8 + 5',
    );
  });

  it('Try Again starts the same questions afresh', async () => {
    const { user } = openRunner();
    for (const sum of ['1', '5', '7']) {
      await answer(user, sum);
      await user.click(screen.queryByRole('button', { name: 'Next' }) ?? button('Finish'));
    }
    await screen.findByRole('heading', { name: 'Assignment Complete!' });
    await user.click(button('Try Again'));
    expect(screen.getByText('Question 1 of 3')).toBeVisible();
    await waitFor(() => expect(onesBox()).toHaveFocus());
    expect(onesBox()).toHaveValue('');
    expect(button('Next')).toBeDisabled();
  });

  it('offers a free student only the way back: a second set today would not be saved', async () => {
    const { user } = openRunner({ premium: 'false' });
    for (const sum of ['1', '5', '7']) {
      await answer(user, sum);
      await user.click(screen.queryByRole('button', { name: 'Next' }) ?? button('Finish'));
    }
    await screen.findByRole('heading', { name: 'Assignment Complete!' });
    expect(screen.getByRole('link', { name: 'Back to Assignments' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it("shows a refusal's reason kindly, with only the way back", async () => {
    const refused = "You already completed today's work!";
    const { user } = openRunner({
      overrides: {
        completeAssignment: () =>
          Promise.reject(new ApiError(refused, 'business', { reason: refused })),
      },
    });
    await solveAll(user, SUMS.slice(0, 3));
    await user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(refused);
    expect(screen.getByText('Score: 100%')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Assignments' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Again' })).toBeNull();
  });

  it('says when the parent changed the level meanwhile; Try Again brings a set of it', async () => {
    const { user, api } = openRunner({
      overrides: {
        completeAssignment: (_subject, errors) => Promise.resolve(savedSet(errors, 5)),
      },
    });
    await solveAll(user, SUMS.slice(0, 3));
    await user.keyboard('{Enter}');
    expect(
      await onScreen("Next time you'll work on Level 5: your grown-up picked it for you."),
    ).toBeVisible();
    const getAssignments = vi.spyOn(api, 'getAssignments');
    await user.click(button('Try Again'));
    // Not the same three questions again: they would be recorded at the new level.
    expect(getAssignments).toHaveBeenCalledWith(['addition']);
  });

  it('offers to save again after a network failure, then goes on', async () => {
    const failure = 'Failed to save your results. Please try again.';
    let calls = 0;
    const { user } = openRunner({
      overrides: {
        completeAssignment: (subject, errors) => {
          calls += 1;
          if (calls === 1) return Promise.reject(new ApiError(failure, 'network'));
          return Promise.resolve(savedSet(errors, 2));
        },
      },
    });
    await solveAll(user, SUMS.slice(0, 3));
    await user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your work is not saved yet.');
    expect(alert).toHaveTextContent(failure);
    await user.click(within(alert).getByRole('button', { name: 'Save Again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(calls).toBe(2);
    expect(button('Try Again')).toBeVisible();
  });

  it('asks before leaving results that are not saved: Stay Here, or Go Back Anyway', async () => {
    const failure = 'Failed to save your results. Please try again.';
    const { user, currentLocation } = openRunner({
      overrides: {
        completeAssignment: () => Promise.reject(new ApiError(failure, 'network')),
      },
    });
    await solveAll(user, SUMS.slice(0, 3));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your work is not saved yet.');
    await user.click(screen.getByRole('button', { name: 'Back to Assignments' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveAccessibleDescription(
      'Your work is not saved yet. If you go back now, this round may not count.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Stay Here' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save Again' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Back to Assignments' }));
    await user.click(screen.getByRole('link', { name: 'Go Back Anyway' }));
    expect(currentLocation().pathname).toBe('/assignments');
  });

  it('has no axe violations while working with a wrong mark, and on the results', async () => {
    const { user } = openRunner();
    await answer(user, '4');
    const working = await axe.run(screen.getByRole('main'));
    expect(working.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await user.click(button('Next'));
    for (const sum of ['5', '7']) {
      await answer(user, sum);
      if (sum === '5') await user.keyboard('{Enter}');
    }
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Assignment Complete!' });
    const results = await axe.run(screen.getByRole('main'));
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
