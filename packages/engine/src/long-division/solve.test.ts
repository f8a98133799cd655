import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OperandError } from '../errors';
import { firstDividendPartLength, solveLongDivision } from './solve';

/** A whole number of 1…maxDigits digits, each length equally likely. */
const wholeNumber = (maxDigits: number) =>
  fc.integer({ min: 1, max: maxDigits }).chain((length) =>
    fc.bigInt({
      min: length === 1 ? 0n : 10n ** BigInt(length - 1),
      max: 10n ** BigInt(length) - 1n,
    }),
  );

/** A division pair: divisor of 1–12 digits (not 0), dividend ≥ divisor of up to 15 digits. */
const divisionPair = fc
  .tuple(wholeNumber(15), wholeNumber(12))
  .map(([n, d]) => [n, d === 0n ? 1n : d] as const)
  .map(([n, d]) => ({ dividend: (n >= d ? n : n + d).toString(), divisor: d.toString() }));

function refusalRule(dividend: string, divisor: string): string | undefined {
  try {
    solveLongDivision(dividend, divisor);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(OperandError);
    return (error as OperandError).rule;
  }
}

describe('solveLongDivision', () => {
  it('125 ÷ 5 = 25 in two steps', () => {
    const problem = solveLongDivision('125', '5');
    expect(problem.quotient).toBe('25');
    expect(problem.remainder).toBe('0');
    expect(problem.steps).toEqual([
      {
        stepNumber: 1,
        dividendPart: '12',
        quotientDigit: 2,
        multiply: '10',
        subtract: '2',
        bringDown: 5,
      },
      { stepNumber: 2, dividendPart: '25', quotientDigit: 5, multiply: '25', subtract: '0' },
    ]);
  });

  it('1025 ÷ 5 writes the zero of the quotient as its own step', () => {
    const problem = solveLongDivision('1025', '5');
    expect(problem.quotient).toBe('205');
    expect(problem.steps.map((s) => s.quotientDigit)).toEqual([2, 0, 5]);
    expect(problem.steps[1]).toEqual({
      stepNumber: 2,
      dividendPart: '2',
      quotientDigit: 0,
      multiply: '0',
      subtract: '2',
      bringDown: 5,
    });
    expect(problem.steps[2]?.dividendPart).toBe('25');
  });

  it('7 ÷ 7 = 1 in a single step with nothing to bring down', () => {
    const problem = solveLongDivision('7', '7');
    expect(problem.quotient).toBe('1');
    expect(problem.remainder).toBe('0');
    expect(problem.steps).toEqual([
      { stepNumber: 1, dividendPart: '7', quotientDigit: 1, multiply: '7', subtract: '0' },
    ]);
  });

  it('100 ÷ 7 = 14 remainder 2', () => {
    const problem = solveLongDivision('100', '7');
    expect(problem.quotient).toBe('14');
    expect(problem.remainder).toBe('2');
    expect(problem.steps.map((s) => s.dividendPart)).toEqual(['10', '30']);
  });

  it('98765 ÷ 123 = 802 remainder 119 with a three-digit divisor', () => {
    const problem = solveLongDivision('98765', '123');
    expect(problem.quotient).toBe('802');
    expect(problem.remainder).toBe('119');
    expect(problem.steps.map((s) => [s.dividendPart, s.multiply, s.subtract])).toEqual([
      ['987', '984', '3'],
      ['36', '0', '36'],
      ['365', '246', '119'],
    ]);
  });

  it('takes a longer first part when the leading digits are smaller than the divisor', () => {
    expect(firstDividendPartLength('1025', '5')).toBe(2);
    expect(firstDividendPartLength('98765', '123')).toBe(3);
    expect(firstDividendPartLength('7', '7')).toBe(1);
    expect(firstDividendPartLength('123456', '123457')).toBe(6);
  });

  it('refuses a zero divisor and a dividend smaller than the divisor, naming the rule', () => {
    expect(refusalRule('12', '0')).toBe('divisor-zero');
    expect(refusalRule('0', '0')).toBe('divisor-zero');
    expect(refusalRule('3', '7')).toBe('dividend-less-than-divisor');
    expect(refusalRule('0', '4')).toBe('dividend-less-than-divisor');
  });

  it('property: quotient and remainder match BigInt arithmetic', () => {
    fc.assert(
      fc.property(divisionPair, ({ dividend, divisor }) => {
        const problem = solveLongDivision(dividend, divisor);
        const [n, d] = [BigInt(dividend), BigInt(divisor)];
        expect(problem.quotient).toBe((n / d).toString());
        expect(problem.remainder).toBe((n % d).toString());
        expect(BigInt(problem.quotient) * d + BigInt(problem.remainder)).toBe(n);
        expect(problem.quotient).not.toMatch(/^0/);
      }),
    );
  });

  it('property: every step divides, multiplies, subtracts and brings down consistently', () => {
    fc.assert(
      fc.property(divisionPair, ({ dividend, divisor }) => {
        const { steps } = solveLongDivision(dividend, divisor);
        const d = BigInt(divisor);
        const first = firstDividendPartLength(dividend, divisor);
        expect(steps).toHaveLength(dividend.length - first + 1);
        expect(steps[0]?.dividendPart).toBe(dividend.slice(0, first).replace(/^0+(?=\d)/, ''));
        expect(BigInt(steps[0]?.dividendPart ?? '0') >= d).toBe(true);
        if (first > 1) expect(BigInt(dividend.slice(0, first - 1)) < d).toBe(true);
        steps.forEach((step, index) => {
          const part = BigInt(step.dividendPart);
          expect(step.stepNumber).toBe(index + 1);
          expect(step.dividendPart).toBe(part.toString());
          expect(BigInt(step.multiply)).toBe(BigInt(step.quotientDigit) * d);
          expect(BigInt(step.subtract)).toBe(part - BigInt(step.multiply));
          expect(BigInt(step.subtract) < d).toBe(true);
          expect(BigInt(step.subtract) >= 0n).toBe(true);
          const next = steps[index + 1];
          if (next) {
            expect(step.bringDown).toBe(Number(dividend[first + index]));
            expect(next.dividendPart).toBe(
              (BigInt(step.subtract) * 10n + BigInt(step.bringDown ?? 0)).toString(),
            );
          } else {
            expect(step.bringDown).toBeUndefined();
          }
        });
      }),
    );
  });
});
