import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BillingStatus } from '../billing/billing-status';
import { CountdownNote } from '../billing/countdown-note';
import { REDIRECT_SECONDS } from '../billing/redirect-seconds';
import { useCountdown } from '../hooks/use-countdown';
import { useDocumentTitle } from '../hooks/use-document-title';

/**
 * `/stripe/canceled`, where the checkout sends a parent who did not pay: 'Payment Canceled', a
 * 5 s countdown to /parent-dashboard, 'Go to Dashboard Now', 'Try Again' (to /pricing) and a
 * link to the contact page.
 * @see spec §2 "Payment pages", §9 "5 s cancel countdown"
 */
export function PaymentCanceledPage() {
  useDocumentTitle('Payment Canceled');
  const navigate = useNavigate();
  const toDashboard = useCallback(() => void navigate('/parent-dashboard'), [navigate]);
  const seconds = REDIRECT_SECONDS.canceled;
  const left = useCountdown(seconds, toDashboard);

  return (
    <BillingStatus
      tone="problem"
      title="Payment Canceled"
      actions={
        <>
          <Link className="button button-primary" to="/parent-dashboard">
            Go to Dashboard Now
          </Link>
          <Link className="button" to="/pricing">
            Try Again
          </Link>
        </>
      }
      footer={
        <>
          Questions about paying? <Link to="/parent-contact">Contact us</Link> and we will help.
        </>
      }
    >
      <p>No payment was made. You can subscribe whenever you are ready.</p>
      <CountdownNote left={left} total={seconds} />
    </BillingStatus>
  );
}
