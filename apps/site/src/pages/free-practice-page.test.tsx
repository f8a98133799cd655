import { ApiError, type PublicMath } from '@mathcols/api-client';
import { curriculumLevel } from '@mathcols/engine';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PublicLayout } from '../layout/public-layout';
import {
  openFreePractice as openPage,
  progress,
  shown,
  solveAddition,
  solveAndGoOn,
} from '../testing/free-practice-page';
import { testParent, testStudentSession } from '../testing/fake-session';
import { fakeApiClient, problems, renderRoute, testPublicMath } from '../testing/render-route';
import { FreePracticePage } from './free-practice-page';

/** Opens free practice; returns the child's keyboard and mouse. */
const openFreePractice = (publicMath: PublicMath = testPublicMath()) => openPage(publicMath).user;

describe('FreePracticePage', () => {
  it('shows the loading text while the problems load', () => {
    renderRoute('/free-problems', { api: fakeApiClient(() => new Promise(() => {})) });
    expect(screen.getByRole('heading', { level: 1, name: 'Free Math Practice' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading all math subjects...');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('shows the error box, and Refresh Page reloads', async () => {
    const onRefresh = vi.fn();
    const api = fakeApiClient(() =>
      Promise.reject(new ApiError('Failed to load problems. Please try again.', 'network')),
    );
    renderRoute('/free-problems', {
      api,
      routes: [
        {
          element: <PublicLayout />,
          children: [
            { path: 'free-problems', element: <FreePracticePage onRefresh={onRefresh} /> },
          ],
        },
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Problems' })).toBeVisible();
    expect(alert).toHaveTextContent('Failed to load problems. Please try again.');
    expect(screen.queryByText('Loading all math subjects...')).not.toBeInTheDocument();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Refresh Page' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('shows the notice with Upgrade to Premium and Back to Home', async () => {
    openFreePractice();
    await screen.findByRole('tablist');
    expect(
      screen.getByText('Enjoy unlimited free practice problems! New problems refresh daily.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['a premium student', { student: { session: testStudentSession({ premium: 'true' }) } }],
    ['a premium parent', { parent: { user: testParent({ userpremium: 'true' }) } }],
  ])('offers no upgrade to %s, and does to a free student', async (_who, session) => {
    const premium = renderRoute('/free-problems', {
      api: fakeApiClient(() => Promise.resolve(testPublicMath()), { session }),
    });
    await screen.findByRole('tablist');
    expect(screen.queryByRole('link', { name: 'Upgrade to Premium' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeVisible();
    premium.unmount();

    const free = { student: { session: testStudentSession({ premium: 'false' }) } };
    renderRoute('/free-problems', {
      api: fakeApiClient(() => Promise.resolve(testPublicMath()), { session: free }),
    });
    expect(await screen.findByRole('link', { name: 'Upgrade to Premium' })).toBeVisible();
  });

  it('lists the subject tabs in order and switches subjects by mouse and keyboard', async () => {
    const user = openFreePractice();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Multiplication',
      'Addition',
      'Subtraction',
      'Division',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('group', { name: '2 × 3' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Addition' }));
    expect(screen.getByRole('tab', { name: 'Addition' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('group', { name: '1 + 2' })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Subtraction' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Subtraction' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('group', { name: '7 − 3' })).toBeInTheDocument();
    // The new panel's worksheet must not take focus away from the tabs.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('tab', { name: 'Subtraction' })).toHaveFocus();
  });

  it('keeps each subject’s progress while another tab is shown', async () => {
    const user = openFreePractice();
    await user.click(await screen.findByRole('tab', { name: 'Addition' }));
    await solveAndGoOn(user);
    expect(shown().getByText(progress(0, 1, 10))).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Division' }));
    expect(shown().getByText(progress(0, 0, 1))).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Addition' }));
    expect(shown().getByText(progress(0, 1, 10))).toBeVisible();
    expect(screen.getByRole('group', { name: '2 + 3' })).toBeInTheDocument();
  });

  it('keeps the digits, marks and result of the problem on screen while another tab is shown', async () => {
    const user = openFreePractice();
    await user.click(await screen.findByRole('tab', { name: 'Addition' }));
    await solveAddition(user);
    await user.click(screen.getByRole('tab', { name: 'Multiplication' }));
    await user.click(screen.getByRole('textbox', { name: 'Product, ones column' }));
    await user.keyboard('6');
    await user.click(screen.getByRole('tab', { name: 'Addition' }));
    expect(screen.getByText('Correct! 🎉')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next Problem →' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Sum, ones column' })).toHaveValue('3');
    await user.click(screen.getByRole('tab', { name: 'Multiplication' }));
    expect(screen.getByRole('textbox', { name: 'Product, ones column' })).toHaveValue('6');
  });

  it('opens a difficulty popup; Cancel keeps the level, Start Easy Problems moves to level 4', async () => {
    const user = openFreePractice();
    await user.click(await screen.findByRole('tab', { name: 'Addition' }));
    const easy = () => screen.getByRole('button', { name: 'Easy' });
    const introductory = () => screen.getByRole('button', { name: 'Introductory' });
    expect(easy()).toHaveAttribute('aria-haspopup', 'dialog');
    // The difficulty of the level being practised is marked as the current one.
    expect(introductory()).toHaveAttribute('aria-current', 'true');
    expect(easy()).not.toHaveAttribute('aria-current');
    await user.click(easy());

    // The popup's code downloads on the first press; the same press opens it.
    const dialog = await screen.findByRole('dialog', { name: 'Easy Addition' });
    expect(within(dialog).getByRole('heading', { name: 'What to expect' })).toBeVisible();
    expect(dialog).toHaveAccessibleDescription(curriculumLevel('addition', 4).description);
    const examples = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(examples[0]).toBe('34 + 25');
    expect(examples.length).toBeGreaterThanOrEqual(2);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(easy()).toHaveFocus();
    expect(shown().getByText(progress(0, 0, 10))).toBeVisible();

    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Start Easy Problems' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shown().getByText(progress(4, 0, 2))).toBeVisible();
    expect(easy()).toHaveAttribute('aria-current', 'true');
    expect(introductory()).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('group', { name: '34 + 25' })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Sum, ones column' })).toHaveFocus(),
    );
  });

  it('closes the difficulty popup with Escape', async () => {
    const user = openFreePractice();
    await user.click(await screen.findByRole('button', { name: 'Hard' }));
    expect(await screen.findByRole('dialog', { name: 'Hard Multiplication' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start Hard Problems' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shown().getByText(progress(0, 0, 3))).toBeVisible();
  });

  it('counts a problem as soon as it is solved, and Next Problem → brings the next', async () => {
    const user = openFreePractice();
    await user.click(await screen.findByRole('tab', { name: 'Addition' }));
    expect(shown().getByText(progress(0, 0, 10))).toBeVisible();
    await solveAddition(user);
    expect(shown().getByText(progress(0, 1, 10))).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next Problem →' }));
    expect(shown().getByText(progress(0, 1, 10))).toBeVisible();
    expect(screen.getByRole('group', { name: '2 + 3' })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Sum, ones column' })).toHaveFocus(),
    );
  });

  it('fills a dot per solved problem: a filled tick right at once, a light tick when fixed', async () => {
    const user = openFreePractice();
    await user.click(await screen.findByRole('tab', { name: 'Addition' }));
    const dots = () => [
      ...(shown()
        .getByText(/Problems Completed/)
        .parentElement?.querySelectorAll('.progress-dot') ?? []),
    ];
    const look = () => dots().map((dot) => `${dot.getAttribute('data-result')}${dot.textContent}`);
    expect(look()).toEqual(Array.from({ length: 10 }, () => 'open'));
    expect(dots()[0]).toHaveAttribute('data-current');

    await solveAndGoOn(user); // 1 + 2, right at once
    // 2 + 3: a wrong try first, then fixed.
    await user.click(screen.getByRole('textbox', { name: 'Sum, ones column' }));
    await user.keyboard('6{Enter}');
    expect(await screen.findByText('Fix the red boxes and try again.')).toBeVisible();
    await user.click(screen.getByRole('textbox', { name: 'Sum, ones column' }));
    await user.keyboard('5{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Next Problem →' }));

    expect(shown().getByText(progress(0, 2, 10))).toBeVisible();
    expect(look().slice(0, 3)).toEqual(['right✓', 'fixed✓', 'open']);
    expect(dots()[2]).toHaveAttribute('data-current');
    // The dots repeat the words, so screen readers hear the words only.
    expect(dots()[0]?.parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('after a wrong try offers a different problem; the skipped one does not count and comes back', async () => {
    const user = openFreePractice();
    await user.click(await screen.findByRole('tab', { name: 'Addition' }));
    expect(screen.queryByRole('button', { name: 'Skip This Problem' })).toBeNull();
    // 1 + 2 written as 4: stuck.
    await user.click(screen.getByRole('textbox', { name: 'Sum, ones column' }));
    await user.keyboard('4{Enter}');
    expect(await screen.findByText('Fix the red boxes and try again.')).toBeVisible();
    expect(screen.getByText('Stuck? You can try again, or try a different problem.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Skip This Problem' }));

    // The level's next problem, the count unchanged, the child's focus in its first box.
    expect(screen.getByRole('group', { name: '2 + 3' })).toBeInTheDocument();
    expect(shown().getByText(progress(0, 0, 10))).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Skip This Problem' })).toBeNull();
    await vi.waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Sum, ones column' })).toHaveFocus(),
    );
    // A wrong try fixed: nothing to skip any more.
    await user.keyboard('6{Enter}');
    expect(screen.getByRole('button', { name: 'Skip This Problem' })).toBeVisible();
    await user.click(screen.getByRole('textbox', { name: 'Sum, ones column' }));
    await user.keyboard('5{Enter}');
    expect(await screen.findByText('Correct! 🎉')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Skip This Problem' })).toBeNull();
    expect(shown().getByText(progress(0, 1, 10))).toBeVisible();
    // The other eight of the level, then the skipped one again: the tenth to solve.
    await user.click(screen.getByRole('button', { name: 'Next Problem →' }));
    for (let solved = 1; solved < 9; solved += 1) await solveAndGoOn(user);
    expect(shown().getByText(progress(0, 9, 10))).toBeVisible();
    expect(screen.getByRole('group', { name: '1 + 2' })).toBeInTheDocument();
  });

  it('shows 10/10 with ten ticks at the 10th problem, then raises the level', async () => {
    const user = openFreePractice();
    await user.click(await screen.findByRole('tab', { name: 'Addition' }));
    for (let solved = 0; solved < 9; solved += 1) await solveAndGoOn(user);
    await solveAddition(user);
    const line = shown().getByText(progress(0, 10, 10));
    expect(line).toBeVisible();
    const dots = [...(line.parentElement?.querySelectorAll('.progress-dot') ?? [])];
    expect(dots.map((dot) => dot.textContent)).toEqual(Array.from({ length: 10 }, () => '✓'));

    await user.click(screen.getByRole('button', { name: 'Next Problem →' }));
    expect(shown().getByText(progress(1, 0, 2))).toBeVisible();
    expect(screen.getByRole('group', { name: '8 + 5' })).toBeInTheDocument();
  });

  it('says a level-up on screen and in a polite live region ("Level 1!"), until the next problem', async () => {
    const user = openFreePractice();
    await user.click(await screen.findByRole('tab', { name: 'Addition' }));
    const liveRegions = () => screen.getAllByRole('status');
    const celebration = () => liveRegions().find((region) => region.matches('.level-up'));
    // The live region is in the page before anything is said, so screen readers announce it.
    expect(celebration()).toBeEmptyDOMElement();
    for (let solved = 0; solved < 9; solved += 1) await solveAndGoOn(user);
    expect(celebration()).toBeEmptyDOMElement();

    await solveAndGoOn(user);
    expect(celebration()).toHaveTextContent('Level 1! You did it.');
    expect(celebration()).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Level 1! You did it.', { exact: false })).toBeVisible();
    expect(shown().getByText(progress(1, 0, 2))).toBeVisible();

    await solveAndGoOn(user);
    expect(celebration()).toBeEmptyDOMElement();
    expect(shown().getByText(progress(1, 1, 2))).toBeVisible();
  });

  it('stays on the level when the next level has no problems', async () => {
    const user = openFreePractice(
      testPublicMath({ addition_1: [], addition_0: problems('+', [[1, 2]]) }),
    );
    await user.click(await screen.findByRole('tab', { name: 'Addition' }));
    await solveAndGoOn(user);
    expect(shown().getByText(progress(0, 1, 1))).toBeVisible();
    expect(
      screen.getByText('Great job! You solved all the addition problems of Level 0!', {
        exact: false,
      }),
    ).toBeVisible();
    // The way on has focus, and a screen reader hears why.
    const again = shown().getByRole('button', { name: 'Play Level 0 again' });
    expect(again).toHaveFocus();
    expect(again).toHaveAccessibleDescription(
      'Great job! You solved all the addition problems of Level 0! New problems come tomorrow.',
    );

    await user.keyboard('{Enter}');
    expect(shown().getByText(progress(0, 0, 1))).toBeVisible();
    // The first box takes focus after the spec's 10 ms auto-focus delay.
    await waitFor(() =>
      expect(shown().getByRole('textbox', { name: 'Sum, ones column' })).toHaveFocus(),
    );
    await solveAndGoOn(user);
    expect(shown().getByRole('button', { name: 'Play Level 0 again' })).toHaveFocus();
  });

  it('says so when a subject has no problems today, with nothing to generate', async () => {
    openFreePractice(testPublicMath({ multiplication_0: [] }));
    expect(await screen.findByText('No problem available')).toBeVisible();
    expect(shown().getByText(progress(0, 0, 0))).toBeVisible();
    expect(shown().queryByRole('button', { name: 'Generate New Problem' })).toBeNull();
  });

  it('Generate New Problem on a level without problems goes to the nearest level with some', async () => {
    const user = openFreePractice(
      testPublicMath({ multiplication_0: [], multiplication_4: problems('*', [[12, 3]]) }),
    );
    expect(await screen.findByText('No problem available')).toBeVisible();
    await user.click(shown().getByRole('button', { name: 'Generate New Problem' }));
    expect(shown().getByText(progress(4, 0, 1))).toBeVisible();
    expect(screen.getByRole('group', { name: '12 × 3' })).toBeInTheDocument();
    expect(shown().getByRole('button', { name: 'Easy' })).toHaveAttribute('aria-current', 'true');
    await vi.waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Product, ones column' })).toHaveFocus(),
    );
  });
});
