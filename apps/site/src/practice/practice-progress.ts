import {
  isSubject,
  OPERATOR_BY_SUBJECT,
  PRACTICE_SESSION_LENGTH,
  type Answers,
  type PracticeSessionState,
  type RawProblem,
  type Subject,
} from '@mathcols/engine';
import type { StudentSession } from '@mathcols/api-client/protocol';
import { isRecord, tabStorage } from '../hooks/web-storage';
import { readKeptAnswers } from '../student/kept-answers';
import type { SolvedResult } from '../student/progress-dots';
import { isSolvedResult } from '../student/solved-results';
import { practiceLevelsFor, type PracticeChoice } from './practice-subjects';

/**
 * The `sessionStorage` key of the practice run in progress (one per tab), a
 * {@link PracticeProgress} as JSON. Sign-out forgets it.
 */
export const PRACTICE_PROGRESS_KEY = 'mathcols.practice-progress';

/**
 * A practice run in progress, as plain data: what the child picked, the two counters and the
 * problem on screen, so a reload or Back then Forward in the same tab goes on with the same
 * subject, level, 'Problems Completed', 'Incorrect Answers' and problem — digits, marks and all
 * (a problem solved but not yet counted with 'Next Problem →' is not lost) — instead of the
 * picker.
 * @see spec §2 "Practice Problems", §4 "Practice session"
 */
export interface PracticeProgress extends PracticeChoice {
  /** 0 … 9 (at 10 the run is over and nothing is kept). */
  readonly completed: number;
  /** 0 or more. */
  readonly incorrect: number;
  /** How each completed problem went, in order (`completed` of them), for the dots. */
  readonly results: readonly SolvedResult[];
  /** The problem on screen once the child has typed or submitted on it; absent before. */
  readonly current?: PracticeCurrent;
}

/** The problem on screen in a kept practice run, and the child's work on it. */
export interface PracticeCurrent {
  /** The problem (the run's subject's operator). */
  readonly problem: RawProblem;
  /** The digits in its boxes, by box key (`{ 'sum-0': 3 }`). */
  readonly answers: Answers;
  /** The boxes show the marks of a submission (not edited since). */
  readonly submitted: boolean;
  /** Submissions of the problem so far, ≥ 0. */
  readonly attempts: number;
}

const isCount = (value: unknown, below: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < below;

/**
 * The kept problem on screen of a `subject` run, or `undefined` when absent or not well formed.
 * The operands are only checked to be text here: the engine refuses any it cannot work
 * (`useResumedProblem` then shows the set's problem instead).
 */
function readCurrent(value: unknown, subject: Subject): PracticeCurrent | undefined {
  if (!isRecord(value) || !isRecord(value.problem)) return undefined;
  const { number_0, number_1 } = value.problem;
  const operator = OPERATOR_BY_SUBJECT[subject];
  if (typeof number_0 !== 'string' || typeof number_1 !== 'string') return undefined;
  if (value.problem.operator !== operator) return undefined;
  const answers = readKeptAnswers(value.answers);
  const { submitted, attempts } = value;
  if (!answers || typeof submitted !== 'boolean' || !isCount(attempts, 10_000)) return undefined;
  return { problem: { number_0, number_1, operator }, answers, submitted, attempts };
}

/**
 * The run this tab kept for the signed-in student, or `null`: nothing kept, data that is not
 * well formed, or a level the student may not practise (any more).
 */
export function readPracticeProgress(session: StudentSession): PracticeProgress | null {
  const value = tabStorage.read(PRACTICE_PROGRESS_KEY);
  if (!isRecord(value)) return null;
  const { subject, level, completed, incorrect, results, current } = value;
  if (typeof subject !== 'string' || !isSubject(subject)) return null;
  if (typeof level !== 'number' || !practiceLevelsFor(session, subject).includes(level)) {
    return null;
  }
  if (!isCount(completed, PRACTICE_SESSION_LENGTH) || !isCount(incorrect, 10_000)) return null;
  const dots =
    Array.isArray(results) && results.length === completed && results.every(isSolvedResult)
      ? results
      : Array.from({ length: completed }, (): SolvedResult => 'right');
  const kept = readCurrent(current, subject);
  return { subject, level, completed, incorrect, results: dots, ...(kept && { current: kept }) };
}

/**
 * Keeps the run of `choice` with the counters of `state`, the dots' `results` and the problem on
 * screen (`current`, once worked on) while the child practises; once 10 are completed the run is
 * over and is forgotten. Storage failures are ignored.
 */
export function keepPracticeProgress(
  choice: PracticeChoice,
  state: PracticeSessionState,
  results: readonly SolvedResult[],
  current?: PracticeCurrent,
): void {
  if (state.finished) {
    forgetPracticeProgress();
    return;
  }
  const { completed, incorrect } = state;
  const progress: PracticeProgress = {
    ...choice,
    completed,
    incorrect,
    results,
    ...(current && { current }),
  };
  tabStorage.write(PRACTICE_PROGRESS_KEY, progress);
}

/** Forgets the kept run ('Change Level/Type', sign-out). */
export function forgetPracticeProgress(): void {
  tabStorage.remove(PRACTICE_PROGRESS_KEY);
}
