import { describe, expect, it } from 'vitest';
import { ERROR_REASONS, paymentSuccessResponseSchema } from '@mathcols/api-client/protocol';
import { LOCAL_PORTAL_LIFETIME_MS } from '../payments/local-provider';
import { TEST_SITE_URL, paymentCalls, startPaymentsTestApp } from '../payments/test-support';
import { makeParent, type TestParent } from '../handlers/students/test-support';
import { openForFile } from '../testing/database';

// No provider given: the app's default, the local test checkout.
const t = openForFile(
  () => startPaymentsTestApp(),
  (started) => started.database.close(),
);

const { checkout, success, manage, parentRow } = paymentCalls(() => t);

/** The path of an absolute URL on the test site (the app is asked with paths). */
function sitePath(url: unknown): string {
  const text = String(url);
  expect(text.startsWith(`${TEST_SITE_URL}/`)).toBe(true);
  return text.slice(TEST_SITE_URL.length);
}
const page = async (path: string) => {
  const response = await t.app.request(path);
  return { status: response.status, headers: response.headers, html: await response.text() };
};
const press = (path: string) => t.app.request(path, { method: 'POST' });

/** Opens a local checkout; answers its page path and session id. */
async function openCheckout(parent: TestParent, priceid = 'monthly') {
  const answer = await checkout(parent, priceid);
  const path = sitePath(answer.body.redirect);
  const sessionId = /^\/local-checkout\/(cs_local_[\w-]+)$/.exec(path)?.[1];
  if (!sessionId) throw new Error(`Not a local checkout path: ${path}`);
  return { path, sessionId };
}

/** Checkout, Pay, payment.success: a premium parent. */
async function subscribe(parent: TestParent) {
  const { path, sessionId } = await openCheckout(parent);
  await press(`${path}/pay`);
  expect((await success(parent, sessionId)).body.tag).toBe('payment.success');
}

