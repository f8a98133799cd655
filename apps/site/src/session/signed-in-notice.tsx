import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from './use-session';

/**
 * A notice above the parent login and registration forms for a parent who is signed in already
 * when the page opens: 'You are signed in as <e-mail>.' with a link to their dashboard, so the
 * form does not read as if they were signed out. The form stays (another parent may sign in on
 * this device; 'Back to Home' still clears the session, spec §2). Read once on the first
 * render: the page's own sign-in moves on by itself and shows no notice meanwhile.
 * @see spec §2 "Parent Login", "Register"
 */
export function SignedInNotice() {
  const { parent } = useSession();
  const [email] = useState(() => parent?.user.email ?? null);
  if (email === null) return null;
  return (
    <p className="auth-notice">
      <span>
        You are signed in as <strong>{email}</strong>.
      </span>{' '}
      <Link to="/parent-dashboard">Go to your dashboard</Link>
    </p>
  );
}
