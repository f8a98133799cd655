/**
 * `student.get` (ours): a signed-in student reads their data again — the schedule, levels and
 * settings a parent may have changed since the sign-in — without signing in again.
 * @see docs/protocol.md "Reading a student's data again"; spec §4 "Student session"
 */
import { unauthorized } from '../../auth/unauthorized';
import { withServedLevels } from '../learning/served-sets';
import { signedInStudent } from '../learning/signed-in-student';
import type { Handler } from '../types';
import { studentSessionData } from './connect';

/**
 * Answers the signed-in student's data exactly as `student.connect` does (see
 * `studentSessionData`), read now, so a parent's change on Configure Students shows — except
 * the level of a set this session started and has not finished: that set's level shows until
 * it is finished (see `withServedLevels`). Reads only: no token is issued and the session's
 * expiry stays as it was.
 * @returns 200 `{ tag, student, history, progress }`; 401 `unauthorized` for a missing,
 *   unknown or expired token, a parent's token, or a student who was deleted
 * @see spec §3 "Student session record", §8 "Authentication token not found. Please log in
 *   again."
 */
export const getStudent: Handler<'student.get'> = async (request, { db, now }) => {
  const at = now();
  const signedIn = await signedInStudent(db, request.usertoken, at);
  if (!signedIn) return unauthorized(request.tag);
  const student = await withServedLevels(db, signedIn, at);
  return {
    status: 200,
    body: { tag: request.tag, ...(await studentSessionData(db, student, signedIn.premium)) },
  };
};
