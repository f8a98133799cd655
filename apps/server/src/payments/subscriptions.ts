/**
 * What a payment changes in the database, whoever reports it: a paid checkout makes its parent
 * premium (`payment.success`, Stripe's `checkout.session.completed`), a subscription's new status
 * keeps or ends premium (Stripe's `customer.subscription.updated` / `.deleted`, the local billing
 * page's "Cancel subscription"). Every function here expects to run inside a transaction (it
 * locks the rows it reads) and is safe to repeat.
 * @see spec §6 "Premium flag", §9 "Max students 4 per parent; 1 for non-premium"
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PriceId } from '@mathcols/api-client/protocol';
import type { Database } from '../db/open';
import { parents, paymentSessions } from '../db/schema';

/** A paid checkout, as the provider reported it. */
export interface PaidCheckout {
  /** The provider's checkout session id (a row of `payment_sessions`). */
  sessionId: string;
  /** The parent it must belong to (the signed-in parent, or Stripe's `client_reference_id`). */
  parentId: string;
  /** The provider's customer id; kept on the parent (the one they had stays when null). */
  customer: string | null;
  /** The subscription the checkout started. */
  subscriptionId: string | null;
}

/** What {@link confirmCheckout} did. */
export type ConfirmOutcome =
  /** No checkout with that id was opened by that parent: nothing changed. */
  | { confirmed: false }
  /** The parent is premium on `plan`; `changed` is false when it had been confirmed before. */
  | { confirmed: true; plan: PriceId; changed: boolean };

/**
 * Confirms a paid checkout once: marks the session `complete` with its subscription and
 * `confirmed_at`, and makes the parent premium (`premium`, `customer`, `subscription_id`,
 * `subscription_status: 'active'`, `plan` of the session). Confirming it again changes nothing
 * and answers the same plan. The session and parent rows are locked, so two confirmations at
 * once still confirm once.
 *
 * A second subscription (two checkouts paid before the newer could close the older) does not
 * replace the parent's live one, whose events keep applying: the session is confirmed, the
 * parent stays as they are, and an error line names both subscriptions so the extra one can be
 * canceled and refunded in the provider's dashboard.
 * @param db a transaction
 * @param now when it is confirmed
 * @throws the database's unique violation when the customer id belongs to another parent
 */
export async function confirmCheckout(
  db: Database,
  paid: PaidCheckout,
  now: Date,
): Promise<ConfirmOutcome> {
  const [session] = await db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.id, paid.sessionId), eq(paymentSessions.parentId, paid.parentId)))
    .for('update');
  if (!session) return { confirmed: false };
  if (session.confirmedAt) return { confirmed: true, plan: session.plan, changed: false };
  const subscriptionId = paid.subscriptionId ?? session.subscriptionId;
  await db
    .update(paymentSessions)
    .set({ status: 'complete', subscriptionId, confirmedAt: now })
    .where(eq(paymentSessions.id, session.id));
  const [parent] = await db
    .select({
      premium: parents.premium,
      subscriptionId: parents.subscriptionId,
      plan: parents.plan,
    })
    .from(parents)
    .where(eq(parents.id, session.parentId))
    .for('update');
  if (
    parent?.premium &&
    parent.plan &&
    parent.subscriptionId &&
    subscriptionId &&
    parent.subscriptionId !== subscriptionId
  ) {
    console.error(
      `payment: parent ${session.parentId} paid a second subscription ${subscriptionId} ` +
        `(checkout ${session.id}); they keep ${parent.subscriptionId}. Cancel and refund ` +
        `${subscriptionId} in the payment provider's dashboard.`,
    );
    return { confirmed: true, plan: parent.plan, changed: false };
  }
  await db
    .update(parents)
    .set({
      premium: true,
      customer: paid.customer ?? sql`${parents.customer}`,
      subscriptionId,
      subscriptionStatus: 'active',
      plan: session.plan,
    })
    .where(eq(parents.id, session.parentId));
  return { confirmed: true, plan: session.plan, changed: true };
}

/** Subscription statuses that keep (or give back) premium. */
export const PREMIUM_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing']);

/**
 * Subscription statuses that end premium. Others (`past_due`, `incomplete`) leave it as it is
 * while the provider retries the payment.
 */
export const ENDED_STATUSES: ReadonlySet<string> = new Set([
  'canceled',
  'unpaid',
  'incomplete_expired',
  'paused',
]);

/**
 * Statuses a subscription never leaves (Stripe): a late event about it cannot give premium back;
 * a new checkout starts a new subscription.
 */
const FINAL_STATUSES: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired']);

/** A subscription's new state, as the provider reported it. */
export interface SubscriptionChange {
  /** The provider's customer id, the key to the parent. */
  customer: string;
  /** The subscription that changed. */
  subscriptionId: string;
  /** The provider's status, e.g. `active`, `past_due`, `unpaid`, `canceled`. */
  status: string;
  /** The plan it is on now, when known (a plan change in the portal). */
  plan?: PriceId;
}

/** What {@link applySubscriptionChange} did. */
export type SubscriptionOutcome =
  /**
   * No parent has that customer id, it is about an older subscription, or that subscription has
   * already ended: nothing changed.
   */
  | 'ignored'
  /** The parent's status (and premium flag, plan) now follow the change. */
  | 'applied';

/**
 * Applies a subscription's new status to the parent with that customer id: `active` and
 * `trialing` make premium, {@link ENDED_STATUSES} end it, others keep it; the status is stored,
 * the plan kept unless a new one is given. A change to another subscription than the parent's
 * latest one, or to one that has ended (`canceled`, `incomplete_expired`), changes nothing.
 * @param db a transaction
 */
export async function applySubscriptionChange(
  db: Database,
  change: SubscriptionChange,
): Promise<SubscriptionOutcome> {
  const [parent] = await db
    .select({
      id: parents.id,
      premium: parents.premium,
      subscriptionId: parents.subscriptionId,
      status: parents.subscriptionStatus,
    })
    .from(parents)
    .where(eq(parents.customer, change.customer))
    .for('update');
  if (!parent) return 'ignored';
  if (parent.subscriptionId && parent.subscriptionId !== change.subscriptionId) return 'ignored';
  if (parent.subscriptionId && parent.status && FINAL_STATUSES.has(parent.status)) {
    return 'ignored';
  }
  const premium = PREMIUM_STATUSES.has(change.status)
    ? true
    : ENDED_STATUSES.has(change.status)
      ? false
      : parent.premium;
  await db
    .update(parents)
    .set({
      premium,
      subscriptionId: change.subscriptionId,
      subscriptionStatus: change.status,
      ...(change.plan && { plan: change.plan }),
    })
    .where(eq(parents.id, parent.id));
  return 'applied';
}

/**
 * Ends a subscription: the parent with that customer id is no longer premium (status
 * `canceled`, plan kept). Stripe's `customer.subscription.deleted` and the local billing page's
 * "Cancel subscription" both end here.
 * @param db a transaction
 */
export function endSubscription(
  db: Database,
  ended: { customer: string; subscriptionId: string },
): Promise<SubscriptionOutcome> {
  return applySubscriptionChange(db, { ...ended, status: 'canceled' });
}
