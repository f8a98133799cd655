import { API_ERROR_MESSAGES, ApiError } from '@mathcols/api-client';
import { ERROR_REASONS } from '@mathcols/api-client/protocol';
import { Link, useNavigate } from 'react-router-dom';
import { useApiClient } from '../api/api-client-context';
import { AuthHeader } from '../auth/auth-header';
import { FormAlert } from '../auth/form-alert';
import { TextField } from '../auth/text-field';
import { useAuthForm } from '../auth/use-auth-form';
import { checkHandle, checkPasscode } from '../auth/validation';
import { useDocumentTitle } from '../hooks/use-document-title';
import { SessionEndedNotice, useAfterSignIn } from '../session/session-ended-notice';
import { SignedInNotice } from '../session/signed-in-notice';
import { SubmitButton } from '../auth/submit-button';

/** What a child reads after a wrong handle or passcode (spec §8 "Student login"). */
export const STUDENT_LOGIN_FAILED = API_ERROR_MESSAGES.loginFailed;

/** The kind line under it: what to do next. */
export const STUDENT_LOGIN_HINT = 'Check your handle and passcode, or ask your parent for them.';

/** What a child reads when the server could not be asked (spec §8 "Student login"). */
export const STUDENT_LOGIN_ERROR = API_ERROR_MESSAGES.loginError;

/** The kind line under it: what to do next. */
export const STUDENT_LOGIN_ERROR_HINT = 'Wait a moment, then press Student Login again.';

/** The kind line under a login message, if it has one. */
const HINTS: Partial<Record<string, string>> = {
  [STUDENT_LOGIN_FAILED]: STUDENT_LOGIN_HINT,
  [STUDENT_LOGIN_ERROR]: STUDENT_LOGIN_ERROR_HINT,
};

/**
 * Student Login (`/student-login`): the handle and passcode a parent gave the student;
 * 'Student Login' opens the student dashboard; 'Back to Home' goes to `/`. Someone signed in
 * already is told so, with their dashboard and, for a parent, that a student login here signs
 * them out (`SignedInNotice`). A child can show the
 * passcode while typing it ('Show passcode'), so a slip is seen before the login fails. A wrong
 * handle or passcode says 'Login failed' with what to do next, not the server's 'Invalid
 * credentials' (words for parents); no answer says 'An error occurred during login' with 'Wait a
 * moment, then press Student Login again.'; other refusals (a lock after 5 tries) show the
 * server's.
 *
 * @see spec §2 "Student Login", §5 "Student login", §8 "Student login"
 */
export function StudentLoginPage() {
  useDocumentTitle('Student Login');
  const api = useApiClient();
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn('/student-dashboard');
  const form = useAuthForm({
    initial: { handle: '', passcode: '' },
    idPrefix: 'student-login',
    validate: ({ handle, passcode }) => ({
      handle: checkHandle(handle),
      passcode: checkPasscode(passcode),
    }),
    submit: async ({ handle, passcode }) => {
      try {
        await api.studentSignIn({ accountname: handle.trim(), passcode });
      } catch (error) {
        const wrong =
          error instanceof ApiError && error.reason === ERROR_REASONS.invalidCredentials;
        throw wrong ? new Error(STUDENT_LOGIN_FAILED, { cause: error }) : error;
      }
      await navigate(afterSignIn);
    },
    fallbackError: STUDENT_LOGIN_ERROR,
  });

  return (
    <section className="auth-page auth-page-student" aria-labelledby="student-login-title">
      <AuthHeader
        titleId="student-login-title"
        title="Student Login"
        intro="Hi there! Type the handle and passcode your parent gave you."
        picture="key"
      />
      <SessionEndedNotice>You were signed out. Please log in again.</SessionEndedNotice>
      <SignedInNotice form="student" />
      <form className="auth-form" noValidate onSubmit={form.onSubmit}>
        <TextField {...form.field('handle')} label="Student Handle" autoComplete="username" />
        <TextField
          {...form.field('passcode')}
          label="Student Passcode"
          type="password"
          reveal="Show passcode"
          autoComplete="current-password"
        />
        <FormAlert
          message={form.serverError}
          hint={form.serverError ? HINTS[form.serverError] : undefined}
        />
        <div className="auth-actions">
          <SubmitButton busy={form.busy} label="Student Login" />
          <Link className="button" to="/">
            Back to Home
          </Link>
        </div>
      </form>
    </section>
  );
}
