import { Link, useNavigate } from 'react-router-dom';
import { useApiClient } from '../api/api-client-context';
import { AuthHeader } from '../auth/auth-header';
import { FormAlert } from '../auth/form-alert';
import { TextField } from '../auth/text-field';
import { useAuthForm } from '../auth/use-auth-form';
import { checkConfirmation, checkEmail, checkName, checkNewPassword } from '../auth/validation';
import { useDocumentTitle } from '../hooks/use-document-title';
import { SignedInNotice } from '../session/signed-in-notice';
import { SubmitButton } from '../auth/submit-button';

/**
 * Register (`/register`): first name, last name, e-mail, password and its confirmation, with
 * the e-mail notice; 'Register' ('Creating Account...' while busy) creates the parent account
 * and opens the dashboard; 'Back to Login' and 'Back to Home' leave. A parent signed in already
 * is told so, with a link to their dashboard (`SignedInNotice`).
 *
 * @see spec §2 "Register", §5 Validation rules, §8 "Registration"
 */
export function RegisterPage() {
  useDocumentTitle('Create Account');
  const api = useApiClient();
  const navigate = useNavigate();
  const form = useAuthForm({
    initial: { firstname: '', lastname: '', email: '', password: '', confirm: '' },
    idPrefix: 'register',
    validate: (values) => ({
      firstname: checkName('First name', values.firstname),
      lastname: checkName('Last name', values.lastname),
      email: checkEmail(values.email),
      password: checkNewPassword(values.password),
      confirm: checkConfirmation(values.password, values.confirm),
    }),
    submit: async ({ firstname, lastname, email, password }) => {
      await api.register({
        firstname: firstname.trim(),
        lastname: lastname.trim(),
        email: email.trim(),
        password,
      });
      await navigate('/parent-dashboard');
    },
    fallbackError: 'An error occurred during registration',
  });

  return (
    <section className="auth-page" aria-labelledby="register-title">
      <AuthHeader
        titleId="register-title"
        title="Create Account"
        intro="Create a free parent account, then add your child and choose their practice days."
        picture="letter"
      />
      <SignedInNotice />
      <p className="auth-notice" id="register-notice">
        You will need a valid email address to create an account and receive student report cards.
      </p>
      <form className="auth-form" noValidate onSubmit={form.onSubmit}>
        <TextField {...form.field('firstname')} label="First Name" autoComplete="given-name" />
        <TextField {...form.field('lastname')} label="Last Name" autoComplete="family-name" />
        <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" />
        <TextField
          {...form.field('password')}
          label="Password"
          type="password"
          autoComplete="new-password"
        />
        <TextField
          {...form.field('confirm')}
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
        />
        <FormAlert message={form.serverError} />
        <div className="auth-actions">
          <SubmitButton busy={form.busy} label="Register" busyLabel="Creating Account..." />
          <Link className="button" to="/parent-login">
            Back to Login
          </Link>
          <Link className="button" to="/">
            Back to Home
          </Link>
        </div>
      </form>
    </section>
  );
}
