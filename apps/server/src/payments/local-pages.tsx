/**
 * The local provider's two pages as static HTML (React's `renderToStaticMarkup`): the test
 * checkout (Pay / Cancel) and the test billing page (Switch plan, Cancel subscription). Plain forms that POST,
 * no script at all, one inline style element ({@link LOCAL_PAGES_STYLE}, allowed by the Content
 * Security Policy through its hash); every text is escaped by React.
 * @see routes/local-payments.ts (the routes that serve them); spec §9 prices
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PLAN_PRICES, type PriceId } from '@mathcols/api-client/protocol';
import { BILLING_RETURN_ROUTE, PAYMENT_CANCELED_ROUTE, PAYMENT_SUCCESS_ROUTE } from './provider';
import { LOCAL_CHECKOUT_PATH, type LocalCheckout } from './local-provider';

/** The banner on both pages: this is not a real payment. */
export const TEST_PAYMENT_NOTICE = 'Test payment — no card is charged';

/** Plan names as the pages show them. */
const PLAN_NAMES: Record<PriceId, string> = { monthly: 'Monthly', annual: 'Annual' };

/** `$3.99/month`, `$27.99/year`. */
export function planPrice(plan: PriceId): string {
  const price = PLAN_PRICES[plan];
  return `${price.label}/${price.per}`;
}

/**
 * The text of the pages' one `<style>` element, exactly as rendered: the app's Content Security
 * Policy allows it by its SHA-256 hash (see `http/security-headers.ts`), so any change here is
 * picked up by the policy.
 */
export const LOCAL_PAGES_STYLE = `
:root { color-scheme: light; --bg: #f7f9fc; --surface: #fff; --text: #1d2433; --muted: #4a5568;
  --primary: #1f5fbf; --primary-dark: #174a96; --border: #d5dce6; --focus: #ffbf47;
  --notice-bg: #fff7e0; --notice-border: #b7791f; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1rem;
  background: var(--bg); color: var(--text); line-height: 1.5;
  font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { width: 100%; max-width: 28rem; background: var(--surface); border: 1px solid var(--border);
  border-radius: 12px; box-shadow: 0 2px 8px rgb(29 36 51 / 12%); padding: 1.5rem; }
.notice { margin: 0 0 1.25rem; padding: 0.75rem 1rem; border: 2px dashed var(--notice-border);
  border-radius: 8px; background: var(--notice-bg); font-weight: 700; }
.notice span { display: inline-block; margin-right: 0.5rem; padding: 0 0.4rem; border-radius: 4px;
  background: var(--text); color: #fff; letter-spacing: 0.05em; }
h1 { margin: 0 0 0.25rem; font-size: 1.5rem; }
.price { margin: 0 0 1rem; font-size: 2rem; font-weight: 700; font-variant-numeric: tabular-nums; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 0 0 1.25rem; }
dt { color: var(--muted); } dd { margin: 0; font-weight: 600; }
p { margin: 0 0 1rem; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; }
form { margin: 0; }
button, .button { display: inline-flex; align-items: center; justify-content: center;
  min-height: 44px; min-width: 44px; padding: 0.5rem 1.25rem; border-radius: 8px;
  border: 2px solid var(--primary); font: inherit; font-weight: 700; text-decoration: none;
  cursor: pointer; background: var(--surface); color: var(--primary); }
button.primary, .button.primary { background: var(--primary); color: #fff; }
button.primary:hover, .button.primary:hover { background: var(--primary-dark); }
a { color: var(--primary); }
a:not(.button) { display: inline-flex; align-items: center; min-height: 44px; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
@media (forced-colors: active) {
  .notice, main, button, .button { border-color: CanvasText; }
  button.primary, .button.primary { border-width: 4px; }
}
`;

/** The page frame: language, viewport, title, the style element, the test notice. */
function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <title>{`${title} · mathcols`}</title>
        <style>{LOCAL_PAGES_STYLE}</style>
      </head>
      <body>
        <main>
          <p className="notice">
            <span aria-hidden="true">TEST</span>
            {TEST_PAYMENT_NOTICE}
          </p>
          {children}
        </main>
      </body>
    </html>
  );
}

/** Renders a page element to a complete HTML document. */
function documentOf(page: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}

/**
 * The test checkout of a session: plan and price, and Pay / Cancel while it is open; once paid
 * a link on to the payment confirmation, once canceled a link back to pricing.
 */
