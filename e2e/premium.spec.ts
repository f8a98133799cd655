/**
 * The parent's premium side, clicked as a parent would: subscribe through the local test
 * checkout, add a second student, read a report card after the child finished an assignment,
 * write to support, and get one weekly summary per student (and none the second time).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from './accounts-helpers';
import {
  parentWithStudent,
  scheduleToday,
  signInParent,
  signInStudent,
  signOutParent,
  signOutStudent,
  startAssignment,
  solveAddition,
} from './learning-helpers';

/** One e-mail of the dev outbox. */
interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** Every e-mail of the dev outbox, newest first. */
async function outbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  const response = await request.get('/api/dev/outbox');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** The student finishes today's addition set by keyboard, all right. */
async function finishAddition(page: Page) {
  await startAssignment(page, 'Addition');
  for (let question = 1; question <= 10; question += 1) {
    await expect(page.getByText(`Question ${question} of 10`)).toBeVisible();
    await solveAddition(page);
    if (question < 10) await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.getByRole('button', { name: 'Move up to Level 1' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Assignment Complete!' })).toBeVisible();
}

test('a parent subscribes, adds a second student, reads a report card, writes to support and gets weekly e-mails', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const student = await parentWithStudent(page, request);
  await scheduleToday(page, student.handle, 'Addition');

  await test.step('before premium: report cards point to pricing', async () => {
    await page.goto('/#/report-cards');
    await expect(page.getByRole('link', { name: 'Sign up now!' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  await test.step('subscribe monthly through the local test checkout', async () => {
    await page.goto('/#/parent-dashboard');
    await page.getByRole('link', { name: 'Sign up now!' }).click();
    await expect(page).toHaveURL(/#\/pricing$/);
    await expect(page.getByText('$0')).toHaveCount(0);
    await page.getByRole('radio', { name: /monthly/i }).check();
    await expect(page.getByText('$3.99')).toBeVisible();
    await page.getByRole('button', { name: 'Subscribe' }).click();

    await expect(page).toHaveURL(/\/local-checkout\//);
    await expect(page.getByText(/test payment/i).first()).toBeVisible();
    await expect(page.getByText('$3.99').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/#\/payment-success\?session_id=/);
    await expect(page.getByText('Payment Successful!')).toBeVisible();
    await expect(page).toHaveURL(/#\/parent-dashboard$/, { timeout: 10_000 });
    await expect(page.getByRole('link', { name: 'Manage Billing' })).toBeVisible();
  });

  await test.step('premium: a second student', async () => {
    await page.getByRole('link', { name: 'Configure Students' }).click();
    const form = page.getByRole('region', { name: 'Add Student' });
    await form.getByLabel('First name').fill('Kim');
    await form.getByLabel('Last name').fill('Lee');
    await form.getByLabel('Account name').fill(`${student.handle}k`);
    await form.getByLabel('Password', { exact: true }).fill('8765');
    await form.getByLabel('Grade level').fill('2');
    await form.getByRole('button', { name: 'Add Student' }).click();
    await expect(page.getByText('Student List (2/4)')).toBeVisible();
  });

  await test.step('the child finishes today’s addition', async () => {
    await signOutParent(page);
    await signInStudent(page, student);
    await finishAddition(page);
    await signOutStudent(page);
  });

  await test.step('the parent reads Sam’s report card with a chart', async () => {
    await signInParent(page, student);
    await page.getByRole('link', { name: 'View Report Cards' }).click();
    await expect(page).toHaveURL(/#\/report-cards$/);
    const addition = page.getByRole('article', { name: 'Addition' });
    await expect(addition.getByText('Score 100%')).toBeVisible();
    await expect(addition.getByText('Grade A')).toBeVisible();
    await expect(addition.getByRole('img', { name: /Addition level history/ })).toBeVisible();
    await addition.getByText('Show as table').click();
    await expect(addition.getByRole('table')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  await test.step('a message to support lands in the outbox', async () => {
    await page.goto('/#/parent-contact');
    await page.getByLabel(/reason/i).selectOption('question');
    const body = `Can Sam do two subjects a day? ${student.handle}`;
    await page.getByLabel(/message/i).fill(body);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByText("Thank you for your message! We'll get back to you within 24 hours."),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const sent = (await outbox(request)).filter((message) => message.text.includes(body));
    expect(sent).toHaveLength(1);
  });

  await test.step('the weekly job sends one summary per student, and none again', async () => {
    const run = () => request.post('/api/dev/jobs/weekly-summary');
    expect((await run()).ok()).toBe(true);
    const weekly = async () =>
      (await outbox(request)).filter(
        // The weekly summaries, not the account e-mails (which have an HTML part too).
        (message) =>
          message.to === student.parent.email && message.text.includes('/api/unsubscribe?token='),
      );
    const first = await weekly();
    expect(first).toHaveLength(2);
    expect(first.every((message) => message.html !== null)).toBe(true);
    expect((await run()).ok()).toBe(true);
    expect(await weekly()).toHaveLength(2);
  });

  await test.step('cancelled in the billing portal: Free on every page, without signing in again', async () => {
    await page.goto('/#/manage-billing');
    await page.getByRole('button', { name: 'Update Payment Method' }).click();
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page).toHaveURL(/#\/parent-dashboard$/);
    await expect(page.getByRole('link', { name: 'Manage Billing' })).toHaveCount(0);
    await page.goto('/#/manage-billing');
    await expect(page.getByText('You are on the free plan.')).toBeVisible();
    await page.goto('/#/pricing');
    await expect(page.getByText('Your plan')).toHaveCount(0);
  });
});
