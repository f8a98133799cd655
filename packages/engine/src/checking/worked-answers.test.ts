import { describe, expect, it } from 'vitest';
import { layoutProblem, solveProblem } from '../operations';
import type { Operator } from '../types';
import { checkLayout } from './check';
import { workedAnswers } from './worked-answers';

const layoutOf = (number_0: string, operator: Operator, number_1: string) =>
  layoutProblem(solveProblem({ number_0, number_1, operator }));

/** The digits of one row, left to right, as the child sees them ('_' for a blank box). */
function rowText(layout: ReturnType<typeof layoutOf>, rowId: string): string {
  const answers = workedAnswers(layout);
  const row = layout.rows.find((candidate) => candidate.id === rowId);
  return (row?.cells ?? [])
    .map((cell) => (cell.kind === 'box' ? String(answers[cell.key] ?? '_') : cell.text))
    .join('');
}

describe('workedAnswers', () => {
  it('writes the sum and the carries of 47 + 38, and leaves the unused leading box blank', () => {
    const layout = layoutOf('47', '+', '38');
    expect(rowText(layout, 'sum')).toBe('_85');
    expect(Object.values(workedAnswers(layout))).toContain(1);
    expect(checkLayout(layout, workedAnswers(layout)).complete).toBe(true);
  });

  it('writes the digit after lending over each lender of 305 − 9, and nothing elsewhere', () => {
    const layout = layoutOf('305', '-', '9');
    expect(rowText(layout, 'borrows')).toBe('29');
    expect(rowText(layout, 'difference')).toBe('296');
  });

  it('writes 0 over a 1 that lends, as a child crosses it out: 410 − 5', () => {
    const layout = layoutOf('410', '-', '5');
    expect(rowText(layout, 'borrows')).toBe('_0');
    expect(rowText(layout, 'difference')).toBe('405');
  });

  it('fills every partial product and the product of 23 × 45', () => {
    const layout = layoutOf('23', '*', '45');
    expect(rowText(layout, 'partial-0')).toBe('115');
    expect(rowText(layout, 'partial-1')).toBe('_920');
    expect(rowText(layout, 'product')).toBe('1035');
  });

  it('fills every step of 612 ÷ 3, the zero in the quotient included', () => {
    const layout = layoutOf('612', '/', '3');
    expect(rowText(layout, 'quotient')).toBe('204');
    expect(checkLayout(layout, workedAnswers(layout)).complete).toBe(true);
  });

  it('is complete and has no wrong box for any operation', () => {
    for (const [a, op, b] of [
      ['98765', '+', '4321'],
      ['50003', '-', '278'],
      ['48276', '*', '3519'],
      ['123123', '/', '41'],
    ] as const) {
      const layout = layoutOf(a, op, b);
      const result = checkLayout(layout, workedAnswers(layout));
      expect(result).toMatchObject({ complete: true, wrongCount: 0 });
    }
  });
});
