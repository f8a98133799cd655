import type { StudentSessionState } from '@mathcols/api-client';
import type { HistoryEntry } from '@mathcols/api-client/protocol';
import {
  letterGrade,
  overallScore,
  progressBand,
  SUBJECTS,
  subjectProgress,
  type LetterGrade,
  type ProgressBand,
  type Subject,
} from '@mathcols/engine';
import type { LevelChartPoint } from '@mathcols/react';
import { levelNumber } from '../session/levels';

/** One subject's report card on My Progress, ready for `<ReportCard>` and `<LevelChart>`. */
export interface SubjectReport {
  /** The subject. */
  readonly subject: Subject;
  /** The student's current level in the subject, 0–19 (0 when the record has none). */
  readonly level: number;
  /** How much of the subject's curriculum is done, a percent 0–100. */
  readonly complete: number;
  /** The report score, a percent 0–100, or `null` while no set of the subject is finished. */
  readonly score: number | null;
  /** The letter grade of `score`; `undefined` while there is no score. */
  readonly grade: LetterGrade | undefined;
  /** The colour band of `score`; `undefined` while there is no score. */
  readonly band: ProgressBand | undefined;
  /** The level of each finished set, oldest first, for the level chart. */
  readonly points: readonly LevelChartPoint[];
}

/** The whole report of My Progress. */
export interface ProgressReport {
  /** One card per subject, in the product's order (addition, subtraction, multiplication, division). */
  readonly subjects: readonly SubjectReport[];
  /**
   * The average score: the mean of the scores of the subjects finished at least once, a
   * percent 0–100, or `null` before the first finished set.
   */
  readonly average: number | null;
  /** The letter grade of `average`; `undefined` while there is none. */
  readonly grade: LetterGrade | undefined;
  /** The colour band of `average`; `undefined` while there is none. */
  readonly band: ProgressBand | undefined;
  /** The subjects whose scores make up the average, in the product's order. */
  readonly averaged: readonly Subject[];
}

/**
 * A subject's level history as level-chart points, oldest first as given: `{ date: createdDate,
 * level, questions, errors }` (a malformed level counts as 0). My Progress and the parent's
 * report cards both draw their charts and tables from it.
 * @see spec §3 "Student" (history entries: level, questions, errors, createdDate)
 */
export function historyPoints(entries: readonly HistoryEntry[]): LevelChartPoint[] {
  return entries.map((entry) => ({
    date: entry.createdDate,
    level: levelNumber(entry.level),
    questions: entry.questions,
    errors: entry.errors,
  }));
}

/** A wire percent ('85') as a number, or `null` when it is missing or not a number. */
export function parsePercent(percent: string | null | undefined): number | null {
  if (percent === undefined || percent === null || percent.trim() === '') return null;
  const value = Number(percent);
  return Number.isFinite(value) ? value : null;
}

/**
 * The report of My Progress from the signed-in student's stored record: per subject the level
 * (`session.math[subject].level`), percent complete and score (`progress['{subject}_progress']`,
 * present only for subjects with finished sets; without it the score is `null` and the percent
 * complete is the engine's `subjectProgress(level, [])`), the grade and band of the score, and
 * the level history (`history[subject]` as {@link historyPoints}, oldest first); and the
 * average score (`overallScore` of the finished subjects) with its grade and band.
 *
 * Reads strings as the wire writes them; a malformed level counts as 0 and a malformed score as
 * none. All grading is the engine's.
 * @param student - the session's `student` (`{ session, progress, history }`)
 * @see spec §2 "My Progress", §3 "Progress", "Student", §5 "Grades", §9 (grade bands, progress
 *   colour thresholds, report score, overall score)
 */
export function buildProgressReport(student: StudentSessionState): ProgressReport {
  const subjects = SUBJECTS.map((subject): SubjectReport => {
    const level = levelNumber(student.session.math[subject]?.level);
    const stored = student.progress[`${subject}_progress`];
    const score = parsePercent(stored?.score);
    const complete = parsePercent(stored?.complete) ?? subjectProgress(level, []).complete;
    const points = historyPoints(student.history[subject] ?? []);
    return {
      subject,
      level,
      complete,
      score,
      grade: score === null ? undefined : letterGrade(score),
      band: score === null ? undefined : progressBand(score),
      points,
    };
  });
  const scored = subjects.filter((report) => report.score !== null);
  const average = overallScore(scored.map((report) => report.score ?? 0));
  return {
    subjects,
    average,
    grade: average === null ? undefined : letterGrade(average),
    band: average === null ? undefined : progressBand(average),
    averaged: scored.map((report) => report.subject),
  };
}
