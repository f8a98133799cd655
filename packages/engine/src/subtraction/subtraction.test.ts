import { describe, expect, it } from 'vitest';
import { OperandError } from '../errors';
import type { GridCell, WorksheetLayout } from '../types';
import { layoutSubtraction } from './layout';
import { subtractionOperation } from './operation';
import { solveSubtraction } from './solve';

const cellText = (cell: GridCell) => (cell.kind === 'text' ? cell.text : `[${cell.key}]`);
const rowOf = (layout: WorksheetLayout, id: string) => layout.rows.find((row) => row.id === id);
const boxOf = (layout: WorksheetLayout, key: string) => layout.boxes.find((box) => box.key === key);

describe('solveSubtraction', () => {
  it('borrows across zeros in 3002 − 1567', () => {
    const problem = solveSubtraction('3002', '1567');
    expect(problem.difference).toBe('1435');
    expect(
      problem.steps.map((s) => [s.digit1, s.digit2, s.difference, s.borrow, s.borrowReceived]),
    ).toEqual([
      [2, 7, 5, 1, 0],
      [0, 6, 3, 1, 1],
      [0, 5, 4, 1, 1],
      [3, 1, 1, 0, 1],
    ]);
    expect(problem.steps.map((step) => step.stepNumber)).toEqual([1, 2, 3, 4]);
  });

  it('gives a short difference when the leading digits cancel', () => {
    const problem = solveSubtraction('523', '518');
    expect(problem.difference).toBe('5');
    expect(problem.steps).toHaveLength(3);
    expect(solveSubtraction('42', '42').difference).toBe('0');
  });

  it('refuses a subtrahend larger than the minuend', () => {
    expect(() => solveSubtraction('518', '523')).toThrow(
      expect.objectContaining({ rule: 'subtrahend-exceeds-minuend' }),
    );
    expect(() => solveSubtraction('9', '10')).toThrow(OperandError);
  });

  it('is the registry record for -', () => {
    expect(subtractionOperation.operator).toBe('-');
    expect(subtractionOperation.subject).toBe('subtraction');
  });
});

describe('layoutSubtraction', () => {
  const layout = layoutSubtraction(solveSubtraction('3002', '1567'));

  it('draws borrows, minuend, subtrahend with a minus sign and the difference row', () => {
    expect(layout.columns).toBe(4);
    expect(layout.rows.map((row) => [row.id, row.kind, row.label])).toEqual([
      ['borrows', 'borrow', 'Borrows'],
      ['minuend', 'operand', 'Minuend'],
      ['subtrahend', 'operand', 'Subtrahend'],
      ['difference', 'answer', 'Difference'],
    ]);
    expect(rowOf(layout, 'subtrahend')?.prefix).toBe('−');
    expect(rowOf(layout, 'subtrahend')?.cells.map(cellText)).toEqual(['1', '5', '6', '7']);
    expect(rowOf(layout, 'difference')?.ruleAbove).toBe('from-prefix');
    expect(rowOf(layout, 'borrows')?.cells.map(cellText)).toEqual([
      '[borrow-3]',
      '[borrow-2]',
      '[borrow-1]',
    ]);
  });

  it('has no Borrows row for a one-digit minuend, which has nothing to borrow from', () => {
    const oneColumn = layoutSubtraction(solveSubtraction('7', '6'));
    expect(oneColumn.rows.map((row) => row.id)).toEqual(['minuend', 'subtrahend', 'difference']);
    expect(oneColumn.boxes.map((box) => box.key)).toEqual(['difference-0']);
    expect(layoutSubtraction(solveSubtraction('17', '8')).rows[0]?.id).toBe('borrows');
  });

  it('expects the reduced minuend digits a child writes when borrowing across zeros', () => {
    expect(['borrow-1', 'borrow-2', 'borrow-3'].map((key) => boxOf(layout, key)?.expected)).toEqual(
      [9, 9, 2],
    );
    expect(boxOf(layout, 'borrow-1')?.label).toBe('Borrow from the tens column');
    expect(boxOf(layout, 'borrow-3')).toMatchObject({ checked: false, required: false });
  });

  it('labels and expects the difference digits, requiring only the ones', () => {
    const differences = layout.boxes.filter((box) => box.fieldType === 'difference');
    expect(differences.map((box) => [box.label, box.expected, box.required])).toEqual([
      ['Difference, ones column', 5, true],
      ['Difference, tens column', 3, false],
      ['Difference, hundreds column', 4, false],
      ['Difference, thousands column', 1, false],
    ]);
  });

  it('auto-advances borrow → the column it borrows for, difference → next difference', () => {
    const noZeros = layoutSubtraction(solveSubtraction('5432', '1567'));
    expect(noZeros.boxes.map((box) => [box.key, box.next])).toEqual([
      ['borrow-1', 'difference-0'],
      ['difference-0', 'difference-1'],
      ['borrow-2', 'difference-1'],
      ['difference-1', 'difference-2'],
      ['borrow-3', 'difference-2'],
      ['difference-2', 'difference-3'],
      ['difference-3', undefined],
    ]);
  });

  it('borrowing across zeros (3002 − 1567): a borrow goes on to the borrow box over the 0', () => {
    expect(layout.boxes.map((box) => [box.key, box.next])).toEqual([
      ['borrow-1', 'difference-0'],
      ['difference-0', 'difference-1'],
      ['borrow-2', 'borrow-1'],
      ['difference-1', 'difference-2'],
      ['borrow-3', 'borrow-2'],
      ['difference-2', 'difference-3'],
      ['difference-3', undefined],
    ]);
  });

  it('expects nothing (null) in difference boxes beyond a short difference', () => {
    const short = layoutSubtraction(solveSubtraction('523', '518'));
    expect(
      short.boxes.filter((box) => box.fieldType === 'difference').map((b) => b.expected),
    ).toEqual([5, null, null]);
    expect(boxOf(short, 'borrow-1')?.expected).toBe(1);
    expect(boxOf(short, 'borrow-2')?.expected).toBeNull();
  });

  it('has no borrow row boxes for a one-digit minuend', () => {
    const single = layoutSubtraction(solveSubtraction('9', '4'));
    expect(single.boxes.map((box) => box.key)).toEqual(['difference-0']);
    expect(single.columns).toBe(1);
  });
});
