import type { StudentSessionState } from '@mathcols/api-client';
import { useCallback } from 'react';
import { useApiClient } from '../api/api-client-context';
import { useRefreshWhileShown } from './use-refresh-while-shown';
import { useSession } from './use-session';

export { REFRESH_AGAIN_MS, REFRESH_WHILE_SHOWN_MS } from './use-refresh-while-shown';

/**
 * The signed-in student (as `useSession().student`), read again from the server when the
 * calling page opens, when the child comes back to it and now and then while it stays in front
 * (see `useRefreshWhileShown`), so a schedule, level or setting a parent changed since the
 * sign-in shows without signing in again. Stale-while-revalidate: the page renders at once from
 * the stored session, and re-renders with the fresh data when `api.refreshStudent()` has stored
 * them (only the changed content changes; no spinner).
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
  const refresh = useCallback(() => {
    if (api.session.getSnapshot().student === null) return;
    api.refreshStudent().catch(() => {
      // Nothing to show: the stored data stay (a 401 has already ended the session).
    });
  }, [api]);
  useRefreshWhileShown(refresh);
  return student;
}
