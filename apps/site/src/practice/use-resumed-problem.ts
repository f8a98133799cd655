import { createWorksheet, type RawProblem, type WorksheetStore } from '@mathcols/engine';
import { useCallback, useState } from 'react';
import type { PracticeCurrent } from './practice-progress';

/** The key of the problem a run resumed with (never a set's `id-index` or a probe's key). */
export const RESUMED_KEY = 'resumed';

/** The result of the last submission of the problem shown (`key` names the problem). */
export interface LastCheck {
  readonly key: string;
  readonly complete: boolean;
  /** Submissions of that problem so far, ≥ 1. */
  readonly attempts: number;
}

/** The problem a run resumed with, as the worksheet shows it again. */
export interface ResumedProblem {
  readonly problem: RawProblem;
  /** A worksheet holding the kept digits; submitted again when the marks were showing. */
  readonly store: WorksheetStore;
  /** Submissions before the reload that `store` does not count (add them to its `attempts`). */
  readonly earlierAttempts: number;
  /** How the last submission went, when there was one: the page's `lastCheck`. */
  readonly lastCheck: LastCheck | null;
}

/** The worksheet of a kept problem, or `null` when the engine refuses its operands. */
function resume(kept: PracticeCurrent): ResumedProblem | null {
  try {
    const store = createWorksheet(kept.problem, { answers: kept.answers });
    const result = kept.submitted ? store.submit() : null;
    const complete = result?.complete ?? false;
    return {
      problem: kept.problem,
      store,
      earlierAttempts: kept.attempts - (result ? 1 : 0),
      lastCheck: kept.attempts > 0 ? { key: RESUMED_KEY, complete, attempts: kept.attempts } : null,
    };
  } catch {
    return null;
  }
}

/**
 * The problem a practice run shows first when it resumes a kept run (a reload, Back then
 * Forward): the kept problem with its digits, marks and submissions, until the child moves on
 * (`leave`); then the run goes on with its set. `resumed` is `null` without a kept problem.
 * @see ./practice-progress.ts ("the problem on screen")
 */
export function useResumedProblem(kept: PracticeCurrent | undefined): {
  resumed: ResumedProblem | null;
  leave: () => void;
} {
  const [resumed, setResumed] = useState(() => (kept ? resume(kept) : null));
  const leave = useCallback(() => setResumed(null), []);
  return { resumed, leave };
}
