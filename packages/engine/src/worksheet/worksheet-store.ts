/**
 * The session controller of one worksheet: the child's digits, submission marks and focus.
 * @see spec §2 "Worksheet behaviour", §4 "Worksheet per problem"
 */
import { canSubmitLayout, checkLayout, toUserAnswers, type UserAnswer } from '../checking';
import { toDigit } from '../digits';
import { carryBoxKeys, findRow, indexBoxes } from '../grid';
import { layoutProblem, solveProblem } from '../operations';
import { Store } from '../store';
import type {
  AnswerBox,
  Answers,
  CheckResult,
  Digit,
  Problem,
  RawProblem,
  WorksheetLayout,
} from '../types';

/**
 * Marks of the last submission by box key; a key is absent once its box is edited.
 * @see spec §4 "Worksheet per problem"
 */
export type Marks = Readonly<Record<string, boolean | null>>;

/**
 * Snapshot of a worksheet session. A new object after every change.
 * @see spec §4 "Worksheet per problem"
 */
export interface WorksheetState {
  problem: Problem;
  layout: WorksheetLayout;
  /** The child's digits by box key; a missing key is a blank box. */
  answers: Answers;
  /** Marks of the last submission (edited boxes un-marked), or `null` before any. */
  marks: Marks | null;
  /**
   * Whether the marks are a submission's full result: true after `submit`, false again after
   * 'Try Again' or any edit (the child is editing; Submit is the next step).
   */
  submitted: boolean;
  /** Every box that counts for completion was right at the last submission and none was edited since. */
  complete: boolean;
  /** Number of boxes marked wrong at the last submission (0 before any). */
  wrongCount: number;
  /**
   * Every required box holds a digit and no answer row has a hole (validation only, see
   * `canSubmitLayout`).
   */
  canSubmit: boolean;
  /** Number of submissions so far. */
  attempts: number;
  /** Row of the focused box, or `null`. */
  activeRowId: string | null;
  /** Key of the focused box, or `null`. */
  activeKey: string | null;
  /**
   * The last non-carry row focused, or `null`: moving into a `clearsCarriesOnEntry` row other
   * than this one clears the carries (stepping up to the carry row and back does not).
   */
  workingRowId: string | null;
}

/**
 * Input accepted by `enterDigit`: a digit 0–9, a one-character string "0"–"9", or "" (clear).
 * @see spec §4 "Worksheet per problem"
 */
export type DigitInput = Digit | string;

/**
 * Options of `new WorksheetStore` and `createWorksheet`.
 * @see spec §4 "Worksheet per problem"
 */
export interface WorksheetOptions {
  /**
   * Digits already in the boxes when the session starts (a half-done worksheet, or a
   * controlled `answers` value); unknown keys and non-digits are dropped.
   * @defaultValue `{}` (every box blank)
   */
  answers?: Answers;
}

/** `answers` without unknown keys, blanks and non-digits: a new object, only real digits. */
function keepDigits(boxes: ReadonlyMap<string, AnswerBox>, answers: Answers): Answers {
  const kept: Record<string, Digit> = {};
  for (const [key, value] of Object.entries(answers)) {
    if (value === undefined || !boxes.has(key)) continue;
    const digit = parseInput(value);
    if (digit !== undefined && digit !== 'ignore') kept[key] = digit;
  }
  return kept;
}

/** Whether two answer sets (without blank entries) hold the same digit in every box. */
function sameAnswers(a: Answers, b: Answers): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

function initialState(problem: Problem, given: Answers = {}): WorksheetState {
  const layout = layoutProblem(problem);
  const answers = keepDigits(indexBoxes(layout), given);
  return {
    problem,
    layout,
    answers,
    marks: null,
    submitted: false,
    complete: false,
    wrongCount: 0,
    canSubmit: canSubmitLayout(layout, answers),
    attempts: 0,
    activeRowId: null,
    activeKey: null,
    workingRowId: null,
  };
}

function parseInput(input: DigitInput): Digit | undefined | 'ignore' {
  if (input === '') return undefined;
  try {
    return toDigit(input);
  } catch {
    return 'ignore';
  }
}

/**
 * One worksheet session (one problem). Read it with `getState` / `subscribe`; change it only
 * through the actions below. Pure: no timers, no clock.
 * @see spec §4 "Worksheet per problem"
 */
export class WorksheetStore extends Store<WorksheetState> {
  readonly #boxes: ReadonlyMap<string, AnswerBox>;
  readonly #carryKeys: readonly string[];

  /**
   * Starts a worksheet for an already solved problem: blank, or holding `options.answers`
   * (unsubmitted either way).
   */
  constructor(problem: Problem, options: WorksheetOptions = {}) {
    const state = initialState(problem, options.answers);
    super(state);
    this.#boxes = indexBoxes(state.layout);
    this.#carryKeys = carryBoxKeys(state.layout);
  }

