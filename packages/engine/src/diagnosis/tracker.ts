/**
 * The session tracker of procedural bugs: which bugs a child is suspected of, which are
 * confirmed, and which were overcome — the "trouble spots" of the parent's report card.
 *
 * A pure reducer ({@link trackDiagnosis}) and a small store around it
 * ({@link createDiagnosisTracker}); the state is plain JSON data, for the server to keep.
 * @see issue 12 "Over a session, a bug is suspected after one problem and confirmed when it
 *   explains wrong answers on at least two problems", docs/diagnosis.md "Tracking a child"
 */
import { Store } from '../store';
import type { RawProblem } from '../types';
import type { BugExample, BugId, Diagnosis } from './types';

/**
 * Where a bug stands for one child:
 * - `'suspected'`: it explained the wrong answers of one problem;
 * - `'confirmed'`: it explained wrong answers on {@link CONFIRM_AFTER_PROBLEMS} problems or more;
 * - `'retired'`: after it was confirmed, the child solved {@link RETIRE_AFTER_CLEAN_SOLVES}
 *   problems that could show it cleanly.
 * A suspected bug is cleared (dropped) instead when a problem that could show it is solved
 * cleanly or its wrong answers are explained by other bugs.
 * @see issue 12
 */
export type BugStatus = 'suspected' | 'confirmed' | 'retired';

/** Problems a bug must explain to be confirmed: 2. @see issue 12 */
export const CONFIRM_AFTER_PROBLEMS = 2;

/** Clean solves of problems that could show a confirmed bug that retire it: 3. @see issue 12 */
export const RETIRE_AFTER_CLEAN_SOLVES = 3;

/**
 * What the tracker knows of one bug. Plain JSON data.
 * @see issue 12, docs/diagnosis.md "Tracking a child"
 */
export interface TrackedBug {
  readonly id: BugId;
  readonly status: BugStatus;
  /**
   * Problems whose wrong answers the bug explained since it was last suspected anew (a
   * retired bug that shows again starts over at 1).
   */
  readonly problems: number;
  /** Clean solves of problems that could show it since it was last seen (counts while confirmed). */
  readonly cleanSolves: number;
  /** When it first explained a wrong answer: an ISO 8601 UTC timestamp from the `at` given. */
  readonly firstSeen: string;
  /** When it last explained a wrong answer (ISO 8601 UTC). */
  readonly lastSeen: string;
  /** The last problem it explained, with the child's answer as read by `answerText`. */
  readonly example: BugExample;
}

/**
 * The tracker's state: plain JSON data (`JSON.parse(JSON.stringify(state))` is an equal state).
 * @see docs/diagnosis.md "Tracking a child"
 */
export interface DiagnosisTrackerState {
  /** The bugs seen and not cleared, sorted by id. */
  readonly bugs: readonly TrackedBug[];
  /** Problems recorded. */
  readonly problems: number;
}

/**
 * One submitted problem, as {@link trackDiagnosis} records it.
 * @see docs/diagnosis.md "Tracking a child"
 */
export interface DiagnosisRecord {
  /** The problem, as it travels on the wire. */
  readonly problem: RawProblem;
  /** Its diagnosis (`diagnose(problem, answers)` on the first submission). */
  readonly diagnosis: Diagnosis;
  /** When it was submitted (passed in: the engine reads no clock). */
  readonly at: Date;
}

/**
 * The state of a tracker that has seen nothing (frozen).
 * @see docs/diagnosis.md "Tracking a child"
 */
export const EMPTY_DIAGNOSIS_TRACKER: DiagnosisTrackerState = /* @__PURE__ */ Object.freeze({
  bugs: Object.freeze([]),
  problems: 0,
});

const sameProblem = (a: RawProblem, b: RawProblem): boolean =>
  a.number_0 === b.number_0 && a.number_1 === b.number_1 && a.operator === b.operator;

/** ISO 8601 of a Date. @throws {RangeError} for an invalid Date. */
function timestamp(at: Date): string {
  if (!(at instanceof Date) || Number.isNaN(at.getTime())) {
    throw new RangeError('The time of a diagnosis record must be a valid Date');
  }
  return at.toISOString();
}

/** One tracked bug after a problem it explained. */
function seenAgain(bug: TrackedBug, example: BugExample, at: string): TrackedBug {
  const problems = bug.status === 'retired' ? 1 : bug.problems + 1;
  const status: BugStatus = problems >= CONFIRM_AFTER_PROBLEMS ? 'confirmed' : 'suspected';
  return { ...bug, status, problems, cleanSolves: 0, lastSeen: at, example };
}

