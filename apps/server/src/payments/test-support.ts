/**
 * Test helpers for payments: a small local stand-in for the Stripe endpoints the provider calls
 * (the real `stripe` SDK talks to it over HTTP), an app over an in-memory PGlite with a chosen
 * provider, and signed webhook deliveries.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Hono } from 'hono';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { parents } from '../db/schema';
import type { TestParent } from '../handlers/students/test-support';
import { startTestApp, type TestApp } from '../testing/app';
import type { JsonAnswer } from '../testing/http';
import type { PaymentProvider } from './provider';
import { createStripeProvider, type StripeProvider } from './stripe-provider';

/** The site URL the test apps are configured with (`PUBLIC_URL`). */
export const TEST_SITE_URL = 'http://mathcols.test';
/** The price ids the Stripe test provider is configured with. */
export const TEST_PRICES = { monthly: 'price_test_monthly', annual: 'price_test_annual' };
/** The webhook signing secret of the test apps. */
export const TEST_WEBHOOK_SECRET = 'whsec_test_secret';

/** A Checkout Session as the stand-in keeps it (the fields the provider reads). */
export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  subscription: string | null;
  metadata: Record<string, string>;
  url: string;
  success_url: string;
  cancel_url: string;
  /** `line_items[0][price]` as sent. */
  price: string;
}

