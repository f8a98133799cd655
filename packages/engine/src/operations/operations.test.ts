import { describe, expect, it } from 'vitest';
import { OperandError } from '../errors';
import type { Operator, RawProblem } from '../types';
import { OPERATIONS, operationFor } from './registry';
import { layoutProblem, solveProblem, trySolveProblem } from './solve-problem';

const raw = (number_0: string, operator: string, number_1: string) =>
  ({ number_0, number_1, operator }) as RawProblem;

describe('operation registry', () => {
  it('has one record per wire operator, each naming its subject', () => {
    expect(
      Object.entries(OPERATIONS).map(([operator, operation]) => [operator, operation.subject]),
    ).toEqual([
      ['+', 'addition'],
      ['-', 'subtraction'],
      ['*', 'multiplication'],
      ['/', 'division'],
    ]);
    for (const [operator, operation] of Object.entries(OPERATIONS)) {
      expect(operation.operator).toBe(operator as Operator);
    }
  });

  it('refuses unknown operators', () => {
    for (const operator of ['x', '×', '÷', '', 'toString', '__proto__']) {
      expect(() => operationFor(operator)).toThrow(
        expect.objectContaining({ rule: 'unknown-operator' }),
      );
    }
  });
});

describe('solveProblem', () => {
  it('solves each operation from the wire', () => {
    expect(solveProblem(raw('57', '+', '68'))).toMatchObject({ operator: '+', sum: '125' });
    expect(solveProblem(raw('3002', '-', '1567'))).toMatchObject({ difference: '1435' });
    expect(solveProblem(raw('47', '*', '23'))).toMatchObject({ product: '1081' });
    expect(solveProblem(raw('1025', '/', '5'))).toMatchObject({ quotient: '205', remainder: '0' });
  });

  it('normalizes wire operands', () => {
    expect(solveProblem(raw('007', '+', '05'))).toMatchObject({ addend1: '7', addend2: '5' });
  });

  it.each([
    [raw('5', '%', '3'), 'unknown-operator'],
    [raw('5.5', '+', '3'), 'not-a-whole-number'],
    [raw('5', '+', '-3'), 'negative'],
    [raw('1'.repeat(16), '+', '3'), 'too-many-digits'],
    [raw('3', '-', '5'), 'subtrahend-exceeds-minuend'],
    [raw('5', '/', '0'), 'divisor-zero'],
    [raw('3', '/', '5'), 'dividend-less-than-divisor'],
  ])('refuses %j with rule %s', (problem, rule) => {
    expect(() => solveProblem(problem)).toThrow(OperandError);
    const result = trySolveProblem(problem);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.rule).toBe(rule);
  });

  it('returns the problem from trySolveProblem when it is fine', () => {
    const result = trySolveProblem(raw('2', '+', '3'));
    expect(result.ok && result.problem).toMatchObject({ sum: '5' });
  });
});

describe('layoutProblem', () => {
  it('builds the layout once per problem object', () => {
    const problem = solveProblem(raw('57', '+', '68'));
    expect(layoutProblem(problem)).toBe(layoutProblem(problem));
    expect(layoutProblem(problem).operator).toBe('+');
    expect(layoutProblem(solveProblem(raw('57', '+', '68')))).not.toBe(layoutProblem(problem));
  });
});
