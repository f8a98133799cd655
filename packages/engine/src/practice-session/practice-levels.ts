/**
 * The levels a student may pick on the practice page.
 * @see spec §9 "Practice levels: 1 up to current level +1 per subject"
 */
import { LEVEL_COUNT } from '../curriculum/constants';
import { assertCurriculumLevel } from '../curriculum/level-number';

/**
 * The practice levels of a subject for a student at `currentLevel`, ascending: from 1 up to
 * `currentLevel + 1`, never above 19. A student at level 0 gets `[0, 1]` (their own level stays
 * pickable), so the list is `min(1, current) … min(current + 1, 19)`.
 * @param currentLevel - the student's level in the subject, an integer 0 … 19.
 * @returns a new array, e.g. `practiceLevels(3)` → `[1, 2, 3, 4]`, `practiceLevels(19)` →
 *   `[1, …, 19]`.
 * @throws {RangeError} when `currentLevel` is not an integer in 0 … 19.
 * @see spec §9 "Practice levels: 1 up to current level +1", §2 "Practice Problems"
 */
export function practiceLevels(currentLevel: number): number[] {
  assertCurriculumLevel(currentLevel);
  const first = Math.min(1, currentLevel);
  const last = Math.min(currentLevel + 1, LEVEL_COUNT - 1);
  return Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
}
