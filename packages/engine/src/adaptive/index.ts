/** Adaptive levels after an assignment set. @see spec §4 "Assignment", §7 */
export {
  ADVANCE_MIN_PERCENT,
  DECREASE_BELOW_PERCENT,
  LEVEL_ACTIONS,
  adaptiveOptions,
  applyLevelAction,
  isLevelAction,
  type LevelAction,
  type SetResult,
} from './adaptive-options';
