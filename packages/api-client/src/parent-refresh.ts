/**
 * Reading the signed-in parent's data again (`user.get`), the client's `refreshParent`: a
 * parent's session lasts 7 days, and the plan can end meanwhile (a subscription cancelled in
 * the billing portal), the address be verified in another tab, a student change on another
 * device.
 * @see docs/protocol.md "Reading a parent's data again"; spec §4 Parent session
 */
import type { Sender } from './account-methods';
import { sessionRefresh } from './session-refresh';
import type { ParentSessionState, SessionStore } from './session-types';

/**
 * The client's `refreshParent` over its sender and session store (see
 * `AccountMethods.refreshParent`): a change the parent made while the request was out is kept
 * (see `sessionRefresh`).
 */
export function createParentRefresh(
  send: Sender,
  session: SessionStore,
): () => Promise<ParentSessionState> {
  return sessionRefresh({
    session,
    side: (snapshot) => snapshot.parent,
    fetch: async () => {
      const { data, students } = await send('user.get', {});
      return () => session.updateParent({ user: data, students });
    },
  });
}
