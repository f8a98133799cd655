/**
 * @mathcols/engine/diagnosis — procedural-bug diagnosis for column arithmetic: a catalogue of
 * the systematic bugs children show (forgot to carry, smaller-from-larger, …), a simulator of
 * each bug on our worksheets, a diagnoser that names the bugs explaining a worksheet's wrong
 * boxes, a session tracker (suspected → confirmed → retired), probes that tell suspects
 * apart, and sets of problems to practise against one bug. A separate entry point, so apps that only solve worksheets do not load the catalogue.
 *
 * Pure functions of their inputs: no clock, no randomness (times and seeds are arguments).
 * @see issue 12 "Teach, not only check", docs/diagnosis.md
 */
export {
  BUG_IDS,
  MOSTLY_SCORE,
  type Bug,
  type BugExample,
  type BugFit,
  type BugId,
  type BugMatch,
  type Diagnosis,
} from './types';
export { BUGS, bugInfo, bugsFor, isBugId } from './catalogue';
export type { ProblemInput } from './solve-input';
export { simulateBug } from './simulate';
export { answerText, correctAnswerText } from './answer-text';
export { diagnose } from './diagnose';
export {
  PROBE_ATTEMPTS,
  createProbeSearch,
  probeProblem,
  type ProbeRequest,
  type ProbeSearch,
} from './probe';
export {
  CONFIRM_AFTER_PROBLEMS,
  DiagnosisTracker,
  EMPTY_DIAGNOSIS_TRACKER,
  RETIRE_AFTER_CLEAN_SOLVES,
  bugsWithStatus,
  createDiagnosisTracker,
  trackDiagnosis,
  type BugStatus,
  type DiagnosisRecord,
  type DiagnosisTrackerState,
  type TrackedBug,
} from './tracker';
export { bugPractice, type BugPractice, type BugPracticeRequest } from './bug-practice';
export { SLIP_HINTS, type SlipSituation } from './slip-texts';
export { slipHint, type SlipHint, type SlipHintOptions } from './slip-hint';
