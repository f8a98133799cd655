import type { Answers, Digit } from '@mathcols/engine';
import { isRecord } from '../hooks/web-storage';

const isDigit = (value: unknown): value is Digit =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 9;

/**
 * Digits by box key as a page kept them in the tab (`{ 'sum-0': 3 }`), or `null` when `value`
 * is not such a record (every value a whole number 0–9).
 */
export function readKeptAnswers(value: unknown): Answers | null {
  if (!isRecord(value)) return null;
  return Object.values(value).every(isDigit) ? (value as Answers) : null;
}
