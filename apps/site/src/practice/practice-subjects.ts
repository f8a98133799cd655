import { practiceLevels, type Subject } from '@mathcols/engine';
import { studentLevel } from '../session/levels';
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

/** What the child picked: a subject and one of its practice levels. */
export interface PracticeChoice {
  readonly subject: Subject;
  /** A level of `practiceLevels(current level of the subject)`. */
  readonly level: number;
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
