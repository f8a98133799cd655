import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useSessionRedirect } from './session-ended-notice';
import { useFreshParent } from './use-fresh-parent';

/** Props of {@link RequireParent}. */
export interface RequireParentProps {
  /**
   * Where a visitor with no parent session goes. The dashboard and contact pages send them to
   * the parent login; configure-student and manage-account send them home. A parent whose
   * session ended on the page goes to the parent login either way, told why.
   * @defaultValue `'/parent-login'`
   */
  redirectTo?: string;
  /** The guarded page. @defaultValue the route's `<Outlet />` (use as a layout route) */
  children?: ReactNode;
}

/**
 * Shows its children (or the child routes) only while a parent is signed in; otherwise
 * replaces the address with `redirectTo`, or with the parent login, told why, when the session
 * ended under the page (`useSessionRedirect`). Every guarded page reads the parent's data
 * again when it opens and when the parent comes back to it (`useFreshParent`), so the plan,
 * the verified address and the students are the server's of now.
 *
 * @example
 * { path: 'parent-dashboard', element: <RequireParent><ParentDashboardPage /></RequireParent> }
 * @see spec §2 "Parent Dashboard" (redirects to /parent-login), "Configure Students" and
 *   "Manage account" (login required else /), §6 Roles and permissions
 */
export function RequireParent({ redirectTo = '/parent-login', children }: RequireParentProps) {
  const parent = useFreshParent();
  return useSessionRedirect(parent !== null, redirectTo, '/parent-login') ?? children ?? <Outlet />;
}
