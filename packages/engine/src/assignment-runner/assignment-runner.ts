/**
 * The session controller of one assignment: which question is shown, which have been answered,
 * which were right at the first submission, and the finish → save → (choice) → results flow.
 * @see spec §2 "Assignment runner", §4 "Assignment", §5 "Assignment Previous disabled on first
 *   question; Next disabled while no answer"
 */
import { isLevelAction, type LevelAction } from '../adaptive/adaptive-options';
import { assertCurriculumLevel } from '../curriculum/level-number';
import { reportScore } from '../grading/grading';
import { Store } from '../store';
import { assertSubject, OPERATOR_BY_SUBJECT } from '../subjects';
import type { CheckResult, RawProblem, Subject } from '../types';

/**
 * Where an assignment session is:
 * - `'working'`: the student works the questions (worksheet, Previous/Next/Finish);
 * - `'saving'`: finished and scored; the site is sending the result (`student.mathcomplete`);
 * - `'choosing'`: the server offered level options; the choice screen is shown;
 * - `'results'`: 'Assignment Complete!' with score and count (and `saveError` if saving failed).
 * @see spec §2 "Assignment runner", §4 "Assignment"
 */
export type AssignmentPhase = 'working' | 'saving' | 'choosing' | 'results';

/** How to start an assignment session (spec §3 "Assignment", with the level as a number). */
export interface AssignmentRunnerOptions {
  readonly subject: Subject;
  /** The level the questions were set at, 0 … 19. */
  readonly level: number;
  /** The questions, in order; at least one, each with the subject's operator. */
  readonly questions: readonly RawProblem[];
}

/**
 * A snapshot of an assignment session; a new object after every change.
 * @see spec §2 "Assignment runner", §4 "Assignment"
 */
export interface AssignmentRunnerState {
  readonly subject: Subject;
  /** 0 … 19. */
  readonly level: number;
  /** The questions as given (a frozen copy). */
  readonly questions: readonly RawProblem[];
  /** Index of the shown question, 0-based ('Question {index + 1} of {total}'). */
  readonly index: number;
  /** The shown question, `questions[index]`. */
  readonly question: RawProblem;
  /** Number of questions, ≥ 1. */
  readonly total: number;
  /** Per question: submitted at least once. */
  readonly answered: readonly boolean[];
  /** Per question: the **first** submission was complete (false until answered). */
  readonly firstTryCorrect: readonly boolean[];
  /** Previous is enabled: working and not on the first question. */
  readonly canGoPrevious: boolean;
  /** Next is enabled: working, not on the last question, and the shown question is answered. */
  readonly canGoNext: boolean;
  /** The shown question is the last one (the site shows Finish instead of Next). */
  readonly isLast: boolean;
  /** Finish is enabled: working, on the last question, every question answered. */
  readonly canFinish: boolean;
  readonly phase: AssignmentPhase;
  /** Report score, percent 0–100 (whole), once finished; `null` while working. */
  readonly score: number | null;
  /** Questions right at the first submission, once finished; `null` while working. */
  readonly correctCount: number | null;
  /** Questions whose first submission was not complete, once finished; `null` while working. */
  readonly errors: number | null;
  /** The level options the server offered (empty when none, or not received yet). */
  readonly options: readonly LevelAction[];
  /** The option the student chose on the choice screen, or `null`. */
  readonly chosen: LevelAction | null;
  /** The message of a failed save (the site offers a retry), or `null`. */
  readonly saveError: string | null;
}

type Core = Omit<
  AssignmentRunnerState,
  'question' | 'total' | 'canGoPrevious' | 'canGoNext' | 'isLast' | 'canFinish'
>;

/** Adds the derived flags to the stored fields. */
function derive(core: Core): AssignmentRunnerState {
  const total = core.questions.length;
  const working = core.phase === 'working';
  const isLast = core.index === total - 1;
  return {
    ...core,
    // The index stays within the questions: Next stops at the last one, Previous at the first.
    question: core.questions[core.index] as RawProblem,
    total,
    isLast,
    canGoPrevious: working && core.index > 0,
    canGoNext: working && !isLast && core.answered[core.index] === true,
    canFinish: working && isLast && core.answered.every(Boolean),
  };
}

function freshCore(subject: Subject, level: number, questions: readonly RawProblem[]): Core {
  return {
    subject,
    level,
    questions,
    index: 0,
    answered: questions.map(() => false),
    firstTryCorrect: questions.map(() => false),
    phase: 'working',
    score: null,
    correctCount: null,
    errors: null,
    options: [],
    chosen: null,
    saveError: null,
  };
}

/**
 * The assignment controller: a {@link Store} of {@link AssignmentRunnerState} with one action
 * per verb. Actions that are disabled in the current state do nothing (no change, no
 * notification); no clock, no randomness.
 * @see spec §2 "Assignment runner", §4 "Assignment", §5
 */
export class AssignmentRunner extends Store<AssignmentRunnerState> {
  /** @see {@link createAssignmentRunner} (validation and errors are the same). */
  constructor(options: AssignmentRunnerOptions) {
    const { subject, level, questions } = options;
    assertSubject(subject);
    assertCurriculumLevel(level);
    if (!Array.isArray(questions) || questions.length === 0) {
      throw new RangeError('An assignment needs at least one question');
    }
    const operator = OPERATOR_BY_SUBJECT[subject];
    const wrong = questions.findIndex((question) => question.operator !== operator);
    if (wrong >= 0) {
      throw new RangeError(`Question ${wrong + 1} is not a ${subject} question`);
    }
    super(derive(freshCore(subject, level, Object.freeze([...questions]))));
  }

