import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useApiClient } from '../api/api-client-context';
import { AuthHeader } from '../auth/auth-header';
import { FormAlert } from '../auth/form-alert';
import { TextField } from '../auth/text-field';
import { useAuthForm } from '../auth/use-auth-form';
import { checkHandle, checkPasscode } from '../auth/validation';
import { useDocumentTitle } from '../hooks/use-document-title';
import { SessionEndedNotice, useAfterSignIn } from '../session/session-ended-notice';

/**
 * Student Login (`/student-login`): the handle and passcode a parent gave the student;
 * 'Student Login' opens the student dashboard; 'Back to Home' goes to `/`. A child can show the
 * passcode while typing it ('Show passcode'), so a slip is seen before the login fails.
 *
 * @see spec §2 "Student Login", §5 "Student login", §8 "Student login"
 */
export function StudentLoginPage() {
  useDocumentTitle('Student Login');
  const api = useApiClient();
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn('/student-dashboard');
  const [showPasscode, setShowPasscode] = useState(false);
  const form = useAuthForm({
    initial: { handle: '', passcode: '' },
    idPrefix: 'student-login',
    validate: ({ handle, passcode }) => ({
      handle: checkHandle(handle),
      passcode: checkPasscode(passcode),
    }),
    submit: async ({ handle, passcode }) => {
      await api.studentSignIn({ accountname: handle.trim(), passcode });
      await navigate(afterSignIn);
    },
    fallbackError: 'An error occurred during login',
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
      <form className="auth-form" noValidate onSubmit={form.onSubmit}>
        <TextField {...form.field('handle')} label="Student Handle" autoComplete="username" />
        <TextField
          {...form.field('passcode')}
          label="Student Passcode"
          type={showPasscode ? 'text' : 'password'}
          autoComplete="current-password"
        />
        <label className="auth-reveal">
          <input
            type="checkbox"
            checked={showPasscode}
            onChange={(event) => setShowPasscode(event.target.checked)}
          />
          Show passcode
        </label>
        <FormAlert message={form.serverError} />
        <div className="auth-actions">
          <button type="submit" className="button button-primary" aria-disabled={form.busy}>
            Student Login
          </button>
          <Link className="button" to="/">
            Back to Home
          </Link>
        </div>
      </form>
    </section>
  );
}
