import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { workedAnswers } from '../checking';
import { toDigit } from '../digits';
import { layoutProblem, solveProblem } from '../operations';
import type { Answers, Operator } from '../types';
import { slipHint } from './slip-hint';
import { SLIP_HINTS, type SlipSituation } from './slip-texts';

/** The right digits of `a op b`, with box `key` changed to the next digit up. */
function slipped(a: string, operator: Operator, b: string, ...keys: string[]): Answers {
  const answers: Record<string, number | undefined> = {
    ...workedAnswers(layoutProblem(solveProblem({ number_0: a, number_1: b, operator }))),
  };
  for (const key of keys) answers[key] = ((answers[key] ?? 0) + 1) % 10;
  return answers as Answers;
}

/** [problem, red box, situation]: one slip in every situation a child can be in. */
const CASES: readonly [string, Operator, string, string, SlipSituation][] = [
  ['42', '+', '35', 'sum-1', 'add-column'],
  ['47', '+', '38', 'sum-1', 'add-column-with-carry'],
  ['47', '+', '81', 'sum-1', 'add-column-makes-ten'],
  ['67', '+', '38', 'sum-1', 'add-carry-makes-ten'],
  ['342', '+', '25', 'sum-2', 'add-one-digit'],
  ['397', '+', '5', 'sum-1', 'add-one-digit-with-carry'],
  ['47', '+', '58', 'sum-2', 'add-last-carry'],
  ['86', '-', '35', 'difference-1', 'subtract-column'],
  ['81', '-', '38', 'difference-0', 'subtract-borrow'],
  ['81', '-', '38', 'difference-1', 'subtract-lent'],
  ['512', '-', '78', 'difference-1', 'subtract-lent-and-borrow'],
  ['305', '-', '9', 'difference-1', 'subtract-zero-passed-on'],
  ['586', '-', '32', 'difference-2', 'subtract-top-only'],
  ['42', '*', '2', 'product-1', 'multiply-digit'],
  ['47', '*', '6', 'product-1', 'multiply-digit-with-carry'],
  ['47', '*', '6', 'product-2', 'multiply-last-carry'],
  ['47', '*', '60', 'product-0', 'multiply-placeholder-zero'],
  ['223', '*', '49', 'partial-1-2', 'multiply-digit-with-carry'],
  ['223', '*', '49', 'partial-0-3', 'multiply-last-carry'],
  ['21', '*', '34', 'partial-1-1', 'multiply-digit'],
  ['21', '*', '34', 'product-1', 'add-partial-products'],
  ['99', '*', '99', 'product-2', 'add-partial-products-with-carry'],
  ['223', '*', '49', 'product-4', 'add-last-carry'],
  ['223', '*', '49', 'partial-1-4', 'past-the-answer'],
  ['47', '*', '0', 'product-0', 'multiply-by-zero'],
  ['7', '*', '8', 'product-1', 'multiply-fact'],
  ['7', '*', '12', 'partial-0-1', 'multiply-fact'],
  ['612', '/', '3', 'quotient-2', 'divide'],
  ['4713', '/', '21', 'multiply-2-1', 'multiply-back'],
  ['4713', '/', '21', 'subtract-1-2', 'subtract-step'],
  ['4713', '/', '21', 'subtract-3-0', 'remainder'],
  ['4713', '/', '21', 'bringDown-2', 'bring-down'],
  ['105', '-', '97', 'difference-2', 'past-the-answer'],
];

describe('slipHint', () => {
  it.each(CASES)('%s %s %s with a slip in %s: %s', (a, operator, b, key, situation) => {
    const hint = slipHint({ number_0: a, number_1: b, operator }, slipped(a, operator, b, key));
    const box = layoutProblem(solveProblem({ number_0: a, number_1: b, operator })).boxes.find(
      (candidate) => candidate.key === key,
    );
    expect(hint).toEqual({ situation, text: SLIP_HINTS[situation], key, columns: [box?.column] });
  });

  it('has a case above for every situation', () => {
    expect(new Set(CASES.map((entry) => entry[4]))).toEqual(new Set(Object.keys(SLIP_HINTS)));
  });

  it('is about the first red box in working order, not the leftmost', () => {
    const hint = slipHint(
      { number_0: '4713', number_1: '21', operator: '/' },
      slipped('4713', '/', '21', 'subtract-3-0', 'quotient-1'),
    );
    expect(hint?.key).toBe('quotient-1');
    expect(hint?.situation).toBe('divide');
  });

  it('gives no hint when every box is right', () => {
    expect(
      slipHint({ number_0: '47', number_1: '38', operator: '+' }, slipped('47', '+', '38')),
    ).toBe(null);
  });

  it('names no digit: no hint text holds a numeral', () => {
    for (const text of Object.values(SLIP_HINTS)) expect(text).not.toMatch(/\d/);
  });

  it('points at the slipped box of any worksheet with one wrong digit', () => {
    const operand = fc.stringMatching(/^[1-9]\d{0,5}$/);
    const operator = fc.constantFrom<Operator>('+', '-', '*', '/');
    const slip = fc.tuple(operand, operand, operator, fc.nat(), fc.integer({ min: 1, max: 9 }));
    fc.assert(
      fc.property(slip, ([a, b, operator, pick, shift]) => {
        // Subtraction and division need the larger operand first.
        const [larger, smaller] = BigInt(a) >= BigInt(b) ? [a, b] : [b, a];
        const ordered = operator === '-' || operator === '/';
        const raw = { number_0: ordered ? larger : a, number_1: ordered ? smaller : b, operator };
        const layout = layoutProblem(solveProblem(raw));
        const checked = layout.boxes.filter((box) => box.checked);
        const box = checked[pick % checked.length]!;
        const digit = toDigit(((box.expected ?? 0) + shift) % 10);
        const hint = slipHint(raw, { ...workedAnswers(layout), [box.key]: digit });
        expect(hint?.key).toBe(box.key);
        expect(hint?.columns).toEqual([box.column]);
        expect(Object.values(SLIP_HINTS)).toContain(hint?.text);
      }),
      { numRuns: 400 },
    );
  });
});
