import { isSubject, PRACTICE_SESSION_LENGTH, type PracticeSessionState } from '@mathcols/engine';
import type { StudentSession } from '@mathcols/api-client/protocol';
import { tabStorage } from '../hooks/tab-storage';
import type { SolvedResult } from '../student/progress-dots';
import { isSolvedResult } from '../student/solved-results';
import { practiceLevelsFor, type PracticeChoice } from './practice-subjects';

/**
 * The `sessionStorage` key of the practice run in progress (one per tab), a
 * {@link PracticeProgress} as JSON. Sign-out forgets it.
 */
export const PRACTICE_PROGRESS_KEY = 'mathcols.practice-progress';

/**
 * A practice run in progress, as plain data: what the child picked and the two counters, so a
 * reload or Back then Forward in the same tab goes on with the same subject, level, 'Problems
 * Completed' and 'Incorrect Answers' instead of the picker. The problem on screen is not kept:
 * practice sets are new on every request.
 * @see spec §2 "Practice Problems", §4 "Practice session"
 */
export interface PracticeProgress extends PracticeChoice {
  /** 0 … 9 (at 10 the run is over and nothing is kept). */
  readonly completed: number;
  /** 0 or more. */
  readonly incorrect: number;
  /** How each completed problem went, in order (`completed` of them), for the dots. */
  readonly results: readonly SolvedResult[];
}

const isCount = (value: unknown, below: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < below;

/**
 * The run this tab kept for the signed-in student, or `null`: nothing kept, data that is not
 * well formed, or a level the student may not practise (any more).
 */
export function readPracticeProgress(session: StudentSession): PracticeProgress | null {
  const value = tabStorage.read(PRACTICE_PROGRESS_KEY);
  if (typeof value !== 'object' || value === null) return null;
  const { subject, level, completed, incorrect, results } = value as Record<string, unknown>;
  if (typeof subject !== 'string' || !isSubject(subject)) return null;
  if (typeof level !== 'number' || !practiceLevelsFor(session, subject).includes(level)) {
    return null;
  }
  if (!isCount(completed, PRACTICE_SESSION_LENGTH) || !isCount(incorrect, 10_000)) return null;
  const dots =
    Array.isArray(results) && results.length === completed && results.every(isSolvedResult)
      ? results
      : Array.from({ length: completed }, (): SolvedResult => 'right');
  return { subject, level, completed, incorrect, results: dots };
}

/**
 * Keeps the run of `choice` with the counters of `state` and the dots' `results` while the child
 * practises; once 10 are completed the run is over and is forgotten. Storage failures are
 * ignored.
 */
export function keepPracticeProgress(
  choice: PracticeChoice,
  state: PracticeSessionState,
  results: readonly SolvedResult[],
): void {
  if (state.finished) {
    forgetPracticeProgress();
    return;
  }
  const { completed, incorrect } = state;
  const progress: PracticeProgress = { ...choice, completed, incorrect, results };
  tabStorage.write(PRACTICE_PROGRESS_KEY, progress);
}

/** Forgets the kept run ('Change Level/Type', sign-out). */
export function forgetPracticeProgress(): void {
  tabStorage.remove(PRACTICE_PROGRESS_KEY);
}
