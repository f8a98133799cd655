/**
 * The Stripe payment provider: Checkout Sessions in subscription mode and Billing Portal
 * sessions, through the official `stripe` SDK.
 * @see architecture.md "Outside services"; https://docs.stripe.com/billing/subscriptions/build-subscriptions
 */
import Stripe from 'stripe';
import type { PriceId } from '@mathcols/api-client/protocol';
import { isPriceId, type PaymentProvider, type RetrievedCheckout } from './provider';

/** Prefix of the customer ids the local provider makes; Stripe does not know them. */
const LOCAL_CUSTOMER_PREFIX = 'cus_local_';

/** Settings of {@link createStripeProvider}. */
export interface StripeProviderOptions {
  /** The secret API key (`STRIPE_SECRET_KEY`, `sk_live_…` / `sk_test_…`). Never logged. */
  secretKey: string;
  /** The Stripe price ids of the two plans (`STRIPE_PRICE_MONTHLY`, `STRIPE_PRICE_ANNUAL`). */
  prices: Record<PriceId, string>;
  /**
   * Where the API is (tests point it at a local stand-in): host name, port and protocol.
   * @defaultValue Stripe's own API, `https://api.stripe.com`
   */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  /** Automatic retries of failed requests (idempotent ones only). @defaultValue 2 */
  maxNetworkRetries?: number;
}

/** The Stripe provider, with the SDK client it uses. */
export interface StripeProvider extends PaymentProvider {
  kind: 'stripe';
  stripe: Stripe;
}

/**
 * A provider on Stripe.
 * - `createCheckout`: a Checkout Session in `subscription` mode for the plan's price, with
 *   `client_reference_id` = parent id, `customer` when the parent has a Stripe customer (else
 *   `customer_email`), metadata `{ parentId, plan }`, and the request key as idempotency key (so a
 *   repeated request gets the same session back);
 * - `retrieveCheckout`: paid = status `complete` and payment status `paid` or
 *   `no_payment_required`;
 * - `expireCheckout`: expires the Checkout Session (Stripe refuses one that is not open);
 * - `createPortal`: a Billing Portal session of the customer;
 * - `updateCustomerEmail`: sets the customer's `email`; a local customer id (`cus_local_…`,
 *   from days without Stripe keys) is not Stripe's, so nothing is sent for it.
 * @throws (from the methods) Stripe's errors, e.g. `StripeInvalidRequestError`, network errors
 */
export function createStripeProvider(options: StripeProviderOptions): StripeProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    ...(options.api && {
      host: options.api.host,
      port: options.api.port,
      protocol: options.api.protocol,
    }),
  });
  const plans = new Map<string, PriceId>(
    Object.entries(options.prices).map(([plan, price]) => [price, plan as PriceId]),
  );
  return {
    kind: 'stripe',
    stripe,
    planOfPrice: (priceId) => plans.get(priceId),

    async createCheckout({ parent, plan, successUrl, cancelUrl, requestKey }) {
      const customer =
        parent.customer && !parent.customer.startsWith(LOCAL_CUSTOMER_PREFIX)
          ? parent.customer
          : null;
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [{ price: options.prices[plan], quantity: 1 }],
          client_reference_id: parent.id,
          ...(customer ? { customer } : { customer_email: parent.email }),
          metadata: { parentId: parent.id, plan },
          subscription_data: { metadata: { parentId: parent.id, plan } },
          success_url: successUrl,
          cancel_url: cancelUrl,
        },
        { idempotencyKey: `checkout:${requestKey}` },
      );
      if (!session.url) throw new Error(`Stripe checkout session ${session.id} has no URL`);
      return { sessionId: session.id, url: session.url, customer: idOf(session.customer) };
    },

    async retrieveCheckout(sessionId): Promise<RetrievedCheckout> {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const plan = session.metadata?.plan;
      return {
        paid:
          session.status === 'complete' &&
          (session.payment_status === 'paid' || session.payment_status === 'no_payment_required'),
        customer: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
        clientReferenceId: session.client_reference_id ?? session.metadata?.parentId ?? null,
        plan: isPriceId(plan) ? plan : null,
      };
    },

    async expireCheckout(sessionId) {
      await stripe.checkout.sessions.expire(sessionId);
    },

    async createPortal({ customer, returnUrl }) {
      const portal = await stripe.billingPortal.sessions.create({
        customer,
        return_url: returnUrl,
      });
      return { url: portal.url };
    },

    async updateCustomerEmail(customer, email) {
      if (customer.startsWith(LOCAL_CUSTOMER_PREFIX)) return;
      await stripe.customers.update(customer, { email });
    },
  };
}

/** The id of an expandable Stripe field: the string itself, or the expanded object's `id`. */
export function idOf(field: string | { id: string } | null | undefined): string | null {
  if (!field) return null;
  return typeof field === 'string' ? field : field.id;
}
