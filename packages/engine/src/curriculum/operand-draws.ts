/**
 * Internal helpers for drawing level operands and testing them (most significant digit
 * first, no sign, no leading zeros; the general helpers live in `../digits`). Arithmetic is
 * digit-by-digit or `bigint`, never floating point.
 */
import type { Rng } from './rng';

/** Whether the digit string contains a 0 anywhere but its leading position. */
export function hasInnerZero(text: string): boolean {
  return text.slice(1).includes('0');
}

/** Whether the whole number `text` lies in `[min, max]` (compared as `bigint`). */
export function valueBetween(text: string, min: number, max: number): boolean {
  const value = BigInt(text);
  return value >= BigInt(min) && value <= BigInt(max);
}

/** A random whole number with exactly `digits` digits (leading digit 1–9, others 0–9). */
export function randomOperand(rng: Rng, digits: number): string {
  let text = String(rng.int(1, 9));
  for (let index = 1; index < digits; index += 1) text += String(rng.int(0, 9));
  return text;
}

/** A random whole number with exactly `digits` digits, none of them 0. */
export function zeroFreeOperand(rng: Rng, digits: number): string {
  let text = '';
  for (let index = 0; index < digits; index += 1) text += String(rng.int(1, 9));
  return text;
}

/** A random integer in `[min, max]` (a small range) as a digit string. */
export function randomBetween(rng: Rng, min: number, max: number): string {
  return String(rng.int(min, max));
}

/**
 * Replaces `length` digits of `text` with zeros, starting `fromColumn` places from the right
 * (0 = ones column).
 */
export function withZeros(text: string, fromColumn: number, length: number): string {
  const end = text.length - fromColumn;
  const start = end - length;
  return text.slice(0, start) + '0'.repeat(length) + text.slice(end);
}
