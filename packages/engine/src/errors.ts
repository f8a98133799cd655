/**
 * Typed errors for operands that cannot make a worksheet.
 * @see spec §5 Validation rules
 */

/** The rule an operand pair broke. */
export type OperandRule =
  | 'not-a-whole-number'
  | 'negative'
  | 'too-many-digits'
  | 'subtrahend-exceeds-minuend'
  | 'divisor-zero'
  | 'dividend-less-than-divisor'
  | 'unknown-operator';

/** Thrown (or returned by the `try…` variants) when operands break a rule; never a worksheet. */
export class OperandError extends Error {
  override readonly name = 'OperandError';
  constructor(
    readonly rule: OperandRule,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Internal (not in the public index): checks that `value` is a safe integer from `min` to `max`
 * (no upper bound without `max`).
 * @param name - what the value is, for the message ("Level", "Score", …).
 * @throws {RangeError} "`name` must be a whole number from `min` to `max`, got `value`" (or
 *   ">= `min`" without `max`) — a caller's programming error.
 */
export function assertWholeNumber(name: string, value: number, min: number, max?: number): void {
  if (!Number.isSafeInteger(value) || value < min || value > (max ?? value)) {
    throw new RangeError(
      `${name} must be a whole number ${max === undefined ? `>= ${min}` : `from ${min} to ${max}`}, got ${value}`,
    );
  }
}
