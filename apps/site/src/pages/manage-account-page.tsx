import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { AccountEditForm } from '../auth/account-edit-form';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useSession } from '../session/use-session';

/** How long 'Success' stays after saving, in ms. @see spec §4, §9 */
export const SUCCESS_CLEAR_MS = 3000;

/**
 * Manage account (`/manage-account`, parents only, else `/`): shows the parent's first name,
 * last name, e-mail and password, and lets them change their names and their password.
 *
 * The spec's page only kept the values on the page and said 'Success', so a parent who
 * "changed" the password there then failed to sign in with it. Here 'Edit' opens
 * {@link AccountEditForm}, whose 'Save' sends what changed, and the page says 'Success' (3 s)
 * once the server has it. The e-mail address is the account's sign-in and verified address,
 * so it is shown, not edited here: the page says to contact us to change it. Leaving the form,
 * by 'Save' or 'Cancel', puts focus back on 'Edit'.
 *
 * @see spec §2 "Manage account", §4 ("Success message auto-clears after 3 s"), §5, §7
 *   `user.update`
 */
export function ManageAccountPage() {
  useDocumentTitle('Manage Account');
  const user = useSession().parent?.user;
  const [editing, setEditing] = useState(false);
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
    if (editing || !backToEdit.current) return;
    backToEdit.current = false;
    editButton.current?.focus();
  }, [editing]);

  const stopEditing = () => {
    backToEdit.current = true;
    setEditing(false);
  };

  return (
    <section className="auth-page" aria-labelledby="manage-account-title">
      <h1 id="manage-account-title">Manage Account</h1>
      <p role="status" className="form-success">
        {success ? 'Success' : ''}
      </p>
      {editing ? (
        <AccountEditForm
          user={user}
          onSaved={() => {
            stopEditing();
            setSuccess(true);
          }}
          onCancel={stopEditing}
        />
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
              onClick={() => {
                setSuccess(false);
                setEditing(true);
              }}
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
