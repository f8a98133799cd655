import { API_ERROR_MESSAGES, type PriceId } from '@mathcols/api-client';
import { useState } from 'react';
import { useApiClient } from '../api/api-client-context';
import { FreePlanCard } from '../billing/free-plan-card';
import { LoginRequiredDialog } from '../billing/login-required-dialog';
import { openInBrowser, type OpenUrl } from '../billing/open-url';
import { defaultPlan } from '../billing/plan-default';
import { PlanToggle } from '../billing/plan-toggle';
import { PremiumPlanCard } from '../billing/premium-plan-card';
import { SubscribedDialog } from '../billing/subscribed-dialog';
import { useRedirectCall } from '../billing/use-redirect-call';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useFreshParent } from '../session/use-fresh-parent';
import { useSession } from '../session/use-session';

/** Props of {@link PricingPage}. */
export interface PricingPageProps {
  /**
   * Where the first billing period comes from: a number in [0, 1); below 0.5 shows monthly,
   * otherwise annual (non-premium only). @defaultValue `Math.random`
   */
  random?: () => number;
  /**
   * How to leave for the checkout or the billing portal.
   * @defaultValue `window.location.assign(url)`
   */
  openUrl?: OpenUrl;
}

type OpenDialog = 'login' | 'subscribed' | null;

/**
 * `/pricing`, for anyone: the monthly/annual toggle (random first choice for non-premium
 * users; a premium parent's own period first, the card saying 'Your plan' on it), the Premium
 * card and, for visitors (nobody signed in), the Free card. Subscribe asks a visitor or a
 * student to log in as a parent, tells a premium parent they are already subscribed (with
 * Manage Billing), and sends any other parent to the checkout of the chosen plan
 * ('Processing...' meanwhile; a failure shows the client's message and the button is ready
 * again).
 * @see spec §2 "Pricing", §7 `payment.checkout`, §8 Payment, §9 prices
 */
export function PricingPage({ random = Math.random, openUrl = openInBrowser }: PricingPageProps) {
  useDocumentTitle('Pricing');
  const api = useApiClient();
  const { student } = useSession();
  // A parent's plan as the server has it now (a subscription may have ended in the portal).
  const parent = useFreshParent();
  const signedIn = parent !== null || student !== null;
  const premium = parent?.user.userpremium === 'true';
  const subscribed = premium ? parent?.user.plan : undefined;
  // The first choice follows the plan as it becomes known (the stored data may be older than
  // the server's), until the parent picks one. A visitor's random draw is made once.
  const [draw] = useState(random);
  const [picked, setPlan] = useState<PriceId | null>(null);
  const plan = picked ?? defaultPlan(premium, () => draw, subscribed);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const checkout = useRedirectCall(openUrl, API_ERROR_MESSAGES.paymentError);

  const subscribe = () => {
    if (parent === null) setDialog('login');
    else if (premium) setDialog('subscribed');
    else void checkout.run(() => api.startCheckout(plan));
  };
  const closeOn = (open: boolean) => {
    if (!open) setDialog(null);
  };

  return (
    <div className="pricing-page">
      <header className="pricing-intro">
        <h1>Pricing</h1>
        <p className="pricing-lead">
          Unlimited column-arithmetic practice for your children, on the days you choose, with
          progress you can follow.
        </p>
      </header>
      <PlanToggle value={plan} onValueChange={setPlan} />
      <div className="plan-cards" data-count={signedIn ? 1 : 2}>
        <PremiumPlanCard
          plan={plan}
          busy={checkout.busy}
          error={checkout.error}
          onSubscribe={subscribe}
          current={premium && (subscribed ?? plan) === plan}
        />
        {signedIn ? null : <FreePlanCard />}
      </div>
      <LoginRequiredDialog open={dialog === 'login'} onOpenChange={closeOn} />
      <SubscribedDialog open={dialog === 'subscribed'} onOpenChange={closeOn} openUrl={openUrl} />
    </div>
  );
}
