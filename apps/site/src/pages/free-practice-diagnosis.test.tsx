import { curriculumLevel } from '@mathcols/engine';
import { answerText, bugInfo, simulateBug } from '@mathcols/engine/diagnosis';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApiClient, problems, renderRoute, testPublicMath } from '../testing/render-route';
import {
  firstBoxFocused,
  shownProblem,
  typeRightDifference,
} from '../testing/subtraction-worksheet';

const BORROW_HINT = bugInfo('smaller-from-larger').hint;

afterEach(() => localStorage.clear());

/**
 * Free practice with level 4 of subtraction (2-digit − 2-digit, one borrow) as `pairs`:
 * 81 − 38, 52 − 17 unless told.
 */
async function openSubtractionLevel4(
  pairs: [number, number][] = [
    [81, 38],
    [52, 17],
  ],
) {
  const publicMath = testPublicMath({ subtraction_4: problems('-', pairs) });
  renderRoute('/free-problems', { api: fakeApiClient(() => Promise.resolve(publicMath)) });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Subtraction' }));
  await user.click(screen.getByRole('button', { name: 'Easy' }));
  await user.click(await screen.findByRole('button', { name: 'Start Easy Problems' }));
  await firstBoxFocused();
  return user;
}

/** The progress line of the subject panel on screen (the others stay mounted, hidden). */
const progress = () =>
  within(screen.getByRole('tabpanel')).getByText(/^Level \d+ - \d+\/\d+ Problems Completed$/);

describe('Free practice: hints and probes (issue 12)', () => {
  it('81 − 38 written as 57 shows the borrowing hint with the result; the next problem is a probe, then the level goes on', async () => {
    const user = await openSubtractionLevel4();
    expect(progress()).toHaveTextContent('Level 4 - 0/2 Problems Completed');
    // Like a child who takes the smaller digit from the larger: 8 − 1 = 7, 8 − 3 = 5.
    await user.keyboard('75{Enter}');
    const status = screen.getByText('Fix the red boxes and try again.').closest('[role="status"]');
    expect(status).toHaveTextContent(`Hint: ${BORROW_HINT}`);
    // The hint names no digit of the answer.
    expect(BORROW_HINT).not.toMatch(/\d/);
    const main = screen.getByRole('main');
    const checked = await axe.run(main);
    expect(checked.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // Try Again, and the retry is right: no hint beside a right answer.
    await user.keyboard('{Enter}');
    await firstBoxFocused();
    await user.keyboard('34{Enter}');
    expect(screen.getByText('Correct! 🎉')).toBeVisible();
    expect(screen.queryByText(BORROW_HINT)).toBeNull();

    // 'Next Problem →': a bonus problem instead of 52 − 17, the count moved by the one solved.
    await user.keyboard('{Enter}');
    await firstBoxFocused();
    expect(screen.getByText('Bonus problem! Try this one too.')).toBeVisible();
    expect(progress()).toHaveTextContent('Level 4 - 1/2 Problems Completed');
    const probe = shownProblem();
    expect(probe).not.toEqual({ number_0: '52', number_1: '17', operator: '-' });
    expect(curriculumLevel('subtraction', 4).accepts(probe.number_0, probe.number_1)).toBe(true);
    // The probe can show the suspected bug: its worksheet comes out wrong.
    const buggy = simulateBug('smaller-from-larger', probe);
    expect(buggy).not.toBeNull();
    const right = (BigInt(probe.number_0) - BigInt(probe.number_1)).toString();
    expect(answerText(probe, buggy ?? {})).not.toBe(right);

    // Solved right: the bonus problem does not count, and the level's next problem follows.
    await typeRightDifference(user);
    expect(progress()).toHaveTextContent('Level 4 - 1/2 Problems Completed');
    await user.keyboard('{Enter}');
    await firstBoxFocused();
    expect(shownProblem()).toEqual({ number_0: '52', number_1: '17', operator: '-' });
    expect(screen.queryByText('Bonus problem! Try this one too.')).toBeNull();
    expect(progress()).toHaveTextContent('Level 4 - 1/2 Problems Completed');
  });

  it('a clean first solve shows no hint and serves no probe', async () => {
    const user = await openSubtractionLevel4();
    await user.keyboard('34{Enter}');
    expect(screen.getByText('Correct! 🎉')).toBeVisible();
    expect(screen.queryByText(/Hint:/)).toBeNull();
    await user.keyboard('{Enter}');
    await firstBoxFocused();
    expect(shownProblem()).toEqual({ number_0: '52', number_1: '17', operator: '-' });
    expect(screen.queryByText('Bonus problem! Try this one too.')).toBeNull();
  });

  it('a wrong answer no bug explains gets a hint about its first red box; retries are not diagnosed', async () => {
    const user = await openSubtractionLevel4();
    await user.keyboard('24{Enter}'); // 42: the ones one off, a slip
    const status = () =>
      screen.getByText('Fix the red boxes and try again.').closest('[role="status"]');
    expect(status()).toHaveTextContent(
      'Hint: The top digit is smaller than the bottom one. Borrow a ten from the next column, then take away. Look at the ones column.',
    );
    // The retry writes the bug's answer: not new evidence, so no bug hint, only the slip's.
    await user.keyboard('{Enter}');
    await firstBoxFocused();
    await user.keyboard('75{Enter}');
    expect(status()).toHaveTextContent('Look at the ones column.');
    expect(screen.queryByText(BORROW_HINT)).toBeNull();
    // The ones fixed, the tens wrong: the hint moves to the tens, which lent a ten.
    await user.keyboard('{Enter}');
    await firstBoxFocused();
    await user.keyboard('33{Enter}');
    expect(status()).toHaveTextContent(
      'Hint: This top digit gave a ten to the column on its right, so it is one smaller now. Take away from that. Look at the tens column.',
    );
    const checked = await axe.run(screen.getByRole('main'));
    expect(checked.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it("'How it works' stands beside the worksheet of each subject; put away, it stays away on return", async () => {
    const user = await openSubtractionLevel4();
    const panel = screen.getByRole('region', { name: 'How it works' });
    expect(panel).toHaveTextContent('Top digit too small? Borrow from the digit to the left.');
    await user.click(within(panel).getByRole('button', { name: /Got it!/ }));
    expect(screen.queryByRole('region', { name: 'How it works' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Addition' }));
    expect(screen.getByRole('region', { name: 'How it works' })).toHaveTextContent(
      '10 or more? Put the 1 in the little box above the next column.',
    );
    await user.click(screen.getByRole('tab', { name: 'Subtraction' }));
    expect(screen.queryByRole('region', { name: 'How it works' })).toBeNull();
    expect(screen.getByRole('button', { name: 'How it works' })).toBeVisible();
  });

  it("'How it works' follows the problem on screen: a borrow across a 0 brings its own lines", async () => {
    const user = await openSubtractionLevel4([
      [52, 17],
      [302, 17],
    ]);
    const panel = () => screen.getByRole('region', { name: 'How it works' });
    expect(panel()).not.toHaveTextContent('Next door is a 0?');

    await typeRightDifference(user);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shownProblem().number_0).toBe('302'));
    expect(panel()).toHaveTextContent(
      'Next door is a 0? It borrows from its left first and becomes 9.',
    );
  });
});
