/**
 * The local provider's pages, mounted only when the server has no Stripe keys: the test checkout
 * `payment.checkout` redirects to, and the test billing page `payment.manage` redirects to. HTML
 * with forms that POST, no script; answers are never cached and send no referrer (the paths
 * carry the session id or portal token).
 * @see payments/local-provider.ts; payments/local-pages.tsx; docs/protocol.md "Local payments"
 */
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { Database } from '../db/open';
import { parents } from '../db/schema';
import {
  LOCAL_BILLING_PATH,
  LOCAL_CHECKOUT_PATH,
  type LocalPaymentProvider,
} from '../payments/local-provider';
import {
  otherPlan,
  renderBillingPage,
  renderCheckoutPage,
  renderNotFoundPage,
} from '../payments/local-pages';
import { PAYMENT_CANCELED_ROUTE, PAYMENT_SUCCESS_ROUTE } from '../payments/provider';
import { applySubscriptionChange, endSubscription } from '../payments/subscriptions';

/** What {@link localPaymentRoutes} needs. */
export interface LocalPaymentRoutesOptions {
  db: Database;
  provider: LocalPaymentProvider;
}

/** Headers of every page: never cached, no referrer (the URL holds a secret id). */
const PAGE_HEADERS = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };

/**
 * The routes:
 * - `GET /local-checkout/:sessionId` → 200 the test checkout (plan, price, Pay, Cancel), 404 for
 *   an unknown session;
 * - `POST /local-checkout/:sessionId/pay` → 303 to `/#/payment-success?session_id=<id>` (the
 *   session is paid: `sub_local_…`); a canceled one → 303 back to its page;
 * - `POST /local-checkout/:sessionId/cancel` → 303 to `/#/stripe/canceled`; a paid one → 303 back
 *   to its page;
 * - `GET /local-billing/:token` → 200 the test billing page of the token's customer (plan,
 *   status, Switch to the other plan, Cancel subscription), 404 for an unknown or expired token;
 * - `POST /local-billing/:token/cancel` → ends the subscription as Stripe's
 *   `customer.subscription.deleted` does (premium ends), then 303 back to the page;
 * - `POST /local-billing/:token/switch` → moves a premium subscription to the other plan
 *   (monthly ↔ annual) as Stripe's `customer.subscription.updated` after a plan change in its
 *   portal does, then 303 back to the page.
 */
export function localPaymentRoutes({ db, provider }: LocalPaymentRoutesOptions): Hono {
  const routes = new Hono();
  const page = (c: Context, html: string, status: 200 | 404 = 200) =>
    c.html(html, status, PAGE_HEADERS);
  const checkoutNotFound = (c: Context) => page(c, renderNotFoundPage('checkout'), 404);
  const billingNotFound = (c: Context) => page(c, renderNotFoundPage('billing'), 404);
  const checkoutPath = (id: string) => `${LOCAL_CHECKOUT_PATH}/${encodeURIComponent(id)}`;

  routes.get(`${LOCAL_CHECKOUT_PATH}/:sessionId`, async (c) => {
    const checkout = await provider.findCheckout(c.req.param('sessionId'));
    return checkout ? page(c, renderCheckoutPage(checkout)) : checkoutNotFound(c);
  });

  routes.post(`${LOCAL_CHECKOUT_PATH}/:sessionId/pay`, async (c) => {
    const checkout = await provider.payCheckout(c.req.param('sessionId'));
    if (!checkout) return checkoutNotFound(c);
    if (checkout.status !== 'complete') return c.redirect(checkoutPath(checkout.id), 303);
    return c.redirect(
      `${PAYMENT_SUCCESS_ROUTE}?session_id=${encodeURIComponent(checkout.id)}`,
      303,
    );
  });

  routes.post(`${LOCAL_CHECKOUT_PATH}/:sessionId/cancel`, async (c) => {
    const checkout = await provider.cancelCheckout(c.req.param('sessionId'));
    if (!checkout) return checkoutNotFound(c);
    if (checkout.status !== 'canceled') return c.redirect(checkoutPath(checkout.id), 303);
    return c.redirect(PAYMENT_CANCELED_ROUTE, 303);
  });

  /** The parent whose customer id a portal token stands for. */
  const accountOf = async (customer: string) => {
    const [row] = await db
      .select({
        email: parents.email,
        plan: parents.plan,
        status: parents.subscriptionStatus,
        premium: parents.premium,
        subscriptionId: parents.subscriptionId,
      })
      .from(parents)
      .where(eq(parents.customer, customer))
      .limit(1);
    return row;
  };

  /** The customer a billing token stands for and their account, or null (unknown, expired). */
  const billingOf = async (token: string) => {
    const portal = await provider.findPortal(token);
    const account = portal && (await accountOf(portal.customer));
    return portal && account ? { portal, customer: portal.customer, account } : null;
  };
  const billingPath = (token: string) => `${LOCAL_BILLING_PATH}/${encodeURIComponent(token)}`;

  routes.get(`${LOCAL_BILLING_PATH}/:token`, async (c) => {
    const token = c.req.param('token');
    const billing = await billingOf(token);
    if (!billing) return billingNotFound(c);
    const { account, portal } = billing;
    return page(
      c,
      renderBillingPage(account, { action: billingPath(token), returnUrl: portal.returnUrl }),
    );
  });

  routes.post(`${LOCAL_BILLING_PATH}/:token/cancel`, async (c) => {
    const token = c.req.param('token');
    const billing = await billingOf(token);
    if (!billing) return billingNotFound(c);
    const { customer, account } = billing;
    const { subscriptionId } = account;
    if (subscriptionId) {
      await db.transaction((tx) => endSubscription(tx, { customer, subscriptionId }));
    }
    return c.redirect(billingPath(token), 303);
  });

  // A plan change, as Stripe's portal makes one (`customer.subscription.updated`, new price).
  routes.post(`${LOCAL_BILLING_PATH}/:token/switch`, async (c) => {
    const token = c.req.param('token');
    const billing = await billingOf(token);
    if (!billing) return billingNotFound(c);
    const { customer, account } = billing;
    const { subscriptionId, premium, plan } = account;
    if (subscriptionId && premium && plan) {
      const change = { customer, subscriptionId, status: 'active', plan: otherPlan(plan) };
      await db.transaction((tx) => applySubscriptionChange(tx, change));
    }
    return c.redirect(billingPath(token), 303);
  });

  return routes;
}
