/**
 * Grading: report score, letter grade, overall score, progress colour band and a subject's
 * progress. @see spec §5 "Grades", §9
 */
export {
  GRADE_THRESHOLDS,
  clampPercent,
  letterGrade,
  overallScore,
  progressBand,
  reportScore,
  type LetterGrade,
  type ProgressBand,
} from './grading';
export { subjectProgress, type FinishedSet, type SubjectProgress } from './progress';
