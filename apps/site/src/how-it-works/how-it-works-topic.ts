import { levelsFor, type Subject } from '@mathcols/engine';

/**
 * What a 'How it works' panel explains: an operation, or multiplication by a one-digit
 * multiplier ('multiplication-one-row': one product row with its carries, no partial rows to
 * add), which the first multiplication levels practise.
 */
export type HowItWorksTopic = Subject | 'multiplication-one-row';

/**
 * The topic for `level` (0–19) of `subject`: 'multiplication-one-row' for a multiplication
 * level whose multipliers all have one digit (Facts up to 9 × 9, 47 × 6, …; docs/curriculum.md
 * "Operand digits"), else the subject. Without a level (or past the last), the subject.
 */
export function howItWorksTopic(subject: Subject, level?: number): HowItWorksTopic {
  const multiplierDigits = level === undefined ? undefined : levelsFor(subject)[level]?.digits[1];
  return subject === 'multiplication' && multiplierDigits?.max === 1
    ? 'multiplication-one-row'
    : subject;
}
