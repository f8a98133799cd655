import { describe, expect, it } from 'vitest';
import { solveAddition } from '../addition';
import { solveLongDivision } from '../long-division';
import { solveMultiplication } from '../multiplication';
import { layoutProblem } from '../operations';
import { solveSubtraction } from '../subtraction';
import type { Answers, Problem } from '../types';
import { canSubmit, findHoles, submitBlockers } from './validate';

const keysOf = (boxes: readonly { key: string }[]) => boxes.map((box) => box.key);
const holes = (problem: Problem, answers: Answers) =>
  keysOf(findHoles(layoutProblem(problem), answers));
const blockers = (problem: Problem, answers: Answers) =>
  keysOf(submitBlockers(layoutProblem(problem), answers));

describe('canSubmit: required boxes (addition)', () => {
  // 57 + 68 = 125: sum-0 and sum-1 required, the leading sum-2 not.
  const addition = solveAddition('57', '68');

  it('waits for every required sum digit, without needing the leading one', () => {
    expect(canSubmit(addition, {})).toBe(false);
    expect(canSubmit(addition, { 'sum-0': 5 })).toBe(false);
    expect(canSubmit(addition, { 'sum-0': 5, 'sum-1': 2 })).toBe(true);
    expect(blockers(addition, { 'sum-0': 5 })).toEqual(['sum-1']);
  });

  it('ignores carries (never required, never a hole) and treats non-digits as blank', () => {
    expect(canSubmit(addition, { 'carry-1': 1, 'carry-2': 1 })).toBe(false);
    expect(canSubmit(addition, { 'sum-0': 5, 'sum-1': 12 as never })).toBe(false);
    expect(canSubmit(addition, { 'sum-0': 5, 'sum-1': 2, 'carry-2': 1 })).toBe(true);
    expect(holes(addition, { 'sum-0': 5, 'sum-1': 2, 'carry-2': 1 })).toEqual([]);
  });
});

describe('canSubmit: holes (subtraction difference)', () => {
  // 4093 − 3594 = 499: only the ones box is required, so the length is not given away.
  const problem = solveSubtraction('4093', '3594');

  it('lets the ones digit alone be submitted: blank leading boxes are allowed', () => {
    expect(canSubmit(problem, { 'difference-0': 9 })).toBe(true);
    expect(holes(problem, { 'difference-0': 9 })).toEqual([]);
    expect(canSubmit(solveSubtraction('523', '518'), { 'difference-0': 5 })).toBe(true);
  });

  it('refuses hundreds and ones with the tens left blank, and names the hole', () => {
    const answers: Answers = { 'difference-0': 9, 'difference-2': 4 };
    expect(canSubmit(problem, answers)).toBe(false);
    expect(holes(problem, answers)).toEqual(['difference-1']);
    expect(blockers(problem, answers)).toEqual(['difference-1']);
    expect(canSubmit(problem, { ...answers, 'difference-1': 9 })).toBe(true);
  });

  it('counts a hole below any filled box, however far left (thousands over blank tens and hundreds)', () => {
    const answers: Answers = { 'difference-0': 9, 'difference-3': 0 };
    expect(holes(problem, answers)).toEqual(['difference-1', 'difference-2']);
    expect(canSubmit(problem, answers)).toBe(false);
  });

  it('lists a blank required box before the holes it leaves, in working order', () => {
    expect(blockers(problem, { 'difference-2': 4 })).toEqual(['difference-0', 'difference-1']);
  });

  it('ignores borrow boxes when looking for holes', () => {
    expect(canSubmit(problem, { 'borrow-3': 3, 'borrow-2': 9, 'difference-0': 9 })).toBe(true);
  });
});

describe('canSubmit: holes (multiplication product)', () => {
  // 345 × 0 = 0: one product row, only product-0 required; product-1 … product-3 may stay blank.
  const problem = solveMultiplication('345', '0');

  it('allows blank leading product boxes but no gap under a written digit', () => {
    expect(canSubmit(problem, { 'product-0': 0 })).toBe(true);
    expect(holes(problem, { 'product-0': 0, 'product-2': 0 })).toEqual(['product-1']);
    expect(canSubmit(problem, { 'product-0': 0, 'product-2': 0 })).toBe(false);
  });

  it('looks at each partial product row on its own (12 × 34)', () => {
    const long = solveMultiplication('12', '34');
    const partials: Answers = {
      'partial-0-0': 8,
      'partial-0-1': 4,
      'partial-1-1': 6,
      'partial-1-2': 3,
    };
    const product: Answers = { 'product-0': 8, 'product-1': 0, 'product-2': 4 };
    expect(canSubmit(long, { ...partials, ...product })).toBe(true);
    expect(holes(long, { ...partials, ...product, 'partial-1-1': undefined })).toEqual([
      'partial-1-1',
    ]);
  });
});

describe('canSubmit: holes (long division)', () => {
  // 727 ÷ 73 = 9 r 70: quotient-1; multiply 657 in columns 0–2; subtract 70 in columns 0–1.
  const problem = solveLongDivision('727', '73');

  it('needs the quotient digit and the ones of each multiply and subtract row', () => {
    expect(blockers(problem, {})).toEqual(['quotient-1', 'multiply-1-0', 'subtract-1-0']);
    expect(canSubmit(problem, { 'quotient-1': 9, 'multiply-1-0': 7, 'subtract-1-0': 0 })).toBe(
      true,
    );
  });

  it('refuses a multiply row with its tens left blank between ones and hundreds', () => {
    const answers: Answers = {
      'quotient-1': 9,
      'multiply-1-0': 7,
      'multiply-1-2': 6,
      'subtract-1-0': 0,
      'subtract-1-1': 7,
    };
    expect(holes(problem, answers)).toEqual(['multiply-1-1']);
    expect(canSubmit(problem, answers)).toBe(false);
    expect(canSubmit(problem, { ...answers, 'multiply-1-1': 5 })).toBe(true);
  });

  it('treats a step’s bring-down as part of its subtract row (2996 ÷ 7)', () => {
    const long = solveLongDivision('2996', '7');
    // Step 1: 29 − 28 = 1, bring down 9. A subtract digit over a blank bring-down is a hole.
    expect(holes(long, { 'subtract-1-2': 1 })).toEqual(['bringDown-1']);
  });
});
