import type { StudentSessionState } from '@mathcols/api-client';
import { useEffect } from 'react';
import { useApiClient } from '../api/api-client-context';
import { useSession } from './use-session';

/** How long after a refresh coming back to the page reads the student's data again, in ms. */
export const REFRESH_AGAIN_MS = 60_000;

/** How often a page kept in front reads the student's data again, in ms (5 minutes). */
export const REFRESH_WHILE_SHOWN_MS = 5 * 60_000;

/**
 * The signed-in student (as `useSession().student`), read again from the server when the
 * calling page opens, when the child comes back to it (the tab shown again) at least
 * {@link REFRESH_AGAIN_MS} after the last time, and every {@link REFRESH_WHILE_SHOWN_MS} while
 * it stays in front (never while hidden), so a schedule, level or setting a parent changed
 * since the sign-in shows without signing in again. Stale-while-revalidate: the page renders at once from the stored
 * session, and re-renders with the fresh data when `api.refreshStudent()` has stored them (only
 * the changed content changes; no spinner).
 *
 * A refresh that fails shows the child nothing: offline or refused, the stored data stay. When
 * the server refuses the token (HTTP 401) the client has signed the student out, and
 * `<RequireStudent>` sends them to the student login, told why, as for any ended session.
 *
 * @returns the signed-in student `{ session, progress, history }`, or `null` when none is
 * @see spec §4 Student session; docs/protocol.md "Reading a student's data again"
 */
export function useFreshStudent(): StudentSessionState | null {
  const api = useApiClient();
  const { student } = useSession();
  useEffect(() => {
    const refresh = () => {
      if (api.session.getSnapshot().student === null) return;
      api.refreshStudent().catch(() => {
        // Nothing to show: the stored data stay (a 401 has already ended the session).
      });
    };
    refresh();
    // A tablet left on the page for days: read again when the child comes back to it, and
    // now and then while the page stays in front (a classroom screen, all day).
    let last = Date.now();
    const again = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < REFRESH_AGAIN_MS) return;
      last = Date.now();
      refresh();
    };
    document.addEventListener('visibilitychange', again);
    const timer = setInterval(again, REFRESH_WHILE_SHOWN_MS);
    return () => {
      document.removeEventListener('visibilitychange', again);
      clearInterval(timer);
    };
  }, [api]);
  return student;
}
