/**
 * `payment.manage`: a signed-in parent opens the billing portal of their subscription.
 * @see spec §2 "Manage billing", "Pricing" (Manage Billing), §7 `payment.manage`, §8 Payment
 */
import { ERROR_REASONS } from '@mathcols/api-client/protocol';
import { findParentById } from '../../accounts/parents';
import { unauthorized } from '../../auth/unauthorized';
import { BILLING_RETURN_ROUTE, errorText } from '../../payments/provider';
import { refuse, signedInParent } from '../students/access';
import type { Handler } from '../types';

/**
 * Opens a billing-portal session (Stripe's, or the local test billing page) for the signed-in
 * parent's own customer id, returning to `/#/parent-dashboard`.
 *
 * Needs a parent token (401 otherwise). Refusal (HTTP 200, `payment.manage_error`): 'There was
 * an error accessing your billing portal. Please try again.' when the parent has no customer id
 * yet (never paid) or the provider fails (logged).
 * @returns 200 `{ tag, redirect }`, the portal's URL
 */
export const manageBilling: Handler<'payment.manage'> = async (request, context) => {
  const { db, payments, publicUrl } = context;
  const signedIn = await signedInParent(db, request.usertoken, context.now());
  const parent = signedIn && (await findParentById(db, signedIn.parentId));
  if (!parent) return unauthorized(request.tag);
  if (!parent.customer) return refuse(request.tag, ERROR_REASONS.billingPortalUnavailable);
  try {
    const portal = await payments.createPortal({
      customer: parent.customer,
      returnUrl: `${publicUrl}${BILLING_RETURN_ROUTE}`,
      siteUrl: publicUrl,
    });
    return { status: 200, body: { tag: request.tag, redirect: portal.url } };
  } catch (error) {
    console.error(`payment.manage: the ${payments.kind} provider failed:`, errorText(error));
    return refuse(request.tag, ERROR_REASONS.billingPortalUnavailable);
  }
};
