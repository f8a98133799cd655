import { Link, useNavigate } from 'react-router-dom';
import { useApiClient } from '../api/api-client-context';
import { FormAlert } from '../auth/form-alert';
import { TextField } from '../auth/text-field';
import { useAuthForm } from '../auth/use-auth-form';
import { checkHandle, checkPasscode } from '../auth/validation';
import { useDocumentTitle } from '../hooks/use-document-title';

/**
 * Student Login (`/student-login`): the handle and passcode a parent gave the student;
 * 'Student Login' opens the student dashboard; 'Back to Home' goes to `/`.
 *
 * @see spec §2 "Student Login", §5 "Student login", §8 "Student login"
 */
export function StudentLoginPage() {
  useDocumentTitle('Student Login');
  const api = useApiClient();
  const navigate = useNavigate();
  const form = useAuthForm({
    initial: { handle: '', passcode: '' },
    idPrefix: 'student-login',
    validate: ({ handle, passcode }) => ({
      handle: checkHandle(handle),
      passcode: checkPasscode(passcode),
    }),
    submit: async ({ handle, passcode }) => {
      await api.studentSignIn({ accountname: handle.trim(), passcode });
      await navigate('/student-dashboard');
    },
    fallbackError: 'An error occurred during login',
  });

  return (
    <section className="auth-page" aria-labelledby="student-login-title">
      <h1 id="student-login-title">Student Login</h1>
      <form className="auth-form" noValidate onSubmit={form.onSubmit}>
        <TextField {...form.field('handle')} label="Student Handle" autoComplete="username" />
        <TextField
          {...form.field('passcode')}
          label="Student Passcode"
          type="password"
          autoComplete="current-password"
        />
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
