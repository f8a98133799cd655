/**
 * fast-check arbitraries of valid operand pairs for the property tests: operands of 1 to `max`
 * digits (each length equally likely), as `bigint`, respecting each operation's rules
 * (minuend ≥ subtrahend, divisor ≥ 1, dividend ≥ divisor).
 */
import fc from 'fast-check';
import type { Operator } from '../types';

/** Operands of 1–`max` digits, each length equally likely. */
export const operand = (max: number) =>
  fc.integer({ min: 1, max }).chain((length) =>
    fc.bigInt({
      min: length === 1 ? 0n : 10n ** BigInt(length - 1),
      max: 10n ** BigInt(length) - 1n,
    }),
  );

/** Most digits per operand: of addends and subtraction operands, factors, dividend, divisor. */
export interface PairDigits {
  sum: number;
  product: number;
  dividend: number;
  divisor: number;
}

/** Valid operand pairs per operator within the given digit counts. */
export function operandPairs({
  sum,
  product,
  dividend,
  divisor,
}: PairDigits): Record<Operator, fc.Arbitrary<readonly [bigint, bigint]>> {
  return {
    '+': fc.tuple(operand(sum), operand(sum)),
    '-': fc
      .tuple(operand(sum), operand(sum))
      .map(([x, y]): readonly [bigint, bigint] => (x >= y ? [x, y] : [y, x])),
    '*': fc.tuple(operand(product), operand(product)),
    '/': fc.tuple(operand(dividend), operand(divisor)).map(([x, y]) => {
      const d = y === 0n ? 1n : y;
      return [x >= d ? x : d + x, d] as const;
    }),
  };
}
