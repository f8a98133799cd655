/**
 * Lookup of curriculum levels by subject and level number.
 * @see spec §9 "Level 0-19"
 */
import { assertSubject } from '../subjects';
import type { Subject } from '../types';
import { ADDITION_LEVELS } from './addition-levels';
import { DIVISION_LEVELS } from './division-levels';
import type { CurriculumLevel } from './level-types';
import { assertCurriculumLevel } from './level-number';
import { MULTIPLICATION_LEVELS } from './multiplication-levels';
import { SUBTRACTION_LEVELS } from './subtraction-levels';

const LEVELS_BY_SUBJECT: Readonly<Record<Subject, readonly CurriculumLevel[]>> = {
  addition: ADDITION_LEVELS,
  subtraction: SUBTRACTION_LEVELS,
  multiplication: MULTIPLICATION_LEVELS,
  division: DIVISION_LEVELS,
};

/**
 * All levels of a subject, index = level number (0 … 19), easiest first; the array is frozen.
 * @throws {RangeError} when `subject` is not one of the four subjects.
 * @see spec §9 "Level 0-19"
 */
export function levelsFor(subject: Subject): readonly CurriculumLevel[] {
  assertSubject(subject);
  return LEVELS_BY_SUBJECT[subject];
}

/**
 * One level of a subject, with its title, description, example, generator and predicate.
 * @example curriculumLevel('subtraction', 12).example // { number_0: '3002', number_1: '1567', operator: '-' }
 * @throws {RangeError} when `subject` is unknown or `level` is not an integer in 0 … 19.
 * @see spec §9 "Level 0-19"
 */
export function curriculumLevel(subject: Subject, level: number): CurriculumLevel {
  const levels = levelsFor(subject);
  assertCurriculumLevel(level);
  // Every subject has LEVEL_COUNT levels (buildLevels checks).
  return levels[level] as CurriculumLevel;
}
