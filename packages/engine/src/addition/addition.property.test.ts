import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../checking';
import { layoutProblem } from '../operations';
import type { Answers, Digit } from '../types';
import { solveAddition } from './solve';

const MAX = 10n ** 15n - 1n;
/** Operands of 1–15 digits, each length equally likely. */
const operand = fc
  .integer({ min: 1, max: 15 })
  .chain((length) =>
    fc.bigInt({
      min: length === 1 ? 0n : 10n ** BigInt(length - 1),
      max: 10n ** BigInt(length) - 1n,
    }),
  )
  .map(String);
const anyOperand = fc.oneof(operand, fc.bigInt({ min: 0n, max: MAX }).map(String));

function expectedAnswers(problem: ReturnType<typeof solveAddition>): Answers {
  const answers: Record<string, Digit> = {};
  for (const box of layoutProblem(problem).boxes) {
    if (box.checked && box.expected !== null) answers[box.key] = box.expected;
  }
  return answers;
}

describe('addition properties', () => {
  it('steps reproduce the BigInt sum, column by column', () => {
    fc.assert(
      fc.property(anyOperand, anyOperand, (a, b) => {
        const problem = solveAddition(a, b);
        expect(problem.sum).toBe((BigInt(a) + BigInt(b)).toString());
        const last = problem.steps.at(-1);
        const digits = problem.steps
          .map((step) => step.sum)
          .reverse()
          .join('');
        expect(BigInt(`${last?.carry ?? 0}${digits}`)).toBe(BigInt(a) + BigInt(b));
        problem.steps.forEach((step, index) => {
          expect(step.stepNumber).toBe(index + 1);
          expect(step.carryReceived).toBe(problem.steps[index - 1]?.carry ?? 0);
          expect(step.digit1 + step.digit2 + step.carryReceived).toBe(step.sum + 10 * step.carry);
        });
      }),
    );
  });

  it('answering every box with its expected digit completes the problem', () => {
    fc.assert(
      fc.property(anyOperand, anyOperand, (a, b) => {
        const problem = solveAddition(a, b);
        const result = check(problem, expectedAnswers(problem));
        expect(result.complete).toBe(true);
        expect(result.wrongCount).toBe(0);
      }),
    );
  });

  it('one wrong required digit un-completes the problem and is marked red', () => {
    fc.assert(
      fc.property(
        anyOperand,
        anyOperand,
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (a, b, pick, shift) => {
          const problem = solveAddition(a, b);
          const required = layoutProblem(problem).boxes.filter(
            (box) => box.required && box.checked,
          );
          const box = required[pick % required.length];
          if (!box || box.expected === null) throw new Error('a required box must expect a digit');
          const wrong = ((box.expected + shift) % 10) as Digit;
          const result = check(problem, { ...expectedAnswers(problem), [box.key]: wrong });
          expect(result.complete).toBe(false);
          expect(result.marks[box.key]).toBe(false);
          expect(result.wrongCount).toBe(1);
        },
      ),
    );
  });
});
