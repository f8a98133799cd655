import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useSessionRedirect } from './session-ended-notice';
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
 * replaces the address with `redirectTo`, or with the student login, told why, when the session
 * ended under the page (`useSessionRedirect`).
 *
 * @see spec §2 "Student Dashboard" (redirects to /student-login), §6 Roles and permissions
 *   ("Student: … redirected to /student-login without a session")
 */
export function RequireStudent({ redirectTo = '/student-login', children }: RequireStudentProps) {
  const { student } = useSession();
  return (
    useSessionRedirect(student !== null, redirectTo, '/student-login') ?? children ?? <Outlet />
  );
}
