import { API_ERROR_MESSAGES, type ParentData } from '@mathcols/api-client';
import { ERROR_REASONS, emailSchema, normalizeIdentifier } from '@mathcols/api-client/protocol';
import { useEffect } from 'react';
import { useApiClient } from '../api/api-client-context';
import { FormAlert } from '../auth/form-alert';
import { TextField } from '../auth/text-field';
import { useAuthForm } from '../auth/use-auth-form';
import { checkCurrentPassword, checkEmail, protocolRefusal } from '../auth/validation';
import './email-change.css';
import { SubmitButton } from '../auth/submit-button';

type Field = 'email' | 'confirm' | 'current';

/** The new address typed twice differently (after trimming and lower-casing). Ours. */
export const EMAILS_DIFFER = 'Emails do not match';

/** Props of {@link EmailChangeForm}. */
export interface EmailChangeFormProps {
  /** The signed-in parent: their present address is shown, and refused as the new one. */
  user: ParentData | undefined;
  /** Called once the server moved the account, with the parent's data (the new `email`). */
  onSaved: (user: ParentData) => void;
  /** 'Cancel': nothing is sent. */
  onCancel: () => void;
}

/**
 * Manage Account's 'Change Email' form: New Email, Confirm New Email and Current Password
 * ('Emails do not match' when the two addresses differ). 'Save New Email'
 * ('Saving...' while busy; a second press sends nothing) checks the fields first — an address
 * as the server's schema takes it ('Please enter a valid email address'), a password typed,
 * and an address other than the present one (trimmed, lower-cased: 'This is already the email
 * address of your account') — and focuses the first failing field; then sends both
 * (`changeEmail`: the password travels as wire hashes only). A refusal ('Your current
 * password is not right', 'An account with this email already exists', the wait after 5 wrong
 * passwords, no answer) shows under the fields, which keep what was typed, as the
 * names-and-password form does. New Email takes focus when the form opens.
 * @see the api-client's `changeEmail` (`user.emailchange`, ours)
 */
export function EmailChangeForm({ user, onSaved, onCancel }: EmailChangeFormProps) {
  const api = useApiClient();
  const present = user?.email ?? '';
  const form = useAuthForm<Field>({
    initial: { email: '', confirm: '', current: '' },
    idPrefix: 'email-change',
    validate: (draft) => ({
      email:
        checkEmail(draft.email) ??
        protocolRefusal(emailSchema, draft.email) ??
        (normalizeIdentifier(draft.email) === normalizeIdentifier(present)
          ? ERROR_REASONS.emailUnchanged
          : undefined),
      // Typed twice: the account moves at once, so a typo would move it to an address nobody reads.
      confirm:
        normalizeIdentifier(draft.confirm) === normalizeIdentifier(draft.email)
          ? undefined
          : EMAILS_DIFFER,
      current: checkCurrentPassword(draft.current),
    }),
    submit: async (draft) => {
      onSaved(await api.changeEmail({ email: draft.email, current: draft.current }));
    },
    fallbackError: API_ERROR_MESSAGES.changeEmailFailed,
  });

  const firstFieldId = form.field('email').id;
  useEffect(() => {
    document.getElementById(firstFieldId)?.focus();
  }, [firstFieldId]);

  return (
    <form
      className="auth-form email-change-form"
      noValidate
      onSubmit={form.onSubmit}
      aria-busy={form.busy}
      aria-labelledby="email-change-title"
    >
      <div>
        <h2 id="email-change-title" className="email-change-title">
          Change Email
        </h2>
        <p className="auth-intro">
          Your email address now: <strong>{present}</strong>
        </p>
      </div>
      <TextField {...form.field('email')} label="New Email" type="email" autoComplete="email" />
      <TextField
        {...form.field('confirm')}
        label="Confirm New Email"
        type="email"
        autoComplete="email"
      />
      <TextField
        {...form.field('current')}
        label="Current Password"
        type="password"
        autoComplete="current-password"
      />
      <p className="auth-notice">
        You will sign in with the new address. Your students keep their handles and passcodes.
      </p>
      <FormAlert message={form.serverError} />
      <div className="auth-actions">
        <SubmitButton busy={form.busy} label="Save New Email" busyLabel="Saving..." />
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
