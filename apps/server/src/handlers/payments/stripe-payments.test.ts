import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  ERROR_REASONS,
  paymentCheckoutResponseSchema,
  paymentSuccessResponseSchema,
} from '@mathcols/api-client/protocol';
import { UNAUTHORIZED_REASON } from '../../auth/unauthorized';
import { parents, paymentSessions } from '../../db/schema';
import {
  TEST_PRICES,
  TEST_SITE_URL,
  standInProvider,
  paymentCalls,
  startPaymentsTestApp,
  startStripeStandIn,
  type PaymentsTestApp,
  type StripeStandIn,
} from '../../payments/test-support';
import { createBody, makeParent, type TestParent } from '../students/test-support';

let t: PaymentsTestApp;
let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await startPaymentsTestApp({ payments: standInProvider(stripe) });
});
afterAll(async () => {
  await t?.database.close();
  await stripe?.close();
});
afterEach(() => {
  stripe.failing = false;
  vi.restoreAllMocks();
});

const { checkout, success, manage, parentRow } = paymentCalls(() => t);
const sessionsOf = (parentId: string) =>
  t.db.select().from(paymentSessions).where(eq(paymentSessions.parentId, parentId));
/** The whole state payments touch: every parent and checkout row. */
const snapshot = async () => ({
  parents: await t.db.select().from(parents).orderBy(asc(parents.id)),
  sessions: await t.db.select().from(paymentSessions).orderBy(asc(paymentSessions.id)),
});

/** The Stripe session id behind a checkout redirect. */
function sessionIdOf(redirect: unknown): string {
  const id = /\/pay\/(cs_test_\d+)$/.exec(String(redirect))?.[1];
  if (!id) throw new Error(`Not a stand-in checkout URL: ${String(redirect)}`);
  return id;
}

/** Checks out, pays at the stand-in and confirms: the parent is premium afterwards. */
async function subscribe(parent: TestParent, priceid = 'monthly') {
  const sessionId = sessionIdOf((await checkout(parent, priceid)).body.redirect);
  stripe.pay(sessionId);
  const answer = await success(parent, sessionId);
  expect(answer.body.tag).toBe('payment.success');
  return sessionId;
}

describe('payment.checkout with Stripe', () => {
  it('opens a subscription Checkout Session for the plan and sends the browser there', async () => {
    const parent = await makeParent(t.db);
    const row = await parentRow(parent.parentId);
    const answer = await checkout(parent, 'annual', '1741944600123');
    expect(answer.status).toBe(200);
    const { redirect } = paymentCheckoutResponseSchema.parse(answer.body);
    const session = stripe.sessions.get(sessionIdOf(redirect));
    expect(redirect).toBe(session?.url);
    expect(session).toMatchObject({
      mode: 'subscription',
      price: TEST_PRICES.annual,
      client_reference_id: parent.parentId,
      customer: null,
      customer_email: row?.email,
      metadata: { parentId: parent.parentId, plan: 'annual' },
      success_url: `${TEST_SITE_URL}/#/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_SITE_URL}/#/stripe/canceled`,
    });
    const request = stripe.requests.at(-1);
    expect(request?.idempotencyKey).toBe(`checkout:${parent.parentId}:annual:1741944600123`);
    expect(request?.authorization).toBe('Bearer sk_test_standin');
    expect(await sessionsOf(parent.parentId)).toEqual([
      expect.objectContaining({
        provider: 'stripe',
        plan: 'annual',
        status: 'open',
        url: redirect,
      }),
    ]);
  });

  it('answers a double submit (same sessionid) with the same checkout, stored once', async () => {
    const parent = await makeParent(t.db);
    const [first, second] = await Promise.all([
      checkout(parent, 'monthly', '1741944600500'),
      checkout(parent, 'monthly', '1741944600500'),
    ]);
    const third = await checkout(parent, 'monthly', '1741944600500');
    expect(first.body.redirect).toEqual(expect.stringContaining('/pay/cs_test_'));
    expect(second.body.redirect).toBe(first.body.redirect);
    expect(third.body.redirect).toBe(first.body.redirect);
    expect(await sessionsOf(parent.parentId)).toHaveLength(1);
    const stripeSessions = [...stripe.sessions.values()].filter(
      (session) => session.client_reference_id === parent.parentId,
    );
    expect(stripeSessions).toHaveLength(1);
    // Pressing Subscribe again later is a new checkout.
    const later = await checkout(parent, 'monthly', '1741944700500');
    expect(later.body.redirect).not.toBe(first.body.redirect);
  });

  it('opens the checkout for the Stripe customer a parent already has', async () => {
    const parent = await makeParent(t.db);
    await t.db
      .update(parents)
      .set({ customer: `cus_test_earlier_${parent.parentId}`, subscriptionStatus: 'canceled' })
      .where(eq(parents.id, parent.parentId));
    const session = stripe.sessions.get(sessionIdOf((await checkout(parent)).body.redirect));
    expect(session).toMatchObject({
      customer: `cus_test_earlier_${parent.parentId}`,
      customer_email: null,
    });
  });

  it('needs a signed-in parent', async () => {
    const answer = await t.call({
      tag: 'payment.checkout',
      usertoken: 'not-a-token',
      priceid: 'monthly',
      sessionid: '1',
    });
    expect(answer).toMatchObject({
      status: 401,
      body: {
        tag: 'payment.checkout_error',
        reason: UNAUTHORIZED_REASON,
        message: UNAUTHORIZED_REASON,
      },
    });
  });

  it('refuses a parent who is premium already, without asking Stripe', async () => {
    const parent = await makeParent(t.db, { premium: true });
    const before = stripe.requests.length;
    const answer = await checkout(parent);
    expect(answer.body).toEqual({
      tag: 'payment.checkout_error',
      reason: ERROR_REASONS.alreadySubscribed,
      message: ERROR_REASONS.alreadySubscribed,
    });
    expect(stripe.requests).toHaveLength(before);
    expect(await sessionsOf(parent.parentId)).toEqual([]);
  });

  it('answers "Please try again" and logs when Stripe fails, storing nothing', async () => {
    const parent = await makeParent(t.db);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stripe.failing = true;
    const answer = await checkout(parent);
    expect(answer.body).toEqual({
      tag: 'payment.checkout_error',
      reason: ERROR_REASONS.paymentFailed,
      message: ERROR_REASONS.paymentFailed,
    });
    expect(logged).toHaveBeenCalledWith(
      'payment.checkout: the stripe provider failed:',
      expect.stringContaining('stand-in down'),
    );
    expect(await sessionsOf(parent.parentId)).toEqual([]);
  });
});

