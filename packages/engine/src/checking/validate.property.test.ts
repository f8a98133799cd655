import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layoutProblem, OPERATIONS, solveProblem } from '../operations';
import { operandPairs } from '../operations/operand-pairs.test-helper';
import type { AnswerBox, Answers, Digit, Operator, WorksheetLayout } from '../types';
import { canSubmitLayout, findHoles } from './validate';

/** Valid operand pairs per operator, up to 8 digits (layouts of every shape, fast). */
const PAIRS = operandPairs({ sum: 8, product: 6, dividend: 8, divisor: 4 });

const digit = fc.integer({ min: 0, max: 9 }).map((value) => value as Digit);

/** The checked (answer-row) boxes of each row, lowest column first. */
function answerRows(layout: WorksheetLayout): AnswerBox[][] {
  const rows = new Map<string, AnswerBox[]>();
  for (const box of layout.boxes.filter((candidate) => candidate.checked)) {
    rows.set(box.rowId, [...(rows.get(box.rowId) ?? []), box]);
  }
  return [...rows.values()].map((boxes) => boxes.sort((a, b) => a.column - b.column));
}

/** Every expected digit written, leading (`null`) boxes left blank: a fully correct sheet. */
function correctAnswers(layout: WorksheetLayout): Record<string, Digit> {
  const answers: Record<string, Digit> = {};
  for (const box of layout.boxes) {
    if (box.checked && box.expected !== null) answers[box.key] = box.expected;
  }
  return answers;
}

describe.each(Object.keys(OPERATIONS) as Operator[])(
  'Submit validation, operator %s',
  (operator) => {
    const layouts = PAIRS[operator].map(([a, b]) =>
      layoutProblem(solveProblem({ number_0: String(a), number_1: String(b), operator })),
    );

    it('a fully correct answer can always be submitted and has no hole', () => {
      fc.assert(
        fc.property(layouts, (layout) => {
          const answers = correctAnswers(layout);
          expect(findHoles(layout, answers)).toEqual([]);
          expect(canSubmitLayout(layout, answers)).toBe(true);
        }),
      );
    });

    it('leading blanks never block: any digits filled from the ones side, past the required boxes', () => {
      fc.assert(
        fc.property(
          layouts,
          fc.array(fc.nat()),
          fc.array(digit, { minLength: 40 }),
          (layout, cuts, digits) => {
            const answers: Record<string, Digit> = {};
            let next = 0;
            for (const [index, row] of answerRows(layout).entries()) {
              const lastRequired = row.map((box) => box.required).lastIndexOf(true);
              const free = row.length - (lastRequired + 1);
              const filled = lastRequired + 1 + ((cuts[index] ?? 0) % (free + 1));
              for (const box of row.slice(0, filled))
                answers[box.key] = digits[next++ % digits.length] ?? 0;
            }
            expect(canSubmitLayout(layout, answers)).toBe(true);
          },
        ),
      );
    });

    it('a row with a hole can never be submitted, whatever else is written', () => {
      fc.assert(
        fc.property(
          layouts,
          fc.nat(),
          fc.array(digit, { minLength: 40 }),
          (layout, pick, digits) => {
            // Candidates: a box with a filled box of its own row further left.
            const candidates = answerRows(layout).flatMap((row) => row.slice(0, -1));
            fc.pre(candidates.length > 0);
            const hole = candidates[pick % candidates.length] as AnswerBox;
            const answers: Record<string, Digit | undefined> = {};
            for (const [index, box] of layout.boxes.entries())
              answers[box.key] = digits[index % digits.length];
            answers[hole.key] = undefined;
            expect(findHoles(layout, answers).map((box) => box.key)).toContain(hole.key);
            expect(canSubmitLayout(layout, answers)).toBe(false);
          },
        ),
      );
    });

    it('never looks at the answer key: the same digits give the same verdict whatever is expected', () => {
      fc.assert(
        fc.property(
          layouts,
          fc.array(fc.option(digit, { nil: undefined }), { minLength: 40 }),
          fc.array(fc.option(digit, { nil: null }), { minLength: 40 }),
          (layout, typed, otherKey) => {
            const answers: Answers = Object.fromEntries(
              layout.boxes.map((box, index) => [box.key, typed[index % typed.length]]),
            );
            const blind: WorksheetLayout = {
              ...layout,
              boxes: layout.boxes.map((box, index) => ({
                ...box,
                expected: otherKey[index % otherKey.length] ?? null,
              })),
            };
            expect(canSubmitLayout(blind, answers)).toBe(canSubmitLayout(layout, answers));
          },
        ),
      );
    });

    it('required boxes are checked boxes that always expect a digit', () => {
      fc.assert(
        fc.property(layouts, (layout) => {
          for (const box of layout.boxes.filter((candidate) => candidate.required)) {
            expect(box.checked, box.key).toBe(true);
            expect(box.expected, box.key).not.toBeNull();
          }
        }),
      );
    });
  },
);
