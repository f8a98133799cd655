/**
 * Curriculum: levels 0–19 per subject, their predicates, and seeded problem generation.
 * @see spec §9 Business constants and limits
 */
export {
  FREE_DIFFICULTIES,
  LEVEL_COUNT,
  MAX_PROBLEMS_PER_SET,
  PROBLEMS_PER_LEVEL,
  type FreeDifficulty,
} from './constants';
export { curriculumLevel, levelsFor } from './curriculum';
export { dailySeed, generateProblems } from './generate-problems';
export { assertCurriculumLevel, isCurriculumLevel } from './level-number';
export type { CurriculumLevel, DigitRange, LevelDifficulty } from './level-types';
export { createRng, type Rng } from './rng';
