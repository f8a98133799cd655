import { digitAt, fromDigitsOnesFirst, parseOperand } from '../digits';
import type { AdditionProblem, AdditionStep, Digit } from '../types';

/**
 * Solves `addend1 + addend2` column by column, the way a child does it on paper.
 *
 * @param addend1 first addend; any operand `parseOperand` accepts (normalized here).
 * @param addend2 second addend; same rules.
 * @returns the problem with `sum` (a digit string) and one step per column of the longer
 *   addend, ones column first (`stepNumber` 1-based, `columnPosition` 0 = ones). A carry out of
 *   the last step is the sum's extra leading digit (there is no step for it).
 * @throws {OperandError} when an addend is not a whole number, negative or too long.
 * @see spec §3 "Problems" (Addition)
 */
export function solveAddition(addend1: string, addend2: string): AdditionProblem {
  const first = parseOperand(addend1);
  const second = parseOperand(addend2);
  const columns = Math.max(first.length, second.length);
  const steps: AdditionStep[] = [];
  const sumDigits: Digit[] = [];
  let carryReceived: 0 | 1 = 0;
  for (let column = 0; column < columns; column += 1) {
    const digit1 = digitAt(first, column);
    const digit2 = digitAt(second, column);
    const total: number = digit1 + digit2 + carryReceived;
    const sum = (total % 10) as Digit;
    const carry: 0 | 1 = total >= 10 ? 1 : 0;
    steps.push({
      stepNumber: column + 1,
      columnPosition: column,
      digit1,
      digit2,
      sum,
      carry,
      carryReceived,
    });
    sumDigits.push(sum);
    carryReceived = carry;
  }
  if (carryReceived === 1) sumDigits.push(1);
  return {
    operator: '+',
    addend1: first,
    addend2: second,
    sum: fromDigitsOnesFirst(sumDigits),
    steps,
  };
}
