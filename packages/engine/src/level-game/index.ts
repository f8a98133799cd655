/**
 * Level game: the free-practice session of one subject (problem lists by level, current
 * problem, level completion and score).
 * @see spec §3 "Game state per subject"
 */
export {
  createLevelGame,
  LevelGame,
  type LevelGameOptions,
  type LevelGameState,
} from './level-game';
