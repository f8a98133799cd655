import { describe, expect, it } from 'vitest';
import { LEVEL_COUNT, MAX_OPERAND_DIGITS as ENGINE_MAX, parseOperand } from '@mathcols/engine';
import { levelStringSchema } from './account';
import { subjectLevelKeySchema } from './common';
import { MAX_OPERAND_DIGITS, rawProblemSchema } from './raw-problem';

const problem = (number_0: string) => ({ number_0, number_1: '7', operator: '+' });

describe('the protocol takes its limits from the engine', () => {
  it('accepts operands up to the engine’s digit limit, so the wire never carries one the worksheet refuses', () => {
    expect(MAX_OPERAND_DIGITS).toBe(ENGINE_MAX);
    const longest = '9'.repeat(MAX_OPERAND_DIGITS);
    expect(rawProblemSchema.safeParse(problem(longest)).success).toBe(true);
    expect(parseOperand(longest)).toBe(longest);
  });

  it(`refuses an operand of ${MAX_OPERAND_DIGITS + 1} digits (the engine's too-many-digits)`, () => {
    const tooLong = '9'.repeat(MAX_OPERAND_DIGITS + 1);
    expect(rawProblemSchema.safeParse(problem(tooLong)).success).toBe(false);
    expect(() => parseOperand(tooLong)).toThrow();
  });

  it(`accepts exactly the engine's ${LEVEL_COUNT} levels as level strings and key suffixes`, () => {
    const levels = Array.from({ length: LEVEL_COUNT }, (_, level) => String(level));
    for (const level of levels) {
      expect(levelStringSchema.safeParse(level).success, level).toBe(true);
      expect(subjectLevelKeySchema.safeParse(`division_${level}`).success, level).toBe(true);
    }
    for (const bad of [String(LEVEL_COUNT), '-1', '01', '1.5', '', 'x']) {
      expect(levelStringSchema.safeParse(bad).success, bad).toBe(false);
      expect(subjectLevelKeySchema.safeParse(`addition_${bad}`).success, bad).toBe(false);
    }
  });
});