/** One tracked bug after a problem that could show it and that it did not explain. */
function notSeen(bug: TrackedBug, clean: boolean, explainedOtherwise: boolean): TrackedBug | null {
  if (bug.status === 'suspected') return clean || explainedOtherwise ? null : bug;
  if (bug.status !== 'confirmed' || !clean) return bug;
  const cleanSolves = bug.cleanSolves + 1;
  return {
    ...bug,
    cleanSolves,
    status: cleanSolves >= RETIRE_AFTER_CLEAN_SOLVES ? 'retired' : 'confirmed',
  };
}

/**
 * Records one submitted problem (pure reducer): returns the next state, never changes `state`.
 *
 * - Every bug the diagnosis names (exact or mostly, all of an ambiguous set) is seen: new →
 *   suspected; seen on {@link CONFIRM_AFTER_PROBLEMS} problems → confirmed; a retired bug
 *   seen again is suspected anew. The same problem recorded twice in a row counts once.
 * - Every tracked bug the problem could show (`diagnosis.couldShow`) but the diagnosis does not
 *   name: a suspected one is cleared when the worksheet had no wrong box or other bugs
 *   explained it; a confirmed one counts a clean solve, and {@link RETIRE_AFTER_CLEAN_SOLVES}
 *   retire it.
 * - Wrong answers that no bug explains change nothing (a slip is not evidence).
 *
 * Record each problem once, with its first submission: a retry after the marks is not new
 * evidence.
 * @throws {RangeError} when `record.at` is not a valid Date.
 * @see issue 12
 */
export function trackDiagnosis(
  state: DiagnosisTrackerState,
  record: DiagnosisRecord,
): DiagnosisTrackerState {
  const at = timestamp(record.at);
  const { diagnosis, problem } = record;
  const example: BugExample = { problem: { ...problem }, answer: diagnosis.answer };
  const named = new Set(diagnosis.bugs.map((match) => match.id));
  const couldShow = new Set(diagnosis.couldShow);
  const clean = diagnosis.wrongCount === 0;
  const bugs: TrackedBug[] = [];
  for (const bug of state.bugs) {
    if (named.has(bug.id)) {
      named.delete(bug.id);
      bugs.push(sameProblem(bug.example.problem, problem) ? bug : seenAgain(bug, example, at));
    } else if (couldShow.has(bug.id)) {
      const next = notSeen(bug, clean, diagnosis.bugs.length > 0);
      if (next) bugs.push(next);
    } else {
      bugs.push(bug);
    }
  }
  for (const id of named) {
    bugs.push({
      id,
      status: 'suspected',
      problems: 1,
      cleanSolves: 0,
      firstSeen: at,
      lastSeen: at,
      example,
    });
  }
  bugs.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { bugs, problems: state.problems + 1 };
}

/**
 * The ids of the bugs with `status` (e.g. the suspects to hand to `probeProblem`), sorted.
 * @see issue 12
 */
export function bugsWithStatus(state: DiagnosisTrackerState, status: BugStatus): BugId[] {
  return state.bugs.filter((bug) => bug.status === status).map((bug) => bug.id);
}

/**
 * A session's bug tracker: a {@link Store} of {@link DiagnosisTrackerState} with one action per
 * verb. No clock: times come in with each record.
 * @see issue 12, docs/diagnosis.md "Tracking a child"
 */
export class DiagnosisTracker extends Store<DiagnosisTrackerState> {
  /** @see {@link createDiagnosisTracker} */
  constructor(initial: DiagnosisTrackerState = EMPTY_DIAGNOSIS_TRACKER) {
    super(initial);
  }

  /**
   * Records a submitted problem and its diagnosis (see {@link trackDiagnosis}).
   * @throws {RangeError} when `record.at` is not a valid Date.
   */
  record = (record: DiagnosisRecord): void => {
    this.setState(trackDiagnosis(this.getState(), record));
  };

  /** Forgets everything (a new child, or the parent resets the report). */
  reset = (): void => {
    this.setState(EMPTY_DIAGNOSIS_TRACKER);
  };
}

/**
 * Creates a tracker, empty or from a state kept earlier (e.g. the server's JSON).
 * @example
 * const tracker = createDiagnosisTracker();
 * tracker.record({ problem, diagnosis: diagnose(problem, answers), at: new Date() });
 * const suspects = bugsWithStatus(tracker.getState(), 'suspected');
 * @see issue 12, docs/diagnosis.md "Tracking a child"
 */
export function createDiagnosisTracker(initial?: DiagnosisTrackerState): DiagnosisTracker {
  return new DiagnosisTracker(initial);
}
