import { expect, test, type Page } from '@playwright/test';
import { additionPlan, divisionPlan, subtractionPlan, typeEntries } from './keyboard-worksheet';

const progress = (level: number, done: number) => `Level ${level} - ${done}/10 Problems Completed`;

/** The 'Level N - i/total Problems Completed' line of the open tab. */
const levelLine = (page: Page) =>
  page.getByRole('tabpanel').getByText(/^Level \d+ - \d+\/\d+ Problems Completed$/);

async function openFreePractice(page: Page) {
  await page.goto('/#/free-problems');
  await expect(page.getByRole('heading', { level: 1, name: 'Free Math Practice' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Multiplication' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

/** Picks a difficulty in the open tab: its popup, then 'Start {name} Problems'. */
async function startDifficulty(page: Page, name: string) {
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'What to expect' })).toBeVisible();
  await expect(dialog.getByRole('listitem').first()).toHaveText(/^\d+ [+−×÷] \d+$/);
  await dialog.getByRole('button', { name: `Start ${name} Problems` }).click();
  await expect(dialog).toBeHidden();
}

/** After 'Correct! 🎉' focus is on 'Next Problem →': Enter goes on. */
async function confirmAndGoOn(page: Page) {
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Correct! 🎉')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Next Problem →' })).toBeFocused();
  await page.keyboard.press('Enter');
}

test('a visitor solves an addition with a carry and a long division with a bring-down', async ({
  page,
}) => {
  await openFreePractice(page);
  const panel = page.getByRole('tabpanel');

  await test.step('addition with a carry (Medium), by keyboard alone', async () => {
    await page.getByRole('tab', { name: 'Addition' }).click();
    await startDifficulty(page, 'Medium');
    await expect(levelLine(page)).toHaveText(progress(7, 0));

    const plan = await additionPlan(panel.getByRole('region', { name: /^Worksheet / }));
    expect(plan.carries, `${plan.first} + ${plan.second} has a carry`).toBeGreaterThan(0);
    const { autoAdvanced } = await typeEntries(page, plan.entries);
    // Every sum digit is reached by auto-advance; only the carries need ArrowUp.
    expect(autoAdvanced).toBe(plan.sum.length);
    await confirmAndGoOn(page);
    await expect(levelLine(page)).toHaveText(progress(7, 1));
  });

  await test.step('long division with a bring-down (Easy), by keyboard alone', async () => {
    await page.getByRole('tab', { name: 'Division' }).click();
    await expect(levelLine(page)).toHaveText(progress(0, 0));
    await startDifficulty(page, 'Easy');
    await expect(levelLine(page)).toHaveText(progress(4, 0));

    const plan = await divisionPlan(panel.getByRole('region', { name: /^Worksheet / }));
    expect(plan.bringDowns, `${plan.dividend} ÷ ${plan.divisor} brings down`).toBeGreaterThan(0);
    await typeEntries(page, plan.entries);
    await confirmAndGoOn(page);
    await expect(levelLine(page)).toHaveText(progress(4, 1));
  });

  await test.step('each subject keeps its progress, also across a reload', async () => {
    await page.getByRole('tab', { name: 'Addition' }).click();
    await expect(levelLine(page)).toHaveText(progress(7, 1));
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Addition' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(levelLine(page)).toHaveText(progress(7, 1));
    await page.getByRole('tab', { name: 'Division' }).click();
    await expect(levelLine(page)).toHaveText(progress(4, 1));
  });
});

