import { expect, test } from '@playwright/test';
import {
  pageWidth,
  registerParent,
  seriousViolations,
  studentSignIn,
  uniqueId,
  verificationCode,
  verificationLink,
  wrongThenRightPassword,
} from './accounts-helpers';

test('a parent registers, verifies, adds a scheduled student; the student signs in', async ({
  page,
  request,
}) => {
  const email = `${uniqueId('parent')}@example.com`;
  const handle = uniqueId('sam');
  await registerParent(page, email, 'Secret123');

  // Verify the e-mail address with the code from the e-mail.
  const banner = page.getByRole('region', { name: 'This account is not yet verified!' });
  await expect(banner).toBeVisible();
  const code = await verificationCode(request, email);
  await banner.getByRole('button', { name: 'Enter a Code' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Enter Verification Code' });
  await codeDialog.getByLabel('Verification code').fill(code);
  await codeDialog.getByRole('button', { name: 'Verify Code' }).click();
  await expect(codeDialog).toBeHidden();
  await expect(banner).toBeHidden();

  // Add a student.
  await page.getByRole('link', { name: 'Configure Students' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Configure Students' })).toBeVisible();
  await expect(page.getByText('Student List (0/4)')).toBeVisible();
  const form = page.getByRole('region', { name: 'Add Student' });
  await form.getByLabel('First name').fill('Sam');
  await form.getByLabel('Last name').fill('Lee');
  await form.getByLabel('Account name').fill(handle);
  await form.getByLabel('Password', { exact: true }).fill('4321');
  await form.getByLabel('Grade level').fill('3');
  await form.getByRole('button', { name: 'Add Student' }).click();
  await expect(page.getByText('Student List (1/4)')).toBeVisible();

  // Schedule addition every day, so it is due today whatever the weekday.
  await page.getByRole('button', { name: `Schedule for ${handle}` }).click();
  const scheduleDialog = page.getByRole('dialog', { name: `Schedule for ${handle}` });
  const addition = scheduleDialog.getByRole('group', { name: 'Addition schedule' });
  const save = addition.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await addition.getByRole('button', { name: 'Every Day' }).click();
  await save.click();
  await expect(save).toBeDisabled();
  await scheduleDialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(`Addition schedule saved for ${handle}.`)).toBeVisible();

  // Sign out from the dashboard.
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/#\/$/);

  // The student: a wrong passcode first, then the right one.
  await page.getByRole('link', { name: 'Student Login' }).click();
  await studentSignIn(page, handle, '9999');
  await expect(page.getByRole('alert')).toHaveText(/^Login failed/);
  await expect(page).toHaveURL(/#\/student-login$/);
  await studentSignIn(page, handle, '4321');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Sam Lee!' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Assignments/ })).toHaveAccessibleName(
    /1 subject to do today/,
  );

  // The session survives a reload; the landing page sends the student to the dashboard.
  await page.goto('/#/');
  await expect(page).toHaveURL(/#\/student-dashboard$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Student Login' })).toBeVisible();
});

test('an unknown handle says Login failed and what to do next', async ({ page }) => {
  await page.goto('/#/student-login');
  await studentSignIn(page, uniqueId('nobody'), '1234');
  await expect(page.getByRole('alert')).toHaveText(
    'Login failedCheck your handle and passcode, or ask your parent for them.',
  );
});

test('a signed-out visitor of the parent dashboard lands on the parent login', async ({ page }) => {
  await page.goto('/#/parent-dashboard');
  await expect(page).toHaveURL(/#\/parent-login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Parent Login' })).toBeVisible();
});

/** From the landing page: Parent Login with `wrong` ('Invalid credentials'), then `right`. */
test('a parent signs in with a wrong, then the right password', async ({ page }) => {
  const email = `${uniqueId('parent')}@example.com`;
  await registerParent(page, email, 'Secret123');
  await page.getByRole('button', { name: 'Logout' }).click();
  await wrongThenRightPassword(page, email, 'Wrong1234', 'Secret123');
});

test('a parent changes name and password on Manage Account, then signs in with the new one', async ({
  page,
}) => {
  const email = `${uniqueId('parent')}@example.com`;
  await registerParent(page, email, 'Secret123');
  await page.getByRole('link', { name: 'Manage Account' }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('First Name').fill('Robin');
  await page.getByLabel('Current Password').fill('Secret123');
  await page.getByLabel('New Password', { exact: true }).fill('Brand-new-pass-7');
  await page.getByLabel('Confirm New Password').fill('Brand-new-pass-7');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Success' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page.getByText(/Hello, Robin/)).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  // The old password no longer works; the new one does.
  await wrongThenRightPassword(page, email, 'Secret123', 'Brand-new-pass-7');
});

test('a parent verifies through the e-mailed link, then signs in verified', async ({
  page,
  request,
}) => {
  const email = `${uniqueId('parent')}@example.com`;
  await registerParent(page, email, 'Secret123');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Parent Login' })).toBeVisible();

  await page.goto(await verificationLink(request, email));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Email Verified Successfully!' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/#\/parent-login$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Secret123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/#\/parent-dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'This account is not yet verified!' })).toHaveCount(
    0,
  );

  // The link works once.
  await page.goto(await verificationLink(request, email));
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Something went wrong, this token is not valid',
    }),
  ).toBeVisible();
});

test('a signed-in parent opens the e-mailed link in a new tab: both tabs drop the banner', async ({
  page,
  request,
}) => {
  const email = `${uniqueId('parent')}@example.com`;
  await registerParent(page, email, 'Secret123');
  const banner = page.getByRole('region', { name: 'This account is not yet verified!' });
  await expect(banner).toBeVisible();

  const mailTab = await page.context().newPage();
  await mailTab.goto(await verificationLink(request, email));
  await expect(mailTab.getByText('Taking you to your dashboard...')).toBeVisible();
  await expect(mailTab).toHaveURL(/#\/parent-dashboard$/);
  await expect(
    mailTab.getByRole('region', { name: 'This account is not yet verified!' }),
  ).toHaveCount(0);
  // The first tab hears of it through the shared storage, without a reload.
  await expect(banner).toHaveCount(0);
});

test('the sign-in forms work from the keyboard and have no serious accessibility violations', async ({
  page,
}) => {
  await page.goto('/#/parent-login');
  await page.getByLabel('Email').focus();
  await page.keyboard.type('not-an-address');
  await page.keyboard.press('Enter');
  const email = page.getByLabel('Email');
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Password is required');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Create Account' }).click();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByLabel('First Name')).toBeFocused();
  await expect(page.getByLabel('Confirm Password')).toHaveAccessibleDescription(
    'Please confirm your password',
  );
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/#/student-login');
  await studentSignIn(page, 'ab', '12');
  await expect(page.getByLabel('Student Handle')).toHaveAccessibleDescription(
    'Student handle must be at least 3 characters long',
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('Manage Account shows a long e-mail address whole, inside its card', async ({ page }) => {
    const email = `${uniqueId('a-parent-with-a-long-address')}@example.com`;
    await registerParent(page, email, 'Secret123');
    await page.goto('/#/manage-account');
    const value = page.getByText(email, { exact: true });
    await expect(value).toBeVisible();
    const card = page.locator('section', { has: value });
    const [valueBox, cardBox] = [await value.boundingBox(), await card.boundingBox()];
    expect(valueBox!.x + valueBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
  });
});
