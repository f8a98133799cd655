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
