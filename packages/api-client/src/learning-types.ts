/**
 * The types of the student's learning calls: what `ApiClient` hands the assignment runner, the
 * practice page and My Progress, with clear names (the wire's are mapped in
 * `learning-methods.ts`).
 * @see spec §3 "Assignment", "Progress"; §7 `student.*`; §8 Assignments, Problems
 */
import type { Answers, LevelAction, RawProblem, Subject, SubjectProgress } from '@mathcols/engine';
import type { HistoryEntry, SubjectLevelKey } from './protocol';

/**
 * One subject's assignment for today, ready for the assignment runner.
 * @see spec §3 "Assignment" (subject {name, level}, subjectKey, questions)
 */
export interface Assignment {
  /** The subject. */
  readonly subject: Subject;
  /**
   * The level the questions are at, 0–19: the student's level, or the subject's first level
   * that has problems when the server has none at the student's level.
   */
  readonly level: number;
  /** `{subject}_{level}` of {@link level}, e.g. `'addition_2'`. */
  readonly subjectKey: SubjectLevelKey;
  /** The questions (10 from our server), in the order to ask them. */
  readonly questions: RawProblem[];
}

/**
 * A subject's progress: percent of the curriculum done and report score, both 0–100 (the
 * engine's `SubjectProgress`, the numbers the server computed).
 */
export type { SubjectProgress };

/**
 * What finishing a set recorded.
 * @see spec §7 `student.mathcomplete`
 */
export interface AssignmentCompletion {
  /**
   * What the student may choose next (advance, repeat, decrease), in the order to offer them;
   * empty when there is no choice (the runner then shows the results).
   * @see spec §4 Assignment
   */
  readonly options: LevelAction[];
  /** The subject's level now, 0–19. */
  readonly level: number;
  /** The subject's progress now. */
  readonly progress: SubjectProgress;
  /** The history entry recorded for this set (`createdDate` year-month-day-time, local to the student). */
  readonly entry: HistoryEntry;
  /** The day the subject counts as completed, `YYYY-MM-DD` in the student's time zone. */
  readonly completionDate: string;
}

/**
 * One problem of a finished set with the child's **first** submission of it, for the server to
 * diagnose procedural bugs (forgot to carry, smaller-from-larger, …) with the engine.
 * @see issue 12 "Diagnosed bugs are stored with the assignment results"
 */
export interface ProblemWork {
  /** The problem as served (`{ number_0, number_1, operator }`). */
  readonly problem: RawProblem;
  /**
   * The child's digits by box key at the first submission, as the worksheet store holds them
   * (`worksheet.answers`; blank boxes are absent or `undefined`).
   */
  readonly answers: Answers;
}

/** A level change's result. @see spec §7 `student.levelupdate` */
export interface LevelChange {
  /** The subject's level now, 0–19. */
  readonly level: number;
  /** The subject's progress now. */
  readonly progress: SubjectProgress;
}

/**
 * A wrongly answered assignment question, for the parent's view.
 * @see spec §7 `student.mathreporterror`
 */
export interface ErrorReport {
  readonly subject: Subject;
  /** The level the question was asked at, 0–19. */
  readonly level: number;
  /**
   * The question as served. Its `question` text, when missing, is written as
   * `'{number_0} {operator} {number_1}'` (e.g. `'47 + 38'`).
   */
  readonly problem: RawProblem;
  /** How many wrong attempts the child made on it (whole number, 0–1000). */
  readonly errorCount: number;
  /** What the child entered: the result and how it was worked (free text). */
  readonly given: { readonly answer: string; readonly calculation: string };
  /** The correct result and working. */
  readonly correct: { readonly answer: string; readonly calculation: string };
  /**
   * The child's digits by box key on the worksheet that was marked wrong, so the server can
   * name the procedural bug behind the mistake for the parent.
   * @defaultValue not sent
   */
  readonly answers?: Answers;
}

/**
 * The learning methods of `ApiClient`. All need a signed-in **student**: without a student
 * session they reject with `ApiError` 'Authentication token not found. Please log in again.'
 * (`code: 'unauthorized'`, nothing sent; a parent's session is left alone), and an HTTP 401
 * answer does the same and clears the stored session. A refusal with a reason
 * (`<tag>_error`) rejects with the server's reason (`code: 'business'`).
 * @see spec §8 The error catalogue
 */
