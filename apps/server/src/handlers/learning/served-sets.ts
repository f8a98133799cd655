/**
 * The level a started set was served at, kept per sign-in session and subject (`served_sets`),
 * so a set keeps its level until it is finished even when the parent changes the level
 * meanwhile: `student.mathget` serves it again (the same seed gives the same questions, so the
 * device's kept progress restores) and `student.mathcomplete` records it at that level.
 * @see spec §4 ("Level Updated Successfully" says levels show at the next student login);
 *   §7 `student.mathget`, `student.mathcomplete`, `student.levelupdate`
 */
import { and, eq } from 'drizzle-orm';
import { isSubject, localDateKey, type Subject } from '@mathcols/engine';
import type { Database } from '../../db/open';
import { servedSets, type StudentRow } from '../../db/schema';
import { setsFinishedToday } from './sets';
import { timeZoneOf, type SignedInStudent } from './signed-in-student';

/** Which set of a subject: the student's date (`YYYY-MM-DD`) and the sets finished before it. */
export interface SetRound {
  readonly date: string;
  /** How many sets of the subject the student finished that day before this one (0, 1, …). */
  readonly round: number;
}

/**
 * The level the session's set of `subject` for `round` was served at, or undefined when this
 * session was served no set of that round (another day, a finished set, a new sign-in).
 */
export async function servedLevel(
  db: Database,
  sessionKey: string,
  subject: Subject,
  { date, round }: SetRound,
): Promise<number | undefined> {
  const [row] = await db
    .select({ level: servedSets.level, localDate: servedSets.localDate, round: servedSets.round })
    .from(servedSets)
    .where(and(eq(servedSets.tokenHash, sessionKey), eq(servedSets.subject, subject)))
    .limit(1);
  return row && row.localDate === date && row.round === round ? row.level : undefined;
}

/** Keeps `level` (0–19) as the level of the session's set of `subject` for `round`. */
export async function keepServedLevel(
  db: Database,
  served: { sessionKey: string; studentId: string; subject: Subject; level: number },
  { date, round }: SetRound,
): Promise<void> {
  const row = { localDate: date, round, level: served.level };
  await db
    .insert(servedSets)
    .values({
      tokenHash: served.sessionKey,
      studentId: served.studentId,
      subject: served.subject,
      ...row,
    })
    .onConflictDoUpdate({ target: [servedSets.tokenHash, servedSets.subject], set: row });
}

/**
 * Forgets the served levels of a student's subject in every session: the student chose a new
 * level after a set, and that choice applies at once.
 */
export async function forgetServedLevels(
  db: Database,
  studentId: string,
  subject: Subject,
): Promise<void> {
  await db
    .delete(servedSets)
    .where(and(eq(servedSets.studentId, studentId), eq(servedSets.subject, subject)));
}

/**
 * The signed-in student's row with the level of each set this session started and has not
 * finished today in place of the stored level, so `student.get` shows the child the level they
 * are working at, not one the parent set meanwhile (that one shows once the set is finished).
 * "Today" is read in the session's zone (else UTC).
 */
export async function withServedLevels(
  db: Database,
  signedIn: SignedInStudent,
  at: Date,
): Promise<StudentRow> {
  const { student, sessionKey } = signedIn;
  const timeZone = timeZoneOf(undefined, signedIn);
  const today = localDateKey(at, timeZone);
  const rows = await db.select().from(servedSets).where(eq(servedSets.tokenHash, sessionKey));
  let mathlevels = student.mathlevels;
  for (const { subject, localDate, round, level } of rows) {
    if (!isSubject(subject) || localDate !== today) continue;
    if ((await setsFinishedToday(db, student.id, subject, { today, timeZone, at })) !== round) {
      continue;
    }
    mathlevels = { ...mathlevels, [subject]: { ...mathlevels[subject], level: String(level) } };
  }
  return { ...student, mathlevels };
}
