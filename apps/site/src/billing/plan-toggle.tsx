import { ANNUAL_DISCOUNT_PERCENT, PRICE_IDS, type PriceId } from '@mathcols/api-client';
import { useId } from 'react';

/** Props of {@link PlanToggle}. */
export interface PlanToggleProps {
  /** The chosen billing period. */
  value: PriceId;
  /** Called with the period the parent picks. */
  onValueChange: (plan: PriceId) => void;
}

/** A billing period's name: the toggle's options, Manage Billing's plan line. */
export const PLAN_PERIOD_LABELS: Record<PriceId, string> = { monthly: 'Monthly', annual: 'Annual' };

/**
 * The monthly/annual switch of the pricing page: a group of two native radio buttons drawn as
 * one pill (arrow keys move between them; the chosen one is filled and ticked, not only
 * coloured), with the '40% off billed annually!' badge beside it.
 * @see spec §2 "Pricing" (monthly/annual toggle with '40% off billed annually!' badge)
 */
export function PlanToggle({ value, onValueChange }: PlanToggleProps) {
  const name = useId();
  return (
    <div className="plan-period">
      <fieldset className="plan-toggle">
        <legend className="mc-visually-hidden">Billing period</legend>
        {PRICE_IDS.map((plan) => (
          <label
            key={plan}
            className="plan-toggle-option"
            data-state={value === plan ? 'on' : 'off'}
          >
            <input
              type="radio"
              name={name}
              value={plan}
              checked={value === plan}
              onChange={() => onValueChange(plan)}
            />
            <span className="plan-toggle-tick" aria-hidden="true">
              ✓
            </span>
            {PLAN_PERIOD_LABELS[plan]}
          </label>
        ))}
      </fieldset>
      <p className="plan-badge plan-badge-offer">
        <span aria-hidden="true">★</span>{' '}
        <span>{`${ANNUAL_DISCOUNT_PERCENT}% off billed annually!`}</span>
      </p>
    </div>
  );
}