test('solving the 10 problems of a level raises the level', async ({ page }) => {
  await openFreePractice(page);
  const panel = page.getByRole('tabpanel');
  await page.getByRole('tab', { name: 'Addition' }).click();
  await startDifficulty(page, 'Introductory');

  const worksheet = panel.getByRole('region', { name: /^Worksheet / });
  const worksheetTop = async () => (await worksheet.boundingBox())?.y;
  let topBefore: number | undefined;
  for (let solved = 0; solved < 10; solved += 1) {
    await expect(levelLine(page)).toHaveText(progress(0, solved));
    const plan = await additionPlan(worksheet);
    expect(plan.first).toBeLessThan(10n);
    expect(plan.second).toBeLessThan(10n);
    await typeEntries(page, plan.entries);
    topBefore = await worksheetTop();
    await confirmAndGoOn(page);
  }
  await expect(levelLine(page)).toHaveText(progress(1, 0));
  // The celebration sits beside the difficulty buttons: the new problem comes where the old was.
  await expect(panel.getByRole('status').filter({ hasText: 'Level 1! You did it.' })).toBeVisible();
  expect(await worksheetTop()).toBe(topBefore);

  // Level 1 makes 10 or more: the child carries into the tens.
  const plan = await additionPlan(worksheet);
  expect(plan.carries).toBe(1);
  await typeEntries(page, plan.entries);
  await confirmAndGoOn(page);
  await expect(levelLine(page)).toHaveText(progress(1, 1));
  await expect(panel.getByText('Level 1! You did it.')).toBeHidden();
  expect(await worksheetTop()).toBe(topBefore);
});

test('a borrowing mistake shows the hint; after the fix a bonus problem comes, uncounted', async ({
  page,
}) => {
  await openFreePractice(page);
  const panel = page.getByRole('tabpanel');
  await page.getByRole('tab', { name: 'Subtraction' }).click();
  await startDifficulty(page, 'Easy');
  await expect(levelLine(page)).toHaveText(progress(4, 0));
  await expect(panel.getByRole('region', { name: 'How it works' })).toBeVisible();

  const worksheet = panel.getByRole('region', { name: /^Worksheet / });
  const plan = await subtractionPlan(worksheet);
  expect(plan.borrows, `${plan.minuend} − ${plan.subtrahend} borrows`).toBeGreaterThan(0);
  // The child takes the smaller digit from the larger in every column, by keyboard.
  await typeEntries(page, plan.smallerFromLarger);
  await expect(panel.getByText('Fix the red boxes and try again.')).toBeVisible();
  // Where the answer is also what a child who forgets to lower the lender writes, the diagnosis
  // names both bugs and shows the first one's hint (docs/diagnosis.md).
  const sameAsNoDecrement =
    plan.smallerFromLarger.map((entry) => entry.digit).join() ===
    plan.noDecrement.map((entry) => entry.digit).join();
  const hint = sameAsNoDecrement
    ? 'After you borrow a ten, cross out the digit you borrowed from and make it one smaller.'
    : 'When the top digit is smaller, borrow from the next column first.';
  await expect(panel.getByText(hint)).toBeVisible();
  await expect(panel.getByText('Hint:')).toBeVisible();

  // Try Again, the right difference, and 'Next Problem →': a bonus problem, not counted.
  await page.keyboard.press('Enter');
  // Delete clears a box and stays: the child empties the row, then writes it again.
  for (const entry of plan.smallerFromLarger) {
    await worksheet.getByRole('textbox', { name: entry.label }).press('Delete');
  }
  await worksheet.getByRole('textbox', { name: 'Difference, ones column' }).focus();
  await typeEntries(page, plan.right);
  await confirmAndGoOn(page);
  await expect(panel.getByText('Bonus problem! Try this one too.')).toBeVisible();
  await expect(levelLine(page)).toHaveText(progress(4, 1));
});

test('a difficulty popup that cannot be downloaded says so and keeps the practice', async ({
  page,
}) => {
  // The popup's code is fetched on first use; the first fetch fails as on a dropped network.
  let refused = 0;
  await page.route(/difficulty-dialog-[^/]*\.js$/, async (route) => {
    if (refused === 0) {
      refused += 1;
      await route.abort('internetdisconnected');
    } else {
      await route.continue();
    }
  });
  await openFreePractice(page);
  const panel = page.getByRole('tabpanel');
  await page.getByRole('tab', { name: 'Addition' }).click();
  const plan = await additionPlan(panel.getByRole('region', { name: /^Worksheet / }));
  await panel.getByRole('textbox', { name: 'Sum, ones column' }).click();
  await typeEntries(page, plan.entries);
  await confirmAndGoOn(page);
  await expect(levelLine(page)).toHaveText(progress(0, 1));

  const easy = panel.getByRole('button', { name: 'Easy', exact: true });
  await easy.click();
  await expect(panel.getByRole('alert')).toHaveText(
    'Easy could not open. Check the internet connection, then press it again.',
  );
  // The child's practice is still there: same level, same count, a worksheet to solve.
  await expect(levelLine(page)).toHaveText(progress(0, 1));
  await expect(panel.getByRole('region', { name: /^Worksheet / })).toBeVisible();
  expect(refused).toBe(1);

  // Back online, the same button opens the popup.
  await easy.click();
  await expect(page.getByRole('dialog', { name: 'Easy Addition' })).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
});

