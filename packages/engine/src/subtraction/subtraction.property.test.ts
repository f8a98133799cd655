import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../checking';
import { layoutProblem } from '../operations';
import type { Answers, Digit } from '../types';
import { solveSubtraction } from './solve';

/** Operands of 1–15 digits, each length equally likely. */
const operand = fc.integer({ min: 1, max: 15 }).chain((length) =>
  fc.bigInt({
    min: length === 1 ? 0n : 10n ** BigInt(length - 1),
    max: 10n ** BigInt(length) - 1n,
  }),
);
type Pair = readonly [minuend: string, subtrahend: string];

/** (minuend, subtrahend) with minuend >= subtrahend, as digit strings; half of them close
 * together, so short differences with cancelled leading digits (523 − 518) are common. */
const pair = fc.oneof(
  fc
    .tuple(operand, operand)
    .map(([x, y]): Pair => (x >= y ? [String(x), String(y)] : [String(y), String(x)])),
  fc
    .tuple(operand, fc.bigInt({ min: 0n, max: 1000n }))
    .map(([x, delta]): Pair => [String(x), String(x > delta ? x - delta : 0n)]),
);

function expectedAnswers(problem: ReturnType<typeof solveSubtraction>): Answers {
  const answers: Record<string, Digit> = {};
  for (const box of layoutProblem(problem).boxes) {
    if (box.checked && box.expected !== null) answers[box.key] = box.expected;
  }
  return answers;
}

describe('subtraction properties', () => {
  it('steps reproduce the BigInt difference, borrowing column by column', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const problem = solveSubtraction(a, b);
        expect(problem.difference).toBe((BigInt(a) - BigInt(b)).toString());
        const digits = problem.steps
          .map((step) => step.difference)
          .reverse()
          .join('');
        expect(BigInt(digits)).toBe(BigInt(a) - BigInt(b));
        expect(problem.steps.at(-1)?.borrow).toBe(0);
        problem.steps.forEach((step, index) => {
          expect(step.borrowReceived).toBe(problem.steps[index - 1]?.borrow ?? 0);
          expect(step.digit1 - step.borrowReceived + 10 * step.borrow - step.digit2).toBe(
            step.difference,
          );
        });
      }),
    );
  });

  it('answering every box with its expected digit completes the problem', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const problem = solveSubtraction(a, b);
        expect(check(problem, expectedAnswers(problem)).complete).toBe(true);
      }),
    );
  });

  it('the borrow hints are the minuend digits after lending, null where nothing lends', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const problem = solveSubtraction(a, b);
        for (const box of layoutProblem(problem).boxes.filter((x) => x.fieldType === 'borrow')) {
          const step = problem.steps[box.column];
          const lent = step?.borrowReceived === 1;
          expect(box.expected).toBe(lent ? (step.digit1 + 9) % 10 : null);
        }
      }),
    );
  });

  it('one wrong difference digit un-completes the problem', () => {
    fc.assert(
      fc.property(pair, fc.nat(), fc.integer({ min: 1, max: 9 }), ([a, b], pick, shift) => {
        const problem = solveSubtraction(a, b);
        const digits = layoutProblem(problem).boxes.filter(
          (box) => box.expected !== null && box.checked,
        );
        const box = digits[pick % digits.length];
        if (!box || box.expected === null) throw new Error('the ones box always expects a digit');
        const wrong = ((box.expected + shift) % 10) as Digit;
        const result = check(problem, { ...expectedAnswers(problem), [box.key]: wrong });
        expect(result.complete).toBe(false);
        expect(result.marks[box.key]).toBe(false);
      }),
    );
  });
});