describe('two checkouts of one parent (two tabs)', () => {
  it('a newer checkout expires the older one at Stripe, so it can no longer be paid', async () => {
    const parent = await makeParent(t.db);
    const older = sessionIdOf((await checkout(parent, 'monthly')).body.redirect);
    const newer = sessionIdOf((await checkout(parent, 'annual')).body.redirect);
    expect(stripe.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/checkout/sessions/${older}/expire`,
    });
    expect(stripe.sessions.get(older)?.status).toBe('expired');
    expect(() => stripe.pay(older)).toThrow(/closed/);
    const rows = await sessionsOf(parent.parentId);
    expect(rows.find((row) => row.id === older)?.status).toBe('canceled');
    expect(rows.find((row) => row.id === newer)?.status).toBe('open');
    stripe.pay(newer);
    expect(paymentSuccessResponseSchema.parse((await success(parent, newer)).body).plan).toBe(
      'annual',
    );
  });

  it('keeps the first subscription when both were paid, and logs the second for a refund', async () => {
    const parent = await makeParent(t.db);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = sessionIdOf((await checkout(parent, 'monthly')).body.redirect);
    const paidFirst = stripe.pay(first);
    // The first tab was paid before the second opened: Stripe will not expire it.
    const second = sessionIdOf((await checkout(parent, 'annual')).body.redirect);
    expect(logged).toHaveBeenCalledWith(
      `payment.checkout: could not close the older checkout ${first}:`,
      expect.stringContaining('can be expired'),
    );
    const paidSecond = stripe.pay(second);
    expect((await success(parent, first)).body).toMatchObject({ plan: 'monthly' });
    const answer = await success(parent, second);
    expect(paymentSuccessResponseSchema.parse(answer.body)).toMatchObject({
      plan: 'monthly',
      data: { userpremium: 'true' },
    });
    expect(await parentRow(parent.parentId)).toMatchObject({
      premium: true,
      subscriptionId: paidFirst.subscription,
      plan: 'monthly',
    });
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining(`paid a second subscription ${paidSecond.subscription}`),
    );
    const rows = await sessionsOf(parent.parentId);
    expect(rows.find((row) => row.id === second)).toMatchObject({
      status: 'complete',
      subscriptionId: paidSecond.subscription,
    });
  });
});

describe('payment.success with Stripe', () => {
  it('makes the parent premium once the session is paid, who may then add a 2nd student', async () => {
    const parent = await makeParent(t.db);
    const sessionId = sessionIdOf((await checkout(parent, 'annual')).body.redirect);
    const paid = stripe.pay(sessionId);
    const answer = await success(parent, sessionId);
    expect(answer.status).toBe(200);
    const body = paymentSuccessResponseSchema.parse(answer.body);
    expect(body.plan).toBe('annual');
    expect(body.data).toMatchObject({
      userId: parent.parentId,
      userpremium: 'true',
      studentsMax: 4,
    });
    expect(await parentRow(parent.parentId)).toMatchObject({
      premium: true,
      customer: paid.customer,
      subscriptionId: paid.subscription,
      subscriptionStatus: 'active',
      plan: 'annual',
    });
    const [session] = await sessionsOf(parent.parentId);
    expect(session).toMatchObject({ status: 'complete', subscriptionId: paid.subscription });
    expect(session?.confirmedAt).toEqual(t.clock.now);

    const one = await t.call(await createBody(parent.usertoken, `kid.one.${sessionId}`));
    const two = await t.call(await createBody(parent.usertoken, `kid.two.${sessionId}`));
    expect(one.body.tag).toBe('student.create');
    expect(two.body).toMatchObject({ tag: 'student.create', result: 'true' });
    expect(two.body.students).toHaveLength(2);
  });

  it('answers a second confirmation the same, without a second subscription or change', async () => {
    const parent = await makeParent(t.db);
    const sessionId = await subscribe(parent);
    const after = await snapshot();
    const retrievals = stripe.requests.filter((request) => request.method === 'GET').length;
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const again = await success(parent, sessionId);
    expect(paymentSuccessResponseSchema.parse(again.body)).toMatchObject({
      plan: 'monthly',
      data: { userpremium: 'true', studentsMax: 4 },
    });
    expect(await snapshot()).toEqual(after);
    expect(stripe.requests.filter((request) => request.method === 'GET')).toHaveLength(retrievals);
  });

  it("refuses another parent's session id and changes nothing", async () => {
    const owner = await makeParent(t.db);
    const other = await makeParent(t.db);
    const sessionId = sessionIdOf((await checkout(owner)).body.redirect);
    stripe.pay(sessionId);
    const before = await snapshot();
    const answer = await success(other, sessionId);
    expect(answer.body).toEqual({
      tag: 'payment.success_error',
      reason: ERROR_REASONS.paymentNotConfirmed,
      message: ERROR_REASONS.paymentNotConfirmed,
    });
    expect(await snapshot()).toEqual(before);
    expect((await parentRow(other.parentId))?.premium).toBe(false);
    // The owner can still confirm it.
    expect((await success(owner, sessionId)).body.tag).toBe('payment.success');
  });

  it('refuses a session that is not paid yet, and an unknown one', async () => {
    const parent = await makeParent(t.db);
    const sessionId = sessionIdOf((await checkout(parent)).body.redirect);
    const before = await snapshot();
    expect((await success(parent, sessionId)).body).toEqual({
      tag: 'payment.success_error',
      reason: ERROR_REASONS.paymentNotConfirmed,
      message: ERROR_REASONS.paymentNotConfirmed,
    });
    expect((await success(parent, 'cs_test_never_opened')).body).toEqual({
      tag: 'payment.success_error',
      reason: ERROR_REASONS.noPaymentSession,
      message: ERROR_REASONS.noPaymentSession,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('says once that an empty session id names no session (400)', async () => {
    const parent = await makeParent(t.db);
    const answer = await success(parent, '');
    expect(answer.status).toBe(400);
    expect(answer.body.reason).toBe(`sessionid: ${ERROR_REASONS.noPaymentSession}`);
  });

  it('refuses and logs when Stripe cannot be asked, and confirms once it can', async () => {
    const parent = await makeParent(t.db);
    const sessionId = sessionIdOf((await checkout(parent)).body.redirect);
    stripe.pay(sessionId);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stripe.failing = true;
    expect((await success(parent, sessionId)).body.reason).toBe(ERROR_REASONS.paymentNotConfirmed);
    expect(logged).toHaveBeenCalled();
    expect((await parentRow(parent.parentId))?.premium).toBe(false);
    stripe.failing = false;
    expect((await success(parent, sessionId)).body.tag).toBe('payment.success');
  });
});

describe('payment.manage with Stripe', () => {
  it('refuses a parent without a Stripe customer', async () => {
    const parent = await makeParent(t.db);
    const before = stripe.requests.length;
    expect((await manage(parent)).body).toEqual({
      tag: 'payment.manage_error',
      reason: ERROR_REASONS.billingPortalUnavailable,
      message: ERROR_REASONS.billingPortalUnavailable,
    });
    expect(stripe.requests).toHaveLength(before);
  });

  it("opens a billing portal of the caller's own customer, back to the dashboard", async () => {
    const parent = await makeParent(t.db);
    const other = await makeParent(t.db);
    await subscribe(parent);
    await subscribe(other);
    const customer = (await parentRow(parent.parentId))?.customer;
    const answer = await manage(parent);
    expect(answer.body).toEqual({
      tag: 'payment.manage',
      redirect: expect.stringMatching(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_test_/),
    });
    const request = stripe.requests.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/billing_portal/sessions',
      params: { customer, return_url: `${TEST_SITE_URL}/#/parent-dashboard` },
    });
    expect(customer).not.toBe((await parentRow(other.parentId))?.customer);
  });

  it('answers the billing error and logs when Stripe fails', async () => {
    const parent = await makeParent(t.db);
    await subscribe(parent);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stripe.failing = true;
    expect((await manage(parent)).body.reason).toBe(ERROR_REASONS.billingPortalUnavailable);
    expect(logged).toHaveBeenCalled();
  });
});
