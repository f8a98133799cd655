import type { ParentData } from '@mathcols/api-client';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { EmailChangeForm } from '../account/email-change-form';
import { AccountEditForm } from '../auth/account-edit-form';
import { BreakableEmail } from '../auth/breakable-email';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useSession } from '../session/use-session';

/** How long 'Success' stays after saving, in ms. @see spec §4, §9 */
export const SUCCESS_CLEAR_MS = 3000;

/** What the page shows: the details, the names-and-password form, or the e-mail form. */
type Mode = 'details' | 'names' | 'email';

/**
 * Manage account (`/manage-account`, parents only, else `/`): shows the parent's first name,
 * last name, e-mail and password, and lets them change their names, their password and their
 * e-mail address.
 *
 * The spec's page only kept the values on the page and said 'Success', so a parent who
 * "changed" the password there then failed to sign in with it. Here 'Edit' opens
 * {@link AccountEditForm}, whose 'Save' sends what changed, and the page says 'Success' (3 s)
 * once the server has it. 'Change Email' opens {@link EmailChangeForm} (the new address and the
 * current password); once the server moved the account the details show the new address and
 * the page says where the verification e-mail went, until the parent opens a form again (a
 * step to do is not gone in 3 s). Leaving a form, by saving or 'Cancel', puts focus back on
 * the button that opened it.
 *
 * @see spec §2 "Manage account", §4 ("Success message auto-clears after 3 s"), §5, §7
 *   `user.update`; the api-client's `changeEmail` (`user.emailchange`, ours)
 */
export function ManageAccountPage() {
  useDocumentTitle('Manage Account');
  const user = useSession().parent?.user;
  const [mode, setMode] = useState<Mode>('details');
  const [success, setSuccess] = useState(false);
  /** The address the account moved to, while the page says so (until a form opens again). */
  const [movedTo, setMovedTo] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const emailButton = useRef<HTMLButtonElement>(null);
  /** Set when the parent leaves a form: whose button gets focus back (not on first render). */
  const backTo = useRef<Exclude<Mode, 'details'> | null>(null);

  useEffect(() => {
    if (!success) return undefined;
    const timer = setTimeout(() => setSuccess(false), SUCCESS_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [success]);

  useEffect(() => {
    if (mode !== 'details' || !backTo.current) return;
    const button = backTo.current === 'email' ? emailButton : editButton;
    backTo.current = null;
    button.current?.focus();
  }, [mode]);

  const open = (form: Exclude<Mode, 'details'>) => {
    setSuccess(false);
    setMovedTo(null);
    setMode(form);
  };

  const leave = (form: Exclude<Mode, 'details'>) => {
    backTo.current = form;
    setMode('details');
  };

  const emailChanged = (changed: ParentData) => {
    leave('email');
    setMovedTo(changed.email);
  };

  return (
    <section className="auth-page" aria-labelledby="manage-account-title">
      <h1 id="manage-account-title">Manage Account</h1>
      <p
        role="status"
        className={!success && movedTo ? 'form-success email-changed' : 'form-success'}
      >
        {success ? (
          'Success'
        ) : movedTo ? (
          <>
            Your email address is now <strong>{movedTo}</strong>. We sent a verification email
            there: open it to verify the address.
          </>
        ) : (
          ''
        )}
      </p>
      {mode === 'names' ? (
        <AccountEditForm
          user={user}
          onSaved={() => {
            leave('names');
            setSuccess(true);
          }}
          onCancel={() => leave('names')}
        />
      ) : mode === 'email' ? (
        <EmailChangeForm user={user} onSaved={emailChanged} onCancel={() => leave('email')} />
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
              <dd>
                <BreakableEmail address={user?.email ?? ''} />
              </dd>
            </div>
            <div>
              <dt>Password</dt>
              <dd>
                <span aria-hidden="true">••••••••</span>
                <span className="mc-visually-hidden">(hidden)</span>
              </dd>
            </div>
          </dl>
          <div className="auth-actions">
            <button
              ref={editButton}
              type="button"
              className="button button-primary"
              onClick={() => open('names')}
            >
              Edit
            </button>
            <button
              ref={emailButton}
              type="button"
              className="button"
              onClick={() => open('email')}
            >
              Change Email
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
