/**
 * The slips a hint names are checked against BigInt arithmetic, not the engine's own steps: a
 * hint says "the carry was left out" exactly when the column gets a carry and the written digit
 * is its digits added without it, and so on for each named slip.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { workedAnswers } from '../checking';
import { layoutProblem, solveProblem } from '../operations';
import type { Answers, Digit, Operator } from '../types';
import { slipHint } from './slip-hint';

const operand = fc.stringMatching(/^[1-9]\d{0,5}$/);
const digit = fc.integer({ min: 0, max: 9 });

/** Digit `column` (0 = ones) of `value`. */
const digitOf = (value: bigint, column: number): number =>
  Number((value / 10n ** BigInt(column)) % 10n);

/** The last `column` digits of `value` (the columns right of `column`). */
const below = (value: bigint, column: number): bigint => value % 10n ** BigInt(column);

/**
 * The hint for `a op b` worked right except the answer box in `column` of the row `row`, which
 * holds `written`, and the extra boxes in `more`; `null` when that box expects no digit or
 * already holds `written`.
 */
function hintFor(
  a: string,
  operator: Operator,
  b: string,
  box: { row: string; column: number },
  written: number,
  more: Answers = {},
) {
  const layout = layoutProblem(solveProblem({ number_0: a, number_1: b, operator }));
  const target = layout.boxes.find((it) => it.rowId === box.row && it.column === box.column);
  if (target?.expected == null || target.expected === written) return null;
  const answers = { ...workedAnswers(layout), ...more, [target.key]: written as Digit };
  return slipHint({ number_0: a, number_1: b, operator }, answers)?.situation ?? null;
}

/** The take-away slip BigInt arithmetic expects in column `place` of `top − bottom`, or null. */
function expectedTakeAwaySlip(top: bigint, bottom: bigint, place: number, written: number) {
  const lent = below(top, place) < below(bottom, place) ? 1 : 0;
  const topNow = digitOf(top, place) - lent;
  const bottomDigit = digitOf(bottom, place);
  if (topNow < 0) return null; // a zero that passed a ten on
  if (topNow < bottomDigit && written === bottomDigit - topNow) return 'subtract-top-from-bottom';
  const forgotten = (((topNow + 1 - bottomDigit) % 10) + 10) % 10;
  return lent === 1 && written === forgotten ? 'subtract-lent-forgotten' : null;
}

/** The times-one-digit slip BigInt arithmetic expects in column `place` of `a × f`, or null. */
function expectedTimesDigitSlip(a: bigint, f: number, place: number, written: number) {
  if (place >= a.toString().length) return null;
  const carryIn = Number((below(a, place) * BigInt(f)) / 10n ** BigInt(place));
  const makes = digitOf(a, place) * f + carryIn;
  if (carryIn > 0 && written === (makes - carryIn) % 10) return 'multiply-left-out-carry';
  return makes >= 10 && written === Math.floor(makes / 10) ? 'multiply-wrote-the-tens' : null;
}

/** The situation if it is one of the column slips of a take-away or a row times one digit. */
const columnSlip = (situation: string) =>
  [
    'subtract-top-from-bottom',
    'subtract-lent-forgotten',
    'multiply-left-out-carry',
    'multiply-wrote-the-tens',
  ].includes(situation)
    ? situation
    : null;

