import { OperandError } from '../errors';
import { stripLeadingZeros } from './digit-strings';

/**
 * Most significant digits an operand may have (after leading zeros are removed).
 * @see spec §5 Validation rules
 */
export const MAX_OPERAND_DIGITS = 15;

const MINUS_SIGNS = /^[-\u2212]/;
const ASCII_DIGITS = /^[0-9]+$/;

/**
 * Validates a wire operand (`number_0`, `number_1`) and normalizes it to a digit string:
 * leading zeros stripped, `"0"` stays `"0"` (`"007"` → `"7"`, `"000"` → `"0"`).
 *
 * @param text the operand as received; only ASCII digits are accepted — no spaces, signs,
 *   decimal points, exponents or separators.
 * @returns a normalized digit string with at most `MAX_OPERAND_DIGITS` digits.
 * @throws {OperandError} rule `negative` for a leading minus sign (`"-3"`, `"−3"`);
 *   rule `not-a-whole-number` for anything else that is not all digits (`""`, `" 5"`,
 *   `"1.5"`, `"1e3"`, `"+5"`, `"abc"`, a non-string); rule `too-many-digits` for more than
 *   `MAX_OPERAND_DIGITS` significant digits.
 * @see spec §3 "Raw problem", §5 Validation rules
 */
export function parseOperand(text: string): string {
  if (typeof text !== 'string') {
    throw new OperandError('not-a-whole-number', `Operand is not text: ${String(text)}`);
  }
  if (MINUS_SIGNS.test(text) && ASCII_DIGITS.test(text.slice(1))) {
    throw new OperandError('negative', `Operand must not be negative: "${text}"`);
  }
  if (!ASCII_DIGITS.test(text)) {
    throw new OperandError('not-a-whole-number', `Operand is not a whole number: "${text}"`);
  }
  const normalized = stripLeadingZeros(text);
  if (normalized.length > MAX_OPERAND_DIGITS) {
    throw new OperandError(
      'too-many-digits',
      `Operand has ${normalized.length} digits; at most ${MAX_OPERAND_DIGITS} are allowed`,
    );
  }
  return normalized;
}
