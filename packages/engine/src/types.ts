/**
 * Shared types of the engine: raw wire problems, solved problem models, digit-box layouts,
 * answers and check results.
 *
 * Conventions used throughout:
 * - Operands and results are **digit strings** (most significant digit first, no sign, no
 *   leading zeros except "0" itself). Arithmetic on them uses `bigint` or digit-by-digit work,
 *   never floating point.
 * - A **column** is a place value: 0 = ones, 1 = tens, 2 = hundreds, …
 *
 * @see spec §3 Entities and their fields
 */

/** The operator of a raw problem on the wire. */
export type Operator = '+' | '-' | '*' | '/';

/** The four subjects, as the spec names them (`{subject}_{level}` keys on the wire). */
export type Subject = 'addition' | 'subtraction' | 'multiplication' | 'division';

/** A single decimal digit. */
export type Digit = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/**
 * A problem as it travels on the wire: two integer operands as strings and an operator.
 * `number_0` is the first operand (addend, minuend, multiplicand, dividend), `number_1` the second.
 * @see spec §3 "Raw problem"
 */
export interface RawProblem {
  number_0: string;
  number_1: string;
  operator: Operator;
  question?: string;
}

/** One column of an addition, ones first. @see spec §3 "Problems" */
export interface AdditionStep {
  /** 1-based, ones column first. */
  stepNumber: number;
  /** Place value of the column: 0 = ones. */
  columnPosition: number;
  /** Digit of the first addend in this column (0 where the addend is shorter). */
  digit1: Digit;
  /** Digit of the second addend in this column (0 where the addend is shorter). */
  digit2: Digit;
  /** The digit written in the sum row: (digit1 + digit2 + carryReceived) mod 10. */
  sum: Digit;
  /** Carry out of this column into the next one (0 or 1). */
  carry: 0 | 1;
  /** Carry into this column from the previous one (0 or 1). */
  carryReceived: 0 | 1;
}

export interface AdditionProblem {
  operator: '+';
  addend1: string;
  addend2: string;
  sum: string;
  steps: AdditionStep[];
}

/** One column of a subtraction, ones first. @see spec §3 "Problems" */
export interface SubtractionStep {
  stepNumber: number;
  columnPosition: number;
  /** Digit of the minuend in this column, before any borrowing. */
  digit1: Digit;
  /** Digit of the subtrahend in this column (0 where it is shorter). */
  digit2: Digit;
  /** The digit written in the difference row. */
  difference: Digit;
  /** 1 when this column borrows ten from the column to its left. */
  borrow: 0 | 1;
  /** 1 when the column to the right borrowed from this one (its minuend digit is one less). */
  borrowReceived: 0 | 1;
}

export interface SubtractionProblem {
  operator: '-';
  minuend: string;
  subtrahend: string;
  difference: string;
  steps: SubtractionStep[];
}

/** The product of the multiplicand and one digit of the multiplier. */
export interface PartialProduct {
  /** The multiplier digit used. */
  multiplierDigit: Digit;
  /** Place value of that digit in the multiplier (0 = ones). */
  position: number;
  /** multiplicand × multiplierDigit × 10^position, as a digit string. */
  value: string;
}

export type MultiplicationDifficulty = 'easy' | 'medium' | 'hard';

export interface MultiplicationProblem {
  operator: '*';
  /** Stable id: `${multiplicand}x${multiplier}`. */
  id: string;
  multiplicand: string;
  multiplier: string;
  product: string;
  /** One per multiplier digit, ones digit first (zero digits included). */
  partialProducts: PartialProduct[];
  /** @see spec §9 "Multiplication difficulty score" */
  difficulty: MultiplicationDifficulty;
  source: 'api';
}

/** One step of a long division: divide, multiply, subtract, bring down. */
export interface DivisionStep {
  stepNumber: number;
  /** The part of the dividend being divided in this step. */
  dividendPart: string;
  quotientDigit: Digit;
  /** quotientDigit × divisor. */
  multiply: string;
  /** dividendPart − multiply. */
  subtract: string;
  /** The next dividend digit brought down, absent on the last step. */
  bringDown?: Digit;
}

export interface DivisionProblem {
  operator: '/';
  dividend: string;
  divisor: string;
  quotient: string;
  remainder: string;
  steps: DivisionStep[];
}

export type Problem =
  AdditionProblem | SubtractionProblem | MultiplicationProblem | DivisionProblem;

/** @see spec §3 "Field types" */
export type FieldType =
  | 'sum'
  | 'carry'
  | 'difference'
  | 'borrow'
  | 'product'
  | 'partial'
  | 'quotient'
  | 'multiply'
  | 'subtract'
  | 'bringDown';

/**
 * One answer box of a worksheet.
 *
 * Position keys follow spec §3 "User answer": `columnPosition` for addition and subtraction,
 * `fieldPosition` and `partialIndex` for multiplication, `stepNumber` and `fieldPosition` for
 * division.
 */
