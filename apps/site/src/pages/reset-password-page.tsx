import { API_ERROR_MESSAGES } from '@mathcols/api-client';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useApiClient } from '../api/api-client-context';
import { AuthHeader } from '../auth/auth-header';
import { FormAlert } from '../auth/form-alert';
import { NewPasswordForm } from '../auth/new-password-form';
import { ResetLinkRequest } from '../auth/reset-link-request';
import { tokenRefused } from '../auth/token-refused';
import { useDocumentTitle } from '../hooks/use-document-title';

/**
 * What the page knows of its link: `checking` it, `ready` (good, for `email`), `dead` (missing,
 * or refused by the server: `message` says why) or `failed` (the server could not be asked, or
 * was busy: the link may still be good).
 */
type LinkState =
  | { status: 'checking' }
  | { status: 'ready'; email: string }
  | { status: 'dead'; message: string }
  | { status: 'failed'; message: string };

/**
 * Where focus goes once a state the parent's press led to is shown (the pressed button is gone
 * by then): the first thing to do in it.
 */
const FIRST_CONTROL: Record<Exclude<LinkState['status'], 'checking'>, string> = {
  ready: 'new-password-password',
  dead: 'reset-link-email',
  failed: 'reset-password-retry',
};

/** Under the error when the link could not be checked. */
export const CHECK_FAILED_HINT =
  'Your link may still be good. Wait a moment, then press Try Again.';

/** The page's state after `checkPasswordReset` threw `error`. */
function checkFailure(error: unknown): LinkState {
  if (tokenRefused(error)) return { status: 'dead', message: error.message };
  const message = error instanceof Error ? error.message : '';
  // A server error carries the refusal's text too, which would blame a link that may be good.
  return {
    status: 'failed',
    message:
      !message || message === API_ERROR_MESSAGES.invalidPasswordResetToken
        ? API_ERROR_MESSAGES.passwordResetCheckError
        : message,
  };
}

/**
 * Choose a new password (`/reset-password?emailtoken=…`, the e-mailed link of
 * /forgot-password; ours: the spec has no such page). Open to anyone. It first checks the
 * link ('Checking your link...'), which does not use it up. A good link shows 'For <address>'
 * and {@link NewPasswordForm}, which signs the parent in and goes to the dashboard. A missing
 * or refused token says why ('This link has expired or was used already. Ask for a new one
 * below.') over the form of /forgot-password ({@link ResetLinkRequest}), as does a token the
 * server refuses while saving. When the server cannot be asked, the page says so and offers
 * 'Try Again'. After 'Try Again' or a refusal while saving, focus goes to the first control of
 * what shows next (the pressed button is gone). Another link opened in the same tab is checked
 * afresh; a late answer about the earlier link is ignored.
 * @see ApiClient.checkPasswordReset, ApiClient.resetPassword
 */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a New Password');
  const api = useApiClient();
  const token = useSearchParams()[0].get('emailtoken')?.trim() ?? '';
  const [link, setLink] = useState<LinkState>({ status: 'checking' });
  // Another link followed in the same tab (the newer e-mail's, pasted over the older one: with
  // hash routes the page stays, only `token` changes) is checked afresh, not shown as the old
  // one's state ('For <the old address>') until its answer comes.
  const [linkToken, setLinkToken] = useState(token);
  if (linkToken !== token) {
    setLinkToken(token);
    setLink({ status: 'checking' });
  }
  // 'Try Again' asks again (attempt + 1), as does a new token. Only the current check's answer
  // counts: an older one answering late (the first link's, slower, after the second link's)
  // must not replace it. Checking uses nothing up, so a second check of the same attempt
  // (StrictMode) does no harm.
  const [attempt, setAttempt] = useState(0);
  /** Set by 'Try Again' and by a refusal while saving: the next settled state takes focus. */
  const pressed = useRef(false);

  useEffect(() => {
    if (!token) return undefined;
    let current = true;
    api.checkPasswordReset(token).then(
      ({ email }) => {
        if (current) setLink({ status: 'ready', email });
      },
      (error: unknown) => {
        if (current) setLink(checkFailure(error));
      },
    );
    return () => {
      current = false;
    };
  }, [api, token, attempt]);

  useEffect(() => {
    if (!pressed.current || link.status === 'checking') return;
    pressed.current = false;
    document.getElementById(FIRST_CONTROL[link.status])?.focus();
  }, [link.status]);

  const shown: LinkState = token
    ? link
    : { status: 'dead', message: API_ERROR_MESSAGES.invalidPasswordResetToken };

  if (shown.status === 'dead') {
    return (
      <section className="auth-page" aria-labelledby="reset-password-title">
        <AuthHeader titleId="reset-password-title" title="Ask for a new link" picture="letter" />
        <ResetLinkRequest problem={shown.message} />
      </section>
    );
  }
  return (
    <section className="auth-page" aria-labelledby="reset-password-title">
      <AuthHeader
        titleId="reset-password-title"
        title="Choose a new password"
        intro={
          shown.status === 'ready' ? (
            <>
              For <strong className="reset-password-email">{shown.email}</strong>
            </>
          ) : shown.status === 'checking' ? (
            <span role="status">Checking your link...</span>
          ) : undefined
        }
        picture="key"
      />
      {shown.status === 'ready' && (
        <NewPasswordForm
          emailtoken={token}
          email={shown.email}
          onLinkDead={(message) => {
            pressed.current = true;
            setLink({ status: 'dead', message });
          }}
        />
      )}
      {shown.status === 'failed' && (
        <>
          <FormAlert message={shown.message} hint={CHECK_FAILED_HINT} />
          <div className="auth-actions">
            <button
              id={FIRST_CONTROL.failed}
              type="button"
              className="button button-primary"
              onClick={() => {
                pressed.current = true;
                setLink({ status: 'checking' });
                setAttempt((value) => value + 1);
              }}
            >
              Try Again
            </button>
            <Link className="button" to="/parent-login">
              Back to Login
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
