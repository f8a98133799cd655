/**
 * Internal: which ordinary slip a written digit shows in one column of a take-away or of a
 * number times one digit. The slip hints ask it of a subtraction's difference, a product row,
 * and a long division's multiply and subtract rows alike.
 * @see ./slip-hint.ts; docs/diagnosis.md "Slip hints"
 */
import { digitAt } from '../digits';
import type { AnswerBox, Answers, Digit } from '../types';
import { multiplyCorrectly } from './multiplication-work';

/**
 * The first red box of a submission: the box, the digit that belongs there, what the child
 * wrote (`undefined`: the box is blank) and all the submitted answers.
 */
export interface RedBox {
  box: AnswerBox;
  expected: Digit;
  written: Digit | undefined;
  answers: Answers;
}

/** Whether the child wrote the right digit moved by `offset` (mod 10): a carry left out is -carry. */
export const wroteOffBy = ({ expected, written }: RedBox, offset: number): boolean =>
  written === (((expected + offset) % 10) + 10) % 10;

/** The number the columns right of `place` make (`"4713"`, 2 → 13n). */
const lowPart = (value: string, place: number): bigint =>
  place === 0 ? 0n : BigInt(value.slice(-place));

/**
 * In column `place` (0 = ones) of `top − bottom` (digit strings, `top` ≥ `bottom`): the top
 * digit taken from the bottom one where the column borrows, or a top digit that lent a ten to
 * its right used as it was. `null` for any other digit, and for a 0 that passed a ten on (the
 * step's own sentence says what it became).
 */
export function takeAwaySlip(
  top: string,
  bottom: string,
  place: number,
  red: RedBox,
): 'subtract-top-from-bottom' | 'subtract-lent-forgotten' | null {
  const lent = lowPart(top, place) < lowPart(bottom, place);
  if (lent && digitAt(top, place) === 0) return null;
  const topNow = digitAt(top, place) - (lent ? 1 : 0);
  const bottomDigit = digitAt(bottom, place);
  if (topNow < bottomDigit && red.written === bottomDigit - topNow) {
    return 'subtract-top-from-bottom';
  }
  return lent && wroteOffBy(red, 1) ? 'subtract-lent-forgotten' : null;
}

/** The carry into column `place` (0 = ones) of `multiplicand × factor`, worked right. */
export const carryInto = (multiplicand: string, factor: Digit, place: number): number =>
  multiplyCorrectly(multiplicand, factor)?.carries[place] ?? 0;

/**
 * In column `place` (0 = ones) of `multiplicand × factor`: a digit short by exactly the carry
 * into it (the carry left out), or the tens of what the column makes written in place of its
 * ones. `null` for any other digit and for the row's last carry (`place` past the multiplicand).
 */
export function timesDigitSlip(
  multiplicand: string,
  factor: Digit,
  place: number,
  red: RedBox,
): 'multiply-left-out-carry' | 'multiply-wrote-the-tens' | null {
  if (place >= multiplicand.length) return null;
  const carry = carryInto(multiplicand, factor, place);
  const makes = digitAt(multiplicand, place) * factor + carry;
  if (carry > 0 && wroteOffBy(red, -carry)) return 'multiply-left-out-carry';
  return makes >= 10 && red.written === Math.floor(makes / 10) ? 'multiply-wrote-the-tens' : null;
}
