import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useApiClient } from '../api/api-client-context';
import { AuthHeader } from '../auth/auth-header';
import { BreakableEmail } from '../auth/breakable-email';
import { FormAlert } from '../auth/form-alert';
import { tokenRefused } from '../auth/token-refused';
import { useSendLinkOnce } from '../auth/use-send-link-once';
import { useDocumentTitle } from '../hooks/use-document-title';

/**
 * What the page knows: `undoing` (asked), `undone` (the account is back at `email`; `resetToken`
 * chooses the new password), `refused` (the server turned the link down: `message` says why) or
 * `failed` (the server could not be asked: the link may still be good).
 */
type UndoState =
  | { status: 'undoing' }
  | { status: 'undone'; email: string; resetToken: string }
  | { status: 'refused'; message: string }
  | { status: 'failed'; message: string };

/** For an address without the link's token (cut short when copied, say). */
export const UNDO_LINK_INCOMPLETE =
  'This link is not complete. Open it again from the email, or copy all of it into the address bar.';

/** Under the message when the server could not be asked. */
export const UNDO_FAILED_HINT = 'Your link may still be good. Wait a moment, then press Try Again.';

/**
 * Undo an e-mail change (`/undo-email-change?emailtoken=…`, the link of the notice sent to the
 * old address; ours). Open to anyone. It sends the token once ('Undoing the change...'); the
 * account is then back at the old address and every session of it has ended (a browser still
 * signed in to it is signed out at its next call). Whoever made the change knew the password,
 * so the page says
 * the address is back and offers 'Choose a new password' (the forgotten-password page with the
 * token the server answered). A refused link says why ('This link has expired or was used
 * already.', or that another account uses the address now) with the way to write to us; an
 * address without a token says the link is not complete, asking nothing; when the server
 * cannot be asked it offers 'Try Again'.
 * @see ApiClient.undoEmailChange; docs/protocol.md "Changing the e-mail address"
 */
export function UndoEmailChangePage() {
  useDocumentTitle('Undo Email Change');
  const api = useApiClient();
  const token = useSearchParams()[0].get('emailtoken')?.trim() ?? '';
  const [state, setState] = useState<UndoState>(
    token ? { status: 'undoing' } : { status: 'refused', message: UNDO_LINK_INCOMPLETE },
  );
  // 'Try Again' after a network failure asks again (attempt + 1).
  const [attempt, setAttempt] = useState(0);
  useSendLinkOnce(token, attempt, (sent) => {
    api.undoEmailChange(sent).then(
      ({ email, emailtoken }) => setState({ status: 'undone', email, resetToken: emailtoken }),
      (error: unknown) => {
        const message = error instanceof Error ? error.message : '';
        setState(
          tokenRefused(error) ? { status: 'refused', message } : { status: 'failed', message },
        );
      },
    );
  });

  if (state.status === 'undone') {
    return (
      <section className="auth-page" aria-labelledby="undo-email-title">
        <AuthHeader titleId="undo-email-title" title="The change is undone" picture="key" />
        <p role="status">
          Your account is back at{' '}
          <strong className="undo-email-address">
            <BreakableEmail address={state.email} />
          </strong>
          .
        </p>
        <p>
          Whoever changed the address knew your password, and you have been signed out everywhere.
          Choose a new password now to sign in again.
        </p>
        <div className="auth-actions">
          <Link
            className="button button-primary"
            to={`/reset-password?emailtoken=${encodeURIComponent(state.resetToken)}`}
          >
            Choose a new password
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="auth-page" aria-labelledby="undo-email-title">
      <AuthHeader
        titleId="undo-email-title"
        title="Undo the email change"
        intro={
          state.status === 'undoing' ? <span role="status">Undoing the change...</span> : undefined
        }
        picture="letter"
      />
      {state.status === 'refused' && (
        <>
          <FormAlert
            message={state.message}
            hint="If someone else changed your address, write to us from the contact address in the email."
          />
          <div className="auth-actions">
            <Link className="button" to="/parent-login">
              Back to Login
            </Link>
          </div>
        </>
      )}
      {state.status === 'failed' && (
        <>
          <FormAlert message={state.message} hint={UNDO_FAILED_HINT} />
          <div className="auth-actions">
            <button
              type="button"
              className="button button-primary"
              onClick={() => {
                setState({ status: 'undoing' });
                setAttempt((value) => value + 1);
              }}
            >
              Try Again
            </button>
          </div>
        </>
      )}
    </section>
  );
}
