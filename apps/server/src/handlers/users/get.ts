/**
 * `user.get` (ours): a signed-in parent reads their data again — the plan (which a subscription
 * ending in the billing portal changes), the verified address, the weekly-e-mail setting, the
 * FTUE steps and the students — without signing in again.
 * @see docs/protocol.md "Reading a parent's data again"; spec §4 "Parent session"
 */
import { findParentById } from '../../accounts/parents';
import { listStudents, toParentData } from '../../accounts/serialize';
import { authenticate } from '../../auth/sessions';
import { unauthorized } from '../../auth/unauthorized';
import type { Handler } from '../types';

/**
 * Answers the signed-in parent's data exactly as `user.connect` does (`data` of `toParentData`,
 * `students` of `listStudents` with the parent's premium flag; see `parentSessionAnswer`), read
 * now, so a plan that ended, an address verified in another tab or a student added on another
 * device shows. Reads only: no token is issued and the session's expiry stays as it was.
 * @returns 200 `{ tag, data, students }`; 401 `unauthorized` for a missing, unknown or expired
 *   token, a student's token, or a parent who was deleted
 * @see spec §3 "Parent user", §8 "Authentication token not found. Please log in again."
 */
export const getUser: Handler<'user.get'> = async (request, { db, now }) => {
  const principal = await authenticate(db, request.usertoken, 'parent', now());
  if (!principal) return unauthorized(request.tag);
  const parent = await findParentById(db, principal.parentId);
  if (!parent) return unauthorized(request.tag);
  return {
    status: 200,
    body: {
      tag: request.tag,
      data: toParentData(parent),
      students: await listStudents(db, parent.id, parent.premium),
    },
  };
};
