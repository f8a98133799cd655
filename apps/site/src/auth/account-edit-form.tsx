import { API_ERROR_MESSAGES, type ParentData } from '@mathcols/api-client';
import { useEffect } from 'react';
import { useApiClient } from '../api/api-client-context';
import { FormAlert } from './form-alert';
import { TextField } from './text-field';
import { useAuthForm } from './use-auth-form';
import { checkConfirmation, checkCurrentPassword, checkName, checkNewPassword } from './validation';
import { SubmitButton } from './submit-button';

type Field = 'firstname' | 'lastname' | 'current' | 'password' | 'confirm';

/** The form's fields, in the order shown. */
const FIELDS: readonly {
  name: Field;
  label: string;
  type: 'text' | 'password';
  autoComplete: string;
}[] = [
  { name: 'firstname', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastname', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  {
    name: 'current',
    label: 'Current Password',
    type: 'password',
    autoComplete: 'current-password',
  },
  { name: 'password', label: 'New Password', type: 'password', autoComplete: 'new-password' },
  {
    name: 'confirm',
    label: 'Confirm New Password',
    type: 'password',
    autoComplete: 'new-password',
  },
];

/** Props of {@link AccountEditForm}. */
export interface AccountEditFormProps {
  /** The signed-in parent: the names start from theirs. */
  user: ParentData | undefined;
  /** Called once the server has every change (the page then says 'Success'). */
  onSaved: () => void;
  /** 'Cancel': nothing is sent. */
  onCancel: () => void;
}

/**
 * Manage Account's edit form: First Name, Last Name, Current Password, New Password and
 * Confirm New Password (a typo in a password typed blind would lock the parent out). 'Save'
 * ('Saving...' while busy) checks the fields (spec §5, the confirmation as Register's; the
 * passwords only when one of them is typed), focuses the first invalid one, then sends what
 * changed: with a new password first both passwords (`changePassword`, wire hashes only; the
 * server then signs the parent's other devices out), so a wrong current password saves
 * nothing, then the names (`updateNames`); should the names fail after the password was saved,
 * the password fields empty. A refusal ('Your current password is not right', a wait after 5
 * wrong ones, no answer) shows under the fields, which keep what was typed. The first field
 * takes focus when the form opens.
 * @see spec §2 "Manage account", §5, §7 `user.update`
 */
export function AccountEditForm({ user, onSaved, onCancel }: AccountEditFormProps) {
  const api = useApiClient();
  const form = useAuthForm<Field>({
    initial: {
      firstname: user?.firstname ?? '',
      lastname: user?.lastname ?? '',
      current: '',
      password: '',
      confirm: '',
    },
    idPrefix: 'account',
    validate: (draft) => {
      const changingPassword =
        draft.password !== '' || draft.current !== '' || draft.confirm !== '';
      return {
        firstname: checkName('First name', draft.firstname),
        lastname: checkName('Last name', draft.lastname),
        current: changingPassword ? checkCurrentPassword(draft.current) : undefined,
        password: changingPassword ? checkNewPassword(draft.password) : undefined,
        confirm: changingPassword ? checkConfirmation(draft.password, draft.confirm) : undefined,
      };
    },
    submit: async (draft) => {
      // The password first: a wrong current one then saves nothing at all.
      if (draft.password) {
        await api.changePassword({ current: draft.current, next: draft.password });
        // Saved: should the names fail now, another 'Save' must not send the old one again.
        for (const name of ['current', 'password', 'confirm'] as const) {
          form.field(name).onValueChange('');
        }
      }
      const firstname = draft.firstname.trim();
      const lastname = draft.lastname.trim();
      if (firstname !== user?.firstname || lastname !== user.lastname) {
        await api.updateNames({ firstname, lastname });
      }
      onSaved();
    },
    fallbackError: API_ERROR_MESSAGES.updateAccountFailed,
  });

  const firstFieldId = form.field('firstname').id;
  useEffect(() => {
    document.getElementById(firstFieldId)?.focus();
  }, [firstFieldId]);

  return (
    <form className="auth-form" noValidate onSubmit={form.onSubmit} aria-busy={form.busy}>
      {FIELDS.map(({ name, label, type, autoComplete }) => (
        <TextField
          key={name}
          {...form.field(name)}
          label={label}
          type={type}
          autoComplete={autoComplete}
        />
      ))}
      <p className="auth-notice">
        Leave the passwords empty to keep your password. A new password signs you out on your other
        devices.
      </p>
      <FormAlert message={form.serverError} />
      <div className="auth-actions">
        <SubmitButton busy={form.busy} label="Save" busyLabel="Saving..." />
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