test.describe('on a small phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a Hard problem keeps its 40 px boxes and its sign in view, and fits 360 px', async ({
    page,
  }) => {
    await openFreePractice(page);
    for (const subject of ['Addition', 'Multiplication']) {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.getByRole('tab', { name: subject }).click();
      await startDifficulty(page, 'Hard');
      const grid = page.getByRole('tabpanel').locator('.mc-grid');
      // The ones box has focus; the sign at the far left must still be in view.
      await expect(grid.locator('input').last()).toBeFocused();
      const sign = grid.getByText(subject === 'Addition' ? '+' : '×', { exact: true });
      const fit = await grid.evaluate((element) => ({
        scroll: element.scrollWidth,
        shown: element.clientWidth,
      }));
      expect(fit.scroll, `${subject}: the grid is wider than its room`).toBeLessThanOrEqual(
        fit.shown,
      );
      await expect(sign).toBeInViewport();
      expect((await grid.locator('input').last().boundingBox())?.width).toBe(40);
      // At 320 px the grid scrolls a little, but the sign stays in view.
      await page.setViewportSize({ width: 320, height: 640 });
      // The grid in view (on a 640 px high screen the page ends near its last row).
      await grid.scrollIntoViewIfNeeded();
      await grid.locator('input').last().focus();
      await expect(sign).toBeInViewport();
    }
  });

  test('the level-up line comes under the difficulty buttons without moving the worksheet', async ({
    page,
  }) => {
    // Level 0 of addition cut to one problem, so one sum levels up.
    await page.route('**/api', async (route) => {
      if (route.request().postDataJSON()?.tag !== 'publicmath.get') return route.continue();
      const response = await route.fetch();
      const json = await response.json();
      json.public.addition_0 = json.public.addition_0.slice(0, 1);
      await route.fulfill({ response, json });
    });
    await openFreePractice(page);
    const panel = page.getByRole('tabpanel');
    await page.getByRole('tab', { name: 'Addition' }).click();
    await startDifficulty(page, 'Introductory');
    const worksheet = panel.getByRole('region', { name: /^Worksheet / });
    // Its top in the page (the window may scroll to the focused box).
    const worksheetTop = () =>
      worksheet.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

    await typeEntries(page, (await additionPlan(worksheet)).entries);
    const topBefore = await worksheetTop();
    await confirmAndGoOn(page);
    await expect(levelLine(page)).toHaveText(progress(1, 0));
    const levelUp = panel.getByRole('status').filter({ hasText: 'Level 1! You did it.' });
    await expect(levelUp).toBeVisible();
    // Under the buttons, on one line, and the new problem where the old one was.
    const buttons = await panel.getByRole('group', { name: 'Addition difficulty' }).boundingBox();
    const line = await levelUp.boundingBox();
    expect(line!.y).toBeGreaterThanOrEqual(buttons!.y + buttons!.height);
    expect(line!.height).toBeLessThan(48);
    expect(await worksheetTop()).toBe(topBefore);
  });
});

test('put away, How it works leaves the room to the worksheet and keeps clear of it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openFreePractice(page);
  const panel = page.getByRole('tabpanel');
  const worksheetArea = panel.locator('.worksheet-with-help-main');
  const open = await worksheetArea.boundingBox();
  await panel.getByRole('button', { name: /^Got it!/ }).click();
  const reopen = panel.getByRole('button', { name: 'How it works' });
  await expect(reopen).toBeFocused();

  const closed = await worksheetArea.boundingBox();
  const button = await reopen.boundingBox();
  if (!open || !closed || !button) throw new Error('no layout boxes');
  // The worksheet grows into the panel's room, and the button stays beside it, on one line.
  expect(closed.width).toBeGreaterThan(open.width + 100);
  expect(closed.x + closed.width).toBeLessThanOrEqual(button.x);
  expect(button.height).toBeLessThan(56);
});
