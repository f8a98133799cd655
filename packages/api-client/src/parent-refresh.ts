/**
 * Reading the signed-in parent's data again (`user.get`), the client's `refreshParent`: a
 * parent's session lasts 7 days, and the plan can end meanwhile (a subscription cancelled in
 * the billing portal), the address be verified in another tab, a student change on another
 * device.
 * @see docs/protocol.md "Reading a parent's data again"; spec §4 Parent session
 */
import type { Sender } from './account-methods';
import { ApiError } from './errors';
import { oneAtATime } from './one-at-a-time';
import { API_ERROR_MESSAGES } from './messages';
import type { ParentSessionState, SessionStore } from './session-types';

/**
 * The client's `refreshParent` over its sender and session store (see
 * `AccountMethods.refreshParent`). Calls made while one is out share its request.
 */
export function createParentRefresh(
  send: Sender,
  session: SessionStore,
): () => Promise<ParentSessionState> {
  async function refresh(): Promise<ParentSessionState> {
    const before = session.getSnapshot().parent;
    if (before === null) throw new ApiError(API_ERROR_MESSAGES.noToken, 'unauthorized');
    const token = session.getUserToken();
    const { data, students } = await send('user.get', {});
    // Stored only over the session it was asked for, unchanged since: a change the parent made
    // while the request was out is newer than the answer may be (the next refresh brings the
    // server's), and another sign-in must keep its own data.
    if (session.getUserToken() === token && session.getSnapshot().parent === before) {
      session.updateParent({ user: data, students });
    }
    const after = session.getSnapshot().parent;
    if (after === null) throw new ApiError(API_ERROR_MESSAGES.noToken, 'unauthorized');
    return after;
  }

  return oneAtATime(refresh);
}
