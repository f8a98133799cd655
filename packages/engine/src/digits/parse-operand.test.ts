import { describe, expect, it } from 'vitest';
import { OperandError, type OperandRule } from '../errors';
import { MAX_OPERAND_DIGITS, parseOperand } from './parse-operand';

function ruleOf(text: unknown): OperandRule | 'accepted' {
  try {
    parseOperand(text as string);
    return 'accepted';
  } catch (error) {
    expect(error).toBeInstanceOf(OperandError);
    return (error as OperandError).rule;
  }
}

describe('parseOperand', () => {
  it('normalizes whole numbers to digit strings without leading zeros', () => {
    expect(parseOperand('57')).toBe('57');
    expect(parseOperand('007')).toBe('7');
    expect(parseOperand('0')).toBe('0');
    expect(parseOperand('000')).toBe('0');
    expect(parseOperand('1050')).toBe('1050');
  });

  it.each([
    ['', 'not-a-whole-number'],
    [' 5', 'not-a-whole-number'],
    ['5 ', 'not-a-whole-number'],
    ['1 000', 'not-a-whole-number'],
    ['1.5', 'not-a-whole-number'],
    ['2.0', 'not-a-whole-number'],
    ['1e3', 'not-a-whole-number'],
    ['abc', 'not-a-whole-number'],
    ['+5', 'not-a-whole-number'],
    ['1,000', 'not-a-whole-number'],
    ['٣', 'not-a-whole-number'],
    ['-', 'not-a-whole-number'],
    ['--3', 'not-a-whole-number'],
    ['-3', 'negative'],
    ['\u22123', 'negative'],
    ['-0', 'negative'],
  ] as const)('refuses %j with rule %s', (text, rule) => {
    expect(ruleOf(text)).toBe(rule);
  });

  it('refuses values that are not strings as not-a-whole-number', () => {
    expect(ruleOf(5)).toBe('not-a-whole-number');
    expect(ruleOf(undefined)).toBe('not-a-whole-number');
  });

  it(`accepts ${MAX_OPERAND_DIGITS} digits and refuses ${MAX_OPERAND_DIGITS + 1} as too-many-digits`, () => {
    expect(MAX_OPERAND_DIGITS).toBe(15);
    expect(parseOperand('9'.repeat(15))).toBe('999999999999999');
    expect(ruleOf('1'.repeat(16))).toBe('too-many-digits');
  });

  it('counts significant digits only, so leading zeros do not make an operand too long', () => {
    expect(parseOperand(`${'0'.repeat(10)}${'9'.repeat(15)}`)).toBe('9'.repeat(15));
  });

  it('explains the refusal in the error message', () => {
    expect(() => parseOperand('-3')).toThrow(/negative/);
    expect(() => parseOperand('1.5')).toThrow(/whole number/);
  });
});
