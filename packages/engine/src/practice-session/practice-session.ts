/**
 * The session controller of student practice: counts problems completed (all answers right on
 * Next) and incorrect (not all right on Next) until 10 are completed.
 * @see spec §2 "Practice Problems", §4 "Practice session", §9 "Practice session and quiz: 10
 *   problems"
 */
import { Store } from '../store';

/**
 * Problems a practice session needs completed before the completion dialog.
 * @see spec §9 "Practice session and quiz: 10 problems", §2 "After 10 problems a modal
 *   'Practice Session Complete!'"
 */
export const PRACTICE_SESSION_LENGTH = 10;

/**
 * A snapshot of a practice session ('Problems Completed', 'Incorrect Answers'); a new object
 * after every change.
 * @see spec §2 "Practice Problems", §4 "Practice session"
 */
export interface PracticeSessionState {
  /** Problems whose answers were all right on Next, 0 … {@link PRACTICE_SESSION_LENGTH}. */
  readonly completed: number;
  /** Times Next was pressed with a wrong answer ("You made N incorrect attempts!"), ≥ 0. */
  readonly incorrect: number;
  /** `completed` reached {@link PRACTICE_SESSION_LENGTH}: show 'Practice Session Complete!'. */
  readonly finished: boolean;
}

/** What {@link PracticeSession.next} needs to know about the problem being left. */
export interface PracticeNextInput {
  /** Every answer of the problem was right (the worksheet's `complete`). */
  readonly allCorrect: boolean;
}

const INITIAL: PracticeSessionState = /* @__PURE__ */ Object.freeze({
  completed: 0,
  incorrect: 0,
  finished: false,
});

/**
 * The practice controller: a {@link Store} of {@link PracticeSessionState} with one action per
 * verb. No clock, no randomness; which problem to show next is the site's list.
 * @see spec §4 "Practice session"
 */
export class PracticeSession extends Store<PracticeSessionState> {
  /** @see {@link createPracticeSession} */
  constructor() {
    super(INITIAL);
  }

  /**
   * Next was pressed: the problem counts as completed when `allCorrect`, otherwise as an
   * incorrect attempt. When `completed` reaches {@link PRACTICE_SESSION_LENGTH}, `finished`
   * becomes true; after that further calls do nothing.
   * @see spec §4 "on Next, counts the problem as completed or incorrect by whether all answers
   *   were correct; at 10 completed shows the completion dialog"
   */
  next = ({ allCorrect }: PracticeNextInput): void => {
    const state = this.getState();
    if (state.finished) return;
    if (allCorrect !== true) {
      this.setState({ ...state, incorrect: state.incorrect + 1 });
      return;
    }
    const completed = state.completed + 1;
    this.setState({ ...state, completed, finished: completed >= PRACTICE_SESSION_LENGTH });
  };

  /**
   * Starts a new session: both counters back to 0, `finished` false ('Do More Practice',
   * 'Change Level/Type').
   * @see spec §2 "Practice Problems"
   */
  restart = (): void => {
    this.setState(INITIAL);
  };
}

/**
 * Creates a practice session with both counters at 0.
 * @example
 * const practice = createPracticeSession();
 * practice.next({ allCorrect: worksheet.getState().complete });
 * @see spec §2 "Practice Problems", §4 "Practice session"
 */
export function createPracticeSession(): PracticeSession {
  return new PracticeSession();
}
