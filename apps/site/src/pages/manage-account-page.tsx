import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '../auth/text-field';
import { checkEmail, checkName, checkNewPassword, type FieldErrors } from '../auth/validation';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useSession } from '../session/use-session';

/** How long 'Success' stays after saving, in ms. @see spec §4, §9 */
export const SUCCESS_CLEAR_MS = 3000;

type Field = 'firstname' | 'lastname' | 'email' | 'password';
type Account = Record<Field, string>;

const FIELDS: readonly { name: Field; label: string; type: 'text' | 'email' | 'password' }[] = [
  { name: 'firstname', label: 'First Name', type: 'text' },
  { name: 'lastname', label: 'Last Name', type: 'text' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'password', label: 'Password', type: 'password' },
];

function validate(draft: Account): FieldErrors<Field> {
  return {
    firstname: checkName('First name', draft.firstname),
    lastname: checkName('Last name', draft.lastname),
    email: checkEmail(draft.email),
    // The password is only checked when the parent types a new one.
    password: draft.password ? checkNewPassword(draft.password) : undefined,
  };
}

/**
 * Manage account (`/manage-account`, parents only, else `/`): shows the parent's first name,
 * last name, e-mail and password, and lets them edit the fields. As the spec says, saving only
 * keeps the values on this page (nothing is sent); 'Success' shows for 3 s. Leaving the form,
 * by 'Save' or 'Cancel', puts focus back on 'Edit'.
 *
 * @see spec §2 "Manage account", §4 ("Success message auto-clears after 3 s"), §5
 */
export function ManageAccountPage() {
  useDocumentTitle('Manage Account');
  const user = useSession().parent?.user;
  const [saved, setSaved] = useState<Account>(() => ({
    firstname: user?.firstname ?? '',
    lastname: user?.lastname ?? '',
    email: user?.email ?? '',
    password: '',
  }));
  const [draft, setDraft] = useState<Account | null>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
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
    setDraft(null);
  };

  const startEditing = () => {
    setDraft(saved);
    setErrors({});
    setSuccess(false);
    // The inputs exist after this render; focus the first one then.
    requestAnimationFrame(() => document.getElementById('account-firstname')?.focus());
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft) return;
    const found = validate(draft);
    setErrors(found);
    const firstInvalid = FIELDS.find(({ name }) => found[name]);
    if (firstInvalid) {
      document.getElementById(`account-${firstInvalid.name}`)?.focus();
      return;
    }
    setSaved({ ...draft, firstname: draft.firstname.trim(), lastname: draft.lastname.trim() });
    stopEditing();
    setSuccess(true);
  };

  return (
    <section className="auth-page" aria-labelledby="manage-account-title">
      <h1 id="manage-account-title">Manage Account</h1>
      <p role="status" className="form-success">
        {success ? 'Success' : ''}
      </p>
      {draft ? (
        <form className="auth-form" noValidate onSubmit={save}>
          {FIELDS.map(({ name, label, type }) => (
            <TextField
              key={name}
              id={`account-${name}`}
              label={label}
              type={type}
              value={draft[name]}
              onValueChange={(value) => {
                setDraft({ ...draft, [name]: value });
                setErrors({ ...errors, [name]: undefined });
              }}
              error={errors[name]}
            />
          ))}
          <div className="auth-actions">
            <button type="submit" className="button button-primary">
              Save
            </button>
            <button type="button" className="button" onClick={stopEditing}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <>
          <dl className="account-details">
            {FIELDS.map(({ name, label }) => (
              <div key={name}>
                <dt>{label}</dt>
                <dd>
                  {name === 'password' ? (
                    <>
                      <span aria-hidden="true">••••••••</span>
                      <span className="mc-visually-hidden">(hidden)</span>
                    </>
                  ) : (
                    saved[name]
                  )}
                </dd>
              </div>
            ))}
          </dl>
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
