/**
 * `user.disconnect`: sign out on the server — the session behind the token ends at once.
 * @see spec §4 "Parent session" (Logout), "Student session"; issue 9 "Safe"
 */
import { endSession } from '../../auth/sessions';
import type { Handler } from '../types';

/**
 * Ends the session of `usertoken`, whether a parent's or a student's. The answer is the same
 * when the token is unknown, expired or already ended, so signing out twice is not an error and
 * the answer tells nothing about a token.
 * @returns 200 `{ tag: 'user.disconnect' }` (a request without `usertoken` gets 401 from the
 *   schema, like every signed-in tag)
 * @see docs/protocol.md `user.disconnect`
 */
export const disconnectUser: Handler<'user.disconnect'> = async (request, { db }) => {
  await endSession(db, request.usertoken);
  return { status: 200, body: { tag: 'user.disconnect' } };
};
