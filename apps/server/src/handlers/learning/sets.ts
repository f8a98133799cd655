/**
 * The finished sets of a student (`student_sets`): recording one, the latest one, whether a
 * subject was completed on a date, and the history and progress made from them.
 * Every function takes the student's id from the signed-in session, never from the request.
 * @see spec §3 "Student" (history), "Progress"; §4 "Student session"; §7 `student.connect`,
 *   `student.mathcomplete`, `student.levelupdate`
 */
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import { isSubject, subjectProgress, type FinishedSet, type Subject } from '@mathcols/engine';
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

/**
 * Whether the student finished a set of the subject on a calendar date (`local_date`, the date
 * in their zone when the set was recorded).
 * @param date `YYYY-MM-DD`
 */
export async function completedOn(
  db: Database,
  studentId: string,
  subject: Subject,
  date: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: studentSets.id })
    .from(studentSets)
    .where(
      and(
        eq(studentSets.studentId, studentId),
        eq(studentSets.subject, subject),
        eq(studentSets.localDate, date),
      ),
    )
    .limit(1);
  return rows.length > 0;
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
