/**
 * The student's learning loop in the browser, done as a parent and a child would do it: a
 * parent with a student (through the Register and Configure Students pages), a schedule for
 * today, signing the student and the parent in and out, starting an assignment, and a whole
 * worksheet solved by keyboard.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { registerParent, studentSignIn, uniqueId, verificationCode } from './accounts-helpers';
import { additionPlan, typeEntries } from './keyboard-worksheet';

/** A student the parent added: the handle and passcode the child signs in with. */
export interface StudentAccount {
  handle: string;
  passcode: string;
  /** The parent who added the student: their e-mail address and password. */
  parent: { email: string; password: string };
}

/**
 * Registers a parent, verifies the e-mail address with the e-mailed code, and adds one student
 * (Sam Lee, grade 3, every level at 0) on Configure Students. Leaves the parent there.
 */
export async function parentWithStudent(
  page: Page,
  request: APIRequestContext,
): Promise<StudentAccount> {
  const email = `${uniqueId('parent')}@example.com`;
  const parent = { email, password: 'Secret123' };
  const student = { handle: uniqueId('sam'), passcode: '4321', parent };
  await registerParent(page, email, parent.password);

  const banner = page.getByRole('region', { name: 'This account is not yet verified!' });
  await banner.getByRole('button', { name: 'Enter a Code' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Enter Verification Code' });
  await codeDialog.getByLabel('Verification code').fill(await verificationCode(request, email));
  await codeDialog.getByRole('button', { name: 'Verify Code' }).click();
  await expect(banner).toBeHidden();

  await page.getByRole('link', { name: 'Configure Students' }).click();
  const form = page.getByRole('region', { name: 'Add Student' });
  await form.getByLabel('First name').fill('Sam');
  await form.getByLabel('Last name').fill('Lee');
  await form.getByLabel('Account name').fill(student.handle);
  await form.getByLabel('Password', { exact: true }).fill(student.passcode);
  await form.getByLabel('Grade level').fill('3');
  await form.getByRole('button', { name: 'Add Student' }).click();
  await expect(page.getByText('Student List (1/4)')).toBeVisible();
  return student;
}

/** Today's weekday in the browser's own clock and time zone, e.g. 'Tuesday'. */
export function todayInBrowser(page: Page): Promise<string> {
  return page.evaluate(() => new Date().toLocaleDateString('en-US', { weekday: 'long' }));
}

/**
 * On Configure Students: opens the student's Schedule, turns on today's weekday (the toggle
 * named by the full day name) for `subject` alone, saves that subject and closes the dialog.
 * @returns today's weekday, e.g. 'Tuesday'.
 */
export async function scheduleToday(page: Page, handle: string, subject: string) {
  const today = await todayInBrowser(page);
  await page.getByRole('button', { name: `Schedule for ${handle}` }).click();
  const dialog = page.getByRole('dialog', { name: `Schedule for ${handle}` });
  const editor = dialog.getByRole('group', { name: `${subject} schedule` });
  const day = editor.getByRole('button', { name: today, exact: true });
  const save = editor.getByRole('button', { name: 'Save' });
  await expect(day).toHaveAttribute('aria-pressed', 'false');
  await expect(save).toBeDisabled();
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  await expect(editor.getByRole('status')).toHaveText(today.slice(0, 3));
  await save.click();
  await expect(save).toBeDisabled();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(`${subject} schedule saved for ${handle}.`)).toBeVisible();
  return today;
}

/** Signs the parent out from the parent dashboard. */
export async function signOutParent(page: Page) {
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/#\/$/);
}

/** Signs the student in from the landing page; ends on the dashboard ('Hello, Sam Lee!'). */
export async function signInStudent(page: Page, { handle, passcode }: StudentAccount) {
  await page.goto('/#/');
  await page.getByRole('link', { name: 'Student Login' }).click();
  await studentSignIn(page, handle, passcode);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Sam Lee!' })).toBeVisible();
}

/** Signs the student out from the student's pages: Home in the main navigation, then Logout. */
export async function signOutStudent(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
}

/** From the student's pages: opens Assignments and starts today's `subject` (e.g. 'Addition'). */
export async function startAssignment(page: Page, subject: string) {
  await page.getByRole('link', { name: /^Assignments/ }).click();
  await page
    .getByRole('article', { name: subject })
    .getByRole('button', { name: 'Start Assignment' })
    .click();
}

/** Signs the student's parent in from the landing page; ends on the parent dashboard. */
export async function signInParent(page: Page, { parent }: StudentAccount) {
  await page.goto('/#/');
  await page.getByRole('link', { name: 'Parent Login' }).click();
  await page.getByLabel('Email').fill(parent.email);
  await page.getByLabel('Password').fill(parent.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/#\/parent-dashboard$/);
}

/** A parent adds a student (no schedule); the student signs in. */
export async function signedInStudent(page: Page, request: APIRequestContext) {
  const student = await parentWithStudent(page, request);
  await signOutParent(page);
  await signInStudent(page, student);
  return student;
}

/** The worksheet on the page (there is one at a time). */
export const worksheetOf = (scope: Page | Locator) =>
  scope.getByRole('region', { name: /^Worksheet / });

/**
 * Solves the addition worksheet shown in `scope` by keyboard alone: reads the addends, types
 * the sum (and carries) worked out with BigInt, presses Enter and waits for 'Correct! 🎉'.
 * @returns the addends and their sum.
 */
export async function solveAddition(page: Page, scope: Page | Locator = page) {
  const worksheet = worksheetOf(scope);
  const plan = await additionPlan(worksheet);
  await typeEntries(page, plan.entries);
  await expect(worksheet.getByText('Correct! 🎉')).toBeVisible();
  return plan;
}
