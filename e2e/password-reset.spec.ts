import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  newestEmail,
  registerParent,
  seriousViolations,
  uniqueId,
  wrongThenRightPassword,
} from './accounts-helpers';

/** The newest password e-mail's link inside the site, e.g. `/#/reset-password?emailtoken=…`. */
async function resetLink(request: APIRequestContext, email: string) {
  const mark = '/#/reset-password?emailtoken=';
  const text = await newestEmail(request, email, mark);
  const link = /\/#\/reset-password\?emailtoken=[^\s"'<>]+/.exec(text)?.[0];
  expect(link).toBeTruthy();
  return link ?? '';
}

test('a parent who forgot the password asks for a link, chooses a new one and is signed in', async ({
  page,
  request,
}) => {
  const email = `${uniqueId('forgot')}@example.com`;
  await registerParent(page, email, 'Secret123');
  await page.getByRole('button', { name: 'Logout' }).click();

  // The login page's link carries the address typed so far.
  await page.getByRole('link', { name: 'Parent Login' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
  ).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Send Link' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent it a link');

  // The e-mailed link opens the form; the new password signs the parent in.
  await page.goto(await resetLink(request, email));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('Brand-new-pass-7');
  await page.getByLabel('Confirm New Password').fill('Brand-new-pass-7');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page).toHaveURL(/#\/parent-dashboard$/);
  // Reading the e-mail proved the address: no verification banner.
  await expect(page.getByText(/Hello, Pat/)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'This account is not yet verified!' }),
  ).toBeHidden();

  // The old password no longer works; the new one does.
  await page.getByRole('button', { name: 'Logout' }).click();
  await wrongThenRightPassword(page, email, 'Secret123', 'Brand-new-pass-7');
});

test('a used link says so and offers to send a new one', async ({ page, request }) => {
  const email = `${uniqueId('forgot')}@example.com`;
  await registerParent(page, email, 'Secret123');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto(`/#/forgot-password?email=${encodeURIComponent(email)}`);
  await page.getByRole('button', { name: 'Send Link' }).click();
  const link = await resetLink(request, email);
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill('Brand-new-pass-7');
  await page.getByLabel('Confirm New Password').fill('Brand-new-pass-7');
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page).toHaveURL(/#\/parent-dashboard$/);
  await page.getByRole('button', { name: 'Logout' }).click();

  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(
    'This link has expired or was used already. Ask for a new one below.',
  );
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Link' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent it a link');
  expect(await resetLink(request, email)).not.toBe(link);
});
