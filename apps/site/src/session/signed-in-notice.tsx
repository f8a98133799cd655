import { useState } from 'react';
import { Link } from 'react-router-dom';
import { studentGreetingName } from './student-greeting-name';
import { useSession, type SiteSession } from './use-session';

/** Props of {@link SignedInNotice}. */
export interface SignedInNoticeProps {
  /** Whose sign-in form the notice stands over. @defaultValue 'parent' */
  form?: 'parent' | 'student';
}

/** What the notice says: who is signed in, what the form would do to them, and where they go. */
interface Notice {
  who: string;
  after: string;
  to: string;
}

/**
 * Who is signed in, as seen from a sign-in form: this device holds one session at a time, so
 * a parent signing in here ends a student's session and a student signing in ends a parent's.
 */
function noticeFor(session: SiteSession, form: 'parent' | 'student'): Notice | null {
  const { parent, student } = session;
  if (parent) {
    const after = form === 'student' ? ', a parent. A student login here signs you out.' : '.';
    return { who: parent.user.email, after, to: '/parent-dashboard' };
  }
  if (student) {
    const after = form === 'parent' ? ', a student. A parent login here signs you out.' : '.';
    return { who: studentGreetingName(student.session), after, to: '/student-dashboard' };
  }
  return null;
}

/**
 * A notice above a sign-in or registration form for someone signed in already when the page
 * opens: 'You are signed in as <e-mail>.' with a link to their dashboard, so the form does not
 * read as if they were signed out. Over the other kind's form it also says that signing in
 * there ends their session (one session per device): 'You are signed in as pat@example.com, a
 * parent. A student login here signs you out.' The form stays (another person may sign in on
 * this device; 'Back to Home' on the parent login still clears the session, spec §2). Read once
 * on the first render: the page's own sign-in moves on by itself and shows no notice meanwhile.
 * @see spec §2 "Parent Login", "Register", "Student Login"; §3 "Local session storage"
 */
export function SignedInNotice({ form = 'parent' }: SignedInNoticeProps) {
  const session = useSession();
  const [notice] = useState(() => noticeFor(session, form));
  if (notice === null) return null;
  return (
    <p className="auth-notice">
      <span>
        You are signed in as <strong>{notice.who}</strong>
        {notice.after}
      </span>{' '}
      <Link to={notice.to}>Go to your dashboard</Link>
    </p>
  );
}
