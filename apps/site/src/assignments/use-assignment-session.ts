import {
  createAssignmentRunner,
  type AssignmentRunner,
  type AssignmentRunnerState,
} from '@mathcols/engine';
import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import type { DiagnosisSession } from '../diagnosis/diagnosis-session';
import type { AssignmentData } from './assignment-data';
import { clearAssignmentProgress, readAssignmentProgress } from './assignment-progress';
import { startAssignment, worksheetsFor, type QuestionWorksheets } from './assignment-restore';
import { useKeptProgress } from './use-kept-progress';

export type { QuestionWorksheets } from './assignment-restore';

/** What {@link useAssignmentSession} returns. */
export interface AssignmentSession {
  /** The engine's assignment controller (actions: recordSubmission, next, previous, …). */
  runner: AssignmentRunner;
  /** Its current state. */
  state: AssignmentRunnerState;
  /** One worksheet store per question, so answers stay when the child goes back. */
  worksheets: QuestionWorksheets;
  /** The diagnosis of the set (issue 12): pass it to `useDiagnosis` as `session`. */
  diagnosis: DiagnosisSession;
  /** Counts 'Try Again' restarts (a key for the worksheets). */
  round: number;
  /** 'Try Again': the same questions from the first one, with fresh worksheets. */
  restart: () => void;
}

/**
 * Creates the engine's assignment runner for `data` once, with one worksheet store per
 * question and the set's diagnosis session, and re-renders on every change of the runner
 * (`useSyncExternalStore`). The progress is kept in this device's `localStorage` while the child
 * works ({@link useKeptProgress}): mounted again with the same set — a reload, Back then
 * Forward, a new tab — the session goes on where it was, answers and marks included. 'Try Again' forgets
 * it; a saved result leaves the set marked over (`markAssignmentDone`).
 * @throws {RangeError} from `createAssignmentRunner` for data the engine refuses (an unknown
 *   subject, a level outside 0–19, no questions, a question of another operator) — check with
 *   {@link canRunAssignment} first.
 * @see spec §2 "Assignment runner", §4 "Assignment"
 */
export function useAssignmentSession(data: AssignmentData): AssignmentSession {
  const [start] = useState(() => ({
    data,
    ...startAssignment(data, readAssignmentProgress(data)),
  }));
  const { runner, diagnosis } = start;
  const [worksheets, setWorksheets] = useState(start.worksheets);
  const [round, setRound] = useState(0);
  const state = useSyncExternalStore(runner.subscribe, runner.getState, runner.getState);
  // The worksheets the kept progress reads: new ones at once on 'Try Again' (before a render).
  const live = useRef(worksheets);
  useKeptProgress(start.data, { runner, diagnosis, worksheets }, live);

  const restart = useCallback(() => {
    const fresh = worksheetsFor(runner.getState().questions);
    live.current = fresh;
    runner.restart();
    clearAssignmentProgress(start.data);
    setWorksheets(fresh);
    setRound((value) => value + 1);
  }, [runner, start.data]);

  return { runner, state, worksheets, diagnosis, round, restart };
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
