/**
 * `POST /api/stripe/webhook`: Stripe's events about checkouts and subscriptions, checked with the
 * endpoint's signing secret (`STRIPE_WEBHOOK_SECRET`). Mounted only when that secret is set;
 * without it the path answers 404 like any unknown `/api/…` path.
 * @see payments/subscriptions.ts (what each event changes); docs/protocol.md "Stripe webhook";
 *   https://docs.stripe.com/webhooks
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import Stripe from 'stripe';
import * as z from 'zod/mini';
import type { PriceId } from '@mathcols/api-client/protocol';
import type { Database } from '../db/open';
import { paymentEvents } from '../db/schema';
import { GENERIC_ERROR_TAG } from '../http/body';
import { errorEnvelope } from '../http/error-envelope';
import { idOf } from '../payments/stripe-provider';
import {
  applySubscriptionChange,
  confirmCheckout,
  endSubscription,
} from '../payments/subscriptions';

/** Path of the webhook endpoint (give it to `stripe listen --forward-to` or the dashboard). */
export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

/** Largest event body accepted, in bytes (Stripe's events are a few KB). */
export const MAX_WEBHOOK_BYTES = 512 * 1024;

/** The `reason` of a 400 for a missing or wrong `Stripe-Signature`. */
export const BAD_SIGNATURE_REASON = 'invalid Stripe signature';

/** What {@link stripeWebhookRoutes} needs. */
export interface StripeWebhookOptions {
  db: Database;
  /** The endpoint's signing secret, `whsec_…`. */
  secret: string;
  now: () => Date;
  /** The plan of a configured Stripe price id (a plan change made in the billing portal). */
  planOfPrice?: (priceId: string) => PriceId | undefined;
}

/** A parent id as this server writes it into `client_reference_id`. */
const parentIdSchema = z.uuid();

/** What an event did: applied, already handled before, or not one that changes anything. */
export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * The webhook route. The raw body's signature is checked first: a missing or wrong one (or an
 * event older than Stripe's 5-minute tolerance) → 400 `{ tag: 'error', reason }` and nothing
 * changes. Then, in one transaction, the event id goes into `payment_events` and its effect is
 * applied; an id already there → nothing changes (a redelivered event). 200
 * `{ tag: 'stripe.webhook', received: true, outcome }` once stored. Events:
 * - `checkout.session.completed` (paid, subscription mode): the same confirmation as
 *   `payment.success`, for the parent of `client_reference_id` (or `metadata.parentId`); a
 *   checkout this server did not open (a Payment Link, another app on the same account, a
 *   reference that is no parent id) is ignored;
 * - `customer.subscription.updated`: the status keeps, gives or ends premium (see
 *   `applySubscriptionChange`), looked up by customer id; the plan follows the price (when the
 *   event lists one);
 * - `customer.subscription.deleted`: premium ends;
 * - anything else: stored and ignored.
 * A database error answers 500, so Stripe delivers the event again later.
 */
export function stripeWebhookRoutes(options: StripeWebhookOptions): Hono {
  const routes = new Hono();
  routes.post(
    STRIPE_WEBHOOK_PATH,
    bodyLimit({
      maxSize: MAX_WEBHOOK_BYTES,
      onError: (c) =>
        c.json(errorEnvelope(GENERIC_ERROR_TAG, `event larger than ${MAX_WEBHOOK_BYTES}`), 413),
    }),
    async (c) => {
      const payload = await c.req.text();
      const signature = c.req.header('stripe-signature');
      let event: Stripe.Event;
      try {
        if (!signature) throw new Error('no Stripe-Signature header');
        event = await Stripe.webhooks.constructEventAsync(payload, signature, options.secret);
      } catch {
        return c.json(errorEnvelope(GENERIC_ERROR_TAG, BAD_SIGNATURE_REASON), 400);
      }
      const outcome = await options.db.transaction(async (tx): Promise<WebhookOutcome> => {
        const [fresh] = await tx
          .insert(paymentEvents)
          .values({ id: event.id, type: event.type, receivedAt: options.now() })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
        if (!fresh) return 'duplicate';
        return applyEvent(tx, event, options);
      });
      return c.json({ tag: 'stripe.webhook', received: true, outcome }, 200);
    },
  );
  routes.all(STRIPE_WEBHOOK_PATH, (c) => {
    c.header('Allow', 'POST');
    return c.json(errorEnvelope(GENERIC_ERROR_TAG, `use POST for ${STRIPE_WEBHOOK_PATH}`), 405);
  });
  return routes;
}

/** Applies one verified event inside the transaction that recorded it. */
async function applyEvent(
  tx: Database,
  event: Stripe.Event,
  options: StripeWebhookOptions,
): Promise<WebhookOutcome> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const parentId = session.client_reference_id ?? session.metadata?.parentId;
      const paid =
        session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
      if (session.mode !== 'subscription' || !paid) return 'ignored';
      const parent = parentIdSchema.safeParse(parentId);
      if (!parent.success) return 'ignored';
      const outcome = await confirmCheckout(
        tx,
        {
          sessionId: session.id,
          parentId: parent.data,
          customer: idOf(session.customer),
          subscriptionId: idOf(session.subscription),
        },
        options.now(),
      );
      return outcome.confirmed && outcome.changed ? 'applied' : 'ignored';
    }
    case 'customer.subscription.updated': {
      const subscription = event.data.object;
      // Stripe always lists the items; an event built by hand may not.
      const price = subscription.items?.data?.[0]?.price?.id;
      const plan = price ? options.planOfPrice?.(price) : undefined;
      return applySubscriptionChange(tx, {
        customer: idOf(subscription.customer) ?? '',
        subscriptionId: subscription.id,
        status: subscription.status,
        ...(plan && { plan }),
      });
    }
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      return endSubscription(tx, {
        customer: idOf(subscription.customer) ?? '',
        subscriptionId: subscription.id,
      });
    }
    default:
      return 'ignored';
  }
}
