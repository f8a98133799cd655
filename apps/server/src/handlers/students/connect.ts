/**
 * `student.connect`: a student signs in with handle and passcode.
 * @see spec §2 Student Login, §4 "Student session", §7 `student.connect`, §8 Student login
 */
import { eq } from 'drizzle-orm';
import { hashStoredSecret, verifyStoredSecret } from '../../auth/passwords';
import {
  accountKey,
  clearSignInFailures,
  deviceKey,
  recordSignInFailure,
  signInBlocked,
  tooManyAttempts,
} from '../../auth/rate-limit';
import { createSession } from '../../auth/sessions';
import { parents, students } from '../../db/schema';
import type { Handler } from '../registry';
import { refuse } from './access';
import { STUDENT_REASONS, studentSessionRecord } from './rules';

let decoyHash: Promise<string> | undefined;

/**
 * A stored hash no wire hash matches, checked when the handle is unknown so that an unknown
 * handle takes as long to refuse as a wrong passcode (no handle discovery by timing).
 */
function decoy(): Promise<string> {
  decoyHash ??= hashStoredSecret('decoy: no wire hash has this form');
  return decoyHash;
}

/**
 * Signs a student in.
 *
 * Failed attempts are counted per handle (`account:<handle>`, 5 per 15 minutes) and per device
 * (`device:<deviceid>`, 20); while either is over its limit the answer is HTTP 429
 * `{ tag: 'student.connect_error', reason: 'Too many failed sign-in attempts. Please wait N
 * minutes and try again.' }`, even for the right passcode. An unknown handle and a wrong
 * passcode both answer 200 `{ tag: 'student.connect_error', reason: 'Invalid credentials' }` and
 * count as a failure. Success forgets the handle's failures (the device's stay counted) and
 * opens a **student-scope** session (7 days).
 * `timezone` is accepted and not used yet.
 * @returns 200 `{ tag, usertoken, student, history: {}, progress: {} }` — `student` is the
 *   session record of `rules.studentSessionRecord` (premium = the parent's flag)
 * @see spec §3 "Student session record", §7 `student.connect`, §8 "Invalid credentials"
 */
export const connectStudent: Handler<'student.connect'> = async (request, { db, now }) => {
  const at = now();
  const handleKey = accountKey(request.accountname);
  const keys = [handleKey, deviceKey(request.deviceid)];
  const blocked = await signInBlocked(db, keys, at);
  if (blocked) return tooManyAttempts(request.tag, blocked);

  const [found] = await db
    .select({ student: students, premium: parents.premium })
    .from(students)
    .innerJoin(parents, eq(parents.id, students.parentId))
    .where(eq(students.accountname, request.accountname))
    .limit(1);
  const stored = found?.student.passwordHash ?? (await decoy());
  const matches = await verifyStoredSecret(stored, request.accountpassword);
  if (!found || !matches) {
    await recordSignInFailure(db, keys, at);
    return refuse(request.tag, STUDENT_REASONS.invalidCredentials);
  }

  await clearSignInFailures(db, [handleKey]);
  const usertoken = await createSession(db, { scope: 'student', studentId: found.student.id }, at);
  return {
    status: 200,
    body: {
      tag: request.tag,
      usertoken,
      student: studentSessionRecord(found.student, found.premium),
      history: {},
      progress: {},
    },
  };
};
