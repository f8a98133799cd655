import {
  createQuizSession,
  type QuizSession,
  type QuizSessionState,
  type QuizSettings,
} from '@mathcols/engine';
import { isRecord, tabStorage } from '../hooks/web-storage';

/**
 * The `sessionStorage` key of the quiz in progress (one quiz per tab). The value is a
 * {@link QuizProgress} as JSON.
 */
export const QUIZ_PROGRESS_KEY = 'mathcols.quiz-progress';

/**
 * How far a child got in a quick quiz, as plain data: enough to deal the same ten questions
 * again (operation, level, seed) and replay the answers, so a reload or Back then Forward in
 * the same tab goes on where the child was instead of dealing a new quiz.
 * @see spec §2 "Simple quiz page", §4 "Quiz"
 */
export interface QuizProgress {
  readonly operation: QuizSettings['operation'];
  /** 1 … 100, as the quiz's settings. */
  readonly level: number;
  /** The seed the quiz's questions came from. */
  readonly seed: string;
  /** The answers given so far, in question order, as digit strings without leading zeros. */
  readonly given: readonly string[];
  /** The question shown, 0-based. */
  readonly index: number;
  /** `'answered'` when the shown question's feedback is on screen, otherwise `'asking'`. */
  readonly phase: 'asking' | 'answered';
}

/** A started quiz and the answers it holds (none for a new one). */
export interface ResumedQuiz {
  readonly quiz: QuizSession;
  readonly given: readonly string[];
}

/** The stored progress when it is a quiz of `settings`, otherwise `null`. */
function readQuizProgress(settings: QuizSettings): QuizProgress | null {
  const value = tabStorage.read(QUIZ_PROGRESS_KEY);
  if (!isRecord(value)) return null;
  const { seed, given, index, phase } = value;
  if (value.operation !== settings.operation || value.level !== settings.level) return null;
  if (typeof seed !== 'string' || typeof index !== 'number') return null;
  if (phase !== 'asking' && phase !== 'answered') return null;
  if (!Array.isArray(given) || !given.every((entry) => typeof entry === 'string')) return null;
  return { ...settings, seed, given: given as string[], index, phase };
}

/**
 * Replays `progress` on a new quiz of its seed: each answer submitted, then 'Next Problem' where
 * the child pressed it. `null` when the replay does not end where the child was (the stored data
 * was changed or comes from another version): the caller then starts afresh.
 */
function replay(settings: QuizSettings, progress: QuizProgress): QuizSession | null {
  const quiz = createQuizSession({ ...settings, seed: progress.seed });
  progress.given.forEach((answer, at) => {
    quiz.submitAnswer(answer);
    if (at < progress.index) quiz.nextProblem();
  });
  const state = quiz.getState();
  const same =
    state.answeredCount === progress.given.length &&
    state.index === progress.index &&
    state.phase === progress.phase;
  return same ? quiz : null;
}

/**
 * Starts the quiz of `settings`: the one this tab kept (see {@link keepQuizProgress}) when it is
 * of the same operation and level, with its answers, otherwise a new quiz from `seed`. Storage
 * that is missing, unreadable or throws gives a new quiz; never throws for valid settings.
 * @throws {RangeError} from `createQuizSession` for settings the engine refuses (use
 *   `parseQuizSettings`).
 */
export function resumeQuiz(settings: QuizSettings, seed: string): ResumedQuiz {
  const progress = readQuizProgress(settings);
  const quiz = progress === null ? null : replay(settings, progress);
  if (quiz !== null && progress !== null) return { quiz, given: progress.given };
  return { quiz: createQuizSession({ ...settings, seed }), given: [] };
}

/**
 * Keeps `state` of a quiz in this tab's `sessionStorage` while the child works (questions
 * `given` answered so far); once the results are shown the quiz is over and is forgotten, so
 * the next visit deals new questions. Storage failures are ignored.
 */
export function keepQuizProgress(state: QuizSessionState, given: readonly string[]): void {
  if (state.phase === 'results') {
    forgetQuizProgress();
    return;
  }
  const { operation, level, seed, index, phase } = state;
  const progress: QuizProgress = { operation, level, seed, given, index, phase };
  tabStorage.write(QUIZ_PROGRESS_KEY, progress);
}

/** Forgets the kept quiz (sign-out: the next child on this tab starts their own). */
export function forgetQuizProgress(): void {
  tabStorage.remove(QUIZ_PROGRESS_KEY);
}
