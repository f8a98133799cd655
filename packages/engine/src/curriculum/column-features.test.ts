import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solveAddition } from '../addition';
import { solveLongDivision } from '../long-division';
import { solveSubtraction } from '../subtraction';
import {
  additionCarries,
  carriesIntoZero,
  divide,
  multiplicationCarries,
  subtractionBorrows,
} from './column-features';

/** Normalized digit strings of up to 12 digits, built from bigints (no floating point). */
const operand = fc.bigInt({ min: 0n, max: 999_999_999_999n }).map(String);
const positive = fc.bigInt({ min: 1n, max: 999_999_999_999n }).map(String);

const digitSum = (text: string): number => [...text].reduce((sum, digit) => sum + Number(digit), 0);

describe('additionCarries', () => {
  it('counts the carries the written sum shows: each carry turns 10 ones of a column into 1', () => {
    // Kummer: digit sums of the addends lose exactly 9 per carry in the digit sum of the total.
    fc.assert(
      fc.property(operand, operand, (a, b) => {
        const total = String(BigInt(a) + BigInt(b));
        expect(additionCarries(a, b).carries * 9).toBe(digitSum(a) + digitSum(b) - digitSum(total));
      }),
    );
  });

  it('agrees with the worksheet steps of solveAddition', () => {
    fc.assert(
      fc.property(operand, operand, (a, b) => {
        const steps = solveAddition(a, b).steps;
        expect(additionCarries(a, b).carries).toBe(steps.filter((step) => step.carry === 1).length);
      }),
    );
  });

  it('finds runs of carries, carries through a 9 and a carry in every column', () => {
    expect(additionCarries('34', '25')).toEqual({
      carries: 0,
      longestRun: 0,
      throughNine: false,
      everyColumn: false,
    });
    expect(additionCarries('38', '47')).toMatchObject({ carries: 1, longestRun: 1 });
    expect(additionCarries('56789', '24567')).toMatchObject({ carries: 4, longestRun: 4 });
    expect(additionCarries('3756', '2248')).toMatchObject({ throughNine: true });
    expect(additionCarries('3451', '2448')).toMatchObject({ throughNine: false });
    expect(additionCarries('99', '1')).toMatchObject({ everyColumn: true, throughNine: true });
    expect(additionCarries('68', '57')).toMatchObject({ everyColumn: true, longestRun: 2 });
  });
});

describe('subtractionBorrows', () => {
  it('counts the borrows of the written difference (Kummer again, from the other side)', () => {
    fc.assert(
      fc.property(operand, operand, (x, y) => {
        const [minuend, subtrahend] = BigInt(x) >= BigInt(y) ? [x, y] : [y, x];
        const difference = String(BigInt(minuend) - BigInt(subtrahend));
        const profile = subtractionBorrows(minuend, subtrahend);
        expect(profile?.borrows).toBeDefined();
        expect((profile?.borrows ?? 0) * 9).toBe(
          digitSum(subtrahend) + digitSum(difference) - digitSum(minuend),
        );
      }),
    );
  });

  it('agrees with the worksheet steps of solveSubtraction, zeros borrowed across included', () => {
    fc.assert(
      fc.property(operand, operand, (x, y) => {
        const [minuend, subtrahend] = BigInt(x) >= BigInt(y) ? [x, y] : [y, x];
        const steps = solveSubtraction(minuend, subtrahend).steps;
        const profile = subtractionBorrows(minuend, subtrahend);
        expect(profile?.borrows).toBe(steps.filter((step) => step.borrow === 1).length);
        const zerosCrossed = steps.filter((step) => step.digit1 === 0 && step.borrowReceived === 1);
        expect((profile?.longestZeroRun ?? 0) > 0).toBe(zerosCrossed.length > 0);
      }),
    );
  });

  it('measures the run of zeros a borrow crosses, and refuses a larger subtrahend', () => {
    expect(subtractionBorrows('3002', '1567')).toEqual({ borrows: 3, longestZeroRun: 2 });
    expect(subtractionBorrows('405', '168')).toEqual({ borrows: 2, longestZeroRun: 1 });
    expect(subtractionBorrows('405', '103')).toEqual({ borrows: 0, longestZeroRun: 0 });
    expect(subtractionBorrows('1000', '1')).toEqual({ borrows: 3, longestZeroRun: 2 });
    expect(subtractionBorrows('12', '13')).toBeNull();
  });
});

describe('multiplicationCarries', () => {
  it('finds no carry exactly when every digit product is written without regrouping', () => {
    fc.assert(
      fc.property(positive, fc.integer({ min: 1, max: 9 }), (multiplicand, factor) => {
        const digits = [...multiplicand].map((digit) => Number(digit) * factor);
        const [lead = 0, ...rest] = digits;
        const withoutRegrouping = String(lead) + rest.join('');
        const product = String(BigInt(multiplicand) * BigInt(factor));
        const noCarry = multiplicationCarries(multiplicand, String(factor)) === 0;
        expect(noCarry).toBe(rest.every((value) => value < 10) && withoutRegrouping === product);
      }),
    );
  });

  it('counts carries of every partial product but not the leading product written in full', () => {
    expect(multiplicationCarries('31', '4')).toBe(0);
    expect(multiplicationCarries('47', '6')).toBe(1);
    expect(multiplicationCarries('268', '7')).toBe(2);
    expect(multiplicationCarries('46', '37')).toBe(2);
    expect(multiplicationCarries('46', '10')).toBe(0);
  });
});

describe('carriesIntoZero', () => {
  it('finds a 0 of the multiplicand that receives a carry (the carry into column i is the lower i digits × factor, over 10^i)', () => {
    fc.assert(
      fc.property(positive, fc.integer({ min: 1, max: 9 }), (multiplicand, factor) => {
        const value = BigInt(multiplicand);
        const columns = [...multiplicand].reverse().map((digit, column) => ({
          digit,
          carryIn: ((value % 10n ** BigInt(column)) * BigInt(factor)) / 10n ** BigInt(column),
        }));
        const expected = columns.some(({ digit, carryIn }) => digit === '0' && carryIn > 0n);
        expect(carriesIntoZero(multiplicand, String(factor))).toBe(expected);
      }),
    );
  });

  it('tells 405 × 6 (the 3 of 5 × 6 lands on the 0) from zeros that get no carry', () => {
    expect(carriesIntoZero('405', '6')).toBe(true);
    expect(carriesIntoZero('1008', '2')).toBe(true);
    expect(carriesIntoZero('340', '6')).toBe(false);
    expect(carriesIntoZero('402', '3')).toBe(false);
    expect(carriesIntoZero('465', '6')).toBe(false);
  });
});

describe('divide', () => {
  it('matches the quotient and remainder of the long-division worksheet', () => {
    fc.assert(
      fc.property(positive, positive, (x, y) => {
        const [dividend, divisor] = BigInt(x) >= BigInt(y) ? [x, y] : [y, x];
        const solved = solveLongDivision(dividend, divisor);
        expect(divide(dividend, divisor)).toEqual({
          quotient: solved.quotient,
          remainder: solved.remainder,
        });
      }),
    );
  });

  it('refuses a zero divisor', () => {
    expect(divide('12', '0')).toBeNull();
    expect(divide('612', '3')).toEqual({ quotient: '204', remainder: '0' });
  });
});
