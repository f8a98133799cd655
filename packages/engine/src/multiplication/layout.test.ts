import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnswerBox, WorksheetLayout } from '../types';
import { multiplicationLayout } from './layout';
import { solveMultiplication } from './solve';

function layoutOf(multiplicand: string, multiplier: string): WorksheetLayout {
  return multiplicationLayout(solveMultiplication(multiplicand, multiplier));
}

function box(layout: WorksheetLayout, key: string): AnswerBox {
  const found = layout.boxes.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no box ${key}`);
  return found;
}

/** The number a row shows when every box holds its expected digit (blank where null). */
function readRow(layout: WorksheetLayout, rowId: string): bigint {
  const row = layout.rows.find((candidate) => candidate.id === rowId);
  if (!row) throw new Error(`no row ${rowId}`);
  let value = 0n;
  for (const cell of row.cells) {
    const digit = cell.kind === 'text' ? Number(cell.text) : (box(layout, cell.key).expected ?? 0);
    value += BigInt(digit) * 10n ** BigInt(cell.column);
  }
  return value;
}

/** Keys of a row's boxes, right to left, with their required flags ("!" = required). */
function rowShape(layout: WorksheetLayout, rowId: string): string[] {
  return layout.boxes
    .filter((candidate) => candidate.rowId === rowId)
    .map((candidate) => `${candidate.key}${candidate.required ? '!' : ''}`);
}

/** Whole numbers of 1–12 digits (each length equally likely), as digit strings. */
const operand = fc
  .integer({ min: 1, max: 12 })
  .chain((length) =>
    fc.bigInt({
      min: length === 1 ? 0n : 10n ** BigInt(length - 1),
      max: 10n ** BigInt(length) - 1n,
    }),
  )
  .map((n) => n.toString());

describe('multiplicationLayout', () => {
  it('47 × 36 shows two partial product rows, then the product', () => {
    const layout = layoutOf('47', '36');
    expect(layout.columns).toBe(4);
    expect(layout.rows.map((row) => row.label)).toEqual([
      'Carries',
      'Multiplicand',
      'Multiplier',
      'Partial product 1',
      'Partial product 2',
      'Product',
    ]);
    // The × before the multiplier, and a '+' before the last partial product: the rows are
    // added up into the product, as in school.
    expect(layout.rows.map((row) => row.prefix)).toEqual([
      undefined,
      undefined,
      '×',
      undefined,
      '+',
      undefined,
    ]);
    // The answer lines run from under the × sign: above the first partial and the product.
    expect(layout.rows.map((row) => row.ruleAbove)).toEqual([
      undefined,
      undefined,
      undefined,
      'from-prefix',
      undefined,
      'from-prefix',
    ]);
    expect(readRow(layout, 'partial-0')).toBe(282n);
    expect(readRow(layout, 'partial-1')).toBe(1410n);
    expect(readRow(layout, 'product')).toBe(1692n);
    // The second partial row shows its placeholder zero as text, not as a box.
    expect(layout.rows[4]?.cells.at(-1)).toEqual({ kind: 'text', column: 0, text: '0' });
    expect(rowShape(layout, 'partial-0')).toEqual(['partial-0-0!', 'partial-0-1!', 'partial-0-2']);
    expect(rowShape(layout, 'partial-1')).toEqual(['partial-1-1!', 'partial-1-2!', 'partial-1-3']);
    expect(rowShape(layout, 'product')).toEqual([
      'product-0!',
      'product-1!',
      'product-2!',
      'product-3',
    ]);
  });

  it('labels each box by where it is', () => {
    const layout = layoutOf('47', '36');
    expect(box(layout, 'partial-1-2').label).toBe('Partial product 2, hundreds column');
    expect(box(layout, 'product-1').label).toBe('Product, tens column');
    expect(box(layout, 'carry-1').label).toBe('Carry into the tens column');
    expect(box(layout, 'partial-1-2')).toMatchObject({
      fieldType: 'partial',
      partialIndex: 1,
      fieldPosition: 2,
      column: 2,
      expected: 4,
    });
    expect(box(layout, 'product-3')).toMatchObject({ fieldType: 'product', fieldPosition: 3 });
  });

  it('checks partials and product, but only product digits count for completion', () => {
    const layout = layoutOf('47', '36');
    const kinds = (type: string) => layout.boxes.filter((b) => b.fieldType === type);
    expect(kinds('partial').every((b) => b.checked && !b.countsForCompletion)).toBe(true);
    expect(kinds('product').every((b) => b.checked && b.countsForCompletion)).toBe(true);
    expect(kinds('carry').every((b) => !b.checked && !b.required && !b.countsForCompletion)).toBe(
      true,
    );
    expect(kinds('carry').map((b) => b.column)).toEqual([1]);
  });

  it('clears the carries when the child moves into a new partial row or the product', () => {
    const layout = layoutOf('47', '36');
    const clearing = layout.rows.filter((row) => row.clearsCarriesOnEntry).map((row) => row.id);
    expect(clearing).toEqual(['partial-0', 'partial-1', 'product']);
  });

  it('auto-advances through each partial row, then the product, right to left', () => {
    const layout = layoutOf('47', '36');
    const order: string[] = [];
    for (let key: string | undefined = layout.boxes[0]?.key; key; key = box(layout, key).next) {
      order.push(key);
    }
    expect(order).toEqual([
      'partial-0-0',
      'partial-0-1',
      'partial-0-2',
      'partial-1-1',
      'partial-1-2',
      'partial-1-3',
      'product-0',
      'product-1',
      'product-2',
      'product-3',
    ]);
    // The carry sits in working order where the first partial row needs it, but typing never
    // jumps into it; it serves every partial row, so it has no fixed box to return to.
    expect(layout.boxes.map((b) => b.key)).toEqual(['partial-0-0', 'carry-1', ...order.slice(1)]);
    expect(box(layout, 'carry-1').next).toBeUndefined();
  });

  it('47 × 30 has one nonzero multiplier digit, so the product is written directly', () => {
    const layout = layoutOf('47', '30');
    expect(layout.rows.map((row) => row.id)).toEqual([
      'carries',
      'multiplicand',
      'multiplier',
      'product',
    ]);
    expect(readRow(layout, 'product')).toBe(1410n);
    // 7 × 3 = 21: the careful child carries 2 into the tens column, then writes the
    // product's hundreds digit (47 × 30 shifts one column).
    expect(box(layout, 'carry-1')).toMatchObject({ expected: 2, next: 'product-2' });
    expect(layout.boxes.map((b) => b.key)).toEqual([
      'product-0',
      'product-1',
      'carry-1',
      'product-2',
      'product-3',
    ]);
    expect(box(layout, 'product-1').next).toBe('product-2');
  });

  it('125 × 203 skips the zero digit: two partial rows with two placeholder zeros', () => {
    const layout = layoutOf('125', '203');
    const partialRows = layout.rows.filter((row) => row.kind === 'partial');
    expect(partialRows.map((row) => row.label)).toEqual(['Partial product 1', 'Partial product 2']);
    expect(readRow(layout, 'partial-1')).toBe(25000n);
    expect(partialRows[1]?.cells.filter((cell) => cell.kind === 'text')).toHaveLength(2);
    expect(rowShape(layout, 'partial-1')).toEqual([
      'partial-1-2!',
      'partial-1-3!',
      'partial-1-4!',
      'partial-1-5',
    ]);
    expect(readRow(layout, 'product')).toBe(25375n);
    expect(box(layout, 'carry-2').label).toBe('Carry into the hundreds column');
    // The '+' goes before the last partial row, whose boxes still say where they are.
    expect(partialRows.map((row) => row.prefix)).toEqual([undefined, '+']);
    expect(box(layout, 'partial-1-5').label).toBe('Partial product 2, hundred thousands column');
  });

  it('four partial rows: only the last one gets the +', () => {
    const layout = layoutOf('48276', '3519');
    const partialRows = layout.rows.filter((row) => row.kind === 'partial');
    expect(partialRows.map((row) => `${row.prefix ?? ''}${row.label}`)).toEqual([
      'Partial product 1',
      'Partial product 2',
      'Partial product 3',
      '+Partial product 4',
    ]);
    // Without partial rows (one non-zero multiplier digit) nothing is added: no '+'.
    expect(layoutOf('47', '30').rows.map((row) => row.prefix ?? '')).toEqual(['', '', '×', '']);
  });

  it('leaves the leading product box optional and blank when the product is short', () => {
    const layout = layoutOf('2', '3');
    expect(layout.rows.map((row) => row.id)).toEqual(['multiplicand', 'multiplier', 'product']);
    expect(box(layout, 'product-1')).toMatchObject({ required: false, expected: null });
    expect(box(layout, 'product-0')).toMatchObject({ required: true, expected: 6 });
  });

  it('requires only the ones box of the product when an operand is 0', () => {
    const layout = layoutOf('512', '0');
    expect(layout.boxes.filter((b) => b.required).map((b) => b.key)).toEqual(['product-0']);
    expect(box(layout, 'product-3')).toMatchObject({ required: false, expected: null });
    expect(readRow(layout, 'product')).toBe(0n);
    const zeroMultiplicand = layoutOf('0', '45');
    expect(zeroMultiplicand.boxes.filter((b) => b.required).map((b) => b.key)).toEqual([
      'partial-0-0',
      'partial-1-1',
      'product-0',
    ]);
  });

  it('property: every row reads back its partial product or the product', () => {
    fc.assert(
      fc.property(operand, operand, (a, b) => {
        const problem = solveMultiplication(a, b);
        const layout = multiplicationLayout(problem);
        const shown = problem.partialProducts.filter((p) => p.multiplierDigit !== 0);
        const partialRows = layout.rows.filter((row) => row.kind === 'partial');
        expect(partialRows).toHaveLength(shown.length >= 2 ? shown.length : 0);
        partialRows.forEach((row, index) => {
          expect(readRow(layout, row.id).toString()).toBe(shown[index]?.value);
          expect(row.prefix).toBe(index === partialRows.length - 1 ? '+' : undefined);
        });
        expect(readRow(layout, 'product').toString()).toBe(problem.product);
        expect(layout.columns).toBe(a.length + b.length);
      }),
    );
  });

  it('property: required boxes always hold a digit and depend only on what the child sees', () => {
    fc.assert(
      fc.property(operand, operand, operand, (a, b, other) => {
        const layout = layoutOf(a, b);
        for (const candidate of layout.boxes.filter((x) => x.required)) {
          expect(candidate.expected).not.toBeNull();
        }
        // Another multiplicand of the same length (and zero-ness) needs the same boxes.
        const twin = other.padStart(a.length, '7').slice(-a.length).replace(/^0/, '1');
        const sameShape = a === '0' ? '0' : twin;
        const requiredKeys = (l: WorksheetLayout) =>
          l.boxes.filter((x) => x.required).map((x) => x.key);
        expect(requiredKeys(layoutOf(sameShape, b))).toEqual(requiredKeys(layout));
      }),
    );
  });
});
