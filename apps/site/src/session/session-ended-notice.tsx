import { useState, type ReactElement, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/**
 * The navigation state a guard hands the login page when the session it was showing ended
 * (the server refused its token, or the cookie expired): the page then says why it is there,
 * and after the sign-in goes back to `from`, the page the user was on.
 */
const sessionEndedState = (from: string) => ({ sessionEnded: true, from }) as const;

/**
 * What a guard renders while its page has no session: `null` while `signedIn` (show the page);
 * when this guard had shown its page signed in — the session ended under it (a refused token,
 * an expired cookie) — a `<Navigate>` to `loginPath` (the address replaced) carrying
 * {@link sessionEndedState}, so the login page says why and comes back here; for a visitor
 * who was never signed in here, a `<Navigate>` to `redirectTo`.
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
  return wasSignedIn ? (
    <Navigate to={loginPath} replace state={sessionEndedState(pathname + search)} />
  ) : (
    <Navigate to={redirectTo} replace />
  );
}

/** The `from` of {@link sessionEndedState} in navigation state, if there is one. */
function endedFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { sessionEnded, from } = state as Record<string, unknown>;
  return sessionEnded === true && typeof from === 'string' ? from : undefined;
}

/**
 * Where a login page goes after signing in: back to the page the ended session was on, else
 * `fallback` (the dashboard).
 */
export function useAfterSignIn(fallback: string): string {
  return endedFrom(useLocation().state) ?? fallback;
}

/**
 * A notice above a login form, shown only when a guard sent the user here because their
 * session ended ({@link sessionEndedState}); nothing on an ordinary visit.
 * @see spec §8 ('Authentication token not found. Please log in again.')
 */
export function SessionEndedNotice({ children }: { children: ReactNode }) {
  const ended = endedFrom(useLocation().state) !== undefined;
  return ended ? (
    <p className="auth-notice" role="status">
      {children}
    </p>
  ) : null;
}
