import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** One e-mail of the server's dev-only outbox (`GET /api/dev/outbox`). */
interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** An address and handle no other test of this run uses (tests run in parallel). */
export function uniqueId(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/**
 * The text of the newest e-mail to `email` that contains `mark`, read from the server's dev-only
 * outbox (polled: the e-mail is written while the request answers).
 */
export async function newestEmail(request: APIRequestContext, email: string, mark: string) {
  let text = '';
  await expect
    .poll(async () => {
      const response = await request.get('/api/dev/outbox');
      expect(response.ok()).toBe(true);
      const { messages } = (await response.json()) as { messages: OutboxMessage[] };
      text = messages.find((entry) => entry.to === email && entry.text.includes(mark))?.text ?? '';
      return text;
    })
    .toContain(mark);
  return text;
}

/** The text of the newest verification e-mail to `email`. */
export function verificationEmail(request: APIRequestContext, email: string) {
  return newestEmail(request, email, '/#/verifyemail?emailtoken=');
}

/** The 6-digit code of the newest verification e-mail to `email`. */
export async function verificationCode(request: APIRequestContext, email: string) {
  const code = /\b(\d{6})\b/.exec(await verificationEmail(request, email))?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code ?? '';
}

/** The e-mailed link's address inside the site, e.g. `/#/verifyemail?emailtoken=…`. */
export async function verificationLink(request: APIRequestContext, email: string) {
  const link = /\/#\/verifyemail\?emailtoken=[^\s"'<>]+/.exec(
    await verificationEmail(request, email),
  )?.[0];
  expect(link).toBeTruthy();
  return link ?? '';
}

/**
 * Signs in from the home page's Parent Login with a `wrong` password ('Invalid credentials'),
 * then the `right` one, landing on the dashboard.
 */
export async function wrongThenRightPassword(
  page: Page,
  email: string,
  wrong: string,
  right: string,
) {
  await page.getByRole('link', { name: 'Parent Login' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(wrong);
  await page.getByRole('button', { name: 'Login' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Invalid credentials');
  await expect(alert).toContainText('Check the email address and the password');
  await page.getByLabel('Password').fill(right);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/#\/parent-dashboard$/);
}

/** Registers a parent through the Register page, typing like a parent. */
export async function registerParent(page: Page, email: string, password: string) {
  await page.goto('/#/');
  await page.getByRole('link', { name: 'Parent Login' }).click();
  await page.getByRole('link', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await page.getByLabel('First Name').fill('Pat');
  await page.getByLabel('Last Name').fill('Doe');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/#\/parent-dashboard$/);
}

/** Signs a student in through the Student Login page. */
export async function studentSignIn(page: Page, handle: string, passcode: string) {
  await page.getByLabel('Student Handle').fill(handle);
  await page.getByLabel('Student Passcode').fill(passcode);
  await page.getByRole('button', { name: 'Student Login' }).click();
}

/**
 * Every axe violation on the page as it is now, whatever its impact; `scope` narrows the scan
 * (`include`, `exclude`, `disableRules`).
 */
export async function axeViolations(
  page: Page,
  scope: (builder: AxeBuilder) => AxeBuilder = (builder) => builder,
) {
  const { violations } = await scope(new AxeBuilder({ page })).analyze();
  return violations.map(({ id, help, nodes }) => ({
    id,
    help,
    targets: nodes.map((node) => node.target),
  }));
}

/** Axe violations of impact serious or critical on the page as it is now. */
export async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }));
}

/** The page's full width in CSS px; more than the viewport's means it scrolls sideways. */
export function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}
