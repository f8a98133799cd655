import type { Operator, RawProblem } from '@mathcols/engine';

/**
 * An operand as a caller may hand it to a worksheet wrapper: a digit string (any length the
 * engine allows) or a safe integer. It goes to the engine as text, unchanged.
 */
export type Operand = string | number | bigint;

/**
 * The raw problem `first operator second`, each operand as the wire text the engine parses
 * (`57` → "57", `"007"` stays "007").
 */
export const operandProblem = (
  operator: Operator,
  first: Operand,
  second: Operand,
): RawProblem => ({ number_0: String(first), number_1: String(second), operator });
