import type { StudentReportResponse } from '@mathcols/api-client/protocol';
import {
  progressBand,
  SUBJECT_SIGNS,
  type LetterGrade,
  type ProgressBand,
  type Subject,
} from '@mathcols/engine';
import { levelNumber } from '../session/levels';
import { historyPoints, parsePercent, type SubjectReport } from '../progress/progress-report';
import { capitalise } from '../progress/progress-text';

/** A reported mistake, ready for the table. */
export interface ReportedMistake {
  /** When it was reported (ISO 8601), also the row's key with its position. */
  readonly createdAt: string;
  readonly subject: Subject;
  /** The question with its operands, e.g. '47 + 38'. */
  readonly question: string;
  /** What the child wrote. */
  readonly answer: string;
  /** The correct answer. */
  readonly correct: string;
}

/** One student's report card as the page shows it. */
export interface StudentReportView {
  /** The child's name, capitalised ('Sam Lee'), or the handle when both names are empty. */
  readonly name: string;
  /** The child's first name for captions ('Sam'), or `name`. */
  readonly firstName: string;
  /** One card per subject, in the product's order, as My Progress builds them. */
  readonly subjects: readonly SubjectReport[];
  /** The overall score 0–100 (mean of the subjects with finished sets), or `null` before any. */
  readonly overall: number | null;
  /** The overall letter grade; `undefined` while there is no overall score. */
  readonly grade: LetterGrade | undefined;
  /** The colour band of the overall score; `undefined` while there is none. */
  readonly band: ProgressBand | undefined;
  /** The subjects the overall score is made of, in the product's order. */
  readonly averaged: readonly Subject[];
  /** The latest reported mistakes, newest first. */
  readonly mistakes: readonly ReportedMistake[];
}

/**
 * The page's view of a `student.report` answer: the server's numbers (the engine's grading,
 * computed there) as numbers, with the engine's colour band added, and each subject in the
 * same shape My Progress uses (`SubjectReport`, level history via `historyPoints`). Reported
 * mistakes keep their order (newest first) with the question written from its operands and
 * the subject's sign ('47 + 38').
 * @see spec §2 "Report Cards", §3 "Student" (history), "Progress", §9 (progress colours)
 */
export function studentReportView(report: StudentReportResponse): StudentReportView {
  const { firstname, lastname, accountname } = report.student;
  const name = capitalise(
    [firstname, lastname]
      .map((part) => part.trim())
      .join(' ')
      .trim(),
  );
  const subjects = report.subjects.map((entry): SubjectReport => {
    const score = parsePercent(entry.score);
    return {
      subject: entry.subject,
      level: levelNumber(entry.level),
      complete: parsePercent(entry.complete) ?? 0,
      score,
      grade: entry.grade ?? undefined,
      band: score === null ? undefined : progressBand(score),
      points: historyPoints(entry.history),
    };
  });
  const overall = parsePercent(report.overall.score);
  return {
    name: name || accountname,
    firstName: capitalise(firstname.trim()) || name || accountname,
    subjects,
    overall,
    grade: report.overall.grade ?? undefined,
    band: overall === null ? undefined : progressBand(overall),
    averaged: subjects.filter((entry) => entry.score !== null).map((entry) => entry.subject),
    mistakes: report.errorReports.map((error) => ({
      createdAt: error.createdAt,
      subject: error.subject,
      question: `${error.number_0} ${SUBJECT_SIGNS[error.subject]} ${error.number_1}`,
      answer: error.answer,
      correct: error.correct,
    })),
  };
}
