import { API_ERROR_MESSAGES } from '@mathcols/api-client';
import { useApiClient } from '../api/api-client-context';
import { MIN_PASSCODE_LENGTH, PASSCODE_TOO_SHORT } from './add-student-validation';
import { OneFieldDialog } from './one-field-dialog';
import { Handle } from './student-name';

/** Props of {@link PasswordDialog}. */
export interface PasswordDialogProps {
  /** The student's handle. */
  accountname: string;
  /** Called after the new password was stored. */
  onChanged: () => void;
}

/** The local check of a new password: required, at least 4 characters. */
function passcodeProblem(passcode: string): string | null {
  if (passcode === '') return 'New password is required';
  if (passcode.length < MIN_PASSCODE_LENGTH) return PASSCODE_TOO_SHORT;
  return null;
}

/**
 * The student's 'Configure' button and its dialog ({@link OneFieldDialog}) to change the
 * student's password: a 'New password' field ('New password is required', at least 4
 * characters), 'Cancel' and 'Change Password' (Enter in the field submits too); a failed call
 * shows 'Failed to update password' at the field.
 * @see spec §2 "Configure Students", §5 "Password change", §8 "Students"
 */
export function PasswordDialog({ accountname, onChanged }: PasswordDialogProps) {
  const api = useApiClient();
  return (
    <OneFieldDialog
      trigger={
        <button type="button" className="button button-small">
          Configure <span className="mc-visually-hidden">{accountname}</span>
        </button>
      }
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
      field={{ label: 'New password', type: 'password', autoComplete: 'new-password' }}
      submitLabel="Change Password"
      validate={passcodeProblem}
      send={(passcode) => api.updateStudent(accountname, { passcode })}
      failedMessage={API_ERROR_MESSAGES.updatePasswordFailed}
      onDone={onChanged}
    />
  );
}