export interface LearningMethods {
  /**
   * Today's questions for `subjects` (`student.mathget`, with the browser's IANA `timezone`).
   * Each subject's questions are taken from `{subject}_{level}` at the student's stored level,
   * or, when that key is missing or empty, from the subject's first level in the answer that
   * has problems. Repeated subjects are asked once; an empty list resolves `{}` (nothing sent).
   * @returns the assignment per subject asked for
   * @throws {ApiError} 'No questions received from server' (`format`) when a subject asked for
   *   has no problems; 'API endpoint appears to be returning test/placeholder data instead of
   *   math problems' (`placeholder`); 'API response does not have expected structure'
   *   (`format`, e.g. no `math`); 'Failed to load assignment. Please try again.' (network,
   *   timeout, a non-2xx answer other than 401 (`status` on the error), a refusal
   *   without a reason)
   * @see spec §7 `student.mathget`, §8 Assignments ("fall back to the first available level")
   */
  getAssignments(subjects: readonly Subject[]): Promise<Partial<Record<Subject, Assignment>>>;
  /**
   * A practice set of one subject and level (`student.practiceget`, posted to the practice
   * path).
   * @param level 0–19 (spec §9: practice offers 1 up to the current level + 1)
   * @returns the level's problems (never empty)
   * @throws {ApiError} 'Invalid response tag from practice API' (`format`) when the answer's
   *   `tag` is not `student.practiceget`; 'No problems available for this level' (`format`)
   *   when `math['{subject}_{level}']` is missing or empty; the placeholder text; 'API response
   *   does not have expected structure'; 'Failed to load problems. Please try again.' (network,
   *   timeout, a non-2xx answer other than 401, a refusal without a reason)
   * @see spec §7 `student.practiceget`, §8 Problems
   */
  getPracticeProblems(subject: Subject, level: number): Promise<RawProblem[]>;
  /**
   * Records a finished assignment set (`student.mathcomplete`, with `timezone`) and updates the
   * stored student session: `math[subject].completionDate` (the subject now counts as done
   * today, so the Assignments badge drops it), the new entry appended to `history[subject]`,
   * `progress['{subject}_progress']`, and the level when the server's differs.
   * @param errors questions answered wrongly in the set, a whole number 0–999
   * @param work optional: each problem of the set with the child's first submission, in order,
   *   for the server's diagnosis (the report card's trouble spots). Sent only when it fits the
   *   protocol (at most 10 problems of the subject's operator, at most 64 boxes each, keys and
   *   digits as the engine's worksheets have them); otherwise it is left out and the set is
   *   still recorded. @defaultValue not sent
   * @throws {RangeError} when `errors` is not a whole number from 0 to 999 (nothing sent)
   * @throws {ApiError} the server's reason (`business`, e.g. a free student redoing a subject
   *   already completed today); 'Failed to save your results. Please try again.' (network,
   *   timeout, a non-2xx answer other than 401, a refusal without a reason, an answer for
   *   another subject or failing its schema)
   * @see spec §4 Student session, §6 (free students cannot redo a subject), §7
   */
  completeAssignment(
    subject: Subject,
    errors: number,
    work?: readonly ProblemWork[],
  ): Promise<AssignmentCompletion>;
  /**
   * Takes one of the options the last completion offered (`student.levelupdate`, with
   * `timezone`) and stores the subject's new level and progress.
   * @throws {ApiError} the server's reason (`business`); 'Failed to update student level.
   *   Please try again.' (network, timeout, a non-2xx answer other than 401, a refusal without a
   *   reason, an answer without the subject's level and progress)
   * @see spec §4 Student session, §7 `student.levelupdate`
   */
  updateLevel(subject: Subject, action: LevelAction): Promise<LevelChange>;
  /**
   * Reports a wrongly answered assignment question (`student.mathreporterror`), fire and
   * forget: **never rejects**. Nothing is sent, and `false` returned, when there is no stored
   * device id or no signed-in student (spec §6). Failures are not logged (a library stays
   * quiet): they resolve `false`. Long texts are cut to the protocol's limits (question 200,
   * answer 64, calculation 2048 characters). `answers` is sent when it fits the protocol
   * (at most 64 boxes, keys and digits as the engine's worksheets have them) and left out
   * otherwise. Call it from assignments only: spec §6 sends no reports in practice or free
   * modes.
   * @returns `true` when the server took the report, `false` otherwise
   * @see spec §6, §7 `student.mathreporterror`, §8 ("error-report failures are only logged")
   */
  reportError(report: ErrorReport): Promise<boolean>;
}
