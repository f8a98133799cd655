import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BillingStatus } from '../billing/billing-status';
import { CountdownNote } from '../billing/countdown-note';
import { REDIRECT_SECONDS } from '../billing/redirect-seconds';
import { useCountdown } from '../hooks/use-countdown';
import { useDocumentTitle } from '../hooks/use-document-title';

/**
 * `/stripe/success`: 'Congratulations' for a new subscriber, a 60 s countdown to
 * /parent-dashboard and 'Go to Dashboard Now'.
 * @see spec §2 "Payment pages", §9 "60 s subscription success countdown"
 */
export function SubscriptionSuccessPage() {
  useDocumentTitle('Congratulations');
  const navigate = useNavigate();
  const toDashboard = useCallback(() => void navigate('/parent-dashboard'), [navigate]);
  const seconds = REDIRECT_SECONDS.subscriptionSuccess;
  const left = useCountdown(seconds, toDashboard);

  return (
    <BillingStatus
      tone="success"
      title="Congratulations"
      actions={
        <Link className="button button-primary" to="/parent-dashboard">
          Go to Dashboard Now
        </Link>
      }
    >
      <p>Welcome to Premium! Your children can now practice as much as they like.</p>
      <CountdownNote left={left} total={seconds} />
    </BillingStatus>
  );
}
