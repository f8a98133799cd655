import { expect, test, type Page } from '@playwright/test';
import {
  newestEmail,
  registerParent,
  seriousViolations,
  uniqueId,
  verificationLink,
  wrongThenRightPassword,
} from './accounts-helpers';

/** Moves the signed-in parent's account from Manage Account to `next` (password 'Secret123'). */
async function changeEmail(page: Page, next: string) {
  await page.getByRole('link', { name: 'Manage Account' }).click();
  await page.getByRole('button', { name: 'Change Email' }).click();
  await page.getByLabel('New Email', { exact: true }).fill(next);
  await page.getByLabel('Confirm New Email').fill(next);
  await page.getByLabel('Current Password').fill('Secret123');
  await page.getByRole('button', { name: 'Save New Email' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your email address is now' }),
  ).toContainText(next);
}

test('a parent moves the account to a new address, verifies it and signs in with it', async ({
  page,
  request,
}) => {
  const email = `${uniqueId('before')}@example.com`;
  const next = `${uniqueId('after')}@example.com`;
  await registerParent(page, email, 'Secret123');
  await page.getByRole('link', { name: 'Manage Account' }).click();
  await page.getByRole('button', { name: 'Change Email' }).click();
  await page.getByLabel('New Email', { exact: true }).fill(next);
  await page.getByLabel('Confirm New Email').fill(next);
  await page.getByLabel('Current Password').fill('Wrong-pass-1');
  await page.getByRole('button', { name: 'Save New Email' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your current password is not right');
  await page.getByLabel('Current Password').fill('Secret123');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save New Email' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your email address is now' }),
  ).toContainText(next);

  // The old address is told; the new one gets the verification e-mail, whose link verifies it.
  expect(await newestEmail(request, email, next)).toContain('If you did not do this');
  await page.goto(await verificationLink(request, next));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Email Verified Successfully!' }),
  ).toBeVisible();

  // The old address no longer signs in; the new one does, with the same password.
  await page.goto('/#/parent-dashboard');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('link', { name: 'Parent Login' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Secret123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid credentials');
  await page.getByLabel('Email').fill(next);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/#\/parent-dashboard$/);
  await expect(
    page.getByRole('region', { name: 'This account is not yet verified!' }),
  ).toBeHidden();
});

test('the owner of the old address undoes a change they did not make, then picks a new password', async ({
  page,
  request,
}) => {
  const email = `${uniqueId('owner')}@example.com`;
  const next = `${uniqueId('intruder')}@example.com`;
  await registerParent(page, email, 'Secret123');
  // Someone who knows the password (and has a session) moves the account away.
  await changeEmail(page, next);

  const notice = await newestEmail(request, email, '/#/undo-email-change?emailtoken=');
  const undo = /\/#\/undo-email-change\?emailtoken=[^\s"'<>]+/.exec(notice)?.[0] ?? '';
  expect(undo).not.toBe('');
  await page.goto(undo);
  await expect(page.getByRole('heading', { level: 1, name: 'The change is undone' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(`Your account is back at ${email}.`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Choose a new password' }).click();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('Owner-pass-9');
  await page.getByLabel('Confirm New Password').fill('Owner-pass-9');
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page).toHaveURL(/#\/parent-dashboard$/);

  // The old address signs in with the new password; the intruder's address has no account.
  await page.getByRole('button', { name: 'Logout' }).click();
  await wrongThenRightPassword(page, email, 'Secret123', 'Owner-pass-9');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('link', { name: 'Parent Login' }).click();
  await page.getByLabel('Email').fill(next);
  await page.getByLabel('Password').fill('Secret123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid credentials');
  // The link works once.
  await page.goto(undo);
  await expect(page.getByRole('alert')).toContainText('This link has expired or was used already.');
});
