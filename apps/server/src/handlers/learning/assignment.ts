/**
 * Which problems a student gets, as pure functions: the level stored for a subject, today's
 * assignment set (deterministic for the student and the day, falling back to the first level
 * that has problems) and the highest level they may practise.
 * @see spec §7 `student.mathget`, `student.practiceget`; §8 Assignments ("if the exact level is
 *   missing, fall back to the first available level"); §9 "Practice levels", "Level 0-19"
 */
import {
  LEVEL_COUNT,
  PROBLEMS_PER_LEVEL,
  generateProblems,
  practiceLevels,
  type RawProblem,
  type Subject,
} from '@mathcols/engine';
import { levelStringSchema } from '@mathcols/api-client/protocol';
import type { StudentRow } from '../../db/schema';

/** The engine's `generateProblems` signature (a parameter so tests can stand in for it). */
export type GenerateProblems = (
  subject: Subject,
  level: number,
  count: number,
  seed: string,
) => RawProblem[];

/**
 * The level stored for a subject as a number 0–19, or null when there is none or it is not a
 * level (a row written outside the protocol). Callers treat null as "no problems at that level".
 * @see spec §3 "Schedule" (level default '0')
 */
export function storedLevel(mathlevels: StudentRow['mathlevels'], subject: Subject): number | null {
  const text = mathlevels[subject]?.level ?? '0';
  return levelStringSchema.safeParse(text).success ? Number(text) : null;
}

/**
 * The seed of a student's assignment set for a day: `${studentId}|${YYYY-MM-DD}|assignment`,
 * so the set is the same all day for that student and differs from other students and days;
 * a set done again the same day ('Do More') adds its round, `…|assignment|1`, `…|assignment|2`,
 * so it brings new problems instead of the ones just solved.
 * @param dateKey today's date in the student's time zone, `YYYY-MM-DD`
 * @param round how many sets of the subject the student already finished today, 0 or more
 */
export function assignmentSeed(studentId: string, dateKey: string, round = 0): string {
  const seed = `${studentId}|${dateKey}|assignment`;
  return round > 0 ? `${seed}|${round}` : seed;
}

/** A served set: the level it is at, and its questions. */
export interface ServedSet {
  /** 0–19. */
  level: number;
  /** `PROBLEMS_PER_LEVEL` (10) raw problems, or fewer when the level has fewer. */
  questions: RawProblem[];
}

/**
 * Today's set of a subject: `PROBLEMS_PER_LEVEL` problems at `level` from `seed`; when `level`
 * is null or has no problems, the first level 0–19 that has some.
 * @returns null when no level of the subject has problems
 * @see spec §8 Assignments ("fall back to the first available level")
 */
export function assignmentSet(
  subject: Subject,
  level: number | null,
  seed: string,
  generate: GenerateProblems = generateProblems,
): ServedSet | null {
  const candidates = [
    ...(level === null ? [] : [level]),
    ...Array.from({ length: LEVEL_COUNT }, (_, index) => index),
  ];
  for (const candidate of candidates) {
    const questions = generate(subject, candidate, PROBLEMS_PER_LEVEL, seed);
    if (questions.length > 0) return { level: candidate, questions };
  }
  return null;
}

/**
 * The highest level a student may practise in a subject: their level + 1, at most 19 (a missing
 * or broken stored level counts as 0).
 * @see spec §9 "Practice levels: 1 up to current level +1 per subject"
 */
export function highestPracticeLevel(level: number | null): number {
  return Math.max(...practiceLevels(level ?? 0));
}
