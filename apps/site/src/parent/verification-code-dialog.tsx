import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '../auth/text-field';
import { API_ERROR_MESSAGES } from '@mathcols/api-client';
import { useApiClient } from '../api/api-client-context';
import { useServerCall } from './use-server-call';

/** Props of {@link VerificationCodeDialog}. */
export interface VerificationCodeDialogProps {
  /** Called after the server accepted the code. */
  onVerified: () => void;
}

/**
 * The 'Enter a Code' button and its popup 'Enter Verification Code': a code field, 'Cancel' and
 * 'Verify Code'. An empty code shows 'Please enter a verification code'; a refused one shows the
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
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setCode('');
          setError(null);
        }
        setOpen(next);
      }}
    >
      <Dialog.Trigger className="button">Enter a Code</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content">
          <Dialog.Title>Enter Verification Code</Dialog.Title>
          <Dialog.Description>
            Type the 6-digit code from the e-mail we sent you.
          </Dialog.Description>
          <form className="parent-form" onSubmit={submit} noValidate>
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
            <div className="dialog-actions">
              <Dialog.Close className="button">Cancel</Dialog.Close>
              <button type="submit" className="button button-primary" disabled={busy}>
                Verify Code
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
