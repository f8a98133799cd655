import { describe, expect, it } from 'vitest';
import { solveAddition } from '../addition';
import { solveSubtraction } from '../subtraction';
import type { Answers } from '../types';
import { check } from './check';

// 57 + 68 = 125: boxes sum-0..sum-2, carry-1, carry-2.
const addition = solveAddition('57', '68');
const rightSum: Answers = { 'sum-0': 5, 'sum-1': 2, 'sum-2': 1 };

describe('check', () => {
  it('completes a fully right sum', () => {
    expect(check(addition, rightSum)).toEqual({
      marks: { 'sum-0': true, 'carry-1': null, 'sum-1': true, 'carry-2': null, 'sum-2': true },
      complete: true,
      wrongCount: 0,
    });
  });

  it('marks a wrong sum digit red and leaves the problem incomplete', () => {
    const result = check(addition, { ...rightSum, 'sum-1': 3 });
    expect(result.marks['sum-1']).toBe(false);
    expect(result.marks['sum-0']).toBe(true);
    expect(result.complete).toBe(false);
    expect(result.wrongCount).toBe(1);
  });

  it('insists on the extra leading 1 after a final carry', () => {
    const result = check(addition, { 'sum-0': 5, 'sum-1': 2 });
    expect(result.marks['sum-2']).toBe(false);
    expect(result.complete).toBe(false);
    expect(check(addition, { ...rightSum, 'sum-2': 0 }).complete).toBe(false);
  });

  it('accepts a blank or a 0 in a leading box beyond the answer, but not another digit', () => {
    const small = solveAddition('12', '34');
    expect(check(small, { 'sum-0': 6, 'sum-1': 4 }).complete).toBe(true);
    expect(check(small, { 'sum-0': 6, 'sum-1': 4, 'sum-2': 0 }).complete).toBe(true);
    const wrong = check(small, { 'sum-0': 6, 'sum-1': 4, 'sum-2': 1 });
    expect(wrong.marks['sum-2']).toBe(false);
    expect(wrong.complete).toBe(false);
  });

  it('never marks carry or borrow boxes, whatever is in them', () => {
    const result = check(addition, { ...rightSum, 'carry-1': 7, 'carry-2': 0 });
    expect([result.marks['carry-1'], result.marks['carry-2']]).toEqual([null, null]);
    expect(result.complete).toBe(true);
    const subtraction = check(solveSubtraction('52', '18'), {
      'difference-0': 4,
      'difference-1': 3,
      'borrow-1': 9,
    });
    expect(subtraction.marks['borrow-1']).toBeNull();
    expect(subtraction.complete).toBe(true);
  });

  it('wants an inner zero of a difference written, and leading zeros optional', () => {
    const problem = solveSubtraction('523', '118'); // 405
    expect(check(problem, { 'difference-0': 5, 'difference-2': 4 }).marks['difference-1']).toBe(
      false,
    );
    const short = solveSubtraction('523', '518'); // 5
    expect(check(short, { 'difference-0': 5 }).complete).toBe(true);
    expect(check(short, { 'difference-0': 5, 'difference-1': 0, 'difference-2': 0 }).complete).toBe(
      true,
    );
  });
});
