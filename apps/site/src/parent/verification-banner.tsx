import { useState } from 'react';
import { ACCOUNT_MESSAGES, API_ERROR_MESSAGES } from '@mathcols/api-client';
import { useApiClient } from '../api/api-client-context';
import { FlashMessage } from './flash-message';
import { errorText } from './parent-api';
import { useFlash } from './use-flash';
import { VerificationCodeDialog } from './verification-code-dialog';

/**
 * Shown after a new verification e-mail was requested, when the server gives no text of its
 * own. @see spec §8 "Verification"
 */
export const NEW_LINK_SENT = ACCOUNT_MESSAGES.verificationEmailSent;

/** Props of {@link VerificationBanner}. */
export interface VerificationBannerProps {
  /**
   * Called once the code was accepted, or the server said the address is verified already
   * (the dashboard then hides the banner).
   */
  onVerified: () => void;
}

/**
 * The red 'This account is not yet verified!' banner with 'Request New Link' (asks for a new
 * e-mail and says 'We are sending you a new email token, please go look for it.' or the error)
 * and 'Enter a Code' (the code dialog). The sent message clears after 3 s like every success.
 * When the server answers that the address is verified already (the link was opened on another
 * device), nothing is sent and `onVerified` runs as after a code.
 * @see spec §2 "Parent Dashboard", §4 "Email verification", §8 "Verification"
 */
export function VerificationBanner({ onVerified }: VerificationBannerProps) {
  const api = useApiClient();
  const [message, setMessage] = useFlash();
  const [busy, setBusy] = useState(false);

  const requestLink = async () => {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      const reason = await api.requestEmailVerification();
      // Verified meanwhile (the e-mailed link, on another device): nothing was sent.
      if (api.session.getSnapshot().parent?.user.emailverified === 'true') {
        onVerified();
        return;
      }
      setMessage({ kind: 'success', text: reason?.trim() ? reason : NEW_LINK_SENT });
    } catch (failure) {
      setMessage({
        kind: 'error',
        text: errorText(failure, API_ERROR_MESSAGES.sendVerificationError),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="parent-banner parent-banner-danger" aria-labelledby="verify-banner-title">
      <h2 id="verify-banner-title">This account is not yet verified!</h2>
      <div className="parent-banner-actions">
        {/* `aria-disabled`, not `disabled`: that would drop keyboard focus to the page. */}
        <button type="button" className="button" onClick={requestLink} aria-disabled={busy}>
          Request New Link
        </button>
        <VerificationCodeDialog onVerified={onVerified} />
      </div>
      <FlashMessage flash={message} />
    </section>
  );
}
