import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canSubmitLayout, checkLayout } from '../checking';
import type { Answers, Digit, WorksheetLayout } from '../types';
import { WorksheetStore } from '../worksheet';
import { multiplicationLayout } from './layout';
import { solveMultiplication } from './solve';

function layoutOf(multiplicand: string, multiplier: string): WorksheetLayout {
  return multiplicationLayout(solveMultiplication(multiplicand, multiplier));
}

/** A careful child's worksheet: every box with a digit holds it, null boxes stay blank. */
function perfectAnswers(layout: WorksheetLayout): Record<string, Digit | undefined> {
  const answers: Record<string, Digit | undefined> = {};
  for (const box of layout.boxes) if (box.expected !== null) answers[box.key] = box.expected;
  return answers;
}

const operand = fc
  .integer({ min: 1, max: 12 })
  .chain((length) =>
    fc.bigInt({
      min: length === 1 ? 0n : 10n ** BigInt(length - 1),
      max: 10n ** BigInt(length) - 1n,
    }),
  )
  .map((n) => n.toString());

describe('checking a multiplication worksheet', () => {
  it('47 × 36 written out correctly is complete', () => {
    const layout = layoutOf('47', '36');
    const answers: Answers = {
      'partial-0-0': 2,
      'partial-0-1': 8,
      'partial-0-2': 2,
      'partial-1-1': 1,
      'partial-1-2': 4,
      'partial-1-3': 1,
      'product-0': 2,
      'product-1': 9,
      'product-2': 6,
      'product-3': 1,
    };
    expect(canSubmitLayout(layout, answers)).toBe(true);
    expect(checkLayout(layout, answers)).toMatchObject({ complete: true, wrongCount: 0 });
  });

  it('cannot be submitted until every partial and product digit the operands guarantee is in', () => {
    const layout = layoutOf('47', '36');
    const answers = perfectAnswers(layout);
    expect(canSubmitLayout(layout, answers)).toBe(true);
    delete answers['partial-1-3']; // the optional leading box
    delete answers['product-3'];
    expect(canSubmitLayout(layout, answers)).toBe(true);
    delete answers['product-2'];
    expect(canSubmitLayout(layout, answers)).toBe(false);
  });

  it('a wrong partial product is marked red, but a right product still completes', () => {
    const layout = layoutOf('47', '36');
    const result = checkLayout(layout, { ...perfectAnswers(layout), 'partial-0-1': 7 });
    expect(result.marks['partial-0-1']).toBe(false);
    expect(result.wrongCount).toBe(1);
    expect(result.complete).toBe(true);
  });

  it('never marks carries, whatever the child wrote there', () => {
    const layout = layoutOf('47', '30');
    const result = checkLayout(layout, { ...perfectAnswers(layout), 'carry-1': 9 });
    expect(result.marks['carry-1']).toBeNull();
    expect(result.complete).toBe(true);
  });

  it('accepts a blank or a 0 in the leading product box when the product is shorter', () => {
    const layout = layoutOf('2', '3');
    expect(checkLayout(layout, { 'product-0': 6 }).complete).toBe(true);
    expect(checkLayout(layout, { 'product-0': 6, 'product-1': 0 }).complete).toBe(true);
    expect(checkLayout(layout, { 'product-0': 6, 'product-1': 1 }).complete).toBe(false);
  });

  it('moving into the next partial row clears the carries; stepping up to write one does not', () => {
    const store = new WorksheetStore(solveMultiplication('47', '36'));
    store.focusBox('partial-0-0');
    store.enterDigit('partial-0-0', 2);
    store.focusBox('carry-1');
    store.enterDigit('carry-1', 4);
    store.focusBox('partial-0-1');
    expect(store.getState().answers['carry-1']).toBe(4);
    store.focusBox('partial-1-1');
    expect(store.getState().answers['carry-1']).toBeUndefined();
    expect(store.getState().answers['partial-0-0']).toBe(2);
  });

  it('property: the right digits complete it; one wrong product digit does not', () => {
    fc.assert(
      fc.property(
        operand,
        operand,
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (a, b, pick, bump) => {
          const layout = layoutOf(a, b);
          const answers = perfectAnswers(layout);
          expect(canSubmitLayout(layout, answers)).toBe(true);
          expect(checkLayout(layout, answers)).toMatchObject({ complete: true, wrongCount: 0 });

          const required = layout.boxes.filter((box) => box.required && box.checked);
          const target = required[pick % required.length];
          if (!target || target.expected === null) throw new Error('required box without a digit');
          const wrong = ((target.expected + bump) % 10) as Digit;
          const result = checkLayout(layout, { ...answers, [target.key]: wrong });
          expect(result.marks[target.key]).toBe(false);
          expect(result.wrongCount).toBe(1);
          expect(result.complete).toBe(target.fieldType !== 'product');
        },
      ),
    );
  });
});
