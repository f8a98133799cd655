/**
 * Practice session: the counters of a 10-problem practice run and the pickable levels.
 * @see spec §2 "Practice Problems", §4 "Practice session", §9
 */
export {
  PRACTICE_SESSION_LENGTH,
  PracticeSession,
  createPracticeSession,
  type PracticeNextInput,
  type PracticeSessionState,
} from './practice-session';
export { practiceLevels } from './practice-levels';
