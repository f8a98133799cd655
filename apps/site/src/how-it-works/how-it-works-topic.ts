import { layoutProblem, solveProblem, type RawProblem, type Subject } from '@mathcols/engine';

/**
 * What a 'How it works' panel explains: an operation, or a case of it whose worksheet works
 * differently from the operation's usual picture:
 * - 'subtraction-one-column': a one-digit minuend (6 − 2), where nothing is borrowed;
 * - 'subtraction-across-zero': a borrow that has to pass a 0 of the minuend (302 − 17): the 0
 *   borrows from its left first and becomes 9;
 * - 'multiplication-fact': a times-table fact (6 × 2, 6 × 10): one product row and no carry
 *   box, the tens of the product going straight into the box left of the ones;
 * - 'multiplication-one-row': a one-digit multiplier (47 × 6): one product row and its carries
 *   (spec §5: partial-product rows only when the multiplier has two or more non-zero digits);
 * - 'multiplication-tens': a multiplier of one digit and zeros (34 × 20, 91 × 100), also on one
 *   row: its zeros go at the end of the answer first;
 * - 'division-long-divisor': a divisor of two digits or more (749 ÷ 23), whose quotient digits
 *   are guessed and checked.
 */
export type HowItWorksTopic =
  | Subject
  | 'subtraction-one-column'
  | 'subtraction-across-zero'
  | 'multiplication-fact'
  | 'multiplication-one-row'
  | 'multiplication-tens'
  | 'division-long-divisor';

/**
 * The topic for the problem on screen, read from the engine's solution and layout of it (what
 * the worksheet shows):
 * - subtraction: 'subtraction-one-column' for a one-digit minuend, 'subtraction-across-zero'
 *   when a 0 of the minuend lends to the column on its right;
 * - multiplication without partial-product rows: 'multiplication-fact' when the worksheet has
 *   no carry box (6 × 2, and 6 × 10 too), else 'multiplication-tens' when the multiplier ends
 *   in 0, else 'multiplication-one-row';
 * - division: 'division-long-divisor' for a divisor of two digits or more;
 * - else the subject. Without a problem (still loading), or for operands the engine refuses,
 *   the subject.
 */
export function howItWorksTopic(subject: Subject, problem?: RawProblem | null): HowItWorksTopic {
  if (!problem) return subject;
  try {
    const solution = solveProblem(problem);
    if (solution.operator === '-') {
      if (solution.minuend.length === 1) return 'subtraction-one-column';
      const zeroLends = solution.steps.some((step) => step.digit1 === 0 && step.borrowReceived);
      return zeroLends ? 'subtraction-across-zero' : subject;
    }
    if (solution.operator === '/') {
      return solution.divisor.length > 1 ? 'division-long-divisor' : subject;
    }
    if (solution.operator !== '*') return subject;
    const { rows } = layoutProblem(solution);
    if (rows.some((row) => row.kind === 'partial')) return subject;
    if (!rows.some((row) => row.kind === 'carry')) return 'multiplication-fact';
    return solution.multiplier.endsWith('0') ? 'multiplication-tens' : 'multiplication-one-row';
  } catch {
    return subject; // The worksheet shows the engine's message instead.
  }
}
