import {
  createAssignmentRunner,
  createWorksheet,
  type AssignmentRunner,
  type AssignmentRunnerState,
  type RawProblem,
  type WorksheetStore,
} from '@mathcols/engine';
import { useCallback, useState, useSyncExternalStore } from 'react';
import type { AssignmentData } from './assignment-data';

/** One worksheet store per question (`undefined` where the engine refuses the operands). */
export type QuestionWorksheets = readonly (WorksheetStore | undefined)[];

function worksheetsFor(questions: readonly RawProblem[]): QuestionWorksheets {
  return questions.map((question) => {
    try {
      return createWorksheet(question);
    } catch {
      // The Worksheet component shows its own alert for operands the engine refuses.
      return undefined;
    }
  });
}

/** What {@link useAssignmentSession} returns. */
export interface AssignmentSession {
  /** The engine's assignment controller (actions: recordSubmission, next, previous, …). */
  runner: AssignmentRunner;
  /** Its current state. */
  state: AssignmentRunnerState;
  /** One worksheet store per question, so answers stay when the child goes back. */
  worksheets: QuestionWorksheets;
  /** Counts 'Try Again' restarts (a key for the worksheets). */
  round: number;
  /** 'Try Again': the same questions from the first one, with fresh worksheets. */
  restart: () => void;
}

/**
 * Creates the engine's assignment runner for `data` once, with one worksheet store per
 * question, and re-renders on every change of the runner (`useSyncExternalStore`).
 * @throws {RangeError} from `createAssignmentRunner` for data the engine refuses (an unknown
 *   subject, a level outside 0–19, no questions, a question of another operator) — check with
 *   {@link canRunAssignment} first.
 * @see spec §2 "Assignment runner", §4 "Assignment"
 */
export function useAssignmentSession(data: AssignmentData): AssignmentSession {
  const [runner] = useState(() =>
    createAssignmentRunner({
      subject: data.subject,
      level: data.level,
      questions: data.questions,
    }),
  );
  const [worksheets, setWorksheets] = useState(() => worksheetsFor(data.questions));
  const [round, setRound] = useState(0);
  const state = useSyncExternalStore(runner.subscribe, runner.getState, runner.getState);

  const restart = useCallback(() => {
    runner.restart();
    setWorksheets(worksheetsFor(runner.getState().questions));
    setRound((value) => value + 1);
  }, [runner]);

  return { runner, state, worksheets, round, restart };
}

/**
 * Whether the engine accepts `data` as an assignment (see {@link useAssignmentSession}).
 * @see spec §2 "Assignment runner" ("without it the user goes to /assignments")
 */
export function canRunAssignment(data: AssignmentData): boolean {
  try {
    createAssignmentRunner(data);
    return true;
  } catch {
    return false;
  }
}
