/**
 * `student.connect`: a student signs in with handle and passcode.
 * @see spec §2 Student Login, §4 "Student session", §7 `student.connect`, §8 Student login
 */
import { eq } from 'drizzle-orm';
import type { StudentSessionData } from '@mathcols/api-client/protocol';
import { signIn } from '../../auth/sign-in';
import { createSession } from '../../auth/sessions';
import type { Database } from '../../db/open';
import { parents, students, type StudentRow } from '../../db/schema';
import { storedLevel } from '../learning/assignment';
import { studentHistory, studentProgress } from '../learning/sets';
import type { Handler } from '../types';
import { studentSessionRecord } from './rules';

/**
 * Signs a student in (see `signIn` for the throttle per handle and address and the refusals:
 * 429 with `Retry-After` while locked, 'Invalid credentials' for an unknown handle or a wrong
 * passcode), and opens a **student-scope** session (7 days; the device's older session of this
 * student ends) that keeps the request's `timezone` (an IANA name
 * checked by the protocol schema, default 'UTC'): the zone of "today" for the student's learning
 * tags when they send none.
 * @returns 200 `{ tag, usertoken, student, history, progress }`: the new token and the
 *   student's data of {@link studentSessionData}
 * @see spec §3 "Student session record", "Progress"; §7 `student.connect`; §8 "Invalid
 *   credentials"
 */
export const connectStudent: Handler<'student.connect'> = async (
  request,
  { db, now, clientAddress },
) => {
  const at = now();
  const device = request.deviceid.toLowerCase();
  const outcome = await signIn({
    db,
    tag: request.tag,
    account: `student:${request.accountname}`,
    address: clientAddress,
    device,
    wireHash: request.accountpassword,
    now: at,
    find: async () => {
      const [found] = await db
        .select({ student: students, premium: parents.premium })
        .from(students)
        .innerJoin(parents, eq(parents.id, students.parentId))
        .where(eq(students.accountname, request.accountname))
        .limit(1);
      return found && { record: found, passwordHash: found.student.passwordHash };
    },
  });
  if (!outcome.ok) return outcome.answer;

  const { student, premium } = outcome.record;
  const usertoken = await createSession(
    db,
    { scope: 'student', studentId: student.id },
    at,
    request.timezone,
    device,
  );
  return {
    status: 200,
    body: { tag: request.tag, usertoken, ...(await studentSessionData(db, student, premium)) },
  };
};

/**
 * A student's data as `student.connect` (and `student.get`) answers it: `student` the session
 * record of `rules.studentSessionRecord` (premium = the parent's flag); `history` per subject
 * with sets, the latest 60 entries `{ createdDate, level, questions, errors }` oldest first;
 * `progress` `{ '{subject}_progress': { complete, score } }` for those subjects, at the
 * subject's current level (`{}` and `{}` for a student who has finished no set).
 * @see spec §3 "Student session record", "Progress"; §7 `student.connect`
 */
export async function studentSessionData(
  db: Database,
  student: StudentRow,
  premium: boolean,
): Promise<StudentSessionData> {
  return {
    student: studentSessionRecord(student, premium),
    history: await studentHistory(db, student.id),
    progress: await studentProgress(
      db,
      student.id,
      (subject) => storedLevel(student.mathlevels, subject) ?? 0,
    ),
  };
}
