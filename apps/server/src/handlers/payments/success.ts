/**
 * `payment.success`: the parent is back from the checkout; confirm the payment.
 * @see spec §2 "Payment pages" (/payment-success), §7 `payment.success`, §8 Payment
 */
import { ERROR_REASONS, type PriceId } from '@mathcols/api-client/protocol';
import { eq } from 'drizzle-orm';
import { findParentById } from '../../accounts/parents';
import { toParentData } from '../../accounts/serialize';
import { unauthorized } from '../../auth/unauthorized';
import type { Database } from '../../db/open';
import { paymentSessions } from '../../db/schema';
import { errorText } from '../../payments/provider';
import { confirmCheckout } from '../../payments/subscriptions';
import { isUniqueViolation, refuse, signedInParent } from '../students/access';
import type { Handler, HandlerResult } from '../types';

/** 200 `{ tag, plan, data }`: the parent's data as it is now (401 if they were deleted). */
async function answer(db: Database, parentId: string, plan: PriceId): Promise<HandlerResult> {
  const parent = await findParentById(db, parentId);
  if (!parent) return unauthorized('payment.success');
  return { status: 200, body: { tag: 'payment.success', plan, data: toParentData(parent) } };
}

/**
 * Confirms the checkout `sessionid` once it is paid, and makes the parent premium.
 *
 * Needs a parent token (401 otherwise). The session must be one this server opened for the
 * signed-in parent and the provider must report it paid for that parent; then, in one
 * transaction, it is marked confirmed and the parent becomes premium (customer, subscription,
 * status and plan stored) — the same confirmation as Stripe's `checkout.session.completed`.
 * A session confirmed before answers the same and changes nothing. Refusals (HTTP 200,
 * `payment.success_error`), each changing nothing:
 * - 'No payment session found' for an id this server never opened;
 * - 'There was an error processing your payment. Please contact support.' for another parent's
 *   session, one not paid (yet), or when the provider cannot be asked (logged).
 * @returns 200 `{ tag, plan, data }` with `data.userpremium: 'true'` and `studentsMax: 4`
 */
export const confirmPayment: Handler<'payment.success'> = async (request, context) => {
  const { db, payments } = context;
  const at = context.now();
  const parent = await signedInParent(db, request.usertoken, at);
  if (!parent) return unauthorized(request.tag);

  const [session] = await db
    .select()
    .from(paymentSessions)
    .where(eq(paymentSessions.id, request.sessionid))
    .limit(1);
  if (!session) return refuse(request.tag, ERROR_REASONS.noPaymentSession);
  if (session.parentId !== parent.parentId) {
    return refuse(request.tag, ERROR_REASONS.paymentNotConfirmed);
  }
  if (session.confirmedAt) return answer(db, parent.parentId, session.plan);
  if (session.provider !== payments.kind) {
    console.error(
      `payment.success: session ${session.id} is a ${session.provider} one, the server uses ${payments.kind}`,
    );
    return refuse(request.tag, ERROR_REASONS.paymentNotConfirmed);
  }

  let checkout;
  try {
    checkout = await payments.retrieveCheckout(session.id);
  } catch (error) {
    console.error(`payment.success: the ${payments.kind} provider failed:`, errorText(error));
    return refuse(request.tag, ERROR_REASONS.paymentNotConfirmed);
  }
  if (!checkout.paid || checkout.clientReferenceId !== parent.parentId) {
    return refuse(request.tag, ERROR_REASONS.paymentNotConfirmed);
  }

  let outcome;
  try {
    outcome = await db.transaction((tx) =>
      confirmCheckout(
        tx,
        {
          sessionId: session.id,
          parentId: parent.parentId,
          customer: checkout.customer,
          subscriptionId: checkout.subscriptionId,
        },
        at,
      ),
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    console.error(`payment.success: customer ${checkout.customer} belongs to another parent`);
    return refuse(request.tag, ERROR_REASONS.paymentNotConfirmed);
  }
  if (!outcome.confirmed) return refuse(request.tag, ERROR_REASONS.paymentNotConfirmed);
  return answer(db, parent.parentId, outcome.plan);
};
