import { useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { sessionEndedState } from './session-ended-notice';
import { useSession } from './use-session';

/** Props of {@link RequireParent}. */
export interface RequireParentProps {
  /**
   * Where a visitor with no parent session goes. The dashboard and contact pages send them to
   * the parent login; configure-student and manage-account send them home.
   * @defaultValue `'/parent-login'`
   */
  redirectTo?: string;
  /** The guarded page. @defaultValue the route's `<Outlet />` (use as a layout route) */
  children?: ReactNode;
}

/**
 * Shows its children (or the child routes) only while a parent is signed in; otherwise
 * replaces the address with `redirectTo`.
 *
 * @example
 * { path: 'parent-dashboard', element: <RequireParent><ParentDashboardPage /></RequireParent> }
 * @see spec §2 "Parent Dashboard" (redirects to /parent-login), "Configure Students" and
 *   "Manage account" (login required else /), §6 Roles and permissions
 */
export function RequireParent({ redirectTo = '/parent-login', children }: RequireParentProps) {
  const { parent } = useSession();
  // Whether this page was shown signed in: then the session ended under it (a refused token,
  // an expired cookie), and the login page says so.
  // (React's "information from previous renders": set during render, once.)
  const [wasSignedIn, setWasSignedIn] = useState(false);
  const { pathname, search } = useLocation();
  if (parent && !wasSignedIn) setWasSignedIn(true);
  if (!parent) {
    const state = wasSignedIn ? sessionEndedState(pathname + search) : undefined;
    return <Navigate to={redirectTo} replace state={state} />;
  }
  return children ?? <Outlet />;
}
