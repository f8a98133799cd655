/**
 * The session controller of the quick quiz: ten one-number questions, the answer counter, the
 * correct counter, the feedback of the last answer and the result band.
 * @see spec §2 "Simple quiz page", §4 "Quiz", §5 "Quiz number input non-empty"
 */
import { stripLeadingZeros } from '../digits/digit-strings';
import { Store } from '../store';
import type { Subject } from '../types';
import {
  quizBand,
  quizChoicesAt,
  type QuizBandId,
  type QuizBandTitle,
  type QuizChoice,
} from './quiz-bands';
import {
  DEFAULT_QUIZ_LEVEL,
  QUIZ_LENGTH,
  generateQuiz,
  type QuizOptions,
  type QuizQuestion,
} from './quiz-generation';

/**
 * Where a quiz is: `'asking'` (number input and 'Submit Answer'), `'answered'` (feedback and
 * 'Next Problem' or, after the 10th, 'See Results'), `'results'` (the band screen).
 * @see spec §2 "Simple quiz page", §4 "Quiz"
 */
export type QuizPhase = 'asking' | 'answered' | 'results';

/** The feedback of the last submitted answer. */
export interface QuizAnswerResult {
  /** The child's answer as a normalized digit string (`'007'` → `'7'`). */
  readonly given: string;
  readonly correct: boolean;
  /** The right answer, a digit string. */
  readonly answer: string;
}

/**
 * A snapshot of a quiz; a new object after every change.
 * @see spec §2 "Simple quiz page" ('Problems: n/10', 'Correct'), §4 "Quiz"
 */
export interface QuizSessionState {
  readonly operation: Subject;
  /** 1 … 100. */
  readonly level: number;
  /** The seed the questions were generated from. */
  readonly seed: string;
  /** The {@link QUIZ_LENGTH} questions. */
  readonly questions: readonly QuizQuestion[];
  /** Index of the shown question, 0-based. */
  readonly index: number;
  /** The shown question, `questions[index]`. */
  readonly question: QuizQuestion;
  /** Always {@link QUIZ_LENGTH} (the 10 of 'Problems: n/10'). */
  readonly total: number;
  /** Answers submitted so far (the n of 'Problems: n/10'), 0 … 10. */
  readonly answeredCount: number;
  /** Correct answers so far ('Correct'), 0 … answeredCount. */
  readonly correctCount: number;
  /** The shown question is the 10th: after its answer the button is 'See Results'. */
  readonly isLast: boolean;
  /** Feedback of the shown question's answer, `null` while asking. */
  readonly lastResult: QuizAnswerResult | null;
  readonly phase: QuizPhase;
  /** The result band, `null` until the results. */
  readonly band: QuizBandId | null;
  /** The band's spec title ('Keep Practicing!' …), `null` until the results. */
  readonly title: QuizBandTitle | null;
  /** The band's choices possible at this level (see `quizChoicesAt`); empty until the results. */
  readonly choices: readonly QuizChoice[];
}

/** How to start a quiz: as {@link generateQuiz}. */
export type QuizSessionOptions = QuizOptions;

/** What {@link QuizSession.restart} may change. */
export interface QuizRestartOptions {
  /** The new level, 1 … 100. @defaultValue the current level */
  readonly level?: number;
  /** The new seed. @defaultValue the first seed with `#1`, `#2`, … appended per restart */
  readonly seed?: string | number;
}

const ANSWER_TEXT = /^[0-9]+$/;

function startState(operation: Subject, level: number, seed: string): QuizSessionState {
  const questions = Object.freeze(generateQuiz({ operation, level, seed }));
  return {
    operation,
    level,
    seed,
    questions,
    index: 0,
    // generateQuiz always gives QUIZ_LENGTH questions.
    question: questions[0] as QuizQuestion,
    total: QUIZ_LENGTH,
    answeredCount: 0,
    correctCount: 0,
    isLast: false,
    lastResult: null,
    phase: 'asking',
    band: null,
    title: null,
    choices: [],
  };
}