export function renderCheckoutPage(checkout: LocalCheckout): string {
  const action = `${LOCAL_CHECKOUT_PATH}/${encodeURIComponent(checkout.id)}`;
  return documentOf(
    <Page title="Test checkout">
      <h1>mathcols Premium — {PLAN_NAMES[checkout.plan]}</h1>
      <p className="price">{planPrice(checkout.plan)}</p>
      {checkout.status === 'open' && (
        <>
          <p>Press Pay to subscribe with this test payment, or Cancel to go back.</p>
          <div className="actions">
            <form method="post" action={`${action}/pay`}>
              <button type="submit" className="primary">
                Pay
              </button>
            </form>
            <form method="post" action={`${action}/cancel`}>
              <button type="submit">Cancel</button>
            </form>
          </div>
        </>
      )}
      {checkout.status === 'complete' && (
        <>
          <p>This test payment is done.</p>
          <a
            className="button primary"
            href={`${PAYMENT_SUCCESS_ROUTE}?session_id=${encodeURIComponent(checkout.id)}`}
          >
            Continue
          </a>
        </>
      )}
      {checkout.status === 'canceled' && (
        <>
          <p>This test checkout was canceled.</p>
          <a className="button primary" href={PAYMENT_CANCELED_ROUTE}>
            Continue
          </a>
        </>
      )}
    </Page>,
  );
}

/** What the test billing page shows of the parent's subscription. */
export interface LocalBillingAccount {
  email: string;
  plan: PriceId | null;
  /** The provider's status (`active`, `canceled`, …); null before any subscription. */
  status: string | null;
  premium: boolean;
}

/** `past_due` → `Past due`; null → `None`. */
function statusLabel(status: string | null): string {
  if (!status) return 'None';
  const words = status.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The other plan: what the billing page offers to switch to. */
export const otherPlan = (plan: PriceId): PriceId => (plan === 'monthly' ? 'annual' : 'monthly');

/**
 * The test billing page: e-mail, plan and price, status; while premium, "Switch to Annual —
 * $27.99/year" (or to Monthly; Stripe's portal offers the same when its plans are set up) and
 * "Cancel subscription"; a link back to the dashboard.
 * @param links `action`: the page's own path, where its forms post (plus `/switch` or
 *   `/cancel`); `returnUrl`: the portal session's way back (the parent dashboard)
 */
export function renderBillingPage(
  account: LocalBillingAccount,
  links: { action: string; returnUrl: string },
): string {
  const switchTo = account.plan && otherPlan(account.plan);
  return documentOf(
    <Page title="Test billing">
      <h1>Billing</h1>
      <dl>
        <dt>Account</dt>
        <dd>{account.email}</dd>
        <dt>Plan</dt>
        <dd>
          {account.plan ? `${PLAN_NAMES[account.plan]} — ${planPrice(account.plan)}` : 'None'}
        </dd>
        <dt>Status</dt>
        <dd>{statusLabel(account.status)}</dd>
      </dl>
      {account.premium ? (
        <p>Canceling ends premium at once (this is a test subscription).</p>
      ) : (
        <p>Premium has ended. You can subscribe again from Pricing.</p>
      )}
      <div className="actions">
        {account.premium && switchTo && (
          <form method="post" action={`${links.action}/switch`}>
            <button type="submit">{`Switch to ${PLAN_NAMES[switchTo]} — ${planPrice(switchTo)}`}</button>
          </form>
        )}
        {account.premium && (
          <form method="post" action={`${links.action}/cancel`}>
            <button type="submit">Cancel subscription</button>
          </form>
        )}
        <a className="button primary" href={links.returnUrl}>
          Back to dashboard
        </a>
      </div>
    </Page>,
  );
}

/** The page for an unknown session or an unknown or expired billing link (served with 404). */
export function renderNotFoundPage(what: 'checkout' | 'billing'): string {
  return documentOf(
    <Page title="Not found">
      <h1>{what === 'checkout' ? 'Checkout not found' : 'Billing link not found'}</h1>
      <p>
        {what === 'checkout'
          ? 'This test checkout does not exist. Start again from Pricing.'
          : 'This billing link does not exist or has expired. Open Manage Billing again.'}
      </p>
      <a className="button primary" href={BILLING_RETURN_ROUTE}>
        Back to dashboard
      </a>
    </Page>,
  );
}
