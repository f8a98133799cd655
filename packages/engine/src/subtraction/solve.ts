import { compareDigitStrings, digitAt, fromDigitsOnesFirst, parseOperand } from '../digits';
import { OperandError } from '../errors';
import type { Digit, SubtractionProblem, SubtractionStep } from '../types';

/**
 * Solves `minuend − subtrahend` column by column with borrowing, including borrowing across
 * zeros (3002 − 1567: the tens and hundreds each lend on a borrowed ten and become 9).
 *
 * @param minuend any operand `parseOperand` accepts (normalized here).
 * @param subtrahend same rules; must not exceed the minuend.
 * @returns the problem with `difference` (a digit string) and one step per minuend column,
 *   ones first. `borrow` = 1 when the column borrows from its left neighbour;
 *   `borrowReceived` = 1 when its right neighbour borrowed from it (it lends one).
 * @throws {OperandError} rule `subtrahend-exceeds-minuend` ("Subtraction problems require
 *   minuend >= subtrahend") when the result would be negative,
 *   or a `parseOperand` rule for a malformed operand.
 * @see spec §3 "Problems" (Subtraction), §5 "Subtraction problems require minuend >= subtrahend"
 */
export function solveSubtraction(minuend: string, subtrahend: string): SubtractionProblem {
  const top = parseOperand(minuend);
  const bottom = parseOperand(subtrahend);
  if (compareDigitStrings(top, bottom) < 0) {
    throw new OperandError(
      'subtrahend-exceeds-minuend',
      'Subtraction problems require minuend >= subtrahend',
    );
  }
  const steps: SubtractionStep[] = [];
  const differenceDigits: Digit[] = [];
  let borrowReceived: 0 | 1 = 0;
  for (let column = 0; column < top.length; column += 1) {
    const digit1 = digitAt(top, column);
    const digit2 = digitAt(bottom, column);
    const available: number = digit1 - borrowReceived;
    const borrow: 0 | 1 = available < digit2 ? 1 : 0;
    const difference = (available + 10 * borrow - digit2) as Digit;
    steps.push({
      stepNumber: column + 1,
      columnPosition: column,
      digit1,
      digit2,
      difference,
      borrow,
      borrowReceived,
    });
    differenceDigits.push(difference);
    borrowReceived = borrow;
  }
  return {
    operator: '-',
    minuend: top,
    subtrahend: bottom,
    difference: fromDigitsOnesFirst(differenceDigits),
    steps,
  };
}
