import { API_ERROR_MESSAGES } from '@mathcols/api-client';
import { Link, useNavigate } from 'react-router-dom';
import { useApiClient } from '../api/api-client-context';
import { arrivalFlash } from '../parent/arrival-flash';
import { FormAlert } from './form-alert';
import { TextField } from './text-field';
import { tokenRefused } from './token-refused';
import { useAuthForm } from './use-auth-form';
import { checkConfirmation, checkNewPassword } from './validation';
import { SubmitButton } from './submit-button';

/** The dashboard's toast after a new password was saved through the e-mailed link. Ours. */
export const NEW_PASSWORD_SAVED = 'Your new password is saved.';

/** Props of {@link NewPasswordForm}. */
export interface NewPasswordFormProps {
  /** The e-mailed link's token. */
  emailtoken: string;
  /** The address the link was sent to (`checkPasswordReset`'s answer): it salts the hash. */
  email: string;
  /** The server turned the token down while saving (used, expired, replaced): its reason. */
  onLinkDead: (reason: string) => void;
}

/**
 * The form of a good forgotten-password link: 'New Password' and 'Confirm New Password', with
 * Register's and Manage Account's rules and messages ('Passwords do not match', …; nothing is
 * sent until both pass). 'Back to Login' leaves. 'Save New Password' ('Saving...' while busy)
 * saves it; the server then signs the parent in here (`resetPassword` stores the session), so
 * the page goes on to /parent-dashboard, which says 'Your new password is saved.'. A refused token hands over to
 * `onLinkDead`; any other failure shows in an alert and the fields keep what was typed. A
 * hidden username field tells password managers which account the new password is for.
 * @see ApiClient.resetPassword
 */
export function NewPasswordForm({ emailtoken, email, onLinkDead }: NewPasswordFormProps) {
  const api = useApiClient();
  const navigate = useNavigate();
  const form = useAuthForm({
    initial: { password: '', confirm: '' },
    idPrefix: 'new-password',
    validate: ({ password, confirm }) => ({
      password: checkNewPassword(password),
      confirm: checkConfirmation(password, confirm),
    }),
    submit: async ({ password }) => {
      try {
        await api.resetPassword({ emailtoken, email, password });
      } catch (error) {
        if (!tokenRefused(error)) throw error;
        onLinkDead(error.message);
        return;
      }
      await navigate('/parent-dashboard', { state: arrivalFlash(NEW_PASSWORD_SAVED) });
    },
    fallbackError: API_ERROR_MESSAGES.passwordResetError,
  });

  return (
    <form className="auth-form" noValidate onSubmit={form.onSubmit} aria-busy={form.busy}>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        {...form.field('password')}
        label="New Password"
        type="password"
        autoComplete="new-password"
      />
      <TextField
        {...form.field('confirm')}
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
      />
      <FormAlert message={form.serverError} />
      <div className="auth-actions">
        <SubmitButton busy={form.busy} label="Save New Password" busyLabel="Saving..." />
        <Link className="button" to="/parent-login">
          Back to Login
        </Link>
      </div>
    </form>
  );
}
