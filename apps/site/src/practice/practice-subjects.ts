import { practiceLevels, type Subject } from '@mathcols/engine';
import type { StudentSession } from '@mathcols/api-client/protocol';

/**
 * The categories of the practice page, in the order it offers them.
 * @see spec §2 "Practice Problems" ("Pick a category (Multiplication, Division, Addition,
 *   Subtraction)")
 */
export const PRACTICE_SUBJECTS = [
  'multiplication',
  'division',
  'addition',
  'subtraction',
] as const satisfies readonly Subject[];

/**
 * The sign of each subject, shown big on its category button (decoration: the name is the label).
 */
export const SUBJECT_SIGNS: Readonly<Record<Subject, string>> = {
  addition: '+',
  subtraction: '−',
  multiplication: '×',
  division: '÷',
};

/** What the child picked: a subject and one of its practice levels. */
export interface PracticeChoice {
  readonly subject: Subject;
  /** A level of `practiceLevels(current level of the subject)`. */
  readonly level: number;
}

/**
 * The student's current level in a subject, read from the session record
 * (`math[subject].level`, a string '0'–'19').
 * @param session - the signed-in student's session record.
 * @returns the level as a number 0 … 19; 0 when the subject has no level or it is not a
 *   whole number in 0 … 19 (the parent has not set one yet).
 * @see spec §3 "Student session record", §9 "Level 0-19"
 */
export function studentLevel(session: StudentSession, subject: Subject): number {
  const text = session.math[subject]?.level ?? '0';
  const level = /^\d{1,2}$/.test(text) ? Number(text) : 0;
  return level <= 19 ? level : 0;
}

/**
 * The levels the practice page offers for a subject: the engine's `practiceLevels` of the
 * student's current level (`[0, 1]` at level 0, `1 … current + 1` otherwise, at most 19).
 * @see spec §9 "Practice levels: 1 up to current level +1 per subject"
 */
export function practiceLevelsFor(session: StudentSession, subject: Subject): number[] {
  return practiceLevels(studentLevel(session, subject));
}

/**
 * The address of the quick quiz for a practice choice:
 * `/math-problems?operation={subject}&level={level, at least 1}` (the quiz has no level 0).
 * @see spec §2 "Simple quiz page"
 */
export function quickQuizPath({ subject, level }: PracticeChoice): string {
  const params = new URLSearchParams({ operation: subject, level: String(Math.max(1, level)) });
  return `/math-problems?${params.toString()}`;
}
