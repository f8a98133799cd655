import { describe, expect, it } from 'vitest';
import { problemText } from './subjects';
import type { RawProblem } from './types';

const problem = (number_0: string, operator: string, number_1: string) =>
  ({ number_0, number_1, operator }) as RawProblem;

describe('problemText', () => {
  it('writes a problem as a child reads it, with the school signs', () => {
    expect(problemText(problem('57', '+', '68'))).toBe('57 + 68');
    expect(problemText(problem('503', '-', '127'))).toBe('503 − 127');
    expect(problemText(problem('7', '*', '8'))).toBe('7 × 8');
    expect(problemText(problem('672', '/', '4'))).toBe('672 ÷ 4');
  });

  it('shows operands and an unknown operator as they came, and a missing part as ?', () => {
    expect(problemText(problem('12a', 'x', '3'))).toBe('12a x 3');
    expect(problemText(problem('12', '', '3'))).toBe('12 ? 3');
    expect(problemText(problem('', '+', '5'))).toBe('? + 5');
    expect(problemText(problem('223', '/', ''))).toBe('223 ÷ ?');
  });
});
