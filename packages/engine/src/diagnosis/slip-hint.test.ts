import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { workedAnswers } from '../checking';
import { layoutProblem, solveProblem } from '../operations';
import type { Answers, Operator } from '../types';
import { oneWrongDigit } from './one-wrong-digit.test-helper';
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

/** What a child wrote in some boxes (`undefined`: left blank), over the right digits. */
type Written = Readonly<Record<string, number | undefined>>;

/**
 * [problem, red box, situation, what was written]: one slip in every situation a child can be
 * in. Without `written`, the red box holds the next digit up.
 */
const CASES: readonly [string, Operator, string, string, SlipSituation, Written?][] = [
  ['42', '+', '35', 'sum-1', 'add-column'],
  ['47', '+', '38', 'sum-1', 'add-column-with-carry'],
  ['47', '+', '81', 'sum-1', 'add-column-makes-ten'],
  // 6 + 3 and the carry make 10: a 2 is a slip (a 1 would be the ten written).
  ['67', '+', '38', 'sum-1', 'add-carry-makes-ten', { 'sum-1': 2 }],
  ['342', '+', '25', 'sum-2', 'add-one-digit'],
  ['397', '+', '5', 'sum-1', 'add-one-digit-with-carry', { 'sum-1': 2 }],
  ['47', '+', '58', 'sum-2', 'add-last-carry'],
  // 4 + 3 and the carry make 8: a 7 leaves the carry out.
  ['47', '+', '38', 'sum-1', 'add-left-out-carry', { 'sum-1': 7 }],
  // 4 + 3 make 7: an 8 under a carry written on top adds a carry that is not there.
  ['42', '+', '35', 'sum-1', 'add-carry-not-there', { 'carry-1': 1, 'sum-1': 8 }],
  // 4 + 8 make 12: a 1 is the ten, not the ones.
  ['47', '+', '81', 'sum-1', 'add-wrote-the-ten', { 'sum-1': 1 }],
  ['86', '-', '35', 'difference-1', 'subtract-column'],
  ['81', '-', '38', 'difference-0', 'subtract-borrow'],
  // 7 − 3 make 4 after the 8 lent a ten: a 6 is a slip, a 5 forgets the ten it lent.
  ['81', '-', '38', 'difference-1', 'subtract-lent', { 'difference-1': 6 }],
  ['81', '-', '38', 'difference-1', 'subtract-lent-forgotten', { 'difference-1': 5 }],
  ['512', '-', '78', 'difference-1', 'subtract-lent-and-borrow', { 'difference-1': 5 }],
  // 11 − 8 make 3; 8 − 1 make 7.
  ['81', '-', '38', 'difference-0', 'subtract-top-from-bottom', { 'difference-0': 7 }],
  ['305', '-', '9', 'difference-1', 'subtract-zero-passed-on'],
  ['586', '-', '32', 'difference-2', 'subtract-top-only'],
  ['42', '*', '2', 'product-1', 'multiply-digit'],
  ['47', '*', '6', 'product-1', 'multiply-digit-with-carry'],
  // 4 × 6 make 24, and the carried 4 make 28: a 4 leaves the carry out.
  ['47', '*', '6', 'product-1', 'multiply-left-out-carry', { 'product-1': 4 }],
  // 7 × 6 make 42, and 7 × 8 make 56: the tens written where the ones go.
  ['47', '*', '6', 'product-0', 'multiply-wrote-the-tens', { 'product-0': 4 }],
  ['7', '*', '8', 'product-0', 'multiply-wrote-the-tens', { 'product-0': 5 }],
  ['47', '*', '6', 'product-2', 'multiply-last-carry'],
  ['47', '*', '60', 'product-0', 'multiply-placeholder-zero'],
  ['223', '*', '49', 'partial-1-2', 'multiply-digit-with-carry'],
  ['223', '*', '49', 'partial-0-3', 'multiply-last-carry'],
  ['21', '*', '34', 'partial-1-1', 'multiply-digit'],
  ['21', '*', '34', 'product-1', 'add-partial-products'],
  ['99', '*', '99', 'product-2', 'add-partial-products-with-carry'],
  // 891 + 8910: the hundreds make 8 + 9 and a carry, 18; a 7 leaves the carry out.
  ['99', '*', '99', 'product-2', 'add-left-out-carry', { 'product-2': 7 }],
  ['223', '*', '49', 'product-4', 'add-last-carry'],
  ['223', '*', '49', 'partial-1-4', 'past-the-answer'],
  ['47', '*', '0', 'product-0', 'multiply-by-zero'],
  ['7', '*', '8', 'product-1', 'multiply-fact'],
  ['7', '*', '12', 'partial-0-1', 'multiply-fact'],
  ['612', '/', '3', 'quotient-2', 'divide', { 'quotient-2': undefined }],
  // 12 ÷ 3: 3 fits 4 times, not 3.
  ['612', '/', '3', 'quotient-3', 'divide-too-small', { 'quotient-3': 3 }],
  ['612', '/', '3', 'quotient-2', 'divide-too-big'],
  ['4713', '/', '21', 'multiply-2-1', 'multiply-back'],
  ['4713', '/', '21', 'subtract-1-2', 'subtract-step'],
  ['4713', '/', '21', 'subtract-3-0', 'remainder'],
  ['4713', '/', '21', 'bringDown-2', 'bring-down'],
  // 51 − 42: the ones take 1 from 2 instead of 2 from 11.
  ['4713', '/', '21', 'subtract-2-1', 'subtract-top-from-bottom', { 'subtract-2-1': 1 }],
  // 7 × 3 make 21: the 2 is its tens.
  ['952', '/', '7', 'multiply-2-1', 'multiply-wrote-the-tens', { 'multiply-2-1': 2 }],
  // 38 × 9: 8 × 9 make 72, then 3 × 9 and the carried 7 make 34; a 7 leaves the carry out.
  ['3500', '/', '38', 'multiply-1-2', 'multiply-left-out-carry', { 'multiply-1-2': 7 }],
  ['105', '-', '97', 'difference-2', 'past-the-answer'],
];

