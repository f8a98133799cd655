/**
 * The level a student's started set was served at, kept per student and subject
 * (`served_sets`), so a set keeps its level until it is finished even when the parent changes
 * the level meanwhile: `student.mathget` serves it again (the same seed gives the same
 * questions, so the device's kept progress restores, also after signing out and in again) and
 * `student.mathcomplete` records it at that level. The parent's level comes with the next set.
 * @see spec §4 ("Level Updated Successfully"); §7 `student.mathget`, `student.mathcomplete`,
 *   `student.levelupdate`
 */
import { and, eq } from 'drizzle-orm';
import { isSubject, localDateKey, type Subject } from '@mathcols/engine';
import type { Database } from '../../db/open';
import { servedSets, type StudentRow } from '../../db/schema';
import { assignmentSeed, assignmentSet, storedLevel, type ServedSet } from './assignment';
import { setsFinishedToday, type StudentToday } from './sets';
import { timeZoneOf, type SignedInStudent } from './signed-in-student';

/** Which set of a subject: the student's date (`YYYY-MM-DD`) and the sets finished before it. */
export interface SetRound {
  readonly date: string;
  /** How many sets of the subject the student finished that day before this one (0, 1, …). */
  readonly round: number;
}

/**
 * The level the student's set of `subject` for `round` was served at, or undefined when no
 * set of that round was served (another day, a set since finished).
 */
async function servedLevel(
  db: Database,
  studentId: string,
  subject: Subject,
  { date, round }: SetRound,
): Promise<number | undefined> {
  const [row] = await db
    .select({ level: servedSets.level, localDate: servedSets.localDate, round: servedSets.round })
    .from(servedSets)
    .where(and(eq(servedSets.studentId, studentId), eq(servedSets.subject, subject)))
    .limit(1);
  return row && row.localDate === date && row.round === round ? row.level : undefined;
}

/** Today's set of a subject as the student works it (see {@link setInProgress}). */
export interface SetInProgress {
  /** Which set: today's date and the sets of the subject finished before it. */
  setRound: SetRound;
  /** The level it was served at, if it was ({@link servedLevel}). */
  served: number | undefined;
  /** Its level and questions, or null when no level of the subject has problems. */
  set: ServedSet | null;
}

/**
 * The set of `subject` the student works today, as `student.mathget` serves it and
 * `student.mathcomplete` records it: round n of the day (the sets finished before it), at the
 * level it was served at, else the stored level (else the fallback level), from the seed of the
 * student, the day and the round.
 */
export async function setInProgress(
  db: Database,
  student: StudentRow,
  subject: Subject,
  day: StudentToday,
): Promise<SetInProgress> {
  const setRound = {
    date: day.today,
    round: await setsFinishedToday(db, student.id, subject, day),
  };
  const served = await servedLevel(db, student.id, subject, setRound);
  const seed = assignmentSeed(student.id, day.today, setRound.round);
  const level = served ?? storedLevel(student.mathlevels, subject);
  return { setRound, served, set: assignmentSet(subject, level, seed) };
}

/** Keeps `level` (0–19) as the level of the student's set of `subject` for `round`. */
export async function keepServedLevel(
  db: Database,
  served: { studentId: string; subject: Subject; level: number },
  { date, round }: SetRound,
): Promise<void> {
  const row = { localDate: date, round, level: served.level };
  await db
    .insert(servedSets)
    .values({ studentId: served.studentId, subject: served.subject, ...row })
    .onConflictDoUpdate({ target: [servedSets.studentId, servedSets.subject], set: row });
}

/**
 * Forgets the served level of a student's subject: the student chose a new level after a set,
 * and that choice applies at once (also to a next set already fetched).
 */
export async function forgetServedLevel(
  db: Database,
  studentId: string,
  subject: Subject,
): Promise<void> {
  await db
    .delete(servedSets)
    .where(and(eq(servedSets.studentId, studentId), eq(servedSets.subject, subject)));
}

/**
 * The signed-in student's row with the level of each set started and not finished today in
 * place of the stored level, so `student.get` shows the child the level they are working at,
 * not one the parent set meanwhile (that one shows once the set is finished). "Today" is read
 * in the session's zone (else UTC).
 */
export async function withServedLevels(
  db: Database,
  signedIn: SignedInStudent,
  at: Date,
): Promise<StudentRow> {
  const { student } = signedIn;
  const timeZone = timeZoneOf(undefined, signedIn);
  const today = localDateKey(at, timeZone);
  const rows = await db.select().from(servedSets).where(eq(servedSets.studentId, student.id));
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