export interface AnswerBox {
  /** Unique within the layout, stable for a problem, e.g. `sum-2`, `partial-1-3`. */
  key: string;
  fieldType: FieldType;
  columnPosition?: number;
  fieldPosition?: number;
  partialIndex?: number;
  stepNumber?: number;
  /** Place value of the grid column the box stands in (0 = ones). */
  column: number;
  /** Id of the grid row the box stands in. */
  rowId: string;
  /** Accessible name saying where the box is, e.g. "Sum, tens column". */
  label: string;
  /** Whether submission marks this box right or wrong (false for carry and borrow boxes). */
  checked: boolean;
  /**
   * Whether Submit needs a digit here. Only boxes whose presence the operands alone guarantee
   * are required, so the set of required boxes never gives an answer away.
   */
  required: boolean;
  /** Whether completion needs this box correct. */
  countsForCompletion: boolean;
  /**
   * The digit a correct worksheet has here; `null` where no digit belongs (a leading position
   * beyond the answer's length: blank or 0 is accepted there). For unchecked boxes (carry,
   * borrow), the digit a careful child writes there, or `null` when nothing is written (no
   * carry, no lending) — so a lending 1 that becomes 0 reads 0 — for hints and worked answers
   * only.
   */
  expected: Digit | null;
  /** Key of the box to focus after a digit is typed here (auto-advance); absent at the end. */
  next?: string;
}

/** A cell of the worksheet grid: an answer box or fixed text (operand digit, placeholder 0). */
export type GridCell =
  { kind: 'box'; column: number; key: string } | { kind: 'text'; column: number; text: string };

export type GridRowKind =
  | 'carry'
  | 'borrow'
  | 'operand'
  | 'answer'
  | 'partial'
  | 'quotient'
  | 'dividend'
  | 'multiply'
  | 'subtract';

/**
 * How the rule (line) above a grid row is drawn — the only drawing difference between the
 * operations, so a renderer reads it instead of asking for the operator:
 * - `'from-prefix'`: from the prefix column (under the operator sign) to the row's last cell —
 *   the answer line of an addition, subtraction or multiplication;
 * - `'over-cells'`: over the row's `ruleColumns`, else its own cells only — a long-division
 *   subtraction line, under the number subtracted (the multiply row above);
 * - `'bracket'`: over the row's cells, reaching left to meet the prefix — the long-division
 *   bracket top over the dividend, joining the divisor's ")".
 *
 * A row without cells has its rule across every column.
 * @see spec §2 "Worksheet behaviour"
 */
export type RowRule = 'from-prefix' | 'over-cells' | 'bracket';

/** A row of the grid, rendered as a named group. */
export interface GridRow {
  id: string;
  kind: GridRowKind;
  /**
   * Accessible group name, e.g. "Carries", "Sum", "Partial product 2", "Step 1 subtract",
   * "Remainder".
   */
  label: string;
  /**
   * Text left of the digits: an operator sign ('+', '−', '×'; the '+' also before a
   * multiplication's last partial product), the divisor of a division ("7 )"), or 'r' before a
   * division's remainder. Drawn in the prefix column, or just left of the cells of a row whose
   * rule is `'over-cells'` (a long-division step: "r 7").
   */
  prefix?: string;
  /**
   * The rule (line) above the row and how far it reaches (see {@link RowRule}); absent for no
   * rule.
   */
  ruleAbove?: RowRule;
  /**
   * The place-value columns (0 = ones, ascending, adjacent) an `'over-cells'` rule covers when
   * they are not the row's own: a long-division subtract row's line spans the number subtracted
   * above it, as school draws it, not the brought-down digit beside the difference.
   */
  ruleColumns?: readonly number[];
  /** Moving focus into this row from another clears the carry boxes (multiplication). */
  clearsCarriesOnEntry?: boolean;
  cells: GridCell[];
}

/** Everything a worksheet needs to render and navigate a problem. */
export interface WorksheetLayout {
  operator: Operator;
  /** Number of place-value columns (the widest row). */
  columns: number;
  /** Rows top to bottom. */
  rows: GridRow[];
  /** Every answer box, in working order (the order a child fills them). */
  boxes: AnswerBox[];
}

/** The child's digits, keyed by box key; a missing key is an empty box. */
export type Answers = Readonly<Record<string, Digit | undefined>>;

/** Result of checking a worksheet. @see spec §5 Validation rules */
export interface CheckResult {
  /** Per box key: true (right), false (wrong), null (not checked: carry, borrow). */
  marks: Readonly<Record<string, boolean | null>>;
  /** Every box that counts for completion is right. */
  complete: boolean;
  /** Number of boxes marked wrong. */
  wrongCount: number;
}

/**
 * One record per operation (`… satisfies OperationModule<…>`), so nothing else has to
 * `switch (operator)`.
 */
export interface OperationModule<P extends Problem = Problem> {
  operator: P['operator'];
  subject: Subject;
  /**
   * Solves two operands, each already a normalized digit string (see `parseOperand`).
   * @throws {OperandError} when the pair breaks a rule of the operation (e.g. divisor 0).
   */
  solve(first: string, second: string): P;
  /** The digit-box layout of a solved problem. */
  layout(problem: P): WorksheetLayout;
}