/**
 * The quiz controller: a {@link Store} of {@link QuizSessionState} with one action per verb.
 * Actions that do not fit the phase do nothing; no clock, no randomness (the seed comes in).
 * @see spec §2 "Simple quiz page", §4 "Quiz"
 */
export class QuizSession extends Store<QuizSessionState> {
  readonly #baseSeed: string;
  #restarts = 0;

  /** @see {@link createQuizSession} (validation and errors are the same). */
  constructor({ operation, level = DEFAULT_QUIZ_LEVEL, seed }: QuizSessionOptions) {
    const text = String(seed);
    super(startState(operation, level, text));
    this.#baseSeed = text;
  }

  /**
   * Submits the child's answer to the shown question. `text` is trimmed; empty text or text with
   * anything but digits is ignored (the input must be non-empty). Leading zeros are allowed
   * (`'056'` equals `'56'`). Every accepted answer increments `answeredCount` (and
   * `correctCount` when right) and shows its feedback (phase `'answered'`). Does nothing unless
   * the phase is `'asking'`.
   * @see spec §4 "Quiz: each answer increments the counter", §5 "Quiz number input non-empty"
   */
  submitAnswer = (text: string): void => {
    const state = this.getState();
    const typed = typeof text === 'string' ? text.trim() : '';
    if (state.phase !== 'asking' || !ANSWER_TEXT.test(typed)) return;
    const given = stripLeadingZeros(typed);
    const correct = given === state.question.answer;
    this.setState({
      ...state,
      answeredCount: state.answeredCount + 1,
      correctCount: state.correctCount + (correct ? 1 : 0),
      lastResult: { given, correct, answer: state.question.answer },
      phase: 'answered',
    });
  };

  /**
   * 'Next Problem': shows the next question (phase `'asking'`). After the 10th answer it is
   * 'See Results': phase `'results'` with the band, its title and its choices. Does nothing
   * unless the phase is `'answered'`.
   * @see spec §4 "Quiz: the 10th shows results; 0-4 … 5-8 … 9-10"
   */
  nextProblem = (): void => {
    const state = this.getState();
    if (state.phase !== 'answered') return;
    if (state.answeredCount >= QUIZ_LENGTH) {
      const { band, title } = quizBand(state.correctCount);
      const choices = quizChoicesAt(state.correctCount, state.level);
      this.setState({ ...state, phase: 'results', band, title, choices });
      return;
    }
    const index = state.index + 1;
    this.setState({
      ...state,
      index,
      // Fewer than QUIZ_LENGTH answers so far, so there is a next question.
      question: state.questions[index] as QuizQuestion,
      isLast: index === QUIZ_LENGTH - 1,
      lastResult: null,
      phase: 'asking',
    });
  };

  /**
   * Starts a new quiz of the same operation (any phase): new questions, counters at 0, phase
   * `'asking'`. Without a seed the next seed is derived from the first one (`'{seed}#1'`,
   * `'{seed}#2'`, …), so 'retry' gives new questions deterministically.
   * @param options - `level` (1 … 100, default the current one) and `seed`; for a result
   *   choice pass `{ level: quizChoiceLevel(choice, level) }`.
   * @throws {RangeError} when `level` is not an integer 1 … 100 (the quiz is unchanged).
   * @see spec §4 "Quiz" (retry, lower level, continue, next level, stay)
   */
  restart = (options: QuizRestartOptions = {}): void => {
    const state = this.getState();
    const level = options.level ?? state.level;
    const seed =
      options.seed === undefined ? `${this.#baseSeed}#${this.#restarts + 1}` : String(options.seed);
    const next = startState(state.operation, level, seed);
    this.#restarts += 1;
    this.setState(next);
  };
}

/**
 * Creates a quiz on its first question, phase `'asking'`.
 * @example
 * const quiz = createQuizSession({ operation: 'multiplication', level: 2, seed: sessionSeed });
 * quiz.submitAnswer('56');
 * quiz.nextProblem();
 * @throws {RangeError} for an unknown operation or a level that is not an integer 1 … 100.
 * @see spec §2 "Simple quiz page", §4 "Quiz", §9 "Quiz generation"
 */
export function createQuizSession(options: QuizSessionOptions): QuizSession {
  return new QuizSession(options);
}
