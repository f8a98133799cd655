import { useState, type ReactElement, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/**
 * The navigation state a guard hands the login page: `from`, the guarded page asked for, where
 * the sign-in goes back to (a link from an e-mail, a bookmark, a reload after the cookie
 * expired); `sessionEnded` when the session the page was showing ended under it (the server
 * refused its token, or the cookie expired), so the login page says why it is there.
 */
const loginState = (from: string, sessionEnded: boolean) => ({ sessionEnded, from }) as const;

/**
 * What a guard renders while its page has no session: `null` while `signedIn` (show the page);
 * when this guard had shown its page signed in — the session ended under it (a refused token,
 * an expired cookie) — a `<Navigate>` to `loginPath` (the address replaced), so the login page
 * says why and comes back here ({@link loginState}); for a visitor who was never signed in
 * here, a `<Navigate>` to `redirectTo`, which, when it is the login page too, comes back here
 * after the sign-in without a word of an ended session.
 */
export function useSessionRedirect(
  signedIn: boolean,
  redirectTo: string,
  loginPath: string,
): ReactElement | null {
  // React's "information from previous renders": set during render, once.
  const [wasSignedIn, setWasSignedIn] = useState(false);
  const { pathname, search } = useLocation();
  if (signedIn && !wasSignedIn) setWasSignedIn(true);
  if (signedIn) return null;
  const to = wasSignedIn ? loginPath : redirectTo;
  const state = to === loginPath ? loginState(pathname + search, wasSignedIn) : undefined;
  return <Navigate to={to} replace state={state} />;
}

/**
 * The navigation state for a link to a login page that should come back to `from` (a path of
 * this site) after signing in: Pricing's 'Please Login' comes back to Pricing.
 */
export const returningTo = (from: string) => loginState(from, false);

/** The {@link loginState} in navigation state, if there is one. */
function loginStateOf(state: unknown): ReturnType<typeof loginState> | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { sessionEnded, from } = state as Record<string, unknown>;
  // A path of this site only ('/report-cards?student=…'), never another origin.
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return undefined;
  return loginState(from, sessionEnded === true);
}

/**
 * Where a login page goes after signing in: back to the guarded page that sent the user here
 * (the one asked for, or the one the ended session was on), else `fallback` (the dashboard).
 */
export function useAfterSignIn(fallback: string): string {
  return loginStateOf(useLocation().state)?.from ?? fallback;
}

/**
 * A notice above a login form, shown only when a guard sent the user here because their
 * session ended ({@link loginState}); nothing on an ordinary visit.
 * @see spec §8 ('Authentication token not found. Please log in again.')
 */
export function SessionEndedNotice({ children }: { children: ReactNode }) {
  const ended = loginStateOf(useLocation().state)?.sessionEnded === true;
  return ended ? (
    <p className="auth-notice" role="status">
      {children}
    </p>
  ) : null;
}
