/**
 * Internal analysis of the column work a problem needs: where carries and borrows happen, how
 * they chain, and what long division produces. Level predicates are written on these profiles.
 * Operands are normalized digit strings; arithmetic is digit-by-digit or `bigint`.
 */
import { digitsOnesFirst } from '../digits';

/** The carries of a column addition. */
export interface CarryProfile {
  /** Columns that carry into the next one. */
  carries: number;
  /** The longest run of neighbouring columns that all carry. */
  longestRun: number;
  /** Some column whose two digits make 9 receives a carry and so passes one on. */
  throughNine: boolean;
  /** Every column carries (the sum is one digit longer than the longer addend). */
  everyColumn: boolean;
}

/** Works out the carries of `addend1 + addend2`, column by column from the ones. */
export function additionCarries(addend1: string, addend2: string): CarryProfile {
  const top = digitsOnesFirst(addend1);
  const bottom = digitsOnesFirst(addend2);
  const columns = Math.max(top.length, bottom.length);
  let carries = 0;
  let run = 0;
  let longestRun = 0;
  let throughNine = false;
  let carryIn = 0;
  for (let column = 0; column < columns; column += 1) {
    const pair = (top[column] ?? 0) + (bottom[column] ?? 0);
    const carryOut = pair + carryIn >= 10 ? 1 : 0;
    if (pair === 9 && carryIn === 1) throughNine = true;
    run = carryOut === 1 ? run + 1 : 0;
    carries += carryOut;
    longestRun = Math.max(longestRun, run);
    carryIn = carryOut;
  }
  return { carries, longestRun, throughNine, everyColumn: carries === columns };
}

/** The borrows of a column subtraction. */
export interface BorrowProfile {
  /** Columns that borrow ten from the column to their left. */
  borrows: number;
  /**
   * The longest run of neighbouring minuend zeros that are borrowed across (a 0 asked for a
   * borrow must itself borrow, as in 3002 − 1567, which crosses two zeros).
   */
  longestZeroRun: number;
}

/**
 * Works out the borrows of `minuend − subtrahend`, column by column from the ones.
 * @returns `null` when the subtrahend is larger than the minuend.
 */
export function subtractionBorrows(minuend: string, subtrahend: string): BorrowProfile | null {
  if (BigInt(subtrahend) > BigInt(minuend)) return null;
  const top = digitsOnesFirst(minuend);
  const bottom = digitsOnesFirst(subtrahend);
  let borrows = 0;
  let zeroRun = 0;
  let longestZeroRun = 0;
  let borrowIn = 0;
  for (let column = 0; column < top.length; column += 1) {
    const digit = top[column] ?? 0;
    const crossesZero = digit === 0 && borrowIn === 1;
    zeroRun = crossesZero ? zeroRun + 1 : 0;
    longestZeroRun = Math.max(longestZeroRun, zeroRun);
    const borrowOut = digit - borrowIn < (bottom[column] ?? 0) ? 1 : 0;
    borrows += borrowOut;
    borrowIn = borrowOut;
  }
  return { borrows, longestZeroRun };
}

/**
 * Counts the carries written while multiplying `multiplicand` by each digit of `multiplier`:
 * a column whose product (plus the carry it received) reaches 10 carries into the next column.
 * The leading column is not counted, its product is written out in full (31 × 4 = 124 has none).
 */
export function multiplicationCarries(multiplicand: string, multiplier: string): number {
  const top = digitsOnesFirst(multiplicand);
  let carries = 0;
  for (const factor of digitsOnesFirst(multiplier)) {
    let carryIn = 0;
    for (let column = 0; column < top.length; column += 1) {
      const product = (top[column] ?? 0) * factor + carryIn;
      carryIn = (product - (product % 10)) / 10;
      if (carryIn > 0 && column < top.length - 1) carries += 1;
    }
  }
  return carries;
}

/**
 * Whether multiplying `multiplicand` by the one-digit `factor` puts a carry onto a 0 of the
 * multiplicand: 405 × 6 does (5 × 6 = 30, and the 3 goes onto 0 × 6), 340 × 6 and 402 × 3 do
 * not. This is the step children skip when they write 0 × 6 = 0 and move on.
 */
export function carriesIntoZero(multiplicand: string, factor: string): boolean {
  let carryIn = 0;
  return digitsOnesFirst(multiplicand).some((digit) => {
    const product = digit * Number(factor) + carryIn;
    const intoZero = digit === 0 && carryIn > 0;
    carryIn = (product - (product % 10)) / 10;
    return intoZero;
  });
}

/** Quotient and remainder of a whole-number division, as digit strings. */
export interface DivisionOutcome {
  quotient: string;
  remainder: string;
}

/**
 * Divides with `bigint` (the quotient and remainder a long division writes).
 * @returns `null` when the divisor is 0.
 */
export function divide(dividend: string, divisor: string): DivisionOutcome | null {
  const bottom = BigInt(divisor);
  if (bottom === 0n) return null;
  const top = BigInt(dividend);
  return { quotient: String(top / bottom), remainder: String(top % bottom) };
}
