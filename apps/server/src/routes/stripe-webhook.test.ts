import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { parents, paymentEvents, paymentSessions } from '../db/schema';
import {
  TEST_PRICES,
  deliverEvent,
  standInProvider,
  startPaymentsTestApp,
  startStripeStandIn,
  type PaymentsTestApp,
  type StripeStandIn,
} from '../payments/test-support';
import { makeParent, type TestParent } from '../handlers/students/test-support';
import { BAD_SIGNATURE_REASON } from './stripe-webhook';

let t: PaymentsTestApp;
let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await startPaymentsTestApp({
    payments: standInProvider(stripe),
    webhookSecret: 'whsec_test_secret',
  });
});
afterAll(async () => {
  await t?.database.close();
  await stripe?.close();
});

let eventCount = 0;
const eventId = () => `evt_test_${++eventCount}_${Date.now()}`;

const parentRow = async (parentId: string) => {
  const [row] = await t.db.select().from(parents).where(eq(parents.id, parentId));
  return row;
};
const snapshot = async () => ({
  parents: await t.db.select().from(parents).orderBy(asc(parents.id)),
  sessions: await t.db.select().from(paymentSessions).orderBy(asc(paymentSessions.id)),
  events: await t.db.select().from(paymentEvents).orderBy(asc(paymentEvents.id)),
});

let clientClock = 1_741_944_600_000;
/** Opens a checkout through the API and pays it at the stand-in (not confirmed yet). */
async function paidCheckout(parent: TestParent, priceid = 'monthly') {
  const answer = await t.call({
    tag: 'payment.checkout',
    usertoken: parent.usertoken,
    priceid,
    sessionid: String(++clientClock),
  });
  const id = /\/pay\/(cs_test_\d+)$/.exec(String(answer.body.redirect))?.[1] ?? '';
  return stripe.pay(id);
}

/** A premium parent with a Stripe customer and subscription, confirmed by the webhook. */
async function premiumParent() {
  const parent = await makeParent(t.db);
  const session = await paidCheckout(parent);
  const answer = await deliverEvent(t.app, {
    id: eventId(),
    type: 'checkout.session.completed',
    data: { object: { ...session } },
  });
  expect(answer.body.outcome).toBe('applied');
  return {
    ...parent,
    customer: session.customer ?? '',
    subscription: session.subscription ?? '',
  };
}

/** A `customer.subscription.*` event's data. */
const subscriptionObject = (
  customer: string,
  subscription: string,
  status: string,
  price = TEST_PRICES.monthly,
) => ({
  object: {
    id: subscription,
    object: 'subscription',
    customer,
    status,
    items: { object: 'list', data: [{ id: 'si_1', price: { id: price } }] },
  },
});