describe('slipHint', () => {
  it.each(CASES)('%s %s %s with a slip in %s: %s', (a, operator, b, key, situation, written) => {
    const answers = written
      ? { ...slipped(a, operator, b), ...(written as Answers) }
      : slipped(a, operator, b, key);
    const hint = slipHint({ number_0: a, number_1: b, operator }, answers);
    const box = layoutProblem(solveProblem({ number_0: a, number_1: b, operator })).boxes.find(
      (candidate) => candidate.key === key,
    );
    const { columns, ...told } = hint ?? {};
    expect(told).toEqual({ situation, text: SLIP_HINTS[situation], key });
    expect(columns?.at(-1)).toBe(box?.column);
  });

  it('points at the top digit too when a shifted row says "this top digit"', () => {
    // 223 × 49: the row 223 × 4 is shifted one column left; its hundreds box holds 2 × 4 and
    // the carry, so the top digit it multiplies is the tens' 2, one column to the right.
    const hint = slipHint(
      { number_0: '223', number_1: '49', operator: '*' },
      slipped('223', '*', '49', 'partial-1-2'),
    );
    expect(hint?.situation).toBe('multiply-digit-with-carry');
    expect(hint?.columns).toEqual([1, 2]);
    // 47 × 30: the product row is 47 × 3 shifted; its hundreds box multiplies the tens' 4.
    const shifted = slipHint(
      { number_0: '47', number_1: '30', operator: '*' },
      slipped('47', '*', '30', 'product-2'),
    );
    expect(shifted?.columns).toEqual([1, 2]);
    // Not shifted: one arrow, under the box and its top digit alike.
    const unshifted = slipHint(
      { number_0: '47', number_1: '6', operator: '*' },
      slipped('47', '*', '6', 'product-1'),
    );
    expect(unshifted?.columns).toEqual([1]);
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
    expect(hint?.situation).toBe('divide-too-big');
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
    fc.assert(
      fc.property(oneWrongDigit(), ({ raw, box, answers }) => {
        const hint = slipHint(raw, answers);
        expect(hint?.key).toBe(box.key);
        expect(hint?.columns.at(-1)).toBe(box.column);
        expect(Object.values(SLIP_HINTS)).toContain(hint?.text);
      }),
      { numRuns: 400 },
    );
  });
});
