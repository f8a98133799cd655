import {
  createAssignmentRunner,
  createWorksheet,
  type AssignmentRunner,
  type Answers,
  type RawProblem,
  type WorksheetStore,
} from '@mathcols/engine';
import { createDiagnosisSession, type DiagnosisSession } from '../diagnosis/diagnosis-session';
import type { AssignmentData } from './assignment-data';
import type { AssignmentProgress } from './assignment-progress';

/** One worksheet store per question (`undefined` where the engine refuses the operands). */
export type QuestionWorksheets = readonly (WorksheetStore | undefined)[];

/** The engine objects of one assignment session (see {@link startAssignment}). */
export interface AssignmentParts {
  readonly runner: AssignmentRunner;
  readonly worksheets: QuestionWorksheets;
  /** The diagnosis of the set's first submissions (issue 12), keyed by question index. */
  readonly diagnosis: DiagnosisSession;
}

/**
 * One worksheet per question, blank or holding the saved digits; a saved submission is made
 * again so its marks show ('Correct! 🎉' or the red boxes).
 */
export function worksheetsFor(
  questions: readonly RawProblem[],
  progress?: AssignmentProgress | null,
): QuestionWorksheets {
  return questions.map((question, at) => {
    try {
      const worksheet = createWorksheet(question, { answers: progress?.answers[at] });
      if (progress?.submitted[at] && progress.answered[at]) worksheet.submit();
      return worksheet;
    } catch {
      // The Worksheet component shows its own alert for operands the engine refuses.
      return undefined;
    }
  });
}

/** Replays the saved answers into the runner through its own actions, then goes to `index`. */
function replayRunner(runner: AssignmentRunner, progress: AssignmentProgress): void {
  const { answered, firstTryCorrect, index } = progress;
  for (const [at, done] of answered.entries()) {
    if (!done) break;
    runner.recordSubmission({ complete: firstTryCorrect[at] === true });
    if (answered[at + 1] === true || at < index) runner.next();
  }
  while (runner.getState().index > index && runner.getState().canGoPrevious) runner.previous();
}

/** Records each saved first submission in the diagnosis, as the worksheet's `onSubmit` did. */
function replayDiagnosis(
  diagnosis: DiagnosisSession,
  questions: readonly RawProblem[],
  progress: AssignmentProgress,
): void {
  for (const [at, answers] of progress.firstAnswers.entries()) {
    const problem = questions[at];
    if (!answers || !problem) continue;
    const check = { marks: {}, complete: false, wrongCount: 0, attempts: 1, answers };
    try {
      diagnosis.submit({ key: String(at), problem, check });
    } catch {
      // A problem the engine refuses has no worksheet and was never submitted.
    }
  }
}

/**
 * Starts the session of `data`: the engine's runner, a worksheet per question and a diagnosis
 * session — on the first question, or, given saved `progress` of this set, where the child
 * was (answers, marks, first tries and the question shown; the choice screen when the set was
 * saved and its level options are still waiting).
 * @throws {RangeError} from `createAssignmentRunner` for data the engine refuses.
 * @see spec §2 "Assignment runner"
 */
export function startAssignment(
  data: AssignmentData,
  progress: AssignmentProgress | null,
): AssignmentParts {
  const runner = createAssignmentRunner(data);
  const diagnosis = createDiagnosisSession(data.subject);
  if (progress) {
    replayRunner(runner, progress);
    replayDiagnosis(diagnosis, runner.getState().questions, progress);
    if (progress.offered) {
      // The server has the set; its offer is waiting for the child's choice.
      runner.finish();
      runner.receiveOptions(progress.offered);
    }
  }
  return { runner, worksheets: worksheetsFor(data.questions, progress), diagnosis };
}

/** A box's digits without blank (`undefined`) entries. */
const digitsOf = (answers: Answers): Answers =>
  Object.fromEntries(Object.entries(answers).filter(([, digit]) => digit !== undefined));

/**
 * The session's progress now, as plain data to save (see {@link AssignmentProgress}), with the
 * offered level options while the choice screen waits.
 */
export function progressOf({ runner, worksheets, diagnosis }: AssignmentParts): AssignmentProgress {
  const { index, answered, firstTryCorrect, phase, options } = runner.getState();
  const { firstAnswers } = diagnosis.getState();
  return {
    ...(phase === 'choosing' ? { offered: [...options] } : {}),
    index,
    answered: [...answered],
    firstTryCorrect: [...firstTryCorrect],
    answers: worksheets.map((worksheet) =>
      worksheet ? digitsOf(worksheet.getState().answers) : {},
    ),
    submitted: worksheets.map((worksheet) => worksheet?.getState().submitted === true),
    firstAnswers: answered.map((_, at) => firstAnswers[String(at)] ?? null),
  };
}