describe('the local test checkout', () => {
  it('shows a clearly labelled test payment with the plan, price, Pay and Cancel, no script', async () => {
    const parent = await makeParent(t.db);
    const monthly = await page((await openCheckout(parent, 'monthly')).path);
    expect(monthly.status).toBe(200);
    expect(monthly.headers.get('content-type')).toMatch(/^text\/html/);
    expect(monthly.headers.get('cache-control')).toBe('no-store');
    expect(monthly.html).toContain('Test payment — no card is charged');
    expect(monthly.html).toContain('$3.99/month');
    expect(monthly.html).toMatch(/<button type="submit"[^>]*>Pay<\/button>/);
    expect(monthly.html).toMatch(/<button type="submit"[^>]*>Cancel<\/button>/);
    expect(monthly.html).toMatch(
      /<form action="\/local-checkout\/cs_local_[\w-]+\/pay" method="post">/,
    );
    expect(monthly.html).not.toMatch(/<script|\son\w+=/i);
    // The site's icon, so the browser asks for no /favicon.ico (a 404).
    expect(monthly.html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    const annual = await page((await openCheckout(parent, 'annual')).path);
    expect(annual.html).toContain('$27.99/year');
  });

  it('Pay → 303 to /payment-success, then payment.success makes the parent premium', async () => {
    const parent = await makeParent(t.db);
    const { path, sessionId } = await openCheckout(parent, 'annual');
    expect((await success(parent, sessionId)).body).toEqual({
      tag: 'payment.success_error',
      reason: ERROR_REASONS.paymentNotConfirmed,
      message: ERROR_REASONS.paymentNotConfirmed,
    });
    const paid = await press(`${path}/pay`);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/#/payment-success?session_id=${sessionId}`);
    const answer = await success(parent, sessionId);
    expect(paymentSuccessResponseSchema.parse(answer.body)).toMatchObject({
      plan: 'annual',
      data: { userpremium: 'true', studentsMax: 4, plan: 'annual' },
    });
    expect(await parentRow(parent.parentId)).toMatchObject({
      premium: true,
      customer: expect.stringMatching(/^cus_local_/),
      subscriptionId: expect.stringMatching(/^sub_local_/),
      subscriptionStatus: 'active',
      plan: 'annual',
    });
    // The page now says it is paid and offers the way on, not Pay again.
    const after = await page(path);
    expect(after.html).toContain('This test payment is done.');
    expect(after.html).not.toContain('>Pay<');
  });

  it('Cancel → 303 to /stripe/canceled; the session can no longer be paid or confirmed', async () => {
    const parent = await makeParent(t.db);
    const { path, sessionId } = await openCheckout(parent);
    const canceled = await press(`${path}/cancel`);
    expect(canceled.status).toBe(303);
    expect(canceled.headers.get('location')).toBe('/#/stripe/canceled');
    const payLater = await press(`${path}/pay`);
    expect(payLater.headers.get('location')).toBe(path);
    expect((await page(path)).html).toContain('This test checkout was canceled.');
    expect((await success(parent, sessionId)).body.reason).toBe(ERROR_REASONS.paymentNotConfirmed);
    expect((await parentRow(parent.parentId))?.premium).toBe(false);
  });

  it('a newer checkout (another tab) closes the older: only the newer can be paid', async () => {
    const parent = await makeParent(t.db);
    const older = await openCheckout(parent, 'monthly');
    const newer = await openCheckout(parent, 'annual');
    const payOlder = await press(`${older.path}/pay`);
    expect(payOlder.headers.get('location')).toBe(older.path);
    expect((await page(older.path)).html).toContain('This test checkout was canceled.');
    expect((await success(parent, older.sessionId)).body.reason).toBe(
      ERROR_REASONS.paymentNotConfirmed,
    );
    await press(`${newer.path}/pay`);
    expect((await success(parent, newer.sessionId)).body).toMatchObject({ plan: 'annual' });
    expect(await parentRow(parent.parentId)).toMatchObject({ premium: true, plan: 'annual' });
  });

  it('answers 404 for an unknown checkout', async () => {
    const unknown = await page('/local-checkout/cs_local_unknown');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('Checkout not found');
    expect((await press('/local-checkout/cs_local_unknown/pay')).status).toBe(404);
  });
});

describe('the local billing page', () => {
  it('refuses payment.manage for a parent who never paid', async () => {
    const parent = await makeParent(t.db);
    expect((await manage(parent)).body).toEqual({
      tag: 'payment.manage_error',
      reason: ERROR_REASONS.billingPortalUnavailable,
      message: ERROR_REASONS.billingPortalUnavailable,
    });
  });

  it('shows the plan and status; Cancel subscription ends premium', async () => {
    const parent = await makeParent(t.db);
    await subscribe(parent);
    const answer = await manage(parent);
    const path = sitePath(answer.body.redirect);
    expect(path).toMatch(/^\/local-billing\/bps_local_[\w-]{32}$/);
    const billing = await page(path);
    expect(billing.status).toBe(200);
    expect(billing.html).toContain('Test payment — no card is charged');
    expect(billing.html).toContain('Monthly — $3.99/month');
    expect(billing.html).toContain('Active');
    expect(billing.html).toContain(`href="${TEST_SITE_URL}/#/parent-dashboard"`);
    expect(billing.html).not.toMatch(/<script/i);

    const canceled = await press(`${path}/cancel`);
    expect(canceled.status).toBe(303);
    expect(canceled.headers.get('location')).toBe(path);
    expect(await parentRow(parent.parentId)).toMatchObject({
      premium: false,
      subscriptionStatus: 'canceled',
      plan: 'monthly',
    });
    const after = await page(path);
    expect(after.html).toContain('Canceled');
    expect(after.html).not.toContain('Cancel subscription');
  });

  it('switches between the monthly and the annual plan, premium all along', async () => {
    const parent = await makeParent(t.db);
    await subscribe(parent);
    const path = sitePath((await manage(parent)).body.redirect);
    expect((await page(path)).html).toMatch(
      /<form action="\/local-billing\/bps_local_[\w-]+\/switch" method="post"><button type="submit">Switch to Annual — \$27\.99\/year<\/button>/,
    );

    const switched = await press(`${path}/switch`);
    expect(switched.status).toBe(303);
    expect(switched.headers.get('location')).toBe(path);
    expect(await parentRow(parent.parentId)).toMatchObject({
      premium: true,
      subscriptionStatus: 'active',
      plan: 'annual',
    });
    const annual = await page(path);
    expect(annual.html).toContain('Annual — $27.99/year');
    expect(annual.html).toContain('Switch to Monthly — $3.99/month');

    await press(`${path}/switch`);
    expect((await parentRow(parent.parentId))?.plan).toBe('monthly');
    // Once canceled there is nothing to switch: Pricing subscribes again.
    await press(`${path}/cancel`);
    await press(`${path}/switch`);
    expect(await parentRow(parent.parentId)).toMatchObject({ premium: false, plan: 'monthly' });
    expect((await page(path)).html).not.toContain('Switch to');
  });

  it("answers 404 for a wrong or expired token, never another parent's page", async () => {
    const parent = await makeParent(t.db);
    await subscribe(parent);
    const path = sitePath((await manage(parent)).body.redirect);
    for (const wrong of ['/local-billing/bps_local_guess', `${path}x`]) {
      const answer = await page(wrong);
      expect(answer.status).toBe(404);
      expect(answer.html).toContain('Billing link not found');
      expect((await press(`${wrong}/cancel`)).status).toBe(404);
      expect((await press(`${wrong}/switch`)).status).toBe(404);
    }
    expect((await parentRow(parent.parentId))?.premium).toBe(true);
    t.clock.now = new Date(t.clock.now.getTime() + LOCAL_PORTAL_LIFETIME_MS);
    try {
      expect((await page(path)).status).toBe(404);
      expect((await press(`${path}/cancel`)).status).toBe(404);
      expect((await parentRow(parent.parentId))?.premium).toBe(true);
    } finally {
      t.clock.now = new Date(t.clock.now.getTime() - LOCAL_PORTAL_LIFETIME_MS);
    }
  });
});
