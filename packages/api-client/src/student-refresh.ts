/**
 * Reading the signed-in student's data again (`student.get`), the client's `refreshStudent`: a
 * student's session lasts days, and a parent may change the schedule or a level meanwhile.
 * @see docs/protocol.md "Reading a student's data again"; spec §4 Student session
 */
import { requireStudent, type LearningSender } from './learning-methods';
import { sessionRefresh } from './session-refresh';
import type { SessionStore, StudentSessionState } from './session-types';

/**
 * The client's `refreshStudent` over its sender, session store and clock (see
 * `AccountMethods.refreshStudent`): a set finished or a level moved while the request was out
 * is kept (see `sessionRefresh`).
 */
export function createStudentRefresh(
  send: LearningSender,
  session: SessionStore,
  now: () => Date,
): () => Promise<StudentSessionState> {
  return sessionRefresh({
    session,
    side: (snapshot) => snapshot.student,
    require: () => requireStudent(session),
    fetch: async () => {
      const { student, history, progress } = await send('student.get', {});
      return () => session.replaceStudent({ student, history, progress }, now());
    },
  });
}
