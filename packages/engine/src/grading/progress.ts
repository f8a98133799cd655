/**
 * A subject's progress on the report card: how far through the curriculum the student is and
 * how well they score.
 * @see spec §3 "Progress" (`{subject}_progress` with complete and score as percents),
 *   §2 "My Progress", §9 "Report score percent = (questions-errors)/questions"
 */
import { ADVANCE_MIN_PERCENT } from '../adaptive/adaptive-options';
import { LEVEL_COUNT } from '../curriculum/constants';
import { assertCurriculumLevel } from '../curriculum/level-number';
import { reportScore } from './grading';

/** One finished set of a subject, as history keeps it. */
export interface FinishedSet {
  /** Level the set was worked at, 0–19. */
  level: number;
  /** Questions in the set, ≥ 0. */
  questions: number;
  /** Questions answered wrongly. */
  errors: number;
}

/** A subject's progress; both are whole percents 0–100. */
export interface SubjectProgress {
  /**
   * How much of the subject's curriculum is done: the levels below the current one count as
   * passed, and the top level (19) counts once a set at it was mastered (≥ 90 %), so a
   * student at level 5 is 25 % through and one who mastered level 19 is at 100 %.
   */
  complete: number;
  /** The report score over every finished set of the subject (0 when there are none). */
  score: number;
}

/**
 * A subject's progress from its current level and its finished sets.
 * @param level - the student's current level in the subject, 0–19.
 * @param sets - every finished set of the subject (any order).
 * @throws RangeError when `level` is not 0–19 or a set's counts are not whole numbers ≥ 0.
 * @see spec §3 "Progress", §9 "Report score percent"
 */
export function subjectProgress(level: number, sets: readonly FinishedSet[]): SubjectProgress {
  assertCurriculumLevel(level);
  let questions = 0;
  let errors = 0;
  let masteredTop = false;
  for (const set of sets) {
    const setScore = reportScore(set.questions, set.errors);
    questions += set.questions;
    errors += Math.min(set.errors, set.questions);
    if (set.level === LEVEL_COUNT - 1 && set.questions > 0 && setScore >= ADVANCE_MIN_PERCENT) {
      masteredTop = true;
    }
  }
  const passed = level + (level === LEVEL_COUNT - 1 && masteredTop ? 1 : 0);
  return {
    complete: Math.round((100 * passed) / LEVEL_COUNT),
    score: reportScore(questions, errors),
  };
}
