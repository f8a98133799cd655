import type { SessionSnapshot } from '@mathcols/api-client';
import { useCallback, useSyncExternalStore } from 'react';
import { useApiClient } from '../api/api-client-context';

/**
 * What the client's session store holds: `parent` (`{ user, students, ftue }`) while a parent
 * is signed in, `student` (`{ session, progress, history }`) while a student is, each `null`
 * otherwise. The snapshot object stays the same between changes.
 *
 * @see spec §3 "Local session storage", §4 Parent session, Student session
 */
export type SiteSession = SessionSnapshot;

/**
 * The current session of the API client above (see `useApiClient()`), re-rendering the caller
 * whenever it changes (sign-in, sign-out, a student added, the e-mail verified, …).
 *
 * @returns the store's snapshot; read `session.parent` / `session.student` (each `null` when
 *   nobody of that kind is signed in)
 * @see spec §4 Parent session, Student session
 */
export function useSession(): SiteSession {
  const { session } = useApiClient();
  const subscribe = useCallback((listener: () => void) => session.subscribe(listener), [session]);
  const getSnapshot = useCallback(() => session.getSnapshot(), [session]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
