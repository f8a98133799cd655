import { describe, expect, it } from 'vitest';
import { OperandError } from '../errors';
import type { GridCell, WorksheetLayout } from '../types';
import { additionOperation } from './operation';
import { layoutAddition } from './layout';
import { solveAddition } from './solve';

const cellText = (cell: GridCell) => (cell.kind === 'text' ? cell.text : `[${cell.key}]`);
const rowOf = (layout: WorksheetLayout, id: string) => layout.rows.find((row) => row.id === id);
const boxOf = (layout: WorksheetLayout, key: string) => layout.boxes.find((box) => box.key === key);

describe('solveAddition', () => {
  it('solves 57 + 68 column by column with carries', () => {
    const problem = solveAddition('57', '68');
    expect(problem.sum).toBe('125');
    expect(problem.steps).toEqual([
      {
        stepNumber: 1,
        columnPosition: 0,
        digit1: 7,
        digit2: 8,
        sum: 5,
        carry: 1,
        carryReceived: 0,
      },
      {
        stepNumber: 2,
        columnPosition: 1,
        digit1: 5,
        digit2: 6,
        sum: 2,
        carry: 1,
        carryReceived: 1,
      },
    ]);
  });

  it('uses 0 for the shorter addend and one step per column of the longer', () => {
    const problem = solveAddition('5', '1998');
    expect(problem.sum).toBe('2003');
    expect(problem.steps.map((step) => [step.digit1, step.digit2, step.sum])).toEqual([
      [5, 8, 3],
      [0, 9, 0],
      [0, 9, 0],
      [0, 1, 2],
    ]);
  });

  it('normalizes operands and refuses bad ones', () => {
    expect(solveAddition('007', '0').addend1).toBe('7');
    expect(() => solveAddition('1.5', '2')).toThrow(OperandError);
  });

  it('is the registry record for +', () => {
    expect(additionOperation.operator).toBe('+');
    expect(additionOperation.subject).toBe('addition');
    expect(additionOperation.solve('2', '3').sum).toBe('5');
  });
});

describe('layoutAddition', () => {
  const layout = layoutAddition(solveAddition('57', '68'));

  it('draws carries, both addends and a sum row one column wider than the addends', () => {
    expect(layout.columns).toBe(3);
    expect(layout.rows.map((row) => [row.id, row.kind, row.label])).toEqual([
      ['carries', 'carry', 'Carries'],
      ['addend1', 'operand', 'First addend'],
      ['addend2', 'operand', 'Second addend'],
      ['sum', 'answer', 'Sum'],
    ]);
    expect(rowOf(layout, 'addend1')?.cells.map(cellText)).toEqual(['5', '7']);
    expect(rowOf(layout, 'addend2')?.prefix).toBe('+');
    expect(rowOf(layout, 'sum')?.ruleAbove).toBe('from-prefix');
    expect(rowOf(layout, 'sum')?.cells.map(cellText)).toEqual(['[sum-2]', '[sum-1]', '[sum-0]']);
    expect(rowOf(layout, 'carries')?.cells.map(cellText)).toEqual(['[carry-2]', '[carry-1]']);
  });

  it('labels each box with its place', () => {
    expect(boxOf(layout, 'sum-1')?.label).toBe('Sum, tens column');
    expect(boxOf(layout, 'sum-2')?.label).toBe('Sum, hundreds column');
    expect(boxOf(layout, 'carry-2')?.label).toBe('Carry into the hundreds column');
  });

  it('lists boxes in working order and auto-advances carry → same column sum → next sum', () => {
    expect(layout.boxes.map((box) => [box.key, box.next])).toEqual([
      ['sum-0', 'sum-1'],
      ['carry-1', 'sum-1'],
      ['sum-1', 'sum-2'],
      ['carry-2', 'sum-2'],
      ['sum-2', undefined],
    ]);
  });

  it('requires only the sum digits the addends guarantee and expects the leading 1', () => {
    const sums = layout.boxes.filter((box) => box.fieldType === 'sum');
    expect(sums.map((box) => [box.required, box.expected, box.columnPosition])).toEqual([
      [true, 5, 0],
      [true, 2, 1],
      [false, 1, 2],
    ]);
  });

  it('leaves the leading sum box open (null) when there is no final carry', () => {
    const small = layoutAddition(solveAddition('12', '34'));
    expect(boxOf(small, 'sum-2')).toMatchObject({ expected: null, required: false, checked: true });
    expect(boxOf(small, 'carry-2')?.expected).toBeNull();
  });

  it('makes carry boxes unchecked hints that expect the carry', () => {
    for (const key of ['carry-1', 'carry-2']) {
      expect(boxOf(layout, key)).toMatchObject({
        fieldType: 'carry',
        checked: false,
        required: false,
        countsForCompletion: false,
        expected: 1,
      });
    }
  });
});
