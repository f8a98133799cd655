/**
 * The signed-in student behind a learning request: their row, their parent's premium flag and
 * the time zone of "today".
 * @see spec §4 "Student session", §6 student rules; issue 6 "every tag scoped to the signed-in
 *   student's token"
 */
import { and, eq } from 'drizzle-orm';
import { isValidTimeZone } from '@mathcols/engine';
import { isLive, tokenMatches } from '../../auth/sessions';
import type { Database } from '../../db/open';
import { parents, sessions, students, type StudentRow } from '../../db/schema';

/** A signed-in student. */
export interface SignedInStudent {
  /** The student's row; every learning tag reads and writes this student only. */
  student: StudentRow;
  /** Whether the student's parent is premium (free students may not redo a subject today). */
  premium: boolean;
  /** The IANA zone given at sign-in, or null when the session has none. */
  sessionTimeZone: string | null;
}

/**
 * The student a `usertoken` belongs to.
 * @param now the request's time; a session that expired at or before it does not count
 * @returns null when the token is missing, unknown, expired, or a parent's token — the caller
 *   answers 401 `ERROR_REASONS.unauthorized`
 * @see spec §8 "Authentication token not found. Please log in again."
 */
export async function signedInStudent(
  db: Database,
  usertoken: string | undefined,
  now: Date,
): Promise<SignedInStudent | null> {
  if (!usertoken) return null;
  // One query for the session, the student and the parent's premium flag (the hot path of
  // every learning tag; issue 9 "Fast").
  const [row] = await db
    .select({
      student: students,
      premium: parents.premium,
      expiresAt: sessions.expiresAt,
      sessionTimeZone: sessions.timezone,
    })
    .from(sessions)
    .innerJoin(students, eq(students.id, sessions.studentId))
    .innerJoin(parents, eq(parents.id, students.parentId))
    .where(and(tokenMatches(usertoken), eq(sessions.scope, 'student')))
    .limit(1);
  if (!row || !isLive(row, now)) return null;
  return { student: row.student, premium: row.premium, sessionTimeZone: row.sessionTimeZone };
}

/**
 * The zone of "today" for a request: the request's `timezone` when it names one, else the one
 * kept with the session, else 'UTC'. A stored zone the runtime no longer knows counts as none.
 * @param requested the request's `timezone`, already checked by the protocol schema
 * @see spec §7 (`timezone` on `student.connect`, `student.mathcomplete`, `student.levelupdate`)
 */
export function timeZoneOf(requested: string | undefined, signedIn: SignedInStudent): string {
  if (requested) return requested;
  const stored = signedIn.sessionTimeZone;
  return stored && isValidTimeZone(stored) ? stored : 'UTC';
}

/**
 * The student's row, locked for the rest of the transaction (`SELECT … FOR UPDATE`), so two
 * requests of one student that read and then write (finish a set, take a level offer, report an
 * error) run one after the other, on PostgreSQL as on PGlite.
 * @param db a transaction
 * @returns undefined when the student was deleted meanwhile
 */
export async function lockStudent(
  db: Database,
  studentId: string,
): Promise<StudentRow | undefined> {
  const [row] = await db.select().from(students).where(eq(students.id, studentId)).for('update');
  return row;
}
