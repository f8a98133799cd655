import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The navigation state a guard hands the login page when the session it was showing ended
 * (the server refused its token, or the cookie expired): the page then says why it is there.
 */
export const SESSION_ENDED_STATE = { sessionEnded: true } as const;

/**
 * A notice above a login form, shown only when a guard sent the user here because their
 * session ended ({@link SESSION_ENDED_STATE}); nothing on an ordinary visit.
 * @see spec §8 ('Authentication token not found. Please log in again.')
 */
export function SessionEndedNotice({ children }: { children: ReactNode }) {
  const state: unknown = useLocation().state;
  const ended =
    typeof state === 'object' && state !== null && 'sessionEnded' in state && state.sessionEnded;
  return ended ? (
    <p className="auth-notice" role="status">
      {children}
    </p>
  ) : null;
}
