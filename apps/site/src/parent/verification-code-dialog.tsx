import { API_ERROR_MESSAGES } from '@mathcols/api-client';
import { useApiClient } from '../api/api-client-context';
import { OneFieldDialog } from './one-field-dialog';

/** Props of {@link VerificationCodeDialog}. */
export interface VerificationCodeDialogProps {
  /** Called after the server accepted the code. */
  onVerified: () => void;
}

/**
 * The 'Enter a Code' button and its popup 'Enter Verification Code' ({@link OneFieldDialog}):
 * a code field, 'Cancel' and 'Verify Code' (Enter in the field submits too). An empty code
 * shows 'Please enter a verification code'; a refused one shows the server's text (e.g.
 * 'Invalid verification code'), else 'Failed to verify code. Please try again.'. The code is
 * sent without surrounding spaces.
 * @see spec §2 "Parent Dashboard", §4 "Email verification", §5, §8 "Verification"
 */
export function VerificationCodeDialog({ onVerified }: VerificationCodeDialogProps) {
  const api = useApiClient();
  return (
    <OneFieldDialog
      trigger={
        <button type="button" className="button">
          Enter a Code
        </button>
      }
      title="Enter Verification Code"
      description="Type the 6-digit code from the newest e-mail we sent you: each new e-mail replaces the code before."
      field={{ label: 'Verification code', inputMode: 'numeric', autoComplete: 'one-time-code' }}
      submitLabel="Verify Code"
      validate={(code) => (code.trim() === '' ? 'Please enter a verification code' : null)}
      send={(code) => api.verifyEmailCode(code.trim())}
      failedMessage={API_ERROR_MESSAGES.verifyCodeError}
      onDone={onVerified}
    />
  );
}
