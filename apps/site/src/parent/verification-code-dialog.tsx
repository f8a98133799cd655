import { FormDialog } from '@mathcols/react';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '../auth/text-field';
import { API_ERROR_MESSAGES } from '@mathcols/api-client';
import { useApiClient } from '../api/api-client-context';
import { DIALOG_CLASSES } from '../dialogs/dialog-classes';
import { useServerCall } from './use-server-call';

/** Props of {@link VerificationCodeDialog}. */
export interface VerificationCodeDialogProps {
  /** Called after the server accepted the code. */
  onVerified: () => void;
}

/**
 * The 'Enter a Code' button and its popup 'Enter Verification Code' (`FormDialog`): a code
 * field, 'Cancel' and 'Verify Code' (Enter in the field submits too). An empty code shows 'Please enter a verification code'; a refused one shows the
 * server's text (e.g. 'Invalid verification code'), else 'Failed to verify code. Please try
 * again.'. The error is tied to the field (`aria-describedby`, `aria-invalid`).
 * @see spec §2 "Parent Dashboard", §4 "Email verification", §5, §8 "Verification"
 */
export function VerificationCodeDialog({ onVerified }: VerificationCodeDialogProps) {
  const api = useApiClient();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const { busy, error, setError, run } = useServerCall();
  const fieldId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed === '') {
      setError('Please enter a verification code');
      return;
    }
    const result = await run(
      () => api.verifyEmailCode(trimmed),
      API_ERROR_MESSAGES.verifyCodeError,
    );
    if (!result.ok) return;
    setOpen(false);
    onVerified();
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setCode('');
          setError(null);
        }
        setOpen(next);
      }}
      trigger={
        <button type="button" className="button">
          Enter a Code
        </button>
      }
      classNames={DIALOG_CLASSES}
      title="Enter Verification Code"
      description="Type the 6-digit code from the e-mail we sent you."
      cancelLabel="Cancel"
      submitLabel="Verify Code"
      onSubmit={submit}
      busy={busy}
      noValidate
    >
      <div className="parent-form">
        <TextField
          id={fieldId}
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onValueChange={setCode}
          error={error ?? undefined}
          announceError
          className="parent-field"
        />
      </div>
    </FormDialog>
  );
}
