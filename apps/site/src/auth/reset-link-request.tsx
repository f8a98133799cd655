import { API_ERROR_MESSAGES } from '@mathcols/api-client';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useApiClient } from '../api/api-client-context';
import { FormAlert } from './form-alert';
import { TextField } from './text-field';
import { useAuthForm } from './use-auth-form';
import { checkEmail } from './validation';
import { SubmitButton } from './submit-button';

/** The friendly line over the form on /forgot-password. Ours: the spec has no such page. */
export const RESET_LINK_INTRO =
  'Type the email you signed up with. We will send you a link to choose a new password.';

/** A kind line under the server's text once the link is sent. */
export const RESET_LINK_HINT = 'No email after a few minutes? Look in your spam folder too.';

/** The address the link went to, so a typo shows, e.g. 'Sent to: pat@example.com'. */
export const resetLinkAddress = (email: string) => `Sent to: ${email.trim()}`;

/** The button that brings the form back, with the address, to fix a typo. */
export const RESET_LINK_OTHER = 'Use another email';

/** Props of {@link ResetLinkRequest}. */
export interface ResetLinkRequestProps {
  /** The address the field starts with (the one typed on the login page). @defaultValue '' */
  defaultEmail?: string;
  /**
   * Why a new link is needed (a dead link's 'This link has expired or was used already…'),
   * in an alert above the field until the new link is sent. @defaultValue none
   */
  problem?: string;
}

/**
 * The ask-for-a-link form of /forgot-password, also under a dead link on /reset-password: an
 * Email field (checked as the login's: 'Please enter a valid email address'), 'Send Link'
 * ('Sending...' while the server answers) and 'Back to Login'. Once sent, the form makes way
 * for the server's text ('If a parent account uses this email, we have sent it a link…') and
 * the address it went to ('Sent to: …', so a typo shows) in a polite status panel, which takes
 * focus, with 'Use another email' (the form again, the address in it, focused) and 'Back to
 * Login'. A failure ('Failed to send the
 * email. Please try again.', or the wait after too many e-mails) shows in an alert under the
 * field, which keeps the address, so the parent can try again.
 * @see ApiClient.requestPasswordReset
 */
export function ResetLinkRequest({ defaultEmail = '', problem }: ResetLinkRequestProps) {
  const api = useApiClient();
  const [sent, setSent] = useState<{ text: string; to: string } | null>(null);
  const [fixing, setFixing] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const form = useAuthForm({
    initial: { email: defaultEmail },
    idPrefix: 'reset-link',
    validate: ({ email }) => ({ email: checkEmail(email) }),
    // As typed: the client trims the address it sends (`requestPasswordReset`).
    submit: async ({ email }) => {
      setSent({ text: await api.requestPasswordReset(email), to: email });
      setFixing(false);
    },
    fallbackError: API_ERROR_MESSAGES.passwordForgotError,
  });

  // The button that was pressed is gone: focus goes to what replaced it (the panel, or the
  // address to fix).
  useEffect(() => {
    if (sent !== null) panel.current?.focus();
  }, [sent]);
  const emailId = form.field('email').id;
  useEffect(() => {
    if (fixing) document.getElementById(emailId)?.focus();
  }, [fixing, emailId]);

  // After sending, going back to the login is what comes next.
  const backToLogin = (
    <Link className={sent === null ? 'button' : 'button button-primary'} to="/parent-login">
      Back to Login
    </Link>
  );
  return (
    <>
      {/* In the page from the start, so screen readers hear the text when it comes. */}
      <div ref={panel} role="status" tabIndex={-1} className="auth-notice reset-link-sent">
        {sent !== null && (
          <>
            <p>{sent.text}</p>
            <p className="reset-link-address">{resetLinkAddress(sent.to)}</p>
            <p className="reset-link-hint">{RESET_LINK_HINT}</p>
          </>
        )}
      </div>
      {sent === null ? (
        <form className="auth-form" noValidate onSubmit={form.onSubmit} aria-busy={form.busy}>
          {problem && (
            // Announced at once, but calm: an old link is no one's fault.
            <p role="alert" className="auth-notice reset-link-problem">
              {problem}
            </p>
          )}
          <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" />
          <FormAlert message={form.serverError} />
          <div className="auth-actions">
            <SubmitButton busy={form.busy} label="Send Link" busyLabel="Sending..." />
            {backToLogin}
          </div>
        </form>
      ) : (
        <div className="auth-actions">
          {backToLogin}
          <button
            type="button"
            className="button"
            onClick={() => {
              setSent(null);
              setFixing(true);
            }}
          >
            {RESET_LINK_OTHER}
          </button>
        </div>
      )}
    </>
  );
}
