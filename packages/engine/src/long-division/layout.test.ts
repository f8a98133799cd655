import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnswerBox, WorksheetLayout } from '../types';
import { longDivisionLayout, stepEndColumn } from './layout';
import { firstDividendPartLength, solveLongDivision } from './solve';

function layoutOf(dividend: string, divisor: string): WorksheetLayout {
  return longDivisionLayout(solveLongDivision(dividend, divisor));
}

function box(layout: WorksheetLayout, key: string): AnswerBox {
  const found = layout.boxes.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no box ${key}`);
  return found;
}

/** The number written in a row's boxes of one field type when each holds its expected digit. */
function readBoxes(layout: WorksheetLayout, rowId: string, fieldType: string): bigint {
  return layout.boxes
    .filter((b) => b.rowId === rowId && b.fieldType === fieldType)
    .reduce((sum, b) => sum + BigInt(b.expected ?? 0) * 10n ** BigInt(b.column), 0n);
}

/** Columns of a row's boxes, left to right (e.g. [3, 2] for a thousands and a hundreds box). */
function boxColumns(layout: WorksheetLayout, rowId: string): number[] {
  const row = layout.rows.find((candidate) => candidate.id === rowId);
  if (!row) throw new Error(`no row ${rowId}`);
  return row.cells.filter((cell) => cell.kind === 'box').map((cell) => cell.column);
}

/** Keys in auto-advance order, starting at the first box. */
function chain(layout: WorksheetLayout): string[] {
  const order: string[] = [];
  for (let key: string | undefined = layout.boxes[0]?.key; key; key = box(layout, key).next) {
    order.push(key);
  }
  return order;
}

/** A whole number of 1…maxDigits digits, each length equally likely. */
const wholeNumber = (maxDigits: number) =>
  fc.integer({ min: 1, max: maxDigits }).chain((length) =>
    fc.bigInt({
      min: length === 1 ? 0n : 10n ** BigInt(length - 1),
      max: 10n ** BigInt(length) - 1n,
    }),
  );

/** Dividend ≥ divisor ≥ 1, up to 15 and 12 digits. */
const divisionPair = fc
  .tuple(wholeNumber(15), wholeNumber(12))
  .map(([n, d]) => [n, d === 0n ? 1n : d] as const)
  .map(([n, d]) => ({ dividend: (n >= d ? n : n + d).toString(), divisor: d.toString() }));

describe('longDivisionLayout', () => {
  it('125 ÷ 5: quotient above the tens and ones, the divisor left of the bracket', () => {
    const layout = layoutOf('125', '5');
    expect(layout.columns).toBe(3);
    expect(layout.rows.map((row) => row.label)).toEqual([
      'Quotient',
      'Dividend, divided by 5',
      'Step 1 multiply',
      'Step 1 subtract',
      'Step 2 multiply',
      'Remainder',
    ]);
    const dividend = layout.rows[1];
    expect(dividend).toMatchObject({ prefix: '5 )', ruleAbove: 'bracket' });
    // Subtraction lines stand over the digits only, not under the divisor.
    expect(layout.rows.map((row) => row.ruleAbove)).toEqual([
      undefined,
      'bracket',
      undefined,
      'over-cells',
      undefined,
      'over-cells',
    ]);
    // Each line stands under the number subtracted, as school draws it: under the 10 of
    // 12 − 10 (hundreds and tens), not over the brought-down 5; then under the 25.
    expect(layout.rows.map((row) => row.ruleColumns)).toEqual([
      undefined,
      undefined,
      undefined,
      [1, 2],
      undefined,
      [0, 1],
    ]);
    expect(dividend?.cells.map((cell) => (cell.kind === 'text' ? cell.text : '?'))).toEqual([
      '1',
      '2',
      '5',
    ]);
    expect(box(layout, 'quotient-1')).toMatchObject({
      label: 'Quotient, tens column',
      column: 1,
      expected: 2,
      required: true,
    });
    expect(box(layout, 'quotient-2')).toMatchObject({
      label: 'Quotient, ones column',
      expected: 5,
    });
  });

  it('follows the order a child writes: divide, multiply, subtract, bring down', () => {
    const layout = layoutOf('125', '5');
    expect(chain(layout)).toEqual([
      'quotient-1',
      'multiply-1-1',
      'multiply-1-2',
      'subtract-1-1',
      'bringDown-1',
      'quotient-2',
      'multiply-2-0',
      'multiply-2-1',
      'subtract-2-0',
    ]);
    expect(layout.boxes.map((b) => b.key)).toEqual(chain(layout));
  });

  it('requires only the rightmost multiply and subtract boxes, so widths give nothing away', () => {
    const layout = layoutOf('125', '5');
    expect(box(layout, 'multiply-1-1')).toMatchObject({ required: true, expected: 0 });
    expect(box(layout, 'multiply-1-2')).toMatchObject({ required: false, expected: 1 });
    expect(box(layout, 'subtract-1-1')).toMatchObject({ required: true, expected: 2 });
    expect(box(layout, 'bringDown-1')).toMatchObject({
      label: 'Step 1 bring down',
      column: 0,
      required: true,
      expected: 5,
      fieldType: 'bringDown',
      stepNumber: 1,
    });
    expect(box(layout, 'multiply-1-2').label).toBe('Step 1 multiply, hundreds column');
    expect(box(layout, 'multiply-2-1').label).toBe('Step 2 multiply, tens column');
    expect(box(layout, 'subtract-2-0').label).toBe('Step 2 subtract, ones column');
    expect(layout.boxes.every((b) => b.checked && b.countsForCompletion)).toBe(true);
  });

  it('2996 ÷ 7: a one-digit divisor gets multiply rows of 2 boxes and subtract rows of 1', () => {
    const layout = layoutOf('2996', '7');
    // 29 ÷ 7 = 4 r 1, 19 ÷ 7 = 2 r 5, 56 ÷ 7 = 8 r 0.
    expect(readBoxes(layout, 'quotient', 'quotient')).toBe(428n);
    expect(boxColumns(layout, 'multiply-1')).toEqual([3, 2]);
    expect(boxColumns(layout, 'subtract-1')).toEqual([2, 1]); // remainder, bring-down
    expect(boxColumns(layout, 'multiply-2')).toEqual([2, 1]);
    expect(boxColumns(layout, 'subtract-2')).toEqual([1, 0]);
    expect(boxColumns(layout, 'multiply-3')).toEqual([1, 0]);
    expect(boxColumns(layout, 'subtract-3')).toEqual([0]);
    expect(layout.boxes.filter((b) => b.fieldType === 'subtract')).toHaveLength(3);
    expect(chain(layout)).toEqual([
      'quotient-1',
      'multiply-1-2',
      'multiply-1-3',
      'subtract-1-2',
      'bringDown-1',
      'quotient-2',
      'multiply-2-1',
      'multiply-2-2',
      'subtract-2-1',
      'bringDown-2',
      'quotient-3',
      'multiply-3-0',
      'multiply-3-1',
      'subtract-3-0',
    ]);
    expect(box(layout, 'subtract-1-2')).toMatchObject({ required: true, expected: 1 });
    expect(box(layout, 'bringDown-1')).toMatchObject({ column: 1, expected: 9 });
  });

  it('672 ÷ 4: the first multiply row has one box, as there is one dividend column up to it', () => {
    const layout = layoutOf('672', '4');
    expect(boxColumns(layout, 'multiply-1')).toEqual([2]);
    expect(boxColumns(layout, 'subtract-1')).toEqual([2, 1]);
    expect(boxColumns(layout, 'multiply-2')).toEqual([2, 1]);
    expect(boxColumns(layout, 'multiply-3')).toEqual([1, 0]);
    expect(boxColumns(layout, 'subtract-3')).toEqual([0]);
  });

  it('1025 ÷ 5 keeps the zero quotient digit as a box of its own', () => {
    const layout = layoutOf('1025', '5');
    const quotient = layout.boxes.filter((b) => b.fieldType === 'quotient');
    expect(quotient.map((b) => [b.column, b.expected])).toEqual([
      [2, 2],
      [1, 0],
      [0, 5],
    ]);
    expect(readBoxes(layout, 'multiply-2', 'multiply')).toBe(0n);
    // Step 2 ends under the dividend's tens digit: 2 − 0 leaves 2 there.
    expect(box(layout, 'subtract-2-1')).toMatchObject({ required: true, expected: 2 });
    expect(readBoxes(layout, 'subtract-2', 'subtract')).toBe(20n);
    expect(box(layout, 'bringDown-2')).toMatchObject({ column: 0, expected: 5 });
  });

  it('7 ÷ 7 is one quotient box and one multiply and subtract box, nothing to bring down', () => {
    const layout = layoutOf('7', '7');
    expect(layout.boxes.map((b) => `${b.key}=${b.expected}`)).toEqual([
      'quotient-1=1',
      'multiply-1-0=7',
      'subtract-1-0=0',
    ]);
    expect(layout.boxes.at(-1)?.next).toBeUndefined();
  });

  it('100 ÷ 7 leaves remainder 2 in the last subtract row', () => {
    const layout = layoutOf('100', '7');
    expect(readBoxes(layout, 'quotient', 'quotient')).toBe(14n);
    expect(readBoxes(layout, 'subtract-2', 'subtract')).toBe(2n);
  });

  it('marks the remainder row "r" as school does; the other rows keep their signs', () => {
    const layout = layoutOf('2996', '7');
    expect(layout.rows.map((row) => [row.label, row.prefix ?? ''])).toEqual([
      ['Quotient', ''],
      ['Dividend, divided by 7', '7 )'],
      ['Step 1 multiply', '−'],
      ['Step 1 subtract', ''],
      ['Step 2 multiply', '−'],
      ['Step 2 subtract', ''],
      ['Step 3 multiply', '−'],
      ['Remainder', 'r'],
    ]);
    // Still a subtract row with its line over its own boxes only (the 'r' stands in the
    // prefix column, which an 'over-cells' rule does not reach), and its boxes still say
    // which step and column they are.
    expect(layout.rows.at(-1)).toMatchObject({ id: 'subtract-3', kind: 'subtract' });
    expect(layout.rows.at(-1)?.ruleAbove).toBe('over-cells');
    expect(box(layout, 'subtract-3-0').label).toBe('Step 3 subtract, ones column');
    // A one-step division: its only subtract row is the remainder.
    expect(layoutOf('7', '7').rows.at(-1)).toMatchObject({ label: 'Remainder', prefix: 'r' });
  });

  it('98765 ÷ 123 places a three-digit divisor and starts under the hundreds', () => {
    const layout = layoutOf('98765', '123');
    expect(layout.rows[1]?.prefix).toBe('123 )');
    expect(layout.boxes.filter((b) => b.fieldType === 'quotient').map((b) => b.column)).toEqual([
      2, 1, 0,
    ]);
    expect(readBoxes(layout, 'multiply-1', 'multiply')).toBe(98400n);
    expect(readBoxes(layout, 'subtract-3', 'subtract')).toBe(119n);
  });

  it('98765 ÷ 123: multiply rows of 4 and subtract rows of 3 where the dividend allows', () => {
    const layout = layoutOf('98765', '123');
    // Step 1 ends under the hundreds: only three dividend columns (987) up to there.
    expect(boxColumns(layout, 'multiply-1')).toEqual([4, 3, 2]);
    expect(boxColumns(layout, 'subtract-1')).toEqual([4, 3, 2, 1]); // remainder, bring-down
    expect(boxColumns(layout, 'multiply-2')).toEqual([4, 3, 2, 1]);
    expect(boxColumns(layout, 'subtract-2')).toEqual([3, 2, 1, 0]);
    expect(boxColumns(layout, 'multiply-3')).toEqual([3, 2, 1, 0]);
    expect(boxColumns(layout, 'subtract-3')).toEqual([2, 1, 0]);
    // 987 − 984 = 3: the two leading subtract boxes take blank or 0.
    expect(['subtract-1-2', 'subtract-1-3', 'subtract-1-4'].map((k) => box(layout, k))).toEqual([
      expect.objectContaining({ required: true, expected: 3 }),
      expect.objectContaining({ required: false, expected: null }),
      expect.objectContaining({ required: false, expected: null }),
    ]);
    // 36 ÷ 123 = 0: the multiply row still has four boxes, only the ones of the value is due.
    expect(layout.boxes.filter((b) => b.rowId === 'multiply-2').map((b) => b.expected)).toEqual([
      0,
      null,
      null,
      null,
    ]);
  });

  it('property: every box reads back the quotient, each step and each bring-down', () => {
    fc.assert(
      fc.property(divisionPair, ({ dividend, divisor }) => {
        const problem = solveLongDivision(dividend, divisor);
        const layout = longDivisionLayout(problem);
        expect(layout.columns).toBe(dividend.length);
        expect(readBoxes(layout, 'quotient', 'quotient').toString()).toBe(problem.quotient);
        for (const step of problem.steps) {
          const n = step.stepNumber;
          const shift = 10n ** BigInt(stepEndColumn(problem, n));
          expect(readBoxes(layout, `multiply-${n}`, 'multiply')).toBe(
            BigInt(step.multiply) * shift,
          );
          expect(readBoxes(layout, `subtract-${n}`, 'subtract')).toBe(
            BigInt(step.subtract) * shift,
          );
          const bringDown = layout.boxes.find((b) => b.key === `bringDown-${n}`);
          expect(bringDown?.expected).toBe(step.bringDown);
        }
        expect(readBoxes(layout, `subtract-${problem.steps.length}`, 'subtract').toString()).toBe(
          problem.remainder,
        );
        // The remainder's row, and only it, is marked 'r': the last row of the layout.
        expect(layout.rows.filter((row) => row.prefix === 'r').map((row) => row.id)).toEqual([
          `subtract-${problem.steps.length}`,
        ]);
        expect(layout.rows.at(-1)?.prefix).toBe('r');
      }),
    );
  });

  it('property: required boxes hold a digit and follow from the operands alone', () => {
    fc.assert(
      fc.property(divisionPair, ({ dividend, divisor }) => {
        const layout = layoutOf(dividend, divisor);
        const steps = layout.boxes.filter((b) => b.fieldType === 'quotient').length;
        for (const b of layout.boxes) {
          if (b.required) expect(b.expected).not.toBeNull();
        }
        // Per step: quotient digit, one multiply, one subtract, and a bring-down but the last.
        expect(layout.boxes.filter((b) => b.required)).toHaveLength(4 * steps - 1);
        expect(chain(layout)).toEqual(layout.boxes.map((b) => b.key));
      }),
    );
  });

  it('property: the boxes and required flags follow from the operands alone', () => {
    fc.assert(
      fc.property(divisionPair, ({ dividend, divisor }) => {
        // Rebuilt from the operands' lengths and the first part's length, without the answer.
        const length = dividend.length;
        const steps = length - firstDividendPartLength(dividend, divisor) + 1;
        const skeleton: string[] = [];
        for (let n = 1; n <= steps; n += 1) {
          const end = steps - n;
          skeleton.push(`quotient-${n}!`);
          for (const [kind, width] of [
            ['multiply', divisor.length + 1],
            ['subtract', divisor.length],
          ] as const) {
            const count = Math.min(width, length - end);
            for (let column = end; column < end + count; column += 1) {
              skeleton.push(`${kind}-${n}-${column}${column === end ? '!' : ''}`);
            }
          }
          if (n < steps) skeleton.push(`bringDown-${n}!`);
        }
        const layout = layoutOf(dividend, divisor);
        expect(layout.boxes.map((b) => `${b.key}${b.required ? '!' : ''}`)).toEqual(skeleton);
      }),
    );
  });

  it('property: no multiply or subtract row has more boxes than len(divisor) + 1', () => {
    fc.assert(
      fc.property(divisionPair, ({ dividend, divisor }) => {
        const layout = layoutOf(dividend, divisor);
        const stepRows = layout.rows.filter((r) => r.kind === 'multiply' || r.kind === 'subtract');
        expect(stepRows.length).toBeGreaterThan(0);
        for (const row of stepRows) {
          expect(boxColumns(layout, row.id).length).toBeLessThanOrEqual(divisor.length + 1);
          // The remainder itself gets at most len(divisor) boxes (the bring-down is the +1).
          const values = layout.boxes.filter((b) => b.rowId === row.id && b.fieldType === row.kind);
          const limit = divisor.length + (row.kind === 'multiply' ? 1 : 0);
          expect(values.length).toBeLessThanOrEqual(limit);
        }
      }),
    );
  });
});
