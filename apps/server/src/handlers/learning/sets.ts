/**
 * The finished sets of a student (`student_sets`): recording one, the latest one, whether a
 * subject was completed on a date, and the history and progress made from them.
 * Every function takes the student's id from the signed-in session, never from the request.
 * @see spec §3 "Student" (history), "Progress"; §4 "Student session"; §7 `student.connect`,
 *   `student.mathcomplete`, `student.levelupdate`
 */
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import {
  isSubject,
  localDateKey,
  subjectProgress,
  type FinishedSet,
  type Subject,
} from '@mathcols/engine';
import {
  WIRE_SUBJECTS,
  type HistoryEntry,
  type SubjectProgressWire,
} from '@mathcols/api-client/protocol';
import type { Database } from '../../db/open';
import { studentSets, type StudentSetRow } from '../../db/schema';

/** The most history entries per subject `student.connect` sends (the latest ones). */
export const HISTORY_LIMIT = 60;

/** A set's history entry: `{ createdDate 'YYYY-MM-DD-HH:MM', level '0'–'19', questions, errors }`. */
export function historyEntry(
  set: Pick<StudentSetRow, 'createdDate' | 'level' | 'questions' | 'errors'>,
): HistoryEntry {
  return {
    createdDate: set.createdDate,
    level: String(set.level),
    questions: set.questions,
    errors: set.errors,
  };
}

/**
 * A subject's progress as the wire writes it: the engine's `subjectProgress` with both
 * percents as strings, e.g. `{ complete: '15', score: '90' }`.
 * @param level the student's level in the subject, 0–19
 * @see spec §3 "Progress"
 */
export function progressOf(level: number, sets: readonly FinishedSet[]): SubjectProgressWire {
  const { complete, score } = subjectProgress(level, sets);
  return { complete: String(complete), score: String(score) };
}

/** Every finished set of one subject of a student (level, questions, errors), any order. */
export function finishedSets(
  db: Database,
  studentId: string,
  subject: Subject,
): Promise<FinishedSet[]> {
  return db
    .select({
      level: studentSets.level,
      questions: studentSets.questions,
      errors: studentSets.errors,
    })
    .from(studentSets)
    .where(and(eq(studentSets.studentId, studentId), eq(studentSets.subject, subject)));
}

/** The student's latest set of a subject (by time, then insertion), or undefined. */
export async function latestSet(
  db: Database,
  studentId: string,
  subject: Subject,
): Promise<StudentSetRow | undefined> {
  const [row] = await db
    .select()
    .from(studentSets)
    .where(and(eq(studentSets.studentId, studentId), eq(studentSets.subject, subject)))
    .orderBy(desc(studentSets.createdAt), desc(studentSets.id))
    .limit(1);
  return row;
}

/** How far back a set can lie and still be "today" in some zone (the zones span 26 hours). */
const TODAY_IN_ANY_ZONE_MS = 3 * 24 * 60 * 60 * 1000;

/** "Today" for {@link setsFinishedToday}: the date of `at` in `timeZone`. */
export interface StudentToday {
  /** The date of `at` in `timeZone`, `YYYY-MM-DD`. */
  readonly today: string;
  /** The zone `today` is read in (an IANA name the runtime knows). */
  readonly timeZone: string;
  readonly at: Date;
}

/**
 * How many sets of the subject the student finished today: sets recorded on the date `today`
 * (their `local_date`, in the zone of their own request), or whose moment falls on `today` in
 * `timeZone`. So naming another zone in the request (a day behind) does not open a second set
 * of the same day; only sets of the last three days can count.
 * @returns 0 or more
 * @see spec §6 (a free student does one set of a subject a day)
 */
export async function setsFinishedToday(
  db: Database,
  studentId: string,
  subject: Subject,
  { today, timeZone, at }: StudentToday,
): Promise<number> {
  const recent = await db
    .select({ localDate: studentSets.localDate, createdAt: studentSets.createdAt })
    .from(studentSets)
    .where(
      and(
        eq(studentSets.studentId, studentId),
        eq(studentSets.subject, subject),
        gte(studentSets.createdAt, new Date(at.getTime() - TODAY_IN_ANY_ZONE_MS)),
      ),
    );
  return recent.filter(
    (set) => set.localDate === today || localDateKey(set.createdAt, timeZone) === today,
  ).length;
}

/**
 * Whether the student already finished a set of the subject today (see
 * {@link setsFinishedToday}).
 * @see spec §6 (a free student does one set of a subject a day)
 */
export async function completedToday(
  db: Database,
  studentId: string,
  subject: Subject,
  today: StudentToday,
): Promise<boolean> {
  return (await setsFinishedToday(db, studentId, subject, today)) > 0;
}

/**
 * A student's history for `student.connect`: per subject that has sets, the latest
 * {@link HISTORY_LIMIT} entries, oldest first.
 * @see spec §3 "Student" ("history (per subject entries with createdDate …)")
 */
export async function studentHistory(
  db: Database,
  studentId: string,
): Promise<Partial<Record<Subject, HistoryEntry[]>>> {
  const ranked = db
    .select({
      id: studentSets.id,
      subject: studentSets.subject,
      level: studentSets.level,
      questions: studentSets.questions,
      errors: studentSets.errors,
      createdAt: studentSets.createdAt,
      createdDate: studentSets.createdDate,
      rank: sql<number>`row_number() over (partition by ${studentSets.subject} order by ${studentSets.createdAt} desc, ${studentSets.id} desc)`.as(
        'rank',
      ),
    })
    .from(studentSets)
    .where(eq(studentSets.studentId, studentId))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, HISTORY_LIMIT))
    .orderBy(asc(ranked.createdAt), asc(ranked.id));
  const history: Partial<Record<Subject, HistoryEntry[]>> = {};
  for (const row of rows) {
    if (isSubject(row.subject)) (history[row.subject] ??= []).push(historyEntry(row));
  }
  return history;
}

/**
 * A student's progress for `student.connect`: `{ '{subject}_progress': { complete, score } }`
 * for each subject with at least one set, at the level stored for it.
 * @param levelOf the student's level 0–19 in a subject
 * @see spec §3 "Progress"
 */
export async function studentProgress(
  db: Database,
  studentId: string,
  levelOf: (subject: Subject) => number,
): Promise<Record<string, SubjectProgressWire>> {
  const rows = await db
    .select({
      subject: studentSets.subject,
      level: studentSets.level,
      questions: studentSets.questions,
      errors: studentSets.errors,
    })
    .from(studentSets)
    .where(eq(studentSets.studentId, studentId));
  const bySubject = new Map<Subject, FinishedSet[]>();
  for (const { subject, ...set } of rows) {
    if (!isSubject(subject)) continue;
    const sets = bySubject.get(subject) ?? [];
    sets.push(set);
    bySubject.set(subject, sets);
  }
  const progress: Record<string, SubjectProgressWire> = {};
  for (const subject of WIRE_SUBJECTS) {
    const sets = bySubject.get(subject);
    if (sets) progress[`${subject}_progress`] = progressOf(levelOf(subject), sets);
  }
  return progress;
}
