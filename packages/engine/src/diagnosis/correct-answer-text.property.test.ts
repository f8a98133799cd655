import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operandPairs } from '../operations/operand-pairs.test-helper';
import type { Operator } from '../types';
import { correctAnswerText } from './answer-text';

const pairs = operandPairs({ sum: 8, product: 5, dividend: 7, divisor: 3 });

/** The answer as BigInt computes it, written as a person writes it ("9 r 2"). */
function bigIntAnswer(a: bigint, operator: Operator, b: bigint): string {
  if (operator === '+') return String(a + b);
  if (operator === '-') return String(a - b);
  if (operator === '*') return String(a * b);
  return a % b === 0n ? String(a / b) : `${a / b} r ${a % b}`;
}

describe('correctAnswerText', () => {
  it.each(['+', '-', '*', '/'] as const)('writes what BigInt computes for %s', (operator) => {
    fc.assert(
      fc.property(pairs[operator], ([a, b]) => {
        const problem = { number_0: String(a), number_1: String(b), operator };
        expect(correctAnswerText(problem)).toBe(bigIntAnswer(a, operator, b));
      }),
    );
  });

  it('reads the published examples right: 612 ÷ 3 = 204, 47 ÷ 5 = 9 r 2, 305 − 9 = 296', () => {
    expect(correctAnswerText({ number_0: '612', number_1: '3', operator: '/' })).toBe('204');
    expect(correctAnswerText({ number_0: '47', number_1: '5', operator: '/' })).toBe('9 r 2');
    expect(correctAnswerText({ number_0: '305', number_1: '9', operator: '-' })).toBe('296');
  });
});
