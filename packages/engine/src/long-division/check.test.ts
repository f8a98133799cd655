import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canSubmitLayout, checkLayout } from '../checking';
import { trySolveProblem } from '../operations';
import type { Digit, WorksheetLayout } from '../types';
import { createWorksheet } from '../worksheet';
import { longDivisionLayout } from './layout';
import { solveLongDivision } from './solve';

function layoutOf(dividend: string, divisor: string): WorksheetLayout {
  return longDivisionLayout(solveLongDivision(dividend, divisor));
}

/** A careful child's worksheet: every box with a digit holds it, null boxes stay blank. */
function perfectAnswers(layout: WorksheetLayout): Record<string, Digit | undefined> {
  const answers: Record<string, Digit | undefined> = {};
  for (const box of layout.boxes) if (box.expected !== null) answers[box.key] = box.expected;
  return answers;
}

const wholeNumber = (maxDigits: number) =>
  fc.integer({ min: 1, max: maxDigits }).chain((length) =>
    fc.bigInt({
      min: length === 1 ? 0n : 10n ** BigInt(length - 1),
      max: 10n ** BigInt(length) - 1n,
    }),
  );

const divisionPair = fc
  .tuple(wholeNumber(15), wholeNumber(12))
  .map(([n, d]) => [n, d === 0n ? 1n : d] as const)
  .map(([n, d]) => ({ dividend: (n >= d ? n : n + d).toString(), divisor: d.toString() }));

describe('checking a long-division worksheet', () => {
  it('125 ÷ 5 written out the way a child does is complete', () => {
    const layout = layoutOf('125', '5');
    const answers = {
      'quotient-1': 2,
      'multiply-1-1': 0,
      'multiply-1-2': 1,
      'subtract-1-1': 2,
      'bringDown-1': 5,
      'quotient-2': 5,
      'multiply-2-0': 5,
      'multiply-2-1': 2,
      'subtract-2-0': 0,
    } as const;
    expect(canSubmitLayout(layout, answers)).toBe(true);
    expect(checkLayout(layout, answers)).toMatchObject({ complete: true, wrongCount: 0 });
  });

  it('accepts leading zeros a child may write in the multiply and subtract rows', () => {
    // 12 − 12 = 0 (two subtract boxes), bring down 5; 5 ÷ 12 = 0 (three multiply boxes), r 5.
    const layout = layoutOf('125', '12');
    const leading = ['subtract-1-2', 'multiply-2-1', 'multiply-2-2', 'subtract-2-1'];
    expect(leading.map((key) => layout.boxes.find((b) => b.key === key)?.expected)).toEqual([
      null,
      null,
      null,
      null,
    ]);
    const answers = perfectAnswers(layout);
    expect(checkLayout(layout, answers).complete).toBe(true);
    for (const key of leading) answers[key] = 0;
    expect(checkLayout(layout, answers)).toMatchObject({ complete: true, wrongCount: 0 });
  });

  it('cannot be submitted with the bring-down or a quotient digit missing', () => {
    const layout = layoutOf('1025', '5');
    const answers = perfectAnswers(layout);
    delete answers['multiply-1-3']; // an optional leading box
    expect(canSubmitLayout(layout, answers)).toBe(true);
    expect(canSubmitLayout(layout, { ...answers, 'bringDown-2': undefined })).toBe(false);
    expect(canSubmitLayout(layout, { ...answers, 'quotient-2': undefined })).toBe(false);
  });

  it('a wrong subtraction makes the worksheet incomplete and marks that box', () => {
    const layout = layoutOf('98765', '123');
    const result = checkLayout(layout, { ...perfectAnswers(layout), 'subtract-1-2': 4 });
    expect(result.marks['subtract-1-2']).toBe(false);
    expect(result.complete).toBe(false);
  });

  it('a wire problem 1025 / 5 goes from blank to complete in a worksheet session', () => {
    const store = createWorksheet({ number_0: '1025', number_1: '5', operator: '/' });
    expect(store.getState().canSubmit).toBe(false);
    for (const [key, digit] of Object.entries(perfectAnswers(store.getState().layout))) {
      if (digit !== undefined) store.enterDigit(key, digit);
    }
    expect(store.submit()).toMatchObject({ complete: true, wrongCount: 0 });
  });

  it('a wire problem that cannot be divided is refused with its rule', () => {
    const zero = trySolveProblem({ number_0: '12', number_1: '0', operator: '/' });
    const small = trySolveProblem({ number_0: '3', number_1: '7', operator: '/' });
    expect(zero.ok ? null : zero.error.rule).toBe('divisor-zero');
    expect(small.ok ? null : small.error.rule).toBe('dividend-less-than-divisor');
  });

  it('property: the right digits complete it; any one wrong required digit does not', () => {
    fc.assert(
      fc.property(divisionPair, fc.nat(), fc.integer({ min: 1, max: 9 }), (pair, pick, bump) => {
        const layout = layoutOf(pair.dividend, pair.divisor);
        const answers = perfectAnswers(layout);
        expect(canSubmitLayout(layout, answers)).toBe(true);
        expect(checkLayout(layout, answers)).toMatchObject({ complete: true, wrongCount: 0 });

        const required = layout.boxes.filter((box) => box.required);
        const target = required[pick % required.length];
        if (!target || target.expected === null) throw new Error('required box without a digit');
        const wrong = ((target.expected + bump) % 10) as Digit;
        const result = checkLayout(layout, { ...answers, [target.key]: wrong });
        expect(result.marks[target.key]).toBe(false);
        expect(result.complete).toBe(false);
      }),
    );
  });
});
