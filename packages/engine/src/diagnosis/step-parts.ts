/**
 * Internal: the parts of a solved problem a hint about one box talks about — the row
 * `multiplicand × digit` a multiplication box is in, the carry into a column of the partial
 * products' sum, and the long-division step of a multiply or subtract box.
 * @see ./slip-hint.ts, ./worked-hint.ts; docs/diagnosis.md "Slip hints"
 */
import { digitAt } from '../digits';
import { stepEndColumn } from '../long-division';
import { displayedPartialProducts } from '../multiplication';
import type { AnswerBox, DivisionProblem, MultiplicationProblem, PartialProduct } from '../types';

/**
 * The row `multiplicand × digit` a multiplication box is in: its partial product row's, or,
 * with one non-zero multiplier digit, the product row's; `undefined` for a product row that
 * adds partial products, or a multiplication by zero.
 */
export function multipliedRow(
  problem: MultiplicationProblem,
  box: AnswerBox,
): PartialProduct | undefined {
  const partials = displayedPartialProducts(problem);
  if (box.fieldType === 'partial') return partials[box.partialIndex ?? 0];
  if (partials.length > 0) return undefined;
  return problem.partialProducts.find((partial) => partial.multiplierDigit !== 0);
}

/** The carry into `column` when the partial products are added column by column. */
export function partialsCarryInto(partials: readonly PartialProduct[], column: number): number {
  let carry = 0;
  for (let place = 0; place < column; place += 1) {
    const total = partials.reduce((sum, partial) => sum + digitAt(partial.value, place), carry);
    carry = Math.floor(total / 10);
  }
  return carry;
}

/**
 * The step of a long division's multiply or subtract box, whether it is the last step (its
 * subtract row holds the remainder), and the box's place in that step's numbers (0 = ones).
 */
export function divisionStep(problem: DivisionProblem, box: AnswerBox) {
  const stepNumber = box.stepNumber ?? 1;
  const step = problem.steps[stepNumber - 1];
  return {
    step,
    last: stepNumber === problem.steps.length,
    place: box.column - stepEndColumn(problem, stepNumber),
  };
}
