/**
 * Assignment runner: the session of one assignment (navigation, first-try scoring, save,
 * level choice, results) and the band of its result message.
 * @see spec §2 "Assignment runner", §4 "Assignment", §5
 */
export {
  AssignmentRunner,
  createAssignmentRunner,
  type AssignmentPhase,
  type AssignmentRunnerOptions,
  type AssignmentRunnerState,
} from './assignment-runner';
export { RESULT_BAND_MIN, resultBand, type ResultBand } from './result-band';
