import { curriculumLevel } from '@mathcols/engine';
import { bugInfo, simulateBug } from '@mathcols/engine/diagnosis';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { testStudentSession } from '../testing/fake-session';
import { fakeApiClient, problems, renderRoute } from '../testing/render-route';
import {
  firstBoxFocused,
  shownProblem,
  typeRightDifference,
} from '../testing/subtraction-worksheet';

const BORROW_HINT = bugInfo('smaller-from-larger').hint;
/** A practice set of subtraction: 81 − 38 first, then 52 − 17, … */
const SET = problems('-', [
  [81, 38],
  [52, 17],
  [64, 29],
  [73, 45],
]);

afterEach(() => localStorage.clear());

/** Practice of subtraction level 4 (2-digit − 2-digit, one borrow) for a level-4 student. */
async function practiseSubtraction(set = SET) {
  const api = fakeApiClient(undefined, {
    session: {
      student: {
        session: testStudentSession({ math: { subtraction: { schedule: '', level: '4' } } }),
      },
    },
    overrides: { getPracticeProblems: async () => set },
  });
  renderRoute('/practice-problems', { api });
  const user = userEvent.setup();
  await user.click(screen.getByRole('radio', { name: 'Subtraction' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Level 4 (your level)');
  await user.click(screen.getByRole('button', { name: 'Start Practice' }));
  await firstBoxFocused();
  return user;
}

/** Visible text only: the announcer repeats the counters for screen readers. */
const VISIBLE = { ignore: '[role="status"], script, style' };
const completed = () => screen.getByText(/^Problems Completed:/, VISIBLE);
const incorrect = () => screen.getByText(/^Incorrect Answers:/, VISIBLE);
describe('Practice: hints and probes (issue 12)', () => {
  it('57 for 81 − 38: the hint shows, then grows on a second try; moving on serves a probe of the level, which counts; then the set goes on', async () => {
    const user = await practiseSubtraction();
    await user.keyboard('75{Enter}');
    const status = screen.getByText('Fix the red boxes and try again.').closest('[role="status"]');
    expect(status).toHaveTextContent(`Hint: ${BORROW_HINT}`);
    const checked = await axe.run(screen.getByRole('main'));
    expect(checked.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // The retry is wrong again in the same box: the hint grows, the step worked out.
    await user.keyboard('{Enter}');
    await firstBoxFocused();
    await user.keyboard('75{Enter}');
    expect(status).toHaveTextContent(
      'Hint: The top 1 gets a ten from its left, so it is 11. Work out 11 − 8 and write it here.',
    );
    expect(screen.queryByText(BORROW_HINT, { exact: false })).toBeNull();

    // The child goes on with the page's 'Next Problem →': counted incorrect, then the probe.
    await user.click(screen.getByRole('button', { name: 'Next Problem →' }));
    await firstBoxFocused();
    expect(incorrect()).toHaveTextContent('Incorrect Answers: 1');
    const probe = shownProblem();
    expect(probe).not.toEqual({ number_0: '52', number_1: '17', operator: '-' });
    expect(curriculumLevel('subtraction', 4).accepts(probe.number_0, probe.number_1)).toBe(true);
    expect(simulateBug('smaller-from-larger', probe)).not.toBeNull();

    // A probe is a real problem of the level: solving it counts as completed.
    await typeRightDifference(user);
    await user.keyboard('{Enter}');
    await firstBoxFocused();
    expect(completed()).toHaveTextContent('Problems Completed: 1/10');
    // And the set resumes where it was: its second problem, not skipped.
    expect(shownProblem()).toEqual({ number_0: '52', number_1: '17', operator: '-' });
  });

  it('a clean first solve: no hint, and the set goes straight on', async () => {
    const user = await practiseSubtraction();
    await user.keyboard('34{Enter}');
    expect(screen.getByText('Correct! 🎉')).toBeVisible();
    expect(screen.queryByText(/Hint:/)).toBeNull();
    await user.keyboard('{Enter}');
    await firstBoxFocused();
    expect(completed()).toHaveTextContent('Problems Completed: 1/10');
    expect(shownProblem()).toEqual({ number_0: '52', number_1: '17', operator: '-' });
  });

  it("shows 'How it works' for subtraction beside the worksheet, and for the problem on screen", async () => {
    const user = await practiseSubtraction(
      problems('-', [
        [52, 17],
        [302, 17],
      ]),
    );
    const panel = () => screen.getByRole('region', { name: 'How it works' });
    expect(panel()).toHaveTextContent('Write that digit one less in the little box above it');
    await typeRightDifference(user);
    await user.keyboard('{Enter}');
    await firstBoxFocused();
    expect(shownProblem().number_0).toBe('302');
    expect(panel()).toHaveTextContent('Next door is a 0? It borrows from its left first');
  });
});
