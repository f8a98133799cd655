import type { ParentSessionState } from '@mathcols/api-client';
import { useCallback } from 'react';
import { useApiClient } from '../api/api-client-context';
import { useRefreshWhileShown } from './use-refresh-while-shown';
import { useSession } from './use-session';

/**
 * The signed-in parent (as `useSession().parent`), read again from the server when the calling
 * page opens, when the parent comes back to it and now and then while it stays in front (see
 * `useRefreshWhileShown`): a subscription cancelled in the billing portal ends "Premium" on
 * every page, an address verified in another tab takes the banner away, and a student added on
 * another device shows, without signing in again. Stale-while-revalidate: the page renders at
 * once from the stored session and re-renders when `api.refreshParent()` has stored the fresh
 * data; nothing is shown while it reads.
 *
 * A refresh that fails shows nothing: offline or refused, the stored data stay. When the
 * server refuses the token (HTTP 401) the client has signed the parent out, and
 * `<RequireParent>` sends them to the parent login, told why, as for any ended session. Without
 * a signed-in parent (Pricing, seen by a visitor) it does nothing.
 *
 * @returns the signed-in parent `{ user, students, ftue }`, or `null` when none is
 * @see spec §4 Parent session; docs/protocol.md "Reading a parent's data again"
 */
export function useFreshParent(): ParentSessionState | null {
  const api = useApiClient();
  const { parent } = useSession();
  const refresh = useCallback(() => {
    if (api.session.getSnapshot().parent === null) return;
    api.refreshParent().catch(() => {
      // Nothing to show: the stored data stay (a 401 has already ended the session).
    });
  }, [api]);
  useRefreshWhileShown(refresh);
  return parent;
}
