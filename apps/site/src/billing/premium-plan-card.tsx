import { ANNUAL_DISCOUNT_PERCENT, PLAN_PRICES, type PriceId } from '@mathcols/api-client';
import { CheckIcon } from './check-icon';

/** Props of {@link PremiumPlanCard}. */
export interface PremiumPlanCardProps {
  /** The billing period the toggle shows. */
  plan: PriceId;
  /** True while a checkout is being opened: the button reads 'Processing...' and is disabled. */
  busy: boolean;
  /** The last failed checkout's message (shown as an alert under the button), or `null`. */
  error: string | null;
  /** Called when the parent presses Subscribe. */
  onSubscribe: () => void;
  /** True for a premium parent: the card is marked 'Your plan'. @defaultValue false */
  current?: boolean;
}

/** The premium features, as spec §2 lists them, each with a line a parent understands. */
const FEATURES = [
  ['Unlimited Questions', 'Practise every subject as much as your child likes.'],
  ['Progress Tracking', 'Report cards with scores, levels and grades.'],
  ['Customizable Schedules', 'Pick the days each subject is practised.'],
  ['Parent Updates', 'A weekly summary e-mail about each student.'],
] as const;

/** An annual price per month, in dollars with cents ('$2.33'). */
function perMonth(cents: number): string {
  return `$${(Math.round(cents / 12) / 100).toFixed(2)}`;
}

/**
 * The pricing page's hero: the Premium plan at $3.99/month or $27.99/year ('Save 40%' on the
 * annual plan), its four features, and Subscribe ('Processing...' while busy). A premium
 * parent's card says 'Your plan' beside its name, so the page does not read as an offer to
 * buy what they have (Subscribe then says 'You're Already Subscribed!', see the page).
 * @see spec §2 "Pricing", §9 "Premium $3.99/month, $27.99/year, 40% annual discount"
 */
export function PremiumPlanCard({
  plan,
  busy,
  error,
  onSubscribe,
  current = false,
}: PremiumPlanCardProps) {
  const price = PLAN_PRICES[plan];
  return (
    <section className="plan-card plan-card-premium" aria-labelledby="plan-premium-title">
      <div className="plan-heading">
        <h2 id="plan-premium-title" className="plan-name">
          Premium
        </h2>
        {current ? (
          <p className="plan-badge plan-badge-premium">
            <span aria-hidden="true">★</span> Your plan
          </p>
        ) : null}
      </div>
      <div className="plan-price-box" aria-live="polite">
        <p className="plan-price">
          <span className="plan-amount">{price.label}</span>
          <span className="plan-per">/{price.per}</span>
        </p>
        {plan === 'annual' ? (
          <p className="plan-price-note">
            <span className="plan-badge plan-badge-save">{`Save ${ANNUAL_DISCOUNT_PERCENT}%`}</span>{' '}
            <span>{`Billed once a year, about ${perMonth(price.cents)} a month.`}</span>
          </p>
        ) : (
          <p className="plan-price-note">Billed every month.</p>
        )}
      </div>
      <ul className="plan-features">
        {FEATURES.map(([name, detail]) => (
          <li key={name}>
            <CheckIcon />
            <span>
              <strong>{name}</strong>
              <span className="plan-feature-detail">{detail}</span>
            </span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button-primary plan-action"
        aria-disabled={busy}
        onClick={onSubscribe}
      >
        {busy ? 'Processing...' : 'Subscribe'}
      </button>
      {error ? (
        <p role="alert" className="form-alert plan-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
