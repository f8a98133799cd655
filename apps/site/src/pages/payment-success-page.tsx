import { API_ERROR_MESSAGES } from '@mathcols/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useApiClient } from '../api/api-client-context';
import { BillingStatus } from '../billing/billing-status';
import { CountdownNote } from '../billing/countdown-note';
import { REDIRECT_SECONDS } from '../billing/redirect-seconds';
import { useCountdown } from '../hooks/use-countdown';
import { useDocumentTitle } from '../hooks/use-document-title';

type Status = 'confirming' | 'confirmed' | 'failed';

/**
 * `/payment-success?session_id=…` (or `?sid=…`; the query sits inside the hash route), where
 * the checkout sends a parent back after paying. Without an id it says 'No payment session
 * found'. Otherwise it confirms the payment once ('Confirming your payment...'; the client then
 * stores the parent as premium), shows 'Payment Successful!' and goes to /parent-dashboard
 * after 3 s; a failure shows the client's message (e.g. 'There was an error processing your
 * payment. Please contact support.') with a link to the contact page.
 * @see spec §2 "Payment pages", §4 "Payment page: processing, error or success", §7
 *   `payment.success`, §8 Payment, §9 Redirects
 */
export function PaymentSuccessPage() {
  useDocumentTitle('Payment');
  const api = useApiClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sessionId = (params.get('session_id') || params.get('sid') || '').trim();
  const [status, setStatus] = useState<Status>('confirming');
  const [error, setError] = useState<string | null>(null);
  // Confirm each id once, even when effects run twice (StrictMode); the server is idempotent.
  const submitted = useRef<string | null>(null);

  useEffect(() => {
    if (!sessionId || submitted.current === sessionId) return;
    submitted.current = sessionId;
    setStatus('confirming');
    api.confirmPayment(sessionId).then(
      () => setStatus('confirmed'),
      (failure: unknown) => {
        setError(
          failure instanceof Error && failure.message
            ? failure.message
            : API_ERROR_MESSAGES.paymentContactSupport,
        );
        setStatus('failed');
      },
    );
  }, [api, sessionId]);

  const toDashboard = useCallback(() => void navigate('/parent-dashboard'), [navigate]);
  const seconds = REDIRECT_SECONDS.paymentSuccess;
  const left = useCountdown(seconds, toDashboard, sessionId !== '' && status === 'confirmed');

  if (!sessionId) {
    return (
      <BillingStatus
        tone="problem"
        title={API_ERROR_MESSAGES.noPaymentSession}
        live
        actions={
          <>
            <Link className="button button-primary" to="/parent-dashboard">
              Go to Dashboard
            </Link>
            <Link className="button" to="/pricing">
              See Pricing
            </Link>
          </>
        }
      >
        <p>This page needs the link the payment page sends you back with.</p>
      </BillingStatus>
    );
  }
  if (status === 'confirming') {
    return (
      <BillingStatus tone="waiting" title="Confirming your payment..." live>
        <p>This takes a moment. Please keep this page open.</p>
      </BillingStatus>
    );
  }
  if (status === 'confirmed') {
    return (
      <BillingStatus
        tone="success"
        title="Payment Successful!"
        live
        actions={
          <Link className="button button-primary" to="/parent-dashboard">
            Go to Dashboard
          </Link>
        }
      >
        <p>Thank you! Premium is on: unlimited questions, report cards and schedules.</p>
        <CountdownNote left={left} total={seconds} />
      </BillingStatus>
    );
  }
  return (
    <BillingStatus
      tone="problem"
      title="We could not confirm your payment"
      live
      actions={
        <>
          <Link className="button button-primary" to="/parent-contact">
            Contact Us
          </Link>
          <Link className="button" to="/parent-dashboard">
            Go to Dashboard
          </Link>
        </>
      }
    >
      <p role="alert" className="form-alert">
        {error}
      </p>
    </BillingStatus>
  );
}
