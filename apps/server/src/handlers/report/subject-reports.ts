/**
 * The graded part of a report card: per subject the level, percent complete, score, letter
 * grade and level history, and the overall score and grade. The numbers are the ones
 * `student.connect` sends for My Progress (`studentProgress`, `studentHistory`), graded with the
 * engine's `letterGrade` and `overallScore`.
 * @see spec §2 "Report Cards", §3 "Student" (history), "Progress"; §5 "Grades"; §9 "Report score
 *   percent = (questions-errors)/questions; overall score is the mean of subject scores with
 *   completion"
 */
import { letterGrade, overallScore, type Subject } from '@mathcols/engine';
import {
  WIRE_SUBJECTS,
  type HistoryEntry,
  type StudentReportResponse,
  type SubjectProgressWire,
} from '@mathcols/api-client/protocol';
import type { Database } from '../../db/open';
import { progressOf, studentHistory, studentProgress } from '../learning/sets';

/** The graded fields of a `student.report` answer. */
export type GradedReport = Pick<StudentReportResponse, 'subjects' | 'overall'>;

/**
 * Grades a student's stored progress, in the product's subject order. A subject with finished
 * sets takes its stored `{ complete, score }` and the score's letter grade; one without has
 * `score` and `grade` null and the percent complete of its level alone. The overall score is the
 * mean of the scores of subjects with finished sets (null before the first), with its grade.
 * @param levelOf the student's level 0–19 in a subject
 * @param progress `{ '{subject}_progress': { complete, score } }` for subjects with sets
 * @param history per subject its history entries, oldest first
 */
export function gradeReport(
  levelOf: (subject: Subject) => number,
  progress: Readonly<Record<string, SubjectProgressWire>>,
  history: Readonly<Partial<Record<Subject, HistoryEntry[]>>>,
): GradedReport {
  const subjects = WIRE_SUBJECTS.map((subject) => {
    const level = levelOf(subject);
    const stored = progress[`${subject}_progress`];
    return {
      subject,
      level: String(level),
      complete: (stored ?? progressOf(level, [])).complete,
      score: stored?.score ?? null,
      grade: stored ? letterGrade(Number(stored.score)) : null,
      history: history[subject] ?? [],
    };
  });
  const scores = subjects.flatMap(({ score }) => (score === null ? [] : [Number(score)]));
  const overall = overallScore(scores);
  return {
    subjects,
    overall:
      overall === null
        ? { score: null, grade: null }
        : { score: String(overall), grade: letterGrade(overall) },
  };
}

/**
 * A student's graded report from their finished sets: {@link gradeReport} over the same
 * progress and history `student.connect` sends (the latest `HISTORY_LIMIT` sets per subject,
 * the score over all of them).
 * @param studentId the student's id, already checked to be the caller's
 * @param levelOf the student's level 0–19 in a subject
 */
export async function studentGradedReport(
  db: Database,
  studentId: string,
  levelOf: (subject: Subject) => number,
): Promise<GradedReport> {
  const [progress, history] = await Promise.all([
    studentProgress(db, studentId, levelOf),
    studentHistory(db, studentId),
  ]);
  return gradeReport(levelOf, progress, history);
}