/** One request the stand-in received. */
export interface StandInRequest {
  method: string;
  path: string;
  /** The form-encoded body's fields, keys as sent (`metadata[plan]`). */
  params: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

/** A running stand-in for Stripe's API. */
export interface StripeStandIn {
  /** Where it listens, for `createStripeProvider({ api })`. */
  api: { host: string; port: number; protocol: 'http' };
  sessions: Map<string, StandInSession>;
  requests: StandInRequest[];
  /** Answer every request with a 500 API error while true. */
  failing: boolean;
  /** The message of those errors. @defaultValue 'stand-in down' */
  failureMessage: string;
  /** The customer pays: the session becomes complete and paid, with a customer and subscription. */
  pay(sessionId: string): StandInSession;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': 'req_standin' });
  response.end(JSON.stringify(body));
}

const stripeError = (type: string, message: string) => ({ error: { type, message } });

/**
 * Starts the stand-in on a free port of 127.0.0.1. It answers `POST /v1/checkout/sessions`
 * (idempotency keys honoured), `GET /v1/checkout/sessions/:id`,
 * `POST /v1/checkout/sessions/:id/expire` (an open session only, as Stripe),
 * `POST /v1/billing_portal/sessions` and `POST /v1/customers/:id` (an update: any customer id,
 * the sent `email` echoed); anything else is a 404 Stripe error.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>();
  const byIdempotencyKey = new Map<string, StandInSession>();
  const requests: StandInRequest[] = [];
  let count = 0;
  const standIn: StripeStandIn = {
    api: { host: '127.0.0.1', port: 0, protocol: 'http' },
    sessions,
    requests,
    failing: false,
    failureMessage: 'stand-in down',
    pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`stand-in: no session ${sessionId}`);
      if (session.status !== 'open') throw new Error(`stand-in: session ${sessionId} is closed`);
      count += 1;
      session.status = 'complete';
      session.payment_status = 'paid';
      session.customer ??= `cus_test_${count}`;
      session.subscription = `sub_test_${count}`;
      return session;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      const params = Object.fromEntries(new URLSearchParams(body));
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      requests.push({
        method: request.method ?? '',
        path,
        params,
        idempotencyKey,
        authorization: request.headers.authorization,
      });
      if (standIn.failing) {
        return send(response, 500, stripeError('api_error', standIn.failureMessage));
      }

      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const known = idempotencyKey && byIdempotencyKey.get(idempotencyKey);
        if (known) return send(response, 200, known);
        count += 1;
        const id = `cs_test_${count}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of Object.entries(params)) {
          const field = /^metadata\[(\w+)\]$/.exec(key)?.[1];
          if (field) metadata[field] = value;
        }
        const session: StandInSession = {
          id,
          object: 'checkout.session',
          mode: params.mode ?? '',
          status: 'open',
          payment_status: 'unpaid',
          client_reference_id: params.client_reference_id ?? null,
          customer: params.customer ?? null,
          customer_email: params.customer_email ?? null,
          subscription: null,
          metadata,
          url: `https://checkout.stripe.test/c/pay/${id}`,
          success_url: params.success_url ?? '',
          cancel_url: params.cancel_url ?? '',
          price: params['line_items[0][price]'] ?? '',
        };
        sessions.set(id, session);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, session);
        return send(response, 200, session);
      }
      const retrieved = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path)?.[1];
      if (request.method === 'GET' && retrieved) {
        const session = sessions.get(retrieved);
        return session
          ? send(response, 200, session)
          : send(response, 404, stripeError('invalid_request_error', 'No such checkout.session'));
      }
      const expired = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(path)?.[1];
      if (request.method === 'POST' && expired) {
        const session = sessions.get(expired);
        if (!session) {
          return send(response, 404, stripeError('invalid_request_error', 'No such session'));
        }
        if (session.status !== 'open') {
          const message = `Only Checkout Sessions with a status of open can be expired.`;
          return send(response, 400, stripeError('invalid_request_error', message));
        }
        session.status = 'expired';
        return send(response, 200, session);
      }
      if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
        count += 1;
        return send(response, 200, {
          id: `bps_test_${count}`,
          object: 'billing_portal.session',
          customer: params.customer,
          return_url: params.return_url,
          url: `https://billing.stripe.test/p/session/bps_test_${count}`,
        });
      }
      const customer = /^\/v1\/customers\/([\w-]+)$/.exec(path)?.[1];
      if (request.method === 'POST' && customer) {
        return send(response, 200, { id: customer, object: 'customer', email: params.email });
      }
      return send(response, 404, stripeError('invalid_request_error', `Unrecognized ${path}`));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.api.port = (server.address() as AddressInfo).port;
  return standIn;
}

/** A Stripe provider talking to the stand-in, without retries. */
export function standInProvider(standIn: StripeStandIn): StripeProvider {
  return createStripeProvider({
    secretKey: 'sk_test_standin',
    prices: TEST_PRICES,
    api: standIn.api,
    maxNetworkRetries: 0,
  });
}

/** An app over a fresh in-memory database, with a movable clock and one device. */
export type PaymentsTestApp = TestApp;

/**
 * Opens a fresh copy of the migrated test database and builds the app with `PUBLIC_URL`
 * {@link TEST_SITE_URL}, the given provider (default: the app's own local one) and webhook
 * secret; close `database` after the file.
 */
export function startPaymentsTestApp(
  options: { payments?: PaymentProvider; webhookSecret?: string } = {},
): Promise<PaymentsTestApp> {
  return startTestApp({
    publicUrl: TEST_SITE_URL,
    ...(options.payments && { payments: options.payments }),
    ...(options.webhookSecret && { stripeWebhookSecret: options.webhookSecret }),
  });
}

/**
 * The payment tags as a parent's calls on a test app, and the parent's row. `checkout` sends a
 * new client `sessionid` (a later time) each call unless one is given.
 * @param app the test app, read at each call (it is made in `beforeAll`)
 */
export function paymentCalls(app: () => TestApp) {
  let clientClock = 1_741_944_600_000;
  return {
    checkout: (parent: TestParent, priceid = 'monthly', sessionid = String(++clientClock)) =>
      app().call({ tag: 'payment.checkout', usertoken: parent.usertoken, priceid, sessionid }),
    success: (parent: TestParent, sessionid: string) =>
      app().call({ tag: 'payment.success', usertoken: parent.usertoken, sessionid }),
    manage: (parent: TestParent) =>
      app().call({ tag: 'payment.manage', usertoken: parent.usertoken }),
    parentRow: async (parentId: string) => {
      const [row] = await app().db.select().from(parents).where(eq(parents.id, parentId));
      return row;
    },
  };
}

/**
 * Posts a Stripe event to the webhook, signed with `secret` (default the test secret) at the
 * real current time (Stripe refuses signatures older than 5 minutes).
 * @param signature a `Stripe-Signature` header to send instead of the computed one; `null` sends
 *   none
 */
export async function deliverEvent(
  app: Hono,
  event: { id: string; type: string; data: { object: Record<string, unknown> } },
  options: { secret?: string; signature?: string | null } = {},
): Promise<JsonAnswer> {
  const payload = JSON.stringify({ object: 'event', api_version: '2026-10-28', ...event });
  const header =
    options.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? TEST_WEBHOOK_SECRET,
        })
      : options.signature;
  const response = await app.request('/api/stripe/webhook', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(header !== null && { 'Stripe-Signature': header }),
    },
    body: payload,
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}
