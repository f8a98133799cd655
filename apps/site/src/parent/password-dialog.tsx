import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '../auth/text-field';
import { MIN_PASSCODE_LENGTH, PASSCODE_TOO_SHORT } from './add-student-validation';
import { API_ERROR_MESSAGES } from '@mathcols/api-client';
import { useApiClient } from '../api/api-client-context';
import { useServerCall } from './use-server-call';

/** Props of {@link PasswordDialog}. */
export interface PasswordDialogProps {
  /** The student's handle. */
  accountname: string;
  /** Called after the new password was stored. */
  onChanged: () => void;
}

/**
 * The student's 'Configure' button and its dialog to change the student's password: a 'New
 * password' field ('New password is required', at least 4 characters), 'Cancel' and 'Change
 * Password'; a failed call shows 'Failed to update password'.
 * @see spec §2 "Configure Students", §5 "Password change", §8 "Students"
 */
export function PasswordDialog({ accountname, onChanged }: PasswordDialogProps) {
  const api = useApiClient();
  const [open, setOpen] = useState(false);
  const [passcode, setPasscode] = useState('');
  const { busy, error, setError, run } = useServerCall();
  const fieldId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (passcode === '') return setError('New password is required');
    if (passcode.length < MIN_PASSCODE_LENGTH) return setError(PASSCODE_TOO_SHORT);
    const result = await run(
      () => api.updateStudent(accountname, { passcode }),
      API_ERROR_MESSAGES.updatePasswordFailed,
    );
    if (!result.ok) return;
    setOpen(false);
    onChanged();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setPasscode('');
          setError(null);
        }
        setOpen(next);
      }}
    >
      <Dialog.Trigger className="button button-small">
        Configure <span className="parent-visually-hidden">{accountname}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content">
          <Dialog.Title>Configure {accountname}</Dialog.Title>
          <Dialog.Description>
            Set a new password for {accountname}. They use it to sign in.
          </Dialog.Description>
          <form className="parent-form" onSubmit={submit} noValidate>
            <TextField
              id={fieldId}
              label="New password"
              type="password"
              autoComplete="new-password"
              value={passcode}
              onValueChange={setPasscode}
              error={error ?? undefined}
              announceError
              className="parent-field"
            />
            <div className="dialog-actions">
              <Dialog.Close className="button">Cancel</Dialog.Close>
              <button type="submit" className="button button-primary" disabled={busy}>
                Change Password
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
