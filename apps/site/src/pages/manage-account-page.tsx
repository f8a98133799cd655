import { API_ERROR_MESSAGES } from '@mathcols/api-client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useApiClient } from '../api/api-client-context';
import { FormAlert } from '../auth/form-alert';
import { TextField } from '../auth/text-field';
import { checkName, checkNewPassword, type FieldErrors } from '../auth/validation';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useSession } from '../session/use-session';

/** How long 'Success' stays after saving, in ms. @see spec §4, §9 */
export const SUCCESS_CLEAR_MS = 3000;

type Field = 'firstname' | 'lastname' | 'current' | 'password';
type Draft = Record<Field, string>;

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
];

function validate(draft: Draft): FieldErrors<Field> {
  const changingPassword = draft.password !== '' || draft.current !== '';
  return {
    firstname: checkName('First name', draft.firstname),
    lastname: checkName('Last name', draft.lastname),
    // The passwords are only checked when the parent changes the password.
    current: changingPassword && !draft.current ? 'Please enter your current password' : undefined,
    password: changingPassword ? checkNewPassword(draft.password) : undefined,
  };
}

/**
 * Manage account (`/manage-account`, parents only, else `/`): shows the parent's first name,
 * last name, e-mail and password, and lets them change their names and their password.
 *
 * The spec's page only kept the values on the page and said 'Success', so a parent who
 * "changed" the password there then failed to sign in with it. Here 'Save' sends what changed
 * — the names (`updateNames`) and, when a new password is typed, the password with the current
 * one (`changePassword`: only wire hashes travel) — and says 'Success' (3 s) once the server
 * has them; a refusal ('Your current password is not right', a wait after 5 wrong ones, or no
 * answer) shows under the form, which keeps what was typed. The e-mail address is the
 * account's sign-in and verified address, so it is shown, not edited here: the page says to
 * contact us to change it. Leaving the form, by 'Save' or 'Cancel', puts focus back on 'Edit'.
 *
 * @see spec §2 "Manage account", §4 ("Success message auto-clears after 3 s"), §5, §7
 *   `user.update`
 */
export function ManageAccountPage() {
  useDocumentTitle('Manage Account');
  const api = useApiClient();
  const user = useSession().parent?.user;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  /** Set when the parent leaves the form, so focus goes back to 'Edit' (not on first render). */
  const backToEdit = useRef(false);

  useEffect(() => {
    if (!success) return undefined;
    const timer = setTimeout(() => setSuccess(false), SUCCESS_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [success]);

  useEffect(() => {
    if (draft || !backToEdit.current) return;
    backToEdit.current = false;
    editButton.current?.focus();
  }, [draft]);

  const stopEditing = () => {
    backToEdit.current = true;
    setFailure(null);
    setDraft(null);
  };

  const startEditing = () => {
    setDraft({
      firstname: user?.firstname ?? '',
      lastname: user?.lastname ?? '',
      current: '',
      password: '',
    });
    setErrors({});
    setFailure(null);
    setSuccess(false);
    // The inputs exist after this render; focus the first one then.
    requestAnimationFrame(() => document.getElementById('account-firstname')?.focus());
  };

  const send = async (values: Draft) => {
    const firstname = values.firstname.trim();
    const lastname = values.lastname.trim();
    if (firstname !== user?.firstname || lastname !== user.lastname) {
      await api.updateNames({ firstname, lastname });
    }
    if (values.password) {
      await api.changePassword({ current: values.current, next: values.password });
    }
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft || busy) return;
    const found = validate(draft);
    setErrors(found);
    const firstInvalid = FIELDS.find(({ name }) => found[name]);
    if (firstInvalid) {
      document.getElementById(`account-${firstInvalid.name}`)?.focus();
      return;
    }
    setFailure(null);
    setBusy(true);
    send(draft).then(
      () => {
        setBusy(false);
        stopEditing();
        setSuccess(true);
      },
      (error: unknown) => {
        setBusy(false);
        setFailure(
          error instanceof Error && error.message
            ? error.message
            : API_ERROR_MESSAGES.updateAccountFailed,
        );
      },
    );
  };

  return (
    <section className="auth-page" aria-labelledby="manage-account-title">
      <h1 id="manage-account-title">Manage Account</h1>
      <p role="status" className="form-success">
        {success ? 'Success' : ''}
      </p>
      {draft ? (
        <form className="auth-form" noValidate onSubmit={save} aria-busy={busy}>
          {FIELDS.map(({ name, label, type, autoComplete }) => (
            <TextField
              key={name}
              id={`account-${name}`}
              label={label}
              type={type}
              autoComplete={autoComplete}
              value={draft[name]}
              onValueChange={(value) => {
                setDraft({ ...draft, [name]: value });
                setErrors({ ...errors, [name]: undefined });
              }}
              error={errors[name]}
            />
          ))}
          <p className="auth-notice">Leave the passwords empty to keep your password.</p>
          <FormAlert message={failure} />
          <div className="auth-actions">
            <button type="submit" className="button button-primary" aria-disabled={busy}>
              {busy ? 'Saving...' : 'Save'}
            </button>
            <button type="button" className="button" onClick={stopEditing}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <>
          <dl className="account-details">
            <div>
              <dt>First Name</dt>
              <dd>{user?.firstname}</dd>
            </div>
            <div>
              <dt>Last Name</dt>
              <dd>{user?.lastname}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{user?.email}</dd>
            </div>
            <div>
              <dt>Password</dt>
              <dd>
                <span aria-hidden="true">••••••••</span>
                <span className="mc-visually-hidden">(hidden)</span>
              </dd>
            </div>
          </dl>
          <p className="auth-notice">
            To change your email address, <Link to="/parent-contact">contact us</Link>.
          </p>
          <div className="auth-actions">
            <button
              ref={editButton}
              type="button"
              className="button button-primary"
              onClick={startEditing}
            >
              Edit
            </button>
            <Link className="button" to="/parent-dashboard">
              Back to Dashboard
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
