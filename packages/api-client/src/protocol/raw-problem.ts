/**
 * The raw problem: two integer operands as digit strings and an operator, exactly as it travels.
 * @see spec §3 "Raw problem", "Assignment"
 */
import * as z from 'zod/mini';
import { MAX_OPERAND_DIGITS, type RawProblem } from '@mathcols/engine';
import { WIRE_OPERATORS } from './common';

/**
 * Longest operand the protocol accepts, in digits: the engine's own limit (15, far beyond any
 * curriculum level), re-exported so the wire never carries a problem the worksheet refuses.
 * @see spec §3 "Raw problem"
 */
export { MAX_OPERAND_DIGITS };

/**
 * A non-negative integer written as decimal digits, most significant first (e.g. `"408"`), at
 * most {@link MAX_OPERAND_DIGITS} characters.
 */
export const digitStringSchema = z
  .string()
  .check(z.regex(/^\d+$/, 'expected a string of decimal digits'), z.maxLength(MAX_OPERAND_DIGITS));

/**
 * `{ number_0, number_1, operator, question? }`. `number_0` is the first operand (addend,
 * minuend, multiplicand, dividend), `number_1` the second; `operator` is one of `+ - * /`.
 * Structural only: whether the pair suits the operator (minuend ≥ subtrahend, divisor ≠ 0, …)
 * is the engine's call.
 * @see spec §3 "Raw problem", §5 Validation rules
 */
export const rawProblemSchema = z.object({
  number_0: digitStringSchema,
  number_1: digitStringSchema,
  operator: z.enum(WIRE_OPERATORS),
  question: z.optional(z.string()),
}) satisfies z.ZodMiniType<RawProblem>;

/** A raw problem as the schema outputs it (the engine's `RawProblem`). */
export type WireRawProblem = z.infer<typeof rawProblemSchema>;
