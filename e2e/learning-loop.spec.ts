import { expect, test, type Locator, type Page } from '@playwright/test';
import { pageWidth, seriousViolations } from './accounts-helpers';
import { additionPlan, typeEntries } from './keyboard-worksheet';
import {
  parentWithStudent,
  scheduleToday,
  signedInStudent,
  signInStudent,
  signOutParent,
  solveAddition,
  worksheetOf,
} from './learning-helpers';

/** The dashboard's Assignments tile: its name carries the badge ('…, 1 subject to do today'). */
const assignmentsTile = (page: Page) => page.getByRole('link', { name: /^Assignments/ });

test('a parent schedules addition for today; the student finishes it at 100% and moves up', async ({
  page,
  request,
}) => {
  const student = await parentWithStudent(page, request);
  const today = await scheduleToday(page, student.handle, 'Addition');
  await signOutParent(page);

  await signInStudent(page, student);
  await expect(assignmentsTile(page)).toHaveAccessibleName(
    /^Assignments\s*,\s*1 subject to do today$/,
  );

  await test.step('Assignments: today, Addition at level 0, start it', async () => {
    await assignmentsTile(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Assignments' })).toBeVisible();
    await expect(page.getByText(`Today is ${today}`)).toBeVisible();
    await expect(page.getByText('Addition is waiting for you.')).toBeVisible();
    const card = page.getByRole('article', { name: 'Addition' });
    await expect(card.getByText('Level 0')).toBeVisible();
    await card.getByRole('button', { name: 'Start Assignment' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Addition Assignment' }),
    ).toBeVisible();
  });

  await test.step('ten questions solved by keyboard alone', async () => {
    for (let question = 1; question <= 10; question += 1) {
      await expect(page.getByText(`Question ${question} of 10`)).toBeVisible();
      if (question === 1) {
        await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
        await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
      }
      const plan = await solveAddition(page);
      // Level 0: one-digit addends.
      expect(plan.first).toBeLessThan(10n);
      expect(plan.second).toBeLessThan(10n);
      if (question < 10) {
        // One way on, just under the worksheet: the runner's Next takes focus.
        await expect(worksheetOf(page).getByRole('button', { name: 'Next Problem →' })).toHaveCount(
          0,
        );
        await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeFocused();
        await page.keyboard.press('Enter');
      }
    }
    // On the last question focus waits on Finish.
    const finish = page.getByRole('button', { name: 'Finish' });
    await expect(finish).toBeEnabled();
    await expect(finish).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
  });

  await test.step('the options screen offers to move up; the student takes it', async () => {
    await expect(page.getByText('Score: 100%')).toBeVisible();
    await expect(page.getByText('10 of 10 correct')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'What would you like to do next?' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stay on Level 0' })).toBeVisible();
    await page.getByRole('button', { name: 'Move up to Level 1' }).click();

    await expect(
      page.getByRole('heading', { level: 2, name: 'Assignment Complete!' }),
    ).toBeVisible();
    await expect(page.getByText('Score: 100%')).toBeVisible();
    await expect(page.getByText('Fantastic work! You really know this level.')).toBeVisible();
    // Said on screen (with a star) and in the live region.
    await expect(page.getByText(/★\s*Level 1! You moved up a level\.$/)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Level 1!' })).toHaveText(
      'Level 1! You moved up a level.',
    );
    // The level badge beside the heading.
    await expect(page.getByText('Level 1', { exact: true })).toBeVisible();
  });

  await test.step('Back after leaving the results shows them again, not the finished set', async () => {
    await page.getByRole('link', { name: 'Back to Assignments' }).click();
    await expect(page.getByText('All done for today!')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Assignment Complete!' })).toBeVisible();
    await expect(page.getByText('Score: 100%')).toBeVisible();
    await expect(page.getByText('Question 1 of 10')).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Assignments' }).click();
    await expect(page).toHaveURL(/#\/assignments$/);
    await expect(page.getByText('All done for today!')).toBeVisible();
  });

  await test.step('My Progress shows Addition at level 1 with its report card', async () => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(assignmentsTile(page)).toHaveAccessibleName('Assignments');
    await page.getByRole('link', { name: 'My Progress' }).click();
    await expect(page.getByRole('heading', { level: 1, name: "Sam's Progress" })).toBeVisible();
    await expect(page.getByText('Average score')).toBeVisible();
    await expect(page.getByText('Based on Addition.')).toBeVisible();

    const addition = page.getByRole('article', { name: 'Addition' });
    await expect(addition.getByText('Level 1', { exact: true })).toBeVisible();
    await expect(addition.getByText('Score 100%')).toBeVisible();
    await expect(addition.getByText('Grade A')).toBeVisible();
    await expect(
      addition.getByRole('progressbar', { name: /^Addition: \d+% complete$/ }),
    ).toBeVisible();
    await expect(addition.getByRole('img', { name: 'Addition level history' })).toBeVisible();

    const subtraction = page.getByRole('article', { name: 'Subtraction' });
    await expect(subtraction.getByText('Level 0', { exact: true })).toBeVisible();
    await expect(subtraction.getByText('No score yet: no assignment finished')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('Assignments: Addition is completed for today', async () => {
    await page.goto('/#/assignments');
    await expect(page.getByText('All done for today!')).toBeVisible();
    const card = page.getByRole('article', { name: 'Addition' });
    await expect(card.getByText('Completed')).toBeVisible();
    await expect(card.getByText('Level 1')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Start Assignment' })).toHaveCount(0);
  });
});

test('after 10 practice problems solved by keyboard, a reload on the way, the practice dialog appears', async ({
  page,
  request,
}) => {
  await signedInStudent(page, request);
  await page.getByRole('link', { name: 'Practice', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Practice Problems' })).toBeVisible();
  await page.getByRole('radio', { name: 'Addition' }).check();
  await page.getByLabel('Level').selectOption({ label: 'Level 1' });
  await page.getByRole('button', { name: 'Start Practice' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Addition' })).toBeVisible();

  for (let done = 0; done < 10; done += 1) {
    await expect(page.getByText(`Problems Completed: ${done}/10`)).toBeVisible();
    await expect(page.getByText('Incorrect Answers: 0')).toBeVisible();
    const plan = await solveAddition(page);
    // Level 1: a carry into the tens.
    expect(plan.sum.length).toBe(2);
    const next = worksheetOf(page).getByRole('button', { name: 'Next Problem →' });
    await expect(next).toBeFocused();
    if (done === 3) {
      // A reload before Next loses nothing: the same subject, level, count and solved problem,
      // which Next then counts.
      const problem = await worksheetOf(page).getAttribute('aria-label');
      await page.reload();
      await expect(page.getByRole('heading', { level: 2, name: 'Addition' })).toBeVisible();
      await expect(page.getByText('Problems Completed: 3/10')).toBeVisible();
      await expect(worksheetOf(page)).toHaveAttribute('aria-label', problem ?? '');
      await expect(worksheetOf(page).getByText('Correct! 🎉')).toBeVisible();
      await next.click();
    } else {
      await page.keyboard.press('Enter');
    }
  }

  const dialog = page.getByRole('dialog', { name: 'Practice Session Complete!' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(
    'You completed 10 problems! You made 0 incorrect attempts!',
  );
  await expect(dialog.getByRole('button', { name: 'Do More Practice' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Do More Practice' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Problems Completed: 0/10')).toBeVisible();
});

/** The question the quiz's answer box describes, e.g. 'Question: 7 + 8 = ?'. */
async function questionOf(input: Locator): Promise<string> {
  const questionId = await input.getAttribute('aria-describedby');
  return (await input.page().locator(`[id="${questionId}"]`).textContent()) ?? '';
}

/** The question the quiz shows, worked out: '7 + 8' → 15. */
async function quizAnswer(page: Page): Promise<bigint> {
  const question = await questionOf(page.getByLabel('Your answer'));
  const match = /(\d+)\s*\+\s*(\d+)/.exec(question);
  expect(match, `an addition in "${question}"`).not.toBeNull();
  return BigInt(match?.[1] ?? '') + BigInt(match?.[2] ?? '');
}

test('a quick quiz with 5 right answers out of 10 shows Good Progress!, a reload losing nothing', async ({
  page,
  request,
}) => {
  await signedInStudent(page, request);
  await page.goto('/#/math-problems?operation=addition&level=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Addition Quiz' })).toBeVisible();

  const input = page.getByLabel('Your answer');
  for (let index = 0; index < 10; index += 1) {
    await expect(page.getByText(`Problems: ${index}/10`)).toBeVisible();
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('');
    if (index === 3) {
      // A reload mid-quiz goes on with the same question and counters (kept in the tab).
      const before = await questionOf(input);
      await page.reload();
      await expect(page.getByText('Problems: 3/10')).toBeVisible();
      await expect(page.getByText('Correct: 2', { exact: true })).toBeVisible();
      await expect(input).toBeFocused();
      expect(await questionOf(input)).toBe(before);
    }
    const right = await quizAnswer(page);
    const correct = index % 2 === 0;
    await page.keyboard.type(String(correct ? right : right + 1n));
    await page.keyboard.press('Enter');
    const feedback = page.getByRole('status').filter({ hasText: /Correct!|Nice try!/ });
    await expect(feedback).toContainText(
      correct ? 'Correct!' : `Nice try! The answer is ${right}.`,
    );
    await expect(
      page.getByText(`Correct: ${Math.floor(index / 2) + 1}`, { exact: true }),
    ).toBeVisible();
    const next = page.getByRole('button', { name: index < 9 ? 'Next Problem' : 'See Results' });
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
  }

  const results = page.getByRole('region', { name: 'Good Progress!' });
  await expect(results).toBeVisible();
  await expect(results.getByRole('heading', { name: 'Good Progress!' })).toBeVisible();
  await expect(results.getByText('You got 5 out of 10 right.')).toBeVisible();
});

// On a phone the four practice categories are a short list (sign and name side by side) whose
// names fit at full size, not 120 px tiles one under another.
for (const [width, height] of [
  [320, 640],
  [375, 667],
] as const) {
  test.describe(`on a ${width} px phone`, () => {
    test.use({ viewport: { width, height } });

    test("the practice categories are a short list whose names fit at full size; the child's pick starts", async ({
      page,
      request,
    }) => {
      await signedInStudent(page, request);
      await page.goto('/#/practice-problems');
      const categories = page.getByRole('radio');
      await expect(categories).toHaveCount(4);
      const tiles = page.locator('label', { has: categories });
      const fits = await tiles.evaluateAll((all) =>
        all.map((tile) => {
          const name = [...tile.querySelectorAll('span')].at(-1)!;
          const style = getComputedStyle(name);
          return {
            name: name.textContent,
            inside: name.getBoundingClientRect().right <= tile.getBoundingClientRect().right,
            fontPx: parseFloat(style.fontSize),
            heightPx: tile.getBoundingClientRect().height,
          };
        }),
      );
      for (const tile of fits) {
        expect(tile.inside, `${tile.name} inside its tile`).toBe(true);
        expect(tile.fontPx, `${tile.name} font size`).toBeGreaterThanOrEqual(16);
        // A list row, not a 120 px tile: the four fit above the level list on the screen.
        expect(tile.heightPx, `${tile.name} height`).toBeLessThanOrEqual(72);
      }
      await page.getByRole('radio', { name: 'Subtraction' }).check();
      await page.getByRole('button', { name: 'Start Practice' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Subtraction' })).toBeVisible();
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    });
  });
}

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('after a wrong try the red box, Try Again and the way on to the next problem are all in view', async ({
    page,
    request,
  }) => {
    await signedInStudent(page, request);
    await page.goto('/#/practice-problems');
    await page.getByRole('radio', { name: 'Addition' }).check();
    await page.getByRole('button', { name: 'Start Practice' }).click();
    const worksheet = worksheetOf(page);
    const plan = await additionPlan(worksheet);
    // The ones digit one too big: one red box.
    const [ones, ...rest] = plan.entries;
    await worksheet.getByRole('textbox', { name: ones!.label }).focus();
    const wrongOnes = { ...ones!, digit: String((Number(ones!.digit) + 1) % 10) };
    await typeEntries(page, [wrongOnes, ...rest]);
    await expect(worksheet.getByText('Fix the red boxes and try again.')).toBeVisible();
    // Whole, not cut by the window's edge.
    const whole = { ratio: 1 };
    await expect(worksheet.getByRole('textbox', { name: ones!.label })).toBeInViewport(whole);
    await expect(worksheet.getByRole('button', { name: 'Try Again' })).toBeInViewport(whole);
    await expect(page.getByRole('button', { name: 'Next Problem →' })).toBeInViewport(whole);
  });
});
