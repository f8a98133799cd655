import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDigitString } from '../digits/digit-strings';
import { SUBJECTS } from '../subjects';
import type { Operator } from '../types';
import { QUIZ_LENGTH, QUIZ_MAX_LEVEL, generateQuiz, quizOperandRange } from './quiz-generation';

/** The reference answer, straight from BigInt arithmetic. */
function bigintAnswer(operator: Operator, a: bigint, b: bigint): bigint {
  if (operator === '+') return a + b;
  if (operator === '-') return a - b;
  if (operator === '*') return a * b;
  return a / b;
}

const level = fc.integer({ min: 1, max: QUIZ_MAX_LEVEL });
const seed = fc.oneof(fc.string(), fc.integer());
const operation = fc.constantFrom(...SUBJECTS);

describe('quiz generation properties (spec §9)', () => {
  it('every answer equals BigInt arithmetic on the operands and is a digit string', () => {
    fc.assert(
      fc.property(operation, level, seed, (op, lvl, s) => {
        for (const { problem, answer } of generateQuiz({ operation: op, level: lvl, seed: s })) {
          const a = BigInt(problem.number_0);
          const b = BigInt(problem.number_1);
          const expected = bigintAnswer(problem.operator, a, b);
          expect(isDigitString(answer)).toBe(true);
          expect(isDigitString(problem.number_0) && isDigitString(problem.number_1)).toBe(true);
          expect(BigInt(answer)).toBe(expected);
        }
      }),
      { seed: 20240601, numRuns: 300 },
    );
  });

  it('addition and subtraction operands stay in 0 … min(10·level, 1000); no negative difference', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'addition' | 'subtraction'>('addition', 'subtraction'),
        level,
        seed,
        (op, lvl, s) => {
          const max = BigInt(Math.min(10 * lvl, 1000));
          const quiz = generateQuiz({ operation: op, level: lvl, seed: s });
          expect(quiz).toHaveLength(QUIZ_LENGTH);
          for (const { problem } of quiz) {
            const first = BigInt(problem.number_0);
            const second = BigInt(problem.number_1);
            expect(first >= 0n && first <= max && second >= 0n && second <= max).toBe(true);
            if (op === 'subtraction') expect(first >= second).toBe(true);
          }
        },
      ),
      { seed: 7, numRuns: 300 },
    );
  });

  it('factors stay in 1 … min(5 + level, 20); division is exact with a non-zero divisor', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'multiplication' | 'division'>('multiplication', 'division'),
        level,
        seed,
        (op, lvl, s) => {
          const { min, max } = quizOperandRange(op, lvl);
          expect(max).toBe(Math.min(5 + lvl, 20));
          for (const { problem, answer } of generateQuiz({ operation: op, level: lvl, seed: s })) {
            const factors =
              op === 'multiplication'
                ? [problem.number_0, problem.number_1]
                : [problem.number_1, answer];
            for (const factor of factors.map(BigInt)) {
              expect(factor >= BigInt(min) && factor <= BigInt(max)).toBe(true);
            }
            if (op === 'division') {
              const dividend = BigInt(problem.number_0);
              const divisor = BigInt(problem.number_1);
              expect(divisor > 0n).toBe(true);
              expect(dividend % divisor).toBe(0n);
              expect(BigInt(answer) * divisor).toBe(dividend);
            }
          }
        },
      ),
      { seed: 11, numRuns: 300 },
    );
  });
});