  /**
   * Types `digit` into box `key`. "" clears the box (like `clearBox`); any other non-digit
   * input and unknown keys are ignored (spec: non-numeric ignored). After a submission the
   * edited box loses its mark (other marks stay), `complete` and `submitted` are cleared.
   * @see spec §5 "Answer boxes", §4 "Editing after submission unmarks that answer"
   */
  enterDigit(key: string, digit: DigitInput): void {
    const value = parseInput(digit);
    if (value === 'ignore' || !this.#boxes.has(key)) return;
    this.setAnswers({ ...this.getState().answers, [key]: value });
  }

  /** Empties box `key` (Backspace / Delete); same un-marking as `enterDigit`. Unknown keys are ignored. */
  clearBox(key: string): void {
    this.enterDigit(key, '');
  }

  /**
   * Replaces every box's digit at once (a controlled `answers` value, a restored draft).
   * Unknown keys and non-digits are dropped; a missing key is a blank box. Every box whose
   * digit changes loses its mark, and any change clears `submitted` and `complete`, exactly as
   * typing those digits one by one would. No change (and no notification) when every box
   * already holds the given digit.
   * @see spec §4 "Editing after submission unmarks that answer"
   */
  setAnswers(answers: Answers): void {
    const state = this.getState();
    const next = keepDigits(this.#boxes, answers);
    if (sameAnswers(next, state.answers)) return;
    let marks = state.marks;
    if (marks) {
      const kept: Record<string, boolean | null> = {};
      for (const [key, mark] of Object.entries(marks)) {
        if (next[key] === state.answers[key]) kept[key] = mark;
      }
      marks = kept;
    }
    this.setState({
      ...state,
      answers: next,
      marks,
      submitted: false,
      complete: false,
      canSubmit: canSubmitLayout(state.layout, next),
    });
  }

  /**
   * Checks the answers when Submit is allowed (`canSubmit`: every required box filled, no
   * hole) — 'Submit Answers', Enter: marks every box, sets `complete`, `wrongCount`,
   * `submitted` and counts the attempt. Submitting again with nothing edited since returns the
   * same result and counts no attempt.
   * @returns the check result, or `null` (and no change) while `canSubmit` is false.
   * @see spec §5 Validation rules
   */
  submit(): CheckResult | null {
    const state = this.getState();
    if (!state.canSubmit) return null;
    if (state.submitted && state.marks) {
      return { marks: state.marks, complete: state.complete, wrongCount: state.wrongCount };
    }
    const result = checkLayout(state.layout, state.answers);
    this.setState({
      ...state,
      marks: result.marks,
      submitted: true,
      complete: result.complete,
      wrongCount: result.wrongCount,
      attempts: state.attempts + 1,
    });
    return result;
  }

  /**
   * 'Try Again' after a wrong submission: back to editing with every digit kept. Only the
   * wrong (red) marks stay, so the child still sees which boxes to fix; right and unchecked
   * marks are dropped. No-op unless submitted and not complete.
   * @see spec §2 "'Fix the red boxes and try again.' with 'Try Again'"
   */
  retry(): void {
    const state = this.getState();
    if (!state.submitted || state.complete) return;
    const marks: Record<string, boolean | null> = {};
    for (const [key, mark] of Object.entries(state.marks ?? {})) {
      if (mark === false) marks[key] = false;
    }
    this.setState({ ...state, marks, submitted: false });
  }

  /**
   * Records that box `key` has focus. Moving into a row with `clearsCarriesOnEntry` from a
   * different working row (carry rows do not count) empties the carry boxes — a new
   * multiplication partial row starts with fresh carries — while the child works: a submitted
   * sheet keeps every digit it was marked with until an edit or `retry`. Unknown keys are
   * ignored.
   *
   * `passing`: the child is only passing through this box with ArrowUp/ArrowDown on the way to
   * another (up from the second partial row through the first to the carry row, and back). A
   * box passed is not entered: its row does not become the working row (unless there is none
   * yet) and no carries are cleared, so a carry written on that trip stays. @defaultValue false
   * @see spec §2 "Moving into a new row of multiplication partial products clears the carry boxes"
   */
  focusBox(key: string, { passing = false }: { passing?: boolean } = {}): void {
    const box = this.#boxes.get(key);
    const state = this.getState();
    if (!box || state.activeKey === key) return;
    const row = findRow(state.layout, box.rowId);
    const staysInWorkingRow = row?.kind === 'carry' || (passing && state.workingRowId !== null);
    let answers = state.answers;
    if (
      !staysInWorkingRow &&
      row?.clearsCarriesOnEntry &&
      !state.submitted &&
      state.workingRowId !== null &&
      state.workingRowId !== row.id &&
      this.#carryKeys.some((carry) => answers[carry] !== undefined)
    ) {
      const cleared: Record<string, Digit | undefined> = { ...answers };
      for (const carry of this.#carryKeys) delete cleared[carry];
      answers = cleared;
    }
    this.setState({
      ...state,
      answers,
      activeKey: key,
      activeRowId: box.rowId,
      workingRowId: staysInWorkingRow ? state.workingRowId : box.rowId,
    });
  }

  /**
   * The filled boxes as spec §3 "User answer" records (see `toUserAnswers`): boxes not marked
   * by a submission (never submitted, or edited since) are stored as not correct.
   * @param timestamp ms since the epoch, given by the caller (the engine reads no clock).
   * @see spec §4 "Unsubmitted answers are stored as not correct"
   */
  userAnswers(timestamp: number): UserAnswer[] {
    const state = this.getState();
    return toUserAnswers(state.problem, state.answers, state.marks, timestamp);
  }

  /** Back to a blank, unsubmitted worksheet for the same problem (attempts back to 0). */
  reset(): void {
    this.setState(initialState(this.getState().problem));
  }
}

/**
 * Creates a worksheet session for a wire problem, blank or holding `options.answers`.
 * @throws {OperandError} when the raw problem cannot make a worksheet (see `solveProblem`).
 * @see spec §4 "Worksheet per problem"
 */
export function createWorksheet(raw: RawProblem, options: WorksheetOptions = {}): WorksheetStore {
  return new WorksheetStore(solveProblem(raw), options);
}
