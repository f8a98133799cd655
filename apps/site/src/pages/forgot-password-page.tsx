import { useSearchParams } from 'react-router-dom';
import { AuthHeader } from '../auth/auth-header';
import { RESET_LINK_INTRO, ResetLinkRequest } from '../auth/reset-link-request';
import { useDocumentTitle } from '../hooks/use-document-title';

/**
 * Forgot your password? (`/forgot-password?email=…`, ours: the spec has no such page): the
 * parent types the address they signed up with (the login page's link fills it in from
 * `?email=`) and 'Send Link' e-mails them a link to choose a new password, which opens
 * /reset-password. The answer is the same whether or not a parent uses the address. Open to
 * anyone: no sign-in needed.
 * @see ResetLinkRequest, ApiClient.requestPasswordReset
 */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const email = useSearchParams()[0].get('email')?.trim() ?? '';
  return (
    <section className="auth-page" aria-labelledby="forgot-password-title">
      <AuthHeader
        titleId="forgot-password-title"
        title="Forgot your password?"
        intro={RESET_LINK_INTRO}
        picture="key"
      />
      <ResetLinkRequest defaultEmail={email} />
    </section>
  );
}
