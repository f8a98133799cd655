/**
 * Helpers for digit strings: the engine's only representation of whole numbers.
 *
 * A **digit string** is most significant digit first, ASCII `0`–`9` only, no sign and no
 * leading zeros except `"0"` itself (what `parseOperand` returns). A **column** is a place
 * value: 0 = ones, 1 = tens, 2 = hundreds, …  Arithmetic is done with `bigint` or digit by
 * digit — never with floating point.
 */
import { assertWholeNumber } from '../errors';
import type { Digit } from '../types';

const DIGIT_STRING = /^(0|[1-9][0-9]*)$/;

/**
 * Whether `value` is an integer 0–9 (a `Digit`). Never throws.
 * @see spec §3 "Raw problem" (operands are strings of integers)
 */
export function isDigit(value: unknown): value is Digit {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 9;
}

/**
 * Converts a number 0–9 or a one-character string `"0"`–`"9"` to a `Digit`.
 * @throws {RangeError} for anything else (10, -1, 2.5, "a", "12", "").
 * @see spec §3 "Raw problem" (operands are strings of integers)
 */
export function toDigit(value: number | string): Digit {
  const digit = typeof value === 'string' && value.length === 1 ? value.charCodeAt(0) - 48 : value;
  if (!isDigit(digit)) throw new RangeError(`Not a digit: ${JSON.stringify(value)}`);
  return digit;
}

/**
 * Whether `text` is a normalized digit string (`"0"`, `"7"`, `"1050"`; not `"007"`, `""`,
 * `"-1"`, `"1.5"`). Never throws.
 * @see spec §3 "Raw problem" (operands are strings of integers)
 */
export function isDigitString(text: unknown): text is string {
  return typeof text === 'string' && DIGIT_STRING.test(text);
}

/**
 * Removes leading zeros from a string of ASCII digits, keeping `"0"` for zero
 * (`"007"` → `"7"`, `"000"` → `"0"`). Does not validate the characters.
 * @see spec §3 "Raw problem" (operands are strings of integers)
 */
export function stripLeadingZeros(digits: string): string {
  let start = 0;
  while (start < digits.length - 1 && digits[start] === '0') start += 1;
  return digits.slice(start);
}

/**
 * Internal: checks a place-value column number (0 = ones).
 * @throws {RangeError} when `column` is negative or not an integer.
 */
export function assertColumn(column: number): void {
  assertWholeNumber('Column', column, 0);
}

/**
 * The digit of `value` in place-value `column` (0 = ones); 0 left of the most significant
 * digit (`digitAt("507", 1)` → 0, `digitAt("507", 2)` → 5, `digitAt("507", 9)` → 0).
 * @param value a digit string (leading zeros are tolerated and read as zeros).
 * @throws {RangeError} when `column` is negative or not an integer.
 * @see spec §3 "Raw problem" (operands are strings of integers)
 */
export function digitAt(value: string, column: number): Digit {
  assertColumn(column);
  const index = value.length - 1 - column;
  if (index < 0) return 0;
  return toDigit(value.charAt(index));
}

/**
 * The digits of `value`, ones digit first (`"507"` → `[7, 0, 5]`).
 * @throws {RangeError} when `value` contains a non-digit character.
 * @see spec §3 "Raw problem" (operands are strings of integers)
 */
export function digitsOnesFirst(value: string): Digit[] {
  const digits: Digit[] = [];
  for (let index = value.length - 1; index >= 0; index -= 1) {
    digits.push(toDigit(value.charAt(index)));
  }
  return digits;
}

/**
 * Builds a digit string from digits given ones first (`[7, 0, 5]` → `"507"`), dropping
 * leading zeros (`[3, 0, 0]` → `"3"`, `[]` → `"0"`).
 * @see spec §3 "Raw problem" (operands are strings of integers)
 */
export function fromDigitsOnesFirst(digits: readonly Digit[]): string {
  const text = [...digits].reverse().join('');
  return text === '' ? '0' : stripLeadingZeros(text);
}

/**
 * Compares two normalized digit strings by value without converting them to numbers.
 * @returns -1 when `a < b`, 0 when equal, 1 when `a > b`.
 * @see spec §3 "Raw problem" (operands are strings of integers)
 */
export function compareDigitStrings(a: string, b: string): -1 | 0 | 1 {
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * The digit string of a non-negative `bigint` (`120n` → `"120"`).
 * @throws {RangeError} for a negative value.
 * @see spec §3 "Raw problem" (operands are strings of integers)
 */
export function fromBigInt(value: bigint): string {
  if (value < 0n) throw new RangeError(`Negative values have no digit string: ${value}`);
  return value.toString(10);
}

/**
 * The `bigint` of a digit string (`"120"` → `120n`). @throws {SyntaxError} on non-digits.
 * @see spec §3 "Raw problem" (operands are strings of integers)
 */
export function toBigInt(value: string): bigint {
  return BigInt(value);
}