  #update(change: Partial<Core>): void {
    this.setState(derive({ ...this.getState(), ...change }));
  }

  /**
   * Records a submission of the shown question's worksheet (pass its check result or any
   * `{ complete }`). The question becomes answered; only its **first** submission decides
   * whether it counts as right — later submissions (fixing red boxes) change nothing.
   * Does nothing outside the `'working'` phase.
   * @see spec §4 "Assignment", §9 "Report score percent = (questions-errors)/questions"
   */
  recordSubmission = (check: Pick<CheckResult, 'complete'>): void => {
    const state = this.getState();
    if (state.phase !== 'working' || state.answered[state.index] === true) return;
    const answered = [...state.answered];
    const firstTryCorrect = [...state.firstTryCorrect];
    answered[state.index] = true;
    firstTryCorrect[state.index] = check.complete === true;
    this.#update({ answered, firstTryCorrect });
  };

  /**
   * Moves to the next question. Does nothing unless `canGoNext` (the shown question is
   * unanswered, it is the last one, or the session is not working).
   * @see spec §5 "Next disabled while no answer", §4 "index moves forward/back"
   */
  next = (): void => {
    const state = this.getState();
    if (!state.canGoNext) return;
    this.#update({ index: state.index + 1 });
  };

  /**
   * Moves back one question. Does nothing unless `canGoPrevious` (on the first question, or
   * the session is not working).
   * @see spec §5 "Assignment Previous disabled on first question", §4 "index moves forward/back"
   */
  previous = (): void => {
    const state = this.getState();
    if (!state.canGoPrevious) return;
    this.#update({ index: state.index - 1 });
  };

  /**
   * Finishes the assignment when `canFinish` (on the last question, every question answered):
   * `correctCount` = questions right at the first submission, `errors` = the others, `score` =
   * `reportScore(total, errors)` (percent 0–100), and the phase becomes `'saving'` (the site now
   * sends the result). Does nothing otherwise.
   * @see spec §4 "finish computes score", §9 "Report score percent"
   */
  finish = (): void => {
    const state = this.getState();
    if (!state.canFinish) return;
    const correctCount = state.firstTryCorrect.filter(Boolean).length;
    const errors = state.total - correctCount;
    this.#update({
      phase: 'saving',
      correctCount,
      errors,
      score: reportScore(state.total, errors),
      saveError: null,
    });
  };

  /**
   * The save succeeded, with the level options the server offered (or none). A non-empty list
   * leads to the choice screen (`'choosing'`), `undefined` or an empty list to `'results'`.
   * Values that are not level actions are dropped and repeats removed (order kept). Does
   * nothing outside `'saving'` (e.g. a late reply after 'Try Again').
   * @see spec §4 "a server-offered option list (advance, repeat, decrease) leads to a choice
   *   screen, otherwise results", §7 `student.mathcomplete`
   */
  receiveOptions = (options: readonly LevelAction[] | undefined): void => {
    if (this.getState().phase !== 'saving') return;
    const offered = [...new Set((options ?? []).filter(isLevelAction))];
    this.#update({ options: offered, phase: offered.length > 0 ? 'choosing' : 'results' });
  };

  /**
   * The student picked one of the offered options: it is kept in `chosen` (the site sends
   * `student.levelupdate`) and the phase becomes `'results'`. Does nothing outside
   * `'choosing'`.
   * @throws {RangeError} when `action` is not one of the offered `options`.
   * @see spec §2 "An options screen lets the student choose what to do next", §7
   *   `student.levelupdate`
   */
  choose = (action: LevelAction): void => {
    const state = this.getState();
    if (state.phase !== 'choosing') return;
    if (!state.options.includes(action)) {
      throw new RangeError(`${String(action)} is not one of the offered options`);
    }
    this.#update({ chosen: action, phase: 'results' });
  };

  /**
   * Saving the result failed: the phase becomes `'results'` (score and count still shown) with
   * `message` in `saveError`, so the site can offer a retry ({@link AssignmentRunner.retrySave}).
   * Does nothing outside `'saving'`.
   * @see spec §8 "Assignments"
   */
  saveFailed = (message: string): void => {
    if (this.getState().phase !== 'saving') return;
    this.#update({ phase: 'results', saveError: message });
  };

  /**
   * Back to `'saving'` after a failed save (clears `saveError`); the site sends the result
   * again. Does nothing unless the phase is `'results'` with a `saveError`.
   * @see spec §8 "Assignments"
   */
  retrySave = (): void => {
    const state = this.getState();
    if (state.phase !== 'results' || state.saveError === null) return;
    this.#update({ phase: 'saving', saveError: null });
  };

  /**
   * 'Try Again': the same questions from the first one, every answer, score, option and error
   * cleared, phase `'working'`. Allowed in every phase; a save reply arriving afterwards is
   * ignored because the phase is no longer `'saving'`.
   * @see spec §2 "Assignment runner" ('Try Again')
   */
  restart = (): void => {
    const { subject, level, questions } = this.getState();
    this.setState(derive(freshCore(subject, level, questions)));
  };
}

/**
 * Creates the session of one assignment, on its first question, phase `'working'`. The
 * questions are copied, so later changes to the caller's array do not affect the session.
 *
 * @example
 * const runner = createAssignmentRunner({ subject: 'addition', level: 3, questions });
 * runner.recordSubmission(worksheet.getState()); // { complete: true } on the first try
 * runner.next();
 * @throws {RangeError} for an unknown subject, a level not in 0 … 19, no questions, or a
 *   question whose operator is not the subject's.
 * @see spec §2 "Assignment runner", §3 "Assignment", §4 "Assignment"
 */
export function createAssignmentRunner(options: AssignmentRunnerOptions): AssignmentRunner {
  return new AssignmentRunner(options);
}
