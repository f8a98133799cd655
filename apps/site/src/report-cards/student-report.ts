import type { StudentReportResponse, TroubleSpotWire } from '@mathcols/api-client/protocol';
import {
  problemText,
  progressBand,
  SUBJECT_SIGNS,
  type LetterGrade,
  type ProgressBand,
  type Subject,
} from '@mathcols/engine';
import { correctAnswer } from './correct-answer';
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
  /**
   * The names of the procedural bugs that explain it (several when the answer fits more than
   * one equally); empty when none does or it was not diagnosed.
   */
  readonly bugs: readonly string[];
}

/**
 * A trouble spot of a subject, ready for the card: a procedural bug the child's work showed on
 * two problems or more (`confirmed`), or one overcome since (`retired`).
 */
export interface TroubleSpotView {
  readonly id: string;
  readonly status: TroubleSpotWire['status'];
  /** The bug's short name, e.g. 'Smaller from larger'. */
  readonly name: string;
  /** What the child does and why the answer goes wrong, for the parent. */
  readonly parentDescription: string;
  /** The hint the child gets, one sentence (the parent can say it too). */
  readonly hint: string;
  /** When it first and last showed (ISO 8601). */
  readonly firstSeen: string;
  readonly lastSeen: string;
  /** The latest problem it explained as a child reads it, e.g. '81 − 38'. */
  readonly question: string;
  /** The child's answer to it, e.g. '57'. */
  readonly answer: string;
  /** The correct answer (the engine's), e.g. '43'; null if the problem makes no worksheet. */
  readonly correct: string | null;
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
  /**
   * Each subject's trouble spots: confirmed ones first, then overcome ones, as the server
   * orders them; empty for a subject without any (or from a server without diagnosis).
   */
  readonly troubleSpots: Readonly<Record<Subject, readonly TroubleSpotView[]>>;
}

/** A trouble spot of the wire, with its example written out and its correct answer. */
function troubleSpotView(spot: TroubleSpotWire): TroubleSpotView {
  const { problem, answer } = spot.example;
  return {
    id: spot.id,
    status: spot.status,
    name: spot.name,
    parentDescription: spot.parentDescription,
    hint: spot.hint,
    firstSeen: spot.firstSeen,
    lastSeen: spot.lastSeen,
    question: problemText(problem),
    answer,
    correct: correctAnswer(problem),
  };
}

/**
 * The page's view of a `student.report` answer: the server's numbers (the engine's grading,
 * computed there) as numbers, with the engine's colour band added, and each subject in the
 * same shape My Progress uses (`SubjectReport`, level history via `historyPoints`). Reported
 * mistakes keep their order (newest first) with the question written from its operands and
 * the subject's sign ('47 + 38') and the names of their diagnosed bugs. Each subject's trouble
 * spots get their example written as a child reads it ('81 − 38') and the correct answer the
 * engine computes.
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
      bugs: (error.bugs ?? []).map((bug) => bug.name),
    })),
    troubleSpots: {
      addition: [],
      subtraction: [],
      multiplication: [],
      division: [],
      ...Object.fromEntries(
        report.subjects.map((entry) => [
          entry.subject,
          (entry.troubleSpots ?? []).map(troubleSpotView),
        ]),
      ),
    },
  };
}
