import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { subjectProgressKey } from '../free-practice/free-practice-progress';
import {
  openFreePractice,
  progress,
  shown,
  solveAddition,
  solveAndGoOn,
} from '../testing/free-practice-page';
import { testPublicMath } from '../testing/render-route';

/** Opens free practice in strict mode; again after `unmount()`, it is a reload in the tab. */
const open = () => openFreePractice(testPublicMath(), { strict: true });

/** The dots of the panel on screen: `right✓`, `fixed✓` or `open`. */
const dots = () =>
  [
    ...(shown()
      .getByText(/Problems Completed/)
      .parentElement?.querySelectorAll('.progress-dot') ?? []),
  ].map((dot) => `${dot.getAttribute('data-result')}${dot.textContent}`);

describe('FreePracticePage keeps the practice in the tab', () => {
  it('a reload comes back to the same subject, level, count and dots', async () => {
    const first = open();
    await first.user.click(await screen.findByRole('tab', { name: 'Addition' }));
    await solveAndGoOn(first.user); // 1 + 2, right at once
    // 2 + 3: a wrong try first, then fixed.
    await first.user.click(screen.getByRole('textbox', { name: 'Sum, ones column' }));
    await first.user.keyboard('6{Enter}');
    await first.user.click(screen.getByRole('textbox', { name: 'Sum, ones column' }));
    await first.user.keyboard('5{Enter}');
    await first.user.click(await screen.findByRole('button', { name: 'Next Problem →' }));
    expect(shown().getByText(progress(0, 2, 10))).toBeVisible();
    first.unmount();

    const second = open();
    const addition = await screen.findByRole('tab', { name: 'Addition' });
    expect(addition).toHaveAttribute('aria-selected', 'true');
    expect(shown().getByText(progress(0, 2, 10))).toBeVisible();
    expect(dots().slice(0, 3)).toEqual(['right✓', 'fixed✓', 'open']);
    expect(screen.getByRole('group', { name: '3 + 4' })).toBeInTheDocument();
    await solveAndGoOn(second.user);
    expect(shown().getByText(progress(0, 3, 10))).toBeVisible();
    // The other subjects start where a first visit does.
    await second.user.click(screen.getByRole('tab', { name: 'Multiplication' }));
    expect(shown().getByText(progress(0, 0, 3))).toBeVisible();
  });

  it('a problem solved but not yet left counts, and the reload goes on to the next one', async () => {
    const first = open();
    await first.user.click(await screen.findByRole('tab', { name: 'Addition' }));
    await solveAndGoOn(first.user);
    await solveAddition(first.user); // 2 + 3, 'Correct! 🎉' on screen
    expect(shown().getByText(progress(0, 2, 10))).toBeVisible();
    first.unmount();

    open();
    expect(await screen.findByText(progress(0, 2, 10))).toBeVisible();
    expect(screen.getByRole('group', { name: '3 + 4' })).toBeInTheDocument();
    expect(screen.queryByText('Correct! 🎉')).toBeNull();
  });

  it('keeps a difficulty picked, and a level finished just before the reload', async () => {
    const first = open();
    await first.user.click(await screen.findByRole('tab', { name: 'Addition' }));
    for (let solved = 0; solved < 9; solved += 1) await solveAndGoOn(first.user);
    await solveAddition(first.user);
    expect(shown().getByText(progress(0, 10, 10))).toBeVisible();
    first.unmount();

    const second = open();
    expect(await screen.findByText(progress(1, 0, 2))).toBeVisible();
    expect(screen.getByRole('group', { name: '8 + 5' })).toBeInTheDocument();
    await second.user.click(shown().getByRole('button', { name: 'Easy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Easy Addition' });
    await second.user.click(within(dialog).getByRole('button', { name: 'Start Easy Problems' }));
    expect(shown().getByText(progress(4, 0, 2))).toBeVisible();
    second.unmount();

    open();
    expect(await screen.findByText(progress(4, 0, 2))).toBeVisible();
    expect(screen.getByRole('button', { name: 'Easy' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('group', { name: '34 + 25' })).toBeInTheDocument();
  });

  it('kept progress that does not fit today’s problems starts the subject afresh', async () => {
    // Subtraction has one problem at level 0 today; three solved cannot be.
    sessionStorage.setItem(
      subjectProgressKey('subtraction'),
      JSON.stringify({ level: 0, results: ['right', 'right', 'right'] }),
    );
    sessionStorage.setItem(subjectProgressKey('division'), '{"level": 40, "results": []');
    const { user } = open();
    await user.click(await screen.findByRole('tab', { name: 'Subtraction' }));
    expect(shown().getByText(progress(0, 0, 1))).toBeVisible();
    expect(screen.getByRole('group', { name: '7 − 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Division' }));
    expect(shown().getByText(progress(0, 0, 1))).toBeVisible();
  });
});
