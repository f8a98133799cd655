/**
 * `user.emailchange` and `public.emailundo` with the Stripe provider (the real SDK against the
 * local stand-in): the customer's e-mail follows the parent's, best-effort.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { hashParentPassword, userCreateResponseSchema } from '@mathcols/api-client/protocol';
import { createApp } from '../../app';
import type { DatabaseHandle } from '../../db/open';
import { parents } from '../../db/schema';
import { createMailer } from '../../email/mailer';
import {
  TEST_SITE_URL,
  standInProvider,
  startStripeStandIn,
  type StripeStandIn,
} from '../../payments/test-support';
import { openTestDatabase } from '../../testing/database';
import { newDevice, post } from '../../testing/http';
import { latestEmailUndo } from './test-support';

const START = new Date('2025-03-14T09:30:00Z');
const PASSWORD = 'Secret-pass-1';

let database: DatabaseHandle;
let app: Hono;
let stripe: StripeStandIn;
let deviceid: string;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  database = await openTestDatabase();
  app = createApp({
    db: database.db,
    now: () => START,
    mailer: createMailer({ db: database.db, log: () => {} }),
    publicUrl: TEST_SITE_URL,
    payments: standInProvider(stripe),
  });
  deviceid = await newDevice(app);
});
afterAll(async () => {
  await database?.close();
  await stripe?.close();
});
afterEach(() => {
  stripe.failing = false;
  stripe.failureMessage = 'stand-in down';
  vi.restoreAllMocks();
});

let count = 0;

/** Registers a parent (password {@link PASSWORD}) with this stored customer id, or none. */
async function parentWithCustomer(customer: string | null) {
  count += 1;
  const email = `billing${count}.${Date.now()}@example.test`;
  const answer = await post(app, '/api', {
    tag: 'user.create',
    deviceid,
    email,
    emailpassword: await hashParentPassword(email, PASSWORD),
    firstname: 'Pat',
    lastname: 'Payer',
  });
  const { usertoken, data } = userCreateResponseSchema.parse(answer.body);
  await database.db.update(parents).set({ customer }).where(eq(parents.id, data.userId));
  return { email, usertoken, parentId: data.userId };
}

/** Moves the parent to `next` with the right password. */
async function change(parent: { email: string; usertoken: string }, next: string) {
  return post(app, '/api', {
    tag: 'user.emailchange',
    deviceid,
    usertoken: parent.usertoken,
    email: next,
    currentpassword: await hashParentPassword(parent.email, PASSWORD),
    emailpassword: await hashParentPassword(next, PASSWORD),
  });
}

/** The stand-in's customer updates, as `[customer id, email sent]`. */
const customerUpdates = () =>
  stripe.requests
    .filter((request) => request.method === 'POST' && request.path.startsWith('/v1/customers/'))
    .map((request) => [request.path.slice('/v1/customers/'.length), request.params.email]);

describe('user.emailchange with Stripe', () => {
  it('gives the parent’s Stripe customer the new address', async () => {
    const parent = await parentWithCustomer('cus_test_moving');
    stripe.requests.length = 0;
    const next = `moved${count}.${Date.now()}@example.test`;
    const answer = await change(parent, next);
    expect(answer.body).toMatchObject({ tag: 'user.emailchange', data: { email: next } });
    expect(customerUpdates()).toEqual([['cus_test_moving', next]]);
  });

  it('keeps the change when Stripe fails, and logs the failure without the address', async () => {
    const parent = await parentWithCustomer('cus_test_down');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const next = `moved${count}.${Date.now()}@example.test`;
    stripe.failing = true;
    stripe.failureMessage = `Cannot set ${next} (was ${parent.email})`;
    const answer = await change(parent, next);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ tag: 'user.emailchange', data: { email: next } });
    const [row] = await database.db.select().from(parents).where(eq(parents.id, parent.parentId));
    expect(row?.email).toBe(next);
    expect(logged).toHaveBeenCalledOnce();
    const line = String(logged.mock.calls[0]?.[0]);
    expect(line).toContain(
      `user.emailchange: updating the stripe customer's e-mail for parent ${parent.parentId} failed`,
    );
    // Stripe's message quoted both addresses: the log line has neither.
    expect(line).toMatch(/: Cannot set <address> \(was <address>\)$/);
    expect(line).not.toContain(next);
    expect(line).not.toContain(parent.email);
  });

  it('asks Stripe nothing for a parent without a customer, or with a local one', async () => {
    for (const customer of [null, 'cus_local_0123456789abcdef']) {
      const parent = await parentWithCustomer(customer);
      stripe.requests.length = 0;
      const answer = await change(parent, `moved${count}.${Date.now()}@example.test`);
      expect(answer.body.tag).toBe('user.emailchange');
      expect(customerUpdates()).toEqual([]);
    }
  });
});

describe('public.emailundo with Stripe', () => {
  /** Moves the parent to a new address, then undoes it through the notice's link. */
  async function changeAndUndo(parent: { email: string; usertoken: string }) {
    const next = `moved${count}.${Date.now()}@example.test`;
    expect((await change(parent, next)).body.tag).toBe('user.emailchange');
    const { token } = await latestEmailUndo(database.db, parent.email);
    stripe.requests.length = 0;
    const answer = await post(app, '/api', {
      tag: 'public.emailundo',
      deviceid,
      emailtoken: token,
    });
    return { next, answer };
  }

  it('puts the parent’s Stripe customer back on the old address', async () => {
    const parent = await parentWithCustomer('cus_test_undone');
    const { answer } = await changeAndUndo(parent);
    expect(answer.body).toMatchObject({ tag: 'public.emailundo', email: parent.email });
    expect(customerUpdates()).toEqual([['cus_test_undone', parent.email]]);
  });

  it('keeps the undo when Stripe fails, and logs the failure without the addresses', async () => {
    const parent = await parentWithCustomer('cus_test_undo_down');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const next = `moved${count}.${Date.now()}@example.test`;
    expect((await change(parent, next)).body.tag).toBe('user.emailchange');
    const { token } = await latestEmailUndo(database.db, parent.email);
    stripe.failing = true;
    stripe.failureMessage = `Cannot set ${parent.email} (was ${next})`;
    const answer = await post(app, '/api', {
      tag: 'public.emailundo',
      deviceid,
      emailtoken: token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ tag: 'public.emailundo', email: parent.email });
    const [row] = await database.db.select().from(parents).where(eq(parents.id, parent.parentId));
    expect(row?.email).toBe(parent.email);
    expect(logged).toHaveBeenCalledOnce();
    const line = String(logged.mock.calls[0]?.[0]);
    expect(line).toContain(
      `public.emailundo: updating the stripe customer's e-mail for parent ${parent.parentId} failed`,
    );
    expect(line).toMatch(/: Cannot set <address> \(was <address>\)$/);
    expect(line).not.toContain(next);
    expect(line).not.toContain(parent.email);
  });

  it('asks Stripe nothing for a parent without a customer, or with a local one', async () => {
    for (const customer of [null, 'cus_local_fedcba9876543210']) {
      const parent = await parentWithCustomer(customer);
      const { answer } = await changeAndUndo(parent);
      expect(answer.body.tag).toBe('public.emailundo');
      expect(customerUpdates()).toEqual([]);
    }
  });
});
