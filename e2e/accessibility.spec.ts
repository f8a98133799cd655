import { expect, test } from '@playwright/test';
import { seriousViolations } from './accounts-helpers';

test('the landing page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('link', { name: 'Let me try some free math problems!' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('free practice has no serious accessibility violations, dialog included', async ({ page }) => {
  await page.goto('/#/free-problems');
  await expect(page.getByRole('region', { name: /^Worksheet / })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Easy', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
