import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canSubmitLayout, checkLayout } from '../checking';
import { operandPairs } from './operand-pairs.test-helper';
import type { Answers, Digit, Operator, Problem } from '../types';
import { OPERATIONS } from './registry';
import { layoutProblem, solveProblem } from './solve-problem';

/** Valid operand pairs per operator (each operation's own rules respected). */
const PAIRS = operandPairs({ sum: 15, product: 15, dividend: 15, divisor: 8 });

/** What each result must equal in BigInt arithmetic. */
const ARITHMETIC: Record<Operator, (problem: Problem, a: bigint, b: bigint) => void> = {
  '+': (p, a, b) => {
    expect(p.operator === '+' && p.sum).toBe(String(a + b));
  },
  '-': (p, a, b) => {
    expect(p.operator === '-' && p.difference).toBe(String(a - b));
  },
  '*': (p, a, b) => {
    expect(p.operator === '*' && p.product).toBe(String(a * b));
  },
  '/': (p, a, b) => {
    expect(p.operator === '/' && [p.quotient, p.remainder]).toEqual([String(a / b), String(a % b)]);
  },
};

function expectedAnswers(problem: Problem): Answers {
  const answers: Record<string, Digit> = {};
  for (const box of layoutProblem(problem).boxes) {
    if (box.checked && box.expected !== null) answers[box.key] = box.expected;
  }
  return answers;
}

describe.each(Object.keys(OPERATIONS) as Operator[])(
  'operation %s (generic properties)',
  (operator) => {
    const problems = PAIRS[operator].map(([a, b]) => ({
      a,
      b,
      problem: solveProblem({ number_0: String(a), number_1: String(b), operator }),
    }));

    it('solves like BigInt arithmetic for operands up to 15 digits', () => {
      fc.assert(fc.property(problems, ({ a, b, problem }) => ARITHMETIC[operator](problem, a, b)));
    });

    it('every expected digit answered (blank where none) enables Submit and completes', () => {
      fc.assert(
        fc.property(problems, ({ problem }) => {
          const layout = layoutProblem(problem);
          const answers = expectedAnswers(problem);
          expect(canSubmitLayout(layout, answers)).toBe(true);
          const result = checkLayout(layout, answers);
          expect(result.complete).toBe(true);
          expect(result.wrongCount).toBe(0);
        }),
      );
    });

    it('required boxes always expect a digit, and a blank sheet cannot be submitted', () => {
      fc.assert(
        fc.property(problems, ({ problem }) => {
          const layout = layoutProblem(problem);
          for (const box of layout.boxes.filter((x) => x.required)) {
            expect(box.expected, box.key).not.toBeNull();
            expect(box.checked, box.key).toBe(true);
          }
          expect(layout.boxes.some((box) => box.required)).toBe(true);
          expect(canSubmitLayout(layout, {})).toBe(false);
        }),
      );
    });

    it('one wrong digit in a box that counts for completion un-completes the problem', () => {
      fc.assert(
        fc.property(
          problems,
          fc.nat(),
          fc.integer({ min: 1, max: 9 }),
          ({ problem }, pick, shift) => {
            const counted = layoutProblem(problem).boxes.filter(
              (box) => box.countsForCompletion && box.expected !== null,
            );
            const box = counted[pick % counted.length];
            if (!box || box.expected === null)
              throw new Error('some box must count for completion');
            const wrong = ((box.expected + shift) % 10) as Digit;
            const result = checkLayout(layoutProblem(problem), {
              ...expectedAnswers(problem),
              [box.key]: wrong,
            });
            expect(result.complete).toBe(false);
            expect(result.marks[box.key]).toBe(false);
          },
        ),
      );
    });

    it('auto-advance links point at existing boxes and never loop', () => {
      fc.assert(
        fc.property(problems, ({ problem }) => {
          const layout = layoutProblem(problem);
          const next = new Map(layout.boxes.map((box) => [box.key, box.next]));
          const endsWell = new Set<string>();
          for (const start of layout.boxes) {
            const path = new Set<string>();
            let key: string | undefined = start.key;
            while (key !== undefined && !endsWell.has(key)) {
              if (path.has(key)) throw new Error(`auto-advance loops through ${key}`);
              if (!next.has(key)) throw new Error(`auto-advance to unknown box ${key}`);
              path.add(key);
              key = next.get(key);
            }
            for (const visited of path) endsWell.add(visited);
          }
          expect(endsWell.size).toBe(layout.boxes.length);
        }),
      );
    });

    it('every box has a unique key and a label naming its place', () => {
      fc.assert(
        fc.property(problems, ({ problem }) => {
          const layout = layoutProblem(problem);
          expect(new Set(layout.boxes.map((box) => box.key)).size).toBe(layout.boxes.length);
          expect(new Set(layout.boxes.map((box) => box.label)).size).toBe(layout.boxes.length);
          for (const box of layout.boxes) expect(box.label.length).toBeGreaterThan(0);
        }),
      );
    });
  },
);
