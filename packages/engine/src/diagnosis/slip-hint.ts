/**
 * Slip hints: for a submission with red boxes that no catalogued bug explains, what the step
 * of the first red box is (in working order, so later boxes that follow from it wait) or, when
 * the digit written there shows it, what went wrong in that step (a carry left out, a ten lent
 * and forgotten, a quotient digit too big), told in a sentence that names no digit; asked for
 * `worked`, the step written out with its numbers instead (see ./worked-hint.ts).
 * @see docs/diagnosis.md "Slip hints", "Worked hints: the second hint"
 */
import { carryKey } from '../addition';
import { checkLayout } from '../checking';
import { displayedPartialProducts } from '../multiplication';
import { layoutProblem } from '../operations';
import type {
  AdditionProblem,
  AnswerBox,
  Answers,
  Digit,
  DivisionProblem,
  FieldType,
  MultiplicationProblem,
  Problem,
  SubtractionProblem,
} from '../types';
import { carryInto, takeAwaySlip, timesDigitSlip, wroteOffBy, type RedBox } from './column-slips';
import { SLIP_HINTS, type SlipSituation } from './slip-texts';
import { solvedProblem, type ProblemInput } from './solve-input';
import { divisionStep, multipliedRow, partialsCarryInto } from './step-parts';
import { workedText } from './worked-hint';

/** How {@link slipHint} words its hint. */
export interface SlipHintOptions {
  /**
   * The stronger hint, for a child who tried again and still has this box red: the step written
   * out with its numbers. @defaultValue false — the sentence of `SLIP_HINTS`
   */
  worked?: boolean;
}

/** A slip hint: the step of the first red box, ready for a worksheet's `hint` prop. */
export interface SlipHint {
  /** Which step the box is, or which slip its digit shows (a key of `SLIP_HINTS`). */
  situation: SlipSituation;
  /**
   * The sentence for the child: `SLIP_HINTS[situation]`, or, asked for `worked`, the step written
   * out with its numbers where the engine can ("In this column: 7 + 5 + 1 carried. …").
   */
  text: string;
  /** Key of the first red box, in working order (e.g. `sum-1`). */
  key: string;
  /**
   * The place-value columns (0 = ones) the arrows go under: that box's, and before it, for a
   * hint about "this top digit" in a shifted multiplication row, the top digit's column.
   */
  columns: number[];
}

/**
 * The situation of a red box whose digit belongs there: the step of the box or, when the
 * written digit shows what went wrong (a carry left out, a ten lent and forgotten), the slip.
 */
type SituationOf<P extends Problem> = (problem: P, red: RedBox) => SlipSituation;

/**
 * A column of an addition: the last carry, one addend's digit, or both, with or without carry;
 * or the slip of a carry left out, of a carry written where none comes in (its carry box holds
 * a 1 and the digit is one too big), or of the column's ten written in place of its ones.
 */
const additionSum: SituationOf<AdditionProblem> = (problem, red) => {
  const { column } = red.box;
  const step = problem.steps[column];
  if (!step) return 'add-last-carry';
  const carried = step.carryReceived === 1;
  const makesTen = step.carry === 1;
  if (carried && wroteOffBy(red, -1)) return 'add-left-out-carry';
  if (!carried && wroteOffBy(red, 1) && red.answers[carryKey(column)] === 1) {
    return 'add-carry-not-there';
  }
  if (makesTen && red.written === 1) return 'add-wrote-the-ten';
  if (column >= Math.min(problem.addend1.length, problem.addend2.length)) {
    return carried ? 'add-one-digit-with-carry' : 'add-one-digit';
  }
  if (carried) return makesTen ? 'add-carry-makes-ten' : 'add-column-with-carry';
  return makesTen ? 'add-column-makes-ten' : 'add-column';
};

/**
 * A column of a subtraction: borrowing, lending, both, across a zero, or neither; or the slip
 * of taking the top digit from the bottom one where the column borrows, or of taking away from
 * a top digit that lent a ten as if it had not.
 */
const subtractionDifference: SituationOf<SubtractionProblem> = (problem, red) => {
  const { column } = red.box;
  const slip = takeAwaySlip(problem.minuend, problem.subtrahend, column, red);
  if (slip) return slip;
  const step = problem.steps[column];
  const lent = step?.borrowReceived === 1;
  const borrows = step?.borrow === 1;
  if (lent && step?.digit1 === 0) return 'subtract-zero-passed-on';
  if (lent && borrows) return 'subtract-lent-and-borrow';
  if (borrows) return 'subtract-borrow';
  if (lent) return 'subtract-lent';
  return column >= problem.subtrahend.length ? 'subtract-top-only' : 'subtract-column';
};

/**
 * A box of the row `multiplicand × digit` shifted `position` columns left, or the slip its
 * digit shows (see `timesDigitSlip`).
 */
function multiplyRow(
  problem: MultiplicationProblem,
  digit: Digit,
  position: number,
  red: RedBox,
): SlipSituation {
  const { column } = red.box;
  if (column < position) return 'multiply-placeholder-zero';
  const place = column - position;
  const slip = timesDigitSlip(problem.multiplicand, digit, place, red);
  if (slip) return slip;
  // A one-digit top number makes no carry box: the row is one times-table fact.
  if (problem.multiplicand.length === 1) return 'multiply-fact';
  if (place >= problem.multiplicand.length) return 'multiply-last-carry';
  return carryInto(problem.multiplicand, digit, place) > 0
    ? 'multiply-digit-with-carry'
    : 'multiply-digit';
}

