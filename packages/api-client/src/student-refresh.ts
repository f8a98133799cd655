/**
 * Reading the signed-in student's data again (`student.get`), the client's `refreshStudent`: a
 * student's session lasts days, and a parent may change the schedule or a level meanwhile.
 * @see docs/protocol.md "Reading a student's data again"; spec §4 Student session
 */
import { ApiError } from './errors';
import { oneAtATime } from './one-at-a-time';
import { requireStudent, type LearningSender } from './learning-methods';
import { API_ERROR_MESSAGES } from './messages';
import type { SessionStore, StudentSessionState } from './session-types';

/**
 * The client's `refreshStudent` over its sender, session store and clock (see
 * `AccountMethods.refreshStudent`). Calls made while one is out share its request.
 */
export function createStudentRefresh(
  send: LearningSender,
  session: SessionStore,
  now: () => Date,
): () => Promise<StudentSessionState> {
  async function refresh(): Promise<StudentSessionState> {
    requireStudent(session);
    const token = session.getUserToken();
    const before = session.getSnapshot().student;
    const { student, history, progress } = await send('student.get', {});
    // Stored only over the session it was asked for, unchanged since: a set finished or a level
    // moved while the request was out is newer than the answer may be (the next refresh brings
    // the server's), and another student's sign-in must keep its own data.
    if (session.getUserToken() === token && session.getSnapshot().student === before) {
      session.replaceStudent({ student, history, progress }, now());
    }
    const after = session.getSnapshot().student;
    if (after === null) throw new ApiError(API_ERROR_MESSAGES.noToken, 'unauthorized');
    return after;
  }

  return oneAtATime(refresh);
}
