import { Link } from 'react-router-dom';
import { CheckIcon } from './check-icon';

/**
 * The Free plan of the pricing page for visitors: $0, 'New Questions Every Day', and 'Try Free'
 * (to /free-problems). The page hides it while a parent is signed in.
 * @see spec §2 "Pricing" (Free card, hidden when logged in)
 */
export function FreePlanCard() {
  return (
    <section className="plan-card plan-card-free" aria-labelledby="plan-free-title">
      <h2 id="plan-free-title" className="plan-name">
        Free
      </h2>
      <div className="plan-price-box">
        <p className="plan-price">
          <span className="plan-amount">$0</span>
        </p>
        <p className="plan-price-note">No account needed.</p>
      </div>
      <ul className="plan-features">
        <li>
          <CheckIcon />
          <span>
            <strong>New Questions Every Day</strong>
            <span className="plan-feature-detail">Try each subject at four difficulties.</span>
          </span>
        </li>
      </ul>
      <Link className="button plan-action" to="/free-problems">
        Try Free
      </Link>
    </section>
  );
}
