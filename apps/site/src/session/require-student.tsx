import { useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { sessionEndedState } from './session-ended-notice';
import { useSession } from './use-session';

/** Props of {@link RequireStudent}. */
export interface RequireStudentProps {
  /** Where a visitor with no student session goes. @defaultValue `'/student-login'` */
  redirectTo?: string;
  /** The guarded page. @defaultValue the route's `<Outlet />` (use as a layout route) */
  children?: ReactNode;
}

/**
 * Shows its children (or the child routes) only while a student is signed in; otherwise
 * replaces the address with `redirectTo`.
 *
 * @see spec §2 "Student Dashboard" (redirects to /student-login), §6 Roles and permissions
 *   ("Student: … redirected to /student-login without a session")
 */
export function RequireStudent({ redirectTo = '/student-login', children }: RequireStudentProps) {
  const { student } = useSession();
  // Whether this page was shown signed in: then the session ended under it (a refused token,
  // an expired cookie), and the login page says so.
  // (React's "information from previous renders": set during render, once.)
  const [wasSignedIn, setWasSignedIn] = useState(false);
  const { pathname, search } = useLocation();
  if (student && !wasSignedIn) setWasSignedIn(true);
  if (!student) {
    const state = wasSignedIn ? sessionEndedState(pathname + search) : undefined;
    return <Navigate to={redirectTo} replace state={state} />;
  }
  return children ?? <Outlet />;
}
