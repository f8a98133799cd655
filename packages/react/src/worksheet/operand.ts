/**
 * An operand as a caller may hand it to a worksheet wrapper: a digit string (any length the
 * engine allows) or a safe integer. It goes to the engine as text, unchanged.
 */
export type Operand = string | number | bigint;

/** The operand as the wire text the engine parses (`57` → "57", `"007"` stays "007"). */
export const operandText = (operand: Operand): string => String(operand);
