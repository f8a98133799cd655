import type { OperandRule } from '@mathcols/engine';

/**
 * Why the engine refused a problem, in words a child's grown-up understands: the detail line of
 * the alert a worksheet shows instead of a grid, by the `OperandError`'s rule (e.g. "Can't show
 * the problem 5 − 7. The number taken away is larger than the number it is taken from.").
 * @see spec §5 Validation rules
 */
export const OPERAND_TEXT: Readonly<Record<OperandRule, string>> = {
  'not-a-whole-number': 'Each number must be a whole number written with digits only.',
  negative: 'The numbers must not be negative.',
  // The engine's MAX_OPERAND_DIGITS (a test holds them together).
  'too-many-digits': 'A number has too many digits (at most 15).',
  'subtrahend-exceeds-minuend': 'The number taken away is larger than the number it is taken from.',
  'divisor-zero': 'The divisor must not be zero.',
  'dividend-less-than-divisor': 'The dividend must be at least as large as the divisor.',
  'unknown-operator': 'The operator must be written +, -, * or /.',
};
