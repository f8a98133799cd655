/**
 * Grading of finished work: the report score of a set, the letter grade, the overall score of a
 * report card and the colour band of a progress bar. Percents are numbers 0–100.
 * @see spec §5 "Grades", §9 "Grade bands 90/80/70/60; progress colour thresholds 90, 80, 70.
 *   Report score percent = (questions-errors)/questions; overall score is the mean of subject
 *   scores with completion"
 */
import { assertWholeNumber } from '../errors';

/** A letter grade. */
export type LetterGrade = 'A' | 'B' | 'C' | 'D' | 'F';

/**
 * The lowest percent of each grade, best first: A ≥ 90, B ≥ 80, C ≥ 70, D ≥ 60, else F.
 * @see spec §5 "Grades: >=90 A, >=80 B, >=70 C, >=60 D, else F"
 */
export const GRADE_THRESHOLDS: readonly { readonly grade: LetterGrade; readonly min: number }[] =
  /* @__PURE__ */ Object.freeze([
    { grade: 'A', min: 90 },
    { grade: 'B', min: 80 },
    { grade: 'C', min: 70 },
    { grade: 'D', min: 60 },
  ]);

/**
 * The letter grade of a percent.
 * @param percent - 0–100 (values outside are clamped; NaN counts as 0).
 * @returns 'A' (≥ 90), 'B' (≥ 80), 'C' (≥ 70), 'D' (≥ 60), else 'F'.
 * @see spec §5 "Grades"
 */
export function letterGrade(percent: number): LetterGrade {
  const value = clampPercent(percent);
  return GRADE_THRESHOLDS.find((band) => value >= band.min)?.grade ?? 'F';
}

/**
 * The report score of finished questions: (questions − errors) / questions as a whole percent
 * (rounded half up), so 10 questions with 1 error score 90.
 * @param questions - how many questions were answered, a whole number ≥ 0.
 * @param errors - how many of them were wrong; clamped to 0 … questions.
 * @returns 0–100; 0 when there were no questions.
 * @throws RangeError when either count is not a whole number ≥ 0.
 * @see spec §9 "Report score percent = (questions-errors)/questions"
 */
export function reportScore(questions: number, errors: number): number {
  assertWholeNumber('questions', questions, 0);
  assertWholeNumber('errors', errors, 0);
  if (questions === 0) return 0;
  const right = questions - Math.min(errors, questions);
  // Whole-number arithmetic: round(100·right/questions) half up.
  return Math.floor((200 * right + questions) / (2 * questions));
}

/**
 * The overall score of a report card: the mean of the scores of the subjects that have been
 * completed at least once (the caller passes only those), rounded half up.
 * @param subjectScores - percents 0–100, one per completed subject.
 * @returns 0–100, or `null` when no subject has been completed yet (nothing to average).
 * @see spec §9 "overall score is the mean of subject scores with completion"
 */
export function overallScore(subjectScores: readonly number[]): number | null {
  if (subjectScores.length === 0) return null;
  const sum = subjectScores.reduce((total, score) => total + clampPercent(score), 0);
  return Math.round(sum / subjectScores.length);
}

/** The colour band of a progress bar or score, best first. */
export type ProgressBand = 'excellent' | 'good' | 'fair' | 'low';

/**
 * The colour band of a percent: 'excellent' (≥ 90), 'good' (≥ 80), 'fair' (≥ 70), else 'low'.
 * Styles map the band to a colour; the percent is always shown in words too.
 * @param percent - 0–100 (clamped).
 * @see spec §9 "progress colour thresholds 90, 80, 70"
 */
export function progressBand(percent: number): ProgressBand {
  const value = clampPercent(percent);
  if (value >= 90) return 'excellent';
  if (value >= 80) return 'good';
  if (value >= 70) return 'fair';
  return 'low';
}

/** A percent clamped to 0–100; NaN becomes 0. */
export function clampPercent(percent: number): number {
  if (Number.isNaN(percent)) return 0;
  return Math.min(100, Math.max(0, percent));
}