describe('POST /api/stripe/webhook', () => {
  it('refuses a wrong or missing signature with 400, changing nothing', async () => {
    const parent = await makeParent(t.db);
    const session = await paidCheckout(parent);
    const event = {
      id: eventId(),
      type: 'checkout.session.completed',
      data: { object: { ...session } },
    };
    const before = await snapshot();
    for (const options of [
      { secret: 'whsec_someone_else' },
      { signature: null },
      { signature: 't=1,v1=abc' },
    ]) {
      const answer = await deliverEvent(t.app, event, options);
      expect(answer).toMatchObject({
        status: 400,
        body: { tag: 'error', reason: BAD_SIGNATURE_REASON },
      });
    }
    expect(await snapshot()).toEqual(before);
    expect((await parentRow(parent.parentId))?.premium).toBe(false);
  });

  it('confirms a completed checkout like payment.success, recording the event', async () => {
    const parent = await makeParent(t.db);
    const session = await paidCheckout(parent, 'annual');
    const id = eventId();
    const answer = await deliverEvent(t.app, {
      id,
      type: 'checkout.session.completed',
      data: { object: { ...session } },
    });
    expect(answer).toMatchObject({ status: 200, body: { received: true, outcome: 'applied' } });
    expect(await parentRow(parent.parentId)).toMatchObject({
      premium: true,
      customer: session.customer,
      subscriptionId: session.subscription,
      subscriptionStatus: 'active',
      plan: 'annual',
    });
    const [event] = await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, id));
    expect(event?.type).toBe('checkout.session.completed');
    // The parent coming back to /payment-success afterwards gets the same answer.
    const back = await t.call({
      tag: 'payment.success',
      usertoken: parent.usertoken,
      sessionid: session.id,
    });
    expect(back.body).toMatchObject({ tag: 'payment.success', plan: 'annual' });
  });

  it('ignores a completed checkout this server never opened', async () => {
    const parent = await makeParent(t.db);
    const before = await snapshot();
    const answer = await deliverEvent(t.app, {
      id: eventId(),
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_elsewhere',
          object: 'checkout.session',
          mode: 'subscription',
          status: 'complete',
          payment_status: 'paid',
          client_reference_id: parent.parentId,
          customer: 'cus_elsewhere',
          subscription: 'sub_elsewhere',
        },
      },
    });
    expect(answer.body.outcome).toBe('ignored');
    // Nor one whose reference is no parent id of ours (a Payment Link, another app).
    const foreign = await deliverEvent(t.app, {
      id: eventId(),
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_other_app',
          object: 'checkout.session',
          mode: 'subscription',
          status: 'complete',
          payment_status: 'paid',
          client_reference_id: 'order-123',
        },
      },
    });
    expect(foreign).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
    expect((await snapshot()).parents).toEqual(before.parents);
  });

  it('takes a customer.subscription.updated without items: the status applies, the plan stays', async () => {
    const parent = await premiumParent();
    const { object } = subscriptionObject(parent.customer, parent.subscription, 'unpaid');
    const answer = await deliverEvent(t.app, {
      id: eventId(),
      type: 'customer.subscription.updated',
      data: { object: { ...object, items: undefined } },
    });
    expect(answer).toMatchObject({ status: 200, body: { outcome: 'applied' } });
    expect(await parentRow(parent.parentId)).toMatchObject({
      premium: false,
      subscriptionStatus: 'unpaid',
      plan: 'monthly',
    });
  });

  it('ends premium on customer.subscription.deleted, keeping the plan', async () => {
    const parent = await premiumParent();
    const answer = await deliverEvent(t.app, {
      id: eventId(),
      type: 'customer.subscription.deleted',
      data: subscriptionObject(parent.customer, parent.subscription, 'canceled'),
    });
    expect(answer.body.outcome).toBe('applied');
    expect(await parentRow(parent.parentId)).toMatchObject({
      premium: false,
      subscriptionStatus: 'canceled',
      plan: 'monthly',
    });
  });

  it('follows customer.subscription.updated: unpaid ends premium, past_due keeps, active gives back', async () => {
    const parent = await premiumParent();
    const update = (status: string, price?: string) =>
      deliverEvent(t.app, {
        id: eventId(),
        type: 'customer.subscription.updated',
        data: subscriptionObject(parent.customer, parent.subscription, status, price),
      });
    await update('past_due');
    expect(await parentRow(parent.parentId)).toMatchObject({
      premium: true,
      subscriptionStatus: 'past_due',
    });
    await update('unpaid');
    expect(await parentRow(parent.parentId)).toMatchObject({
      premium: false,
      subscriptionStatus: 'unpaid',
      plan: 'monthly',
    });
    await update('active', TEST_PRICES.annual);
    expect(await parentRow(parent.parentId)).toMatchObject({
      premium: true,
      subscriptionStatus: 'active',
      plan: 'annual',
    });
  });

  it('applies a redelivered event once: a replay after a later change changes nothing', async () => {
    const parent = await premiumParent();
    const unpaid = {
      id: eventId(),
      type: 'customer.subscription.updated',
      data: subscriptionObject(parent.customer, parent.subscription, 'unpaid'),
    };
    expect((await deliverEvent(t.app, unpaid)).body.outcome).toBe('applied');
    await deliverEvent(t.app, {
      id: eventId(),
      type: 'customer.subscription.updated',
      data: subscriptionObject(parent.customer, parent.subscription, 'active'),
    });
    const before = await snapshot();
    const replay = await deliverEvent(t.app, unpaid);
    expect(replay).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
    expect(await snapshot()).toEqual(before);
    expect((await parentRow(parent.parentId))?.premium).toBe(true);
  });

  it('ignores events about another subscription than the latest, and unknown customers', async () => {
    const parent = await premiumParent();
    const before = await snapshot();
    const stale = await deliverEvent(t.app, {
      id: eventId(),
      type: 'customer.subscription.deleted',
      data: subscriptionObject(parent.customer, 'sub_test_older', 'canceled'),
    });
    const stranger = await deliverEvent(t.app, {
      id: eventId(),
      type: 'customer.subscription.deleted',
      data: subscriptionObject('cus_nobody', 'sub_nobody', 'canceled'),
    });
    expect([stale.body.outcome, stranger.body.outcome]).toEqual(['ignored', 'ignored']);
    expect((await snapshot()).parents).toEqual(before.parents);
  });

  it('is not there without a webhook secret: 404 like any unknown /api path', async () => {
    const plain = await startPaymentsTestApp({ payments: standInProvider(stripe) });
    try {
      const answer = await deliverEvent(plain.app, {
        id: eventId(),
        type: 'customer.subscription.deleted',
        data: subscriptionObject('cus_x', 'sub_x', 'canceled'),
      });
      expect(answer).toMatchObject({ status: 404, body: { tag: 'error' } });
      expect(await plain.db.select().from(paymentEvents)).toEqual([]);
    } finally {
      await plain.database.close();
    }
  });
});
