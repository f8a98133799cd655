/**
 * Level numbers: the checks on `0 … 19` that the level game, the assignment runner, grading and
 * the site need without the level tables (a module of its own, so a bundle that only checks a
 * level number does not carry the curriculum).
 * @see spec §9 "Level 0-19"
 */
import { assertWholeNumber } from '../errors';
import { LEVEL_COUNT } from './constants';

/**
 * Whether `level` is a level number: an integer in 0 … {@link LEVEL_COUNT} − 1. Never throws.
 * @see spec §9 "Level 0-19"
 */
export function isCurriculumLevel(level: number): boolean {
  return Number.isInteger(level) && level >= 0 && level < LEVEL_COUNT;
}

/**
 * Refuses a level number outside 0 … {@link LEVEL_COUNT} − 1 (see {@link isCurriculumLevel}).
 * @throws {RangeError} 'Level must be a whole number from 0 to 19, got …'
 * @see spec §9 "Level 0-19"
 */
export function assertCurriculumLevel(level: number): void {
  assertWholeNumber('Level', level, 0, LEVEL_COUNT - 1);
}
