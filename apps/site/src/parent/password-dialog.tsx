import { FormDialog } from '@mathcols/react';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '../auth/text-field';
import { MIN_PASSCODE_LENGTH, PASSCODE_TOO_SHORT } from './add-student-validation';
import { API_ERROR_MESSAGES } from '@mathcols/api-client';
import { useApiClient } from '../api/api-client-context';
import { DIALOG_CLASSES } from '../dialogs/dialog-classes';
import { useServerCall } from './use-server-call';
import { Handle } from './student-name';

/** Props of {@link PasswordDialog}. */
export interface PasswordDialogProps {
  /** The student's handle. */
  accountname: string;
  /** Called after the new password was stored. */
  onChanged: () => void;
}

/**
 * The student's 'Configure' button and its dialog (`FormDialog`) to change the student's
 * password: a 'New password' field ('New password is required', at least 4 characters),
 * 'Cancel' and 'Change Password' (Enter in the field submits too); a failed call shows 'Failed
 * to update password' at the field.
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
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setPasscode('');
          setError(null);
        }
        setOpen(next);
      }}
      trigger={
        <button type="button" className="button button-small">
          Configure <span className="parent-visually-hidden">{accountname}</span>
        </button>
      }
      classNames={DIALOG_CLASSES}
      title={
        <>
          Configure <Handle name={accountname} />
        </>
      }
      description={
        <>
          Set a new password for <Handle name={accountname} suffix="." /> They use it to sign in.
        </>
      }
      cancelLabel="Cancel"
      submitLabel="Change Password"
      onSubmit={submit}
      busy={busy}
      noValidate
    >
      <div className="parent-form">
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
      </div>
    </FormDialog>
  );
}
