/**
 * The startup log line naming the payment provider.
 * @see docs/runbook.md "Payments"
 */
import type { StripeSettings } from '../config';
import { STRIPE_WEBHOOK_PATH } from '../routes/stripe-webhook';

/**
 * The line saying which payment provider the server uses, never a key: the local test checkout,
 * or Stripe with (or without) its webhook.
 * @param stripe the Stripe settings, absent for the local test checkout
 * @param url this server's URL, for the webhook address
 */
export function paymentsLogLine(stripe: StripeSettings | undefined, url: string): string {
  if (!stripe) {
    return 'Payments: local test checkout, no card is charged (set STRIPE_SECRET_KEY, STRIPE_PRICE_MONTHLY and STRIPE_PRICE_ANNUAL for Stripe)';
  }
  return stripe.webhookSecret
    ? `Payments: Stripe (STRIPE_SECRET_KEY), webhook at ${url}${STRIPE_WEBHOOK_PATH}`
    : 'Payments: Stripe (STRIPE_SECRET_KEY); no STRIPE_WEBHOOK_SECRET, so no webhook';
}
