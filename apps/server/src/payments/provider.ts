/**
 * The payment provider the payment tags talk to: Stripe (`stripe-provider.ts`) when the server
 * has keys, else the local test checkout (`local-provider.ts`). The tags, the database rows and
 * the confirmation are the same for both; only where the browser goes and who says "paid"
 * differ.
 * @see architecture.md "Outside services"; spec §2 "Pricing", "Payment pages", "Manage billing"
 */
import { PRICE_IDS, type PriceId } from '@mathcols/api-client/protocol';

/** Which provider: Stripe's hosted pages, or the server's own test pages. */
export type PaymentProviderKind = 'stripe' | 'local';

/** What {@link PaymentProvider.createCheckout} needs. */
export interface CheckoutRequest {
  /** The paying parent: id, e-mail and their provider customer id (null before a first one). */
  parent: { id: string; email: string; customer: string | null };
  plan: PriceId;
  /** Where the provider sends the browser once paid; see {@link checkoutReturnUrls}. */
  successUrl: string;
  /** Where the provider sends the browser when the parent gives up. */
  cancelUrl: string;
  /**
   * `<parent id>:<plan>:<client sessionid>`: the same key twice must give the same checkout
   * (Stripe: the idempotency key of the request).
   */
  requestKey: string;
  /** Base URL of the site (no trailing `/`), where the local provider serves its pages. */
  siteUrl: string;
}

/** A checkout the provider opened. */
export interface CreatedCheckout {
  /** The provider's session id (`cs_…`, or `cs_local_…`). */
  sessionId: string;
  /** The hosted checkout page to send the browser to. */
  url: string;
  /** The provider's customer id when it is known already (the parent had one), else null. */
  customer: string | null;
}

/** A checkout session as the provider reports it now. */
export interface RetrievedCheckout {
  /** Paid for (complete, and paid or needing no payment); only then may it make premium. */
  paid: boolean;
  /** The provider's customer id (`cus_…` / `cus_local_…`); null until paid. */
  customer: string | null;
  /** The subscription it started (`sub_…` / `sub_local_…`); null until paid. */
  subscriptionId: string | null;
  /** The parent id the checkout was opened for (`client_reference_id`). */
  clientReferenceId: string | null;
  /** The plan it says it is for, when it says one. */
  plan: PriceId | null;
}

/** What {@link PaymentProvider.createPortal} needs. */
export interface PortalRequest {
  /** The customer whose billing is shown: always the signed-in parent's own. */
  customer: string;
  /** Where the portal's "back" link goes. */
  returnUrl: string;
  /** Base URL of the site (no trailing `/`), where the local provider serves its pages. */
  siteUrl: string;
}

/**
 * A payment provider. Calls may throw (network, the provider refusing); the handlers turn that
 * into the spec's error reasons and log it.
 */
export interface PaymentProvider {
  kind: PaymentProviderKind;
  /** Opens a subscription checkout for a parent and plan. */
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  /**
   * Reads a checkout session back from the provider.
   * @throws when the provider does not know the session
   */
  retrieveCheckout(sessionId: string): Promise<RetrievedCheckout>;
  /**
   * Closes an open checkout so it can no longer be paid (the parent opened a newer one: two
   * paid checkouts would be two subscriptions).
   * @throws when the provider refuses (e.g. the checkout was paid meanwhile) or cannot be asked
   */
  expireCheckout(sessionId: string): Promise<void>;
  /** Opens a billing-portal session for a customer; `url` is where to send the browser. */
  createPortal(request: PortalRequest): Promise<{ url: string }>;
  /**
   * Gives the provider's customer a new e-mail address (the parent changed theirs), so its
   * receipts and billing pages go to the address the account has. Absent for the local
   * provider, which keeps no address of its customers.
   * @param customer the parent's stored customer id (`parents.customer`)
   * @param email the new address (normalised)
   * @throws when the provider refuses or cannot be asked
   */
  updateCustomerEmail?(customer: string, email: string): Promise<void>;
  /** The plan a provider price id stands for (Stripe's configured prices), if any. */
  planOfPrice?(priceId: string): PriceId | undefined;
}

/** The query placeholder Stripe replaces with the session id in a success URL. */
export const CHECKOUT_SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/** The site route a paid checkout returns to, without the session id. @see spec §2 */
export const PAYMENT_SUCCESS_ROUTE = '/#/payment-success';
/** The site route a canceled checkout returns to. @see spec §2 */
export const PAYMENT_CANCELED_ROUTE = '/#/stripe/canceled';
/** Where the billing portal's "back" link goes. */
export const BILLING_RETURN_ROUTE = '/#/parent-dashboard';

/**
 * The success and cancel URLs of a checkout:
 * `${siteUrl}/#/payment-success?session_id={CHECKOUT_SESSION_ID}` and
 * `${siteUrl}/#/stripe/canceled`.
 * @param siteUrl base URL of the site without a trailing `/`, e.g. `https://mathcols.example`
 */
export function checkoutReturnUrls(siteUrl: string): { successUrl: string; cancelUrl: string } {
  return {
    successUrl: `${siteUrl}${PAYMENT_SUCCESS_ROUTE}?session_id=${CHECKOUT_SESSION_ID_PLACEHOLDER}`,
    cancelUrl: `${siteUrl}${PAYMENT_CANCELED_ROUTE}`,
  };
}

/** Whether a value is one of the two plans. */
export function isPriceId(value: unknown): value is PriceId {
  return (PRICE_IDS as readonly unknown[]).includes(value);
}

/** An error's name and message for the log (never a whole request with its secrets). */
export function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
