import { API_ERROR_MESSAGES } from '@mathcols/api-client';
import { ERROR_REASONS } from '@mathcols/api-client/protocol';
import { Link, useNavigate } from 'react-router-dom';
import { useApiClient } from '../api/api-client-context';
import { AuthHeader } from '../auth/auth-header';
import { FormAlert } from '../auth/form-alert';
import { TextField } from '../auth/text-field';
import { useAuthForm } from '../auth/use-auth-form';
import { checkEmail, checkPasswordPresent } from '../auth/validation';
import { useDocumentTitle } from '../hooks/use-document-title';
import { SessionEndedNotice, useAfterSignIn } from '../session/session-ended-notice';
import { SignedInNotice } from '../session/signed-in-notice';
import { useSignOut } from '../session/use-sign-out';
import { SubmitButton } from '../auth/submit-button';

/**
 * What a parent reads under the server's 'Invalid credentials' (spec §8 "Parent login"): what to
 * check, and the way back in.
 */
export const PARENT_LOGIN_HINT =
  'Check the email address and the password, or press Forgot your password? to choose a new one.';

/**
 * The forgotten-password page, with the address typed so far (`?email=`) so it starts filled.
 * @param email - the login's Email field as it stands
 */
function forgotPasswordPath(email: string): string {
  const typed = email.trim();
  return typed
    ? `/forgot-password?${new URLSearchParams({ email: typed }).toString()}`
    : '/forgot-password';
}

/**
 * Parent Login (`/parent-login`): e-mail and password; 'Login' ('Logging in...' while busy)
 * goes to the dashboard; 'Forgot your password?' (ours) opens /forgot-password with the address
 * typed so far; 'Create Account' opens registration; 'Back to Home' clears the session
 * and goes to `/`. Field messages follow spec §5, server errors spec §8. A parent signed in
 * already is told so, with a link to their dashboard (`SignedInNotice`).
 *
 * @see spec §2 "Parent Login", §5 "Email", §8 "Login"
 */
export function ParentLoginPage() {
  useDocumentTitle('Parent Login');
  const api = useApiClient();
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn('/parent-dashboard');
  const backToHome = useSignOut('/');
  const form = useAuthForm({
    initial: { email: '', password: '' },
    idPrefix: 'parent-login',
    validate: ({ email, password }) => ({
      email: checkEmail(email),
      password: checkPasswordPresent(password),
    }),
    submit: async ({ email, password }) => {
      await api.parentSignIn({ email: email.trim(), password });
      await navigate(afterSignIn);
    },
    fallbackError: 'An error occurred during login',
  });

  return (
    <section className="auth-page" aria-labelledby="parent-login-title">
      <AuthHeader
        titleId="parent-login-title"
        title="Parent Login"
        intro="Welcome back. See how your children are doing and plan their week."
        picture="report"
      />
      <SessionEndedNotice>{API_ERROR_MESSAGES.noToken}</SessionEndedNotice>
      <SignedInNotice />
      <form className="auth-form" noValidate onSubmit={form.onSubmit}>
        <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" />
        <TextField
          {...form.field('password')}
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <Link className="auth-forgot" to={forgotPasswordPath(form.field('email').value)}>
          Forgot your password?
        </Link>
        <FormAlert
          message={form.serverError}
          hint={
            form.serverError === ERROR_REASONS.invalidCredentials ? PARENT_LOGIN_HINT : undefined
          }
        />
        <div className="auth-actions">
          <SubmitButton busy={form.busy} label="Login" busyLabel="Logging in..." />
          <Link className="button" to="/register">
            Create Account
          </Link>
          <button type="button" className="button" onClick={() => void backToHome()}>
            Back to Home
          </button>
        </div>
      </form>
    </section>
  );
}
