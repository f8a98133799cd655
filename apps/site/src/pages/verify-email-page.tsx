import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useApiClient } from '../api/api-client-context';
import { tokenRefused } from '../auth/token-refused';
import { useSendLinkOnce } from '../auth/use-send-link-once';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useSession } from '../session/use-session';

/**
 * How long the success message stays before going on (to the parent login, or the dashboard of
 * a parent signed in here), in ms. @see spec §9
 */
export const VERIFIED_REDIRECT_MS = 2000;

/** `refused`: the server turned the token down; `failed`: it could not be asked (network). */
type Status = 'verifying' | 'verified' | 'refused' | 'failed';

/**
 * Email verify (`/verifyemail?emailtoken=…`, the query inside the hash route): submits the
 * e-mailed link's token once, shows 'Email Verified Successfully!' and moves to /parent-login
 * after 2 s (to /parent-dashboard when a parent is signed in in this browser: the login form
 * would only ask them again; their dashboard has dropped the banner when the link was theirs,
 * see `verifyEmailLink`). Without a token it says 'No verification token found'; a refused
 * token (a refusal, or a 4xx such as a token cut short) shows 'Something went wrong, this token
 * is not valid' with what to do about it ({@link refusedHelp}). When the server cannot be
 * reached it says 'Failed to verify email. Please try again.' and offers 'Try Again' — the link
 * may be fine.
 *
 * @see spec §2 "Email verify", §4 Email verification, §8 Verification, §9 Redirects
 */
export function VerifyEmailPage() {
  useDocumentTitle('Verify Email');
  const api = useApiClient();
  const navigate = useNavigate();
  const { parent } = useSession();
  const signedIn = parent !== null;
  const next = signedIn
    ? {
        to: '/parent-dashboard',
        label: 'Parent Dashboard',
        going: 'Taking you to your dashboard...',
      }
    : { to: '/parent-login', label: 'Parent Login', going: 'Taking you to the parent login...' };
  const token = useSearchParams()[0].get('emailtoken')?.trim() ?? '';
  const [status, setStatus] = useState<Status>('verifying');
  const [detail, setDetail] = useState<string | null>(null);
  // 'Try Again' after a network failure asks again (attempt + 1).
  const [attempt, setAttempt] = useState(0);
  useSendLinkOnce(token, attempt, (sent) => {
    setStatus('verifying');
    api.verifyEmailLink(sent).then(
      () => setStatus('verified'),
      (error: unknown) => {
        setStatus(tokenRefused(error) ? 'refused' : 'failed');
        setDetail(error instanceof Error ? error.message : null);
      },
    );
  });

  useEffect(() => {
    if (status !== 'verified') return undefined;
    const timer = setTimeout(() => void navigate(next.to), VERIFIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, status, next.to]);

  if (!token) {
    return (
      <VerifyFrame title="No verification token found" next={next}>
        <p>There is no token here, please recheck your email.</p>
      </VerifyFrame>
    );
  }
  if (status === 'verifying') {
    return (
      <VerifyFrame title="Verifying your email..." next={next}>
        <p role="status">Please wait while we check your link.</p>
      </VerifyFrame>
    );
  }
  if (status === 'verified') {
    return (
      <VerifyFrame title="Email Verified Successfully!" next={next}>
        <p role="status">{next.going}</p>
      </VerifyFrame>
    );
  }
  if (status === 'failed') {
    return (
      <VerifyFrame title="Failed to verify email. Please try again." next={next}>
        <p>Your link may still be good: we could not reach the server.</p>
        <button
          type="button"
          className="button button-primary"
          onClick={() => setAttempt((value) => value + 1)}
        >
          Try Again
        </button>
      </VerifyFrame>
    );
  }
  return (
    <VerifyFrame title="Something went wrong, this token is not valid" next={next}>
      {detail && detail !== 'Something went wrong, this token is not valid' ? (
        <p role="alert">{detail}</p>
      ) : null}
      <p>{refusedHelp(parent?.user.emailverified)}</p>
    </VerifyFrame>
  );
}

/**
 * What to do about a refused link, for the parent signed in in this browser (`emailverified`
 * of their session) or, with none, a visitor: an address verified already needs nothing more
 * (the link was used, or a newer one was); else a link works once, for 24 hours, and only the
 * newest e-mail's, so the way on is a new e-mail.
 */
function refusedHelp(emailverified: string | undefined): string {
  if (emailverified === 'true')
    return 'Your email address is already verified: nothing more to do.';
  const rule = "A link works once, for 24 hours, and only the newest email's link works.";
  return emailverified === undefined
    ? `${rule} Log in to ask for a new email, or to see that your address is verified.`
    : `${rule} Press Request New Link on your dashboard for a new one.`;
}

/** The page's heading (which announces each state) and a way on (`next`: login or dashboard). */
function VerifyFrame({
  title,
  next,
  children,
}: {
  title: string;
  next: { to: string; label: string };
  children?: ReactNode;
}) {
  return (
    <section className="auth-page verify-page" aria-labelledby="verify-title" aria-live="polite">
      <h1 id="verify-title">{title}</h1>
      {children}
      <div className="auth-actions">
        <Link className="button button-primary" to={next.to}>
          {next.label}
        </Link>
        <Link className="button" to="/">
          Back to Home
        </Link>
      </div>
    </section>
  );
}