describe('named slips agree with BigInt arithmetic', () => {
  it('addition: a carry left out, a carry that is not there, the ten written for the ones', () => {
    fc.assert(
      fc.property(
        operand,
        operand,
        fc.nat(6),
        digit,
        fc.boolean(),
        (a, b, at, written, carryOn) => {
          const [x, y] = [BigInt(a), BigInt(b)];
          const column = at % Math.max(a.length, b.length);
          const carryIn = below(x, column) + below(y, column) >= 10n ** BigInt(column) ? 1 : 0;
          const own = digitOf(x, column) + digitOf(y, column);
          const more = carryOn && column > 0 ? { [`carry-${column}`]: 1 as Digit } : {};
          const situation = hintFor(a, '+', b, { row: 'sum', column }, written, more);
          if (situation === null) return;
          expect(situation === 'add-left-out-carry').toBe(carryIn === 1 && written === own % 10);
          const notThere = carryIn === 0 && column > 0 && carryOn && written === (own + 1) % 10;
          expect(situation === 'add-carry-not-there').toBe(notThere);
          // The column's ten written where its ones go (a left-out carry or a carry that is not
          // there, when they make the same digit, is named first).
          const leftOut = carryIn === 1 && written === own % 10;
          expect(situation === 'add-wrote-the-ten').toBe(
            own + carryIn >= 10 && written === 1 && !leftOut && !notThere,
          );
        },
      ),
      { numRuns: 600 },
    );
  });

  it('subtraction: the top digit taken from the bottom one, a lent ten forgotten', () => {
    fc.assert(
      fc.property(operand, operand, fc.nat(6), digit, (p, q, at, written) => {
        const [x, y] = BigInt(p) >= BigInt(q) ? [BigInt(p), BigInt(q)] : [BigInt(q), BigInt(p)];
        const column = at % x.toString().length;
        const box = { row: 'difference', column };
        const situation = hintFor(x.toString(), '-', y.toString(), box, written);
        if (situation === null) return;
        expect(columnSlip(situation)).toBe(expectedTakeAwaySlip(x, y, column, written));
      }),
      { numRuns: 600 },
    );
  });

  it('multiplication by one digit: the carry left out, the tens written for the ones', () => {
    const factor = fc.integer({ min: 2, max: 9 });
    fc.assert(
      fc.property(operand, factor, fc.nat(6), digit, (a, f, at, written) => {
        const column = at % a.length;
        const situation = hintFor(a, '*', String(f), { row: 'product', column }, written);
        if (situation === null) return;
        expect(columnSlip(situation)).toBe(expectedTimesDigitSlip(BigInt(a), f, column, written));
      }),
      { numRuns: 600 },
    );
  });

  it('long division: its multiply and subtract rows show the same slips', () => {
    const divisor = fc.integer({ min: 2, max: 99 });
    const steps = fc.tuple(fc.nat(9), fc.nat(2), fc.boolean());
    fc.assert(
      fc.property(operand, divisor, steps, digit, (a, d, [pick, place, subtract], written) => {
        if (BigInt(a) < BigInt(d)) return; // a worksheet divides a number at least the divisor
        const problem = solveProblem({ number_0: a, number_1: String(d), operator: '/' });
        if (problem.operator !== '/') throw new Error('not a division');
        const stepNumber = (pick % problem.steps.length) + 1;
        const step = problem.steps[stepNumber - 1]!;
        // The step's numbers end in this place-value column of the dividend.
        const column = problem.steps.length - stepNumber + place;
        const row = `${subtract ? 'subtract' : 'multiply'}-${stepNumber}`;
        const situation = hintFor(a, '/', String(d), { row, column }, written);
        if (situation === null) return;
        expect(columnSlip(situation)).toBe(
          subtract
            ? expectedTakeAwaySlip(BigInt(step.dividendPart), BigInt(step.multiply), place, written)
            : expectedTimesDigitSlip(BigInt(d), step.quotientDigit, place, written),
        );
      }),
      { numRuns: 800 },
    );
  });

  it('division: a quotient digit too small or too big', () => {
    fc.assert(
      fc.property(
        operand,
        fc.integer({ min: 2, max: 99 }),
        fc.nat(6),
        digit,
        (a, d, at, written) => {
          if (BigInt(a) < BigInt(d)) return; // a worksheet divides a number at least the divisor
          const quotient = BigInt(a) / BigInt(d);
          const column = at % quotient.toString().length;
          const situation = hintFor(a, '/', String(d), { row: 'quotient', column }, written);
          if (situation === null) return;
          const right = digitOf(quotient, column);
          expect(situation).toBe(written < right ? 'divide-too-small' : 'divide-too-big');
        },
      ),
      { numRuns: 600 },
    );
  });
});
