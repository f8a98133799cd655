import { API_ERROR_MESSAGES, PLAN_PRICES } from '@mathcols/api-client';
import { Link } from 'react-router-dom';
import { useApiClient } from '../api/api-client-context';
import { openInBrowser, type OpenUrl } from '../billing/open-url';
import { PLAN_PERIOD_LABELS } from '../billing/plan-toggle';
import { useRedirectCall } from '../billing/use-redirect-call';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useSession } from '../session/use-session';

/** Props of {@link ManageBillingPage}. */
export interface ManageBillingPageProps {
  /** How to leave for the billing portal. @defaultValue `window.location.assign(url)` */
  openUrl?: OpenUrl;
}

/**
 * `/manage-billing` for a signed-in parent: the plan the session knows (Premium with its period
 * and price, 'Monthly, $3.99 a month', or the free plan with a link to /pricing), 'Update Payment Method' (opens the billing portal; its errors,
 * 'There was an error accessing your billing portal. Please try again.' or 'No redirect URL
 * received from server', show as an alert) and 'Change Subscription Plan' (to /pricing). A
 * free parent has no subscription, so no portal to open: their one action is 'Sign up now!' to
 * /pricing (the dashboard's billing tile for them, spec §2 "Parent Dashboard").
 * @see spec §2 "Manage billing", §7 `payment.manage`, §8 Payment (billing)
 */
export function ManageBillingPage({ openUrl = openInBrowser }: ManageBillingPageProps) {
  useDocumentTitle('Manage Billing');
  const api = useApiClient();
  const { parent } = useSession();
  const premium = parent?.user.userpremium === 'true';
  // Monthly or annual, when the server knows (a premium set by hand has no period).
  const period = premium ? parent?.user.plan : undefined;
  const portal = useRedirectCall(openUrl, API_ERROR_MESSAGES.billingPortalError);

  return (
    <section className="billing-manage" aria-labelledby="billing-manage-title">
      <h1 id="billing-manage-title">Manage Billing</h1>
      <div className="billing-plan" data-plan={premium ? 'premium' : 'free'}>
        <h2>Your plan</h2>
        {premium ? (
          <>
            <p className="billing-plan-name">
              <span className="plan-badge plan-badge-premium">
                <span aria-hidden="true">★</span> Premium
              </span>
            </p>
            {period && (
              <p className="billing-plan-period">
                {`${PLAN_PERIOD_LABELS[period]}, ${PLAN_PRICES[period].label} a ${PLAN_PRICES[period].per}`}
              </p>
            )}
            <p>
              Unlimited questions, progress tracking, customizable schedules and parent updates.
              Update your card, see your invoices, switch between monthly and annual or cancel the
              subscription in the billing portal: press Update Payment Method.
            </p>
          </>
        ) : (
          <>
            <p className="billing-plan-name">Free</p>
            <p>
              You are on the free plan. <Link to="/pricing">See Premium plans</Link> for unlimited
              questions, report cards and schedules.
            </p>
          </>
        )}
      </div>
      {portal.error ? (
        <p role="alert" className="form-alert">
          {portal.error}
        </p>
      ) : null}
      <div className="billing-actions">
        {premium ? (
          <>
            <button
              type="button"
              className="button button-primary"
              aria-disabled={portal.busy}
              onClick={() => void portal.run(() => api.openBillingPortal())}
            >
              {portal.busy ? 'Opening billing portal...' : 'Update Payment Method'}
            </button>
            <Link className="button" to="/pricing">
              Change Subscription Plan
            </Link>
          </>
        ) : (
          <Link className="button button-primary" to="/pricing">
            Sign up now!
          </Link>
        )}
      </div>
      <p className="billing-back">
        <Link className="button" to="/parent-dashboard">
          Back to Dashboard
        </Link>
      </p>
    </section>
  );
}
