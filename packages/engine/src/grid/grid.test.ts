import { describe, expect, it } from 'vitest';
import type { GridCell } from '../types';
import { assembleLayout, carryBoxKeys, chainLinks, indexBoxes } from './assemble';
import { answerBoxSpecs, boxRow, regroupBoxSpecs } from './boxes';
import { columnRange, placeholderZeros, textCells, textRow } from './cells';
import { borrowLabel, boxLabel, carryLabel } from './labels';

const cellText = (cell: GridCell) => (cell.kind === 'text' ? cell.text : `[${cell.key}]`);

describe('grid cells', () => {
  it('places an operand so its last digit stands in the given column, left to right', () => {
    expect(textCells('507', 2)).toEqual([
      { kind: 'text', column: 4, text: '5' },
      { kind: 'text', column: 3, text: '0' },
      { kind: 'text', column: 2, text: '7' },
    ]);
    expect(textRow({ id: 'a', kind: 'operand', label: 'A' }, '12').cells.map(cellText)).toEqual([
      '1',
      '2',
    ]);
    expect(columnRange(1, 3)).toEqual([1, 2, 3]);
    expect(columnRange(1, 0)).toEqual([]);
  });

  it('writes placeholder zeros of a shifted partial product as text', () => {
    expect(placeholderZeros(2).map((cell) => [cell.column, cellText(cell)])).toEqual([
      [1, '0'],
      [0, '0'],
    ]);
  });
});

describe('answer boxes', () => {
  const partial = boxRow(
    { id: 'partial-1', kind: 'partial', label: 'Partial product 2', clearsCarriesOnEntry: true },
    answerBoxSpecs({
      fieldType: 'partial',
      columns: columnRange(1, 4),
      value: '141',
      lowColumn: 1,
      key: (column) => `partial-1-${column}`,
      label: (column) => boxLabel('Partial product 2', column),
      required: (column) => column < 3,
      countsForCompletion: false,
      position: (column) => ({ partialIndex: 1, fieldPosition: column }),
    }),
    placeholderZeros(1),
  );

  it('expects the digits of a shifted value and null beyond its length', () => {
    expect(partial.boxes.map((box) => [box.column, box.expected, box.required])).toEqual([
      [1, 1, true],
      [2, 4, true],
      [3, 1, false],
      [4, null, false],
    ]);
    expect(partial.boxes[1]).toMatchObject({
      rowId: 'partial-1',
      label: 'Partial product 2, hundreds column',
      partialIndex: 1,
      fieldPosition: 2,
      checked: true,
      countsForCompletion: false,
    });
  });

  it('mixes boxes and text cells in one row, left to right', () => {
    expect(partial.row.cells.map(cellText)).toEqual([
      '[partial-1-4]',
      '[partial-1-3]',
      '[partial-1-2]',
      '[partial-1-1]',
      '0',
    ]);
    expect(partial.row.clearsCarriesOnEntry).toBe(true);
  });

  it('makes regrouping boxes unchecked, optional and outside completion', () => {
    const [carry] = regroupBoxSpecs({
      fieldType: 'carry',
      columns: [2],
      key: (column) => `carry-${column}`,
      label: carryLabel,
      expected: () => 1,
    });
    expect(carry).toMatchObject({
      label: 'Carry into the hundreds column',
      checked: false,
      required: false,
      countsForCompletion: false,
      expected: 1,
    });
    expect(borrowLabel(3)).toBe('Borrow from the thousands column');
  });
});

describe('assembleLayout', () => {
  const carries = boxRow(
    { id: 'carries', kind: 'carry', label: 'Carries' },
    regroupBoxSpecs({
      fieldType: 'carry',
      columns: [1],
      key: (column) => `carry-${column}`,
      label: carryLabel,
      expected: () => 0,
    }),
  );
  const answer = boxRow(
    { id: 'sum', kind: 'answer', label: 'Sum' },
    answerBoxSpecs({
      fieldType: 'sum',
      columns: [0, 1],
      value: '9',
      key: (column) => `sum-${column}`,
      label: (column) => boxLabel('Sum', column),
      required: (column) => column === 0,
    }),
  );

  it('links boxes, counts columns and finds carry boxes', () => {
    const layout = assembleLayout({
      operator: '+',
      rows: [carries.row, answer.row],
      boxes: [...answer.boxes, ...carries.boxes],
      links: [...chainLinks(['sum-0', 'sum-1']), ['carry-1', 'sum-1']],
    });
    expect(layout.columns).toBe(2);
    expect(indexBoxes(layout).get('sum-0')?.next).toBe('sum-1');
    expect(indexBoxes(layout).get('sum-1')?.next).toBeUndefined();
    expect(carryBoxKeys(layout)).toEqual(['carry-1']);
  });

  it('refuses inconsistent layouts (a bug in an operation, caught at build time)', () => {
    const base = { operator: '+' as const, rows: [answer.row], links: [] };
    expect(() => assembleLayout({ ...base, boxes: [...answer.boxes, ...answer.boxes] })).toThrow(
      /Duplicate/,
    );
    expect(() => assembleLayout({ ...base, boxes: answer.boxes.slice(1) })).toThrow(/unknown box/);
    expect(() =>
      assembleLayout({ ...base, boxes: answer.boxes, links: [['sum-0', 'nowhere']] }),
    ).toThrow(/Bad link/);
  });
});
