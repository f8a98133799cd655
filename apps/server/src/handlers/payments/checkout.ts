/**
 * `payment.checkout`: a signed-in parent starts paying for a plan.
 * @see spec §2 "Pricing", §7 `payment.checkout`, §8 Payment
 */
import { ERROR_REASONS } from '@mathcols/api-client/protocol';
import { and, eq, lte, ne } from 'drizzle-orm';
import { findParentById } from '../../accounts/parents';
import { unauthorized } from '../../auth/unauthorized';
import type { Database } from '../../db/open';
import { paymentSessions } from '../../db/schema';
import { checkoutReturnUrls, errorText, type PaymentProvider } from '../../payments/provider';
import { refuse, signedInParent } from '../students/access';
import type { Handler } from '../types';

/** The stored checkout of a request key, if any. */
async function checkoutOf(db: Database, requestKey: string) {
  const [row] = await db
    .select({ url: paymentSessions.url })
    .from(paymentSessions)
    .where(eq(paymentSessions.requestKey, requestKey))
    .limit(1);
  return row;
}

/**
 * Closes the parent's other open checkouts of this provider, opened before `at`: only the
 * newest can be paid, so a parent with two tabs cannot pay twice for two subscriptions. A
 * checkout the provider will not close (paid meanwhile) is logged and left; its payment is
 * still confirmed, and `confirmCheckout` keeps the first subscription.
 */
async function closeOlderCheckouts(
  db: Database,
  payments: PaymentProvider,
  parentId: string,
  newest: string,
  at: Date,
): Promise<void> {
  const older = await db
    .select({ id: paymentSessions.id })
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.parentId, parentId),
        eq(paymentSessions.provider, payments.kind),
        eq(paymentSessions.status, 'open'),
        ne(paymentSessions.id, newest),
        lte(paymentSessions.createdAt, at),
      ),
    );
  for (const { id } of older) {
    try {
      await payments.expireCheckout(id);
      await db
        .update(paymentSessions)
        .set({ status: 'canceled' })
        .where(and(eq(paymentSessions.id, id), eq(paymentSessions.status, 'open')));
    } catch (error) {
      console.error(
        `payment.checkout: could not close the older checkout ${id}:`,
        errorText(error),
      );
    }
  }
}

/**
 * Opens a hosted checkout (Stripe's, or the local test page) for the plan and answers where to
 * send the browser.
 *
 * Needs a parent token (401 otherwise). The request key is `<parent id>:<plan>:<sessionid>`: the
 * same request again (a double click) answers the same checkout, stored once in
 * `payment_sessions`. A new checkout closes the parent's older open ones (another tab's), so
 * only one can be paid. Refusals (HTTP 200, `payment.checkout_error`):
 * - "You're Already Subscribed!" when the parent is premium;
 * - 'There was an error processing your payment. Please try again.' when the provider fails
 *   (the error is logged).
 * @returns 200 `{ tag, redirect }`, the checkout page's URL; it returns to
 *   `/#/payment-success?session_id=…` or `/#/stripe/canceled`
 */
export const checkout: Handler<'payment.checkout'> = async (request, context) => {
  const { db, payments, publicUrl } = context;
  const at = context.now();
  const signedIn = await signedInParent(db, request.usertoken, at);
  const parent = signedIn && (await findParentById(db, signedIn.parentId));
  if (!parent) return unauthorized(request.tag);
  if (parent.premium) return refuse(request.tag, ERROR_REASONS.alreadySubscribed);

  const plan = request.priceid;
  const requestKey = `${parent.id}:${plan}:${String(request.sessionid).trim()}`;
  const stored = await checkoutOf(db, requestKey);
  if (stored) return { status: 200, body: { tag: request.tag, redirect: stored.url } };

  let created;
  try {
    created = await payments.createCheckout({
      parent: { id: parent.id, email: parent.email, customer: parent.customer },
      plan,
      ...checkoutReturnUrls(publicUrl),
      requestKey,
      siteUrl: publicUrl,
    });
  } catch (error) {
    console.error(`payment.checkout: the ${payments.kind} provider failed:`, errorText(error));
    return refuse(request.tag, ERROR_REASONS.paymentFailed);
  }
  // A request with the same key at the same moment may have stored its checkout first (Stripe
  // answered both with the same session): either way the stored one is the answer.
  await db
    .insert(paymentSessions)
    .values({
      id: created.sessionId,
      provider: payments.kind,
      parentId: parent.id,
      plan,
      requestKey,
      url: created.url,
      createdAt: at,
    })
    .onConflictDoNothing();
  const saved = await checkoutOf(db, requestKey);
  if (!saved) {
    console.error(`payment.checkout: session ${created.sessionId} is stored under another key`);
    return refuse(request.tag, ERROR_REASONS.paymentFailed);
  }
  await closeOlderCheckouts(db, payments, parent.id, created.sessionId, at);
  return { status: 200, body: { tag: request.tag, redirect: saved.url } };
};