/** A box of a partial product row (two or more non-zero multiplier digits). */
const partialProduct: SituationOf<MultiplicationProblem> = (problem, red) => {
  const partial = multipliedRow(problem, red.box);
  if (!partial) return 'multiply-digit';
  return multiplyRow(problem, partial.multiplierDigit, partial.position, red);
};

/**
 * A box of the product row: the sum of the partial products, or, with one non-zero multiplier
 * digit (or none), the row multiplied directly.
 */
const product: SituationOf<MultiplicationProblem> = (problem, red) => {
  const { column } = red.box;
  const partials = displayedPartialProducts(problem);
  if (partials.length === 0) {
    const only = multipliedRow(problem, red.box);
    return only
      ? multiplyRow(problem, only.multiplierDigit, only.position, red)
      : 'multiply-by-zero';
  }
  const widest = Math.max(...partials.map((partial) => partial.value.length));
  if (column >= widest) return 'add-last-carry';
  const carry = partialsCarryInto(partials, column);
  if (carry === 0) return 'add-partial-products';
  return wroteOffBy(red, -carry) ? 'add-left-out-carry' : 'add-partial-products-with-carry';
};

/** A quotient digit: too small (it fits more times), too big (it goes over), or blank. */
const quotient: SituationOf<DivisionProblem> = (_problem, { expected, written }) => {
  if (written === undefined) return 'divide';
  return written < expected ? 'divide-too-small' : 'divide-too-big';
};

/** A multiply row of a long division (the divisor times the quotient digit), or its slip. */
const divisionMultiply: SituationOf<DivisionProblem> = (problem, red) => {
  const { step, place } = divisionStep(problem, red.box);
  const slip = step && timesDigitSlip(problem.divisor, step.quotientDigit, place, red);
  return slip || 'multiply-back';
};

/** A subtract row of a long division (the last one holds the remainder), or its slip. */
const divisionSubtract: SituationOf<DivisionProblem> = (problem, red) => {
  const { step, last, place } = divisionStep(problem, red.box);
  const slip = step && takeAwaySlip(step.dividendPart, step.multiply, place, red);
  return slip || (last ? 'remainder' : 'subtract-step');
};

/**
 * The situation of each checked field type. The field type tells the operation, so each
 * function gets the problem of its own operation.
 */
const SITUATIONS: Record<Exclude<FieldType, 'carry' | 'borrow'>, SituationOf<never>> = {
  sum: additionSum,
  difference: subtractionDifference,
  partial: partialProduct,
  product,
  quotient,
  multiply: divisionMultiply,
  subtract: divisionSubtract,
  bringDown: () => 'bring-down',
};

/**
 * The columns a hint's arrows go under: the red box's and, when the hint says "this top digit"
 * ('multiply-digit', 'multiply-digit-with-carry', 'multiply-left-out-carry') and the box's
 * multiplication row is shifted left (a second partial product, 47 × 30), first the column of
 * the top digit it multiplies, which is then not above the box.
 */
function arrowColumns(problem: Problem, box: AnswerBox, situation: SlipSituation): number[] {
  const shift =
    'multiplicand' in problem && /^multiply-(digit|left)/.test(situation)
      ? multipliedRow(problem, box)?.position
      : 0;
  return shift ? [box.column - shift, box.column] : [box.column];
}

/** The situation of a red box, given the submitted answers. */
function situationOf(problem: Problem, box: AnswerBox, answers: Answers): SlipSituation {
  if (box.expected === null) return 'past-the-answer';
  const situation = SITUATIONS[box.fieldType as keyof typeof SITUATIONS] as SituationOf<Problem>;
  return situation(problem, { box, expected: box.expected, written: answers[box.key], answers });
}

/**
 * The slip hint of a submitted worksheet: the step of its first red box in working order (the
 * order a child fills the boxes, `layout.boxes`), or the slip its digit shows, for a submission
 * no catalogued bug explains.
 * Show it where `diagnose` names no bug; a named bug's hint says more.
 *
 * @param problem a wire problem or a solved problem; its layout is `layoutProblem`'s.
 * @param answers the child's digits by box key (a missing key is a blank box), as submitted.
 * @param options `worked: true` for the stronger hint of a box still red after a try with its
 *   slip hint: the step with its numbers, never the digit that belongs there (except a digit to
 *   copy straight down); the plain sentence where the step has no numbers to show (a bring-down,
 *   a placeholder zero, a last carry of a sum).
 * @returns the hint, or `null` when no box is red.
 * @throws `OperandError` as `solveProblem` for a raw problem that makes no worksheet.
 * @example slipHint({ number_0: '47', number_1: '38', operator: '+' },
 *   { 'sum-0': 5, 'sum-1': 6 }) // { situation: 'add-column-with-carry', key: 'sum-1',
 *   // columns: [1], text: 'Add the two digits and the carry from the column on the right.' }
 * @see docs/diagnosis.md "Slip hints"
 */
export function slipHint(
  problem: ProblemInput,
  answers: Answers,
  options: SlipHintOptions = {},
): SlipHint | null {
  const solved = solvedProblem(problem);
  const layout = layoutProblem(solved);
  const { marks } = checkLayout(layout, answers);
  const box = layout.boxes.find((candidate) => marks[candidate.key] === false);
  if (!box) return null;
  const situation = situationOf(solved, box, answers);
  const columns = arrowColumns(solved, box, situation);
  const text = (options.worked && workedText(solved, box)) || SLIP_HINTS[situation];
  return { situation, text, key: box.key, columns };
}
