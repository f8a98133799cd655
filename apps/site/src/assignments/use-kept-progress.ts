import type { AssignmentRunnerState } from '@mathcols/engine';
import { useEffect, type RefObject } from 'react';
import type { AssignmentData } from './assignment-data';
import { markAssignmentDone, writeAssignmentProgress } from './assignment-progress';
import { progressOf, type AssignmentParts, type QuestionWorksheets } from './assignment-restore';
import { fixedCount } from './runner-working';

/** The set is over: the server took it and nothing is left to choose. */
const savedResult = (state: AssignmentRunnerState): boolean =>
  state.phase === 'results' && state.saveError === null;

/**
 * Keeps the progress of an assignment session in this device's `localStorage` (see
 * `assignment-progress.ts`): after every change of the runner, a worksheet or the diagnosis
 * while the child works, with the offered level options while the choice screen waits (a
 * reload shows the choice again), and marks the set done with its result (`markAssignmentDone`)
 * once the result is saved and nothing is left to choose. While saving, or after a failed save, the last working progress stays (every
 * question answered), so a reload lets the child press Finish again. Nothing goes to the
 * server.
 * @param live the worksheets to read now (the caller swaps them at once on 'Try Again').
 * @see spec §2 "Assignment runner"
 */
export function useKeptProgress(
  data: AssignmentData,
  parts: AssignmentParts,
  live: RefObject<QuestionWorksheets>,
): void {
  const { runner, diagnosis, worksheets } = parts;
  useEffect(() => {
    const keep = () => {
      const state = runner.getState();
      if (state.phase === 'working' || state.phase === 'choosing') {
        writeAssignmentProgress(data, progressOf({ runner, diagnosis, worksheets: live.current }));
      } else if (savedResult(state)) {
        markAssignmentDone(data, {
          score: state.score ?? 0,
          correctCount: state.correctCount ?? 0,
          total: state.total,
          fixedCount: fixedCount(state, live.current),
        });
      }
    };
    const stores = [
      runner,
      diagnosis,
      ...worksheets.filter((worksheet) => worksheet !== undefined),
    ];
    const stops = stores.map((store) => store.subscribe(keep));
    return () => {
      for (const stop of stops) stop();
    };
  }, [data, runner, diagnosis, worksheets, live]);
}
