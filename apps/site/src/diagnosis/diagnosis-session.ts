import { Store, type Answers, type RawProblem, type Subject } from '@mathcols/engine';
import {
  bugInfo,
  bugsWithStatus,
  createDiagnosisTracker,
  createProbeSearch,
  diagnose,
  slipHint,
  type DiagnosisTracker,
} from '@mathcols/engine/diagnosis';
import type { WorksheetCheck, WorksheetHint } from '@mathcols/react';
import { startSlicedTask, type SlicedTask } from './sliced-task';

/** Problems a probe search draws between two looks at the clock (see {@link startSlicedTask}). */
const PROBE_DRAWS_PER_STEP = 10;

/** A probe being shown: the engine's problem and a key that names this showing of it. */
export interface ServedProbe {
  /** A key no other problem of the session has (e.g. `'probe-3'`), for the worksheet's `key`. */
  readonly key: string;
  readonly problem: RawProblem;
}

/**
 * What a diagnosis session knows. Plain data, a new object after every change.
 * @see docs/diagnosis.md "In the product"
 */
export interface DiagnosisSessionState {
  /**
   * The hint for each problem shown whose first submission named a bug, by the page's key of
   * that problem: the first named bug's hint and columns (the first id of an ambiguous set:
   * its hints are about the same columns), with the key of the first red box in working order
   * when it stands in one of those columns (the worksheet rings it), until the problem's next
   * submission.
   */
  readonly hints: Readonly<Record<string, WorksheetHint>>;
  /**
   * The engine's slip hint of each problem's latest submission with red boxes, by key: the
   * step of its first red box in working order, or the slip its digit shows; worked out with
   * its numbers when that box was the first red one of the submission before too
   * (docs/diagnosis.md "Slip hints", "Worked hints"). Shown where `hints` has none.
   */
  readonly slips: Readonly<Record<string, WorksheetHint>>;
  /** The digits of each problem's first submission, by the page's key of the problem. */
  readonly firstAnswers: Readonly<Record<string, Answers>>;
  /**
   * A probe waiting to be served when the child moves on from the problem shown (its first
   * submission made a bug suspected, or named one again while it was suspected). The search
   * runs after the submission (see {@link DiagnosisSession.submit}), so this is `null` until
   * it is over.
   */
  readonly queuedProbe: ServedProbe | null;
  /** The probe shown now instead of the page's own problem, or `null`. */
  readonly probe: ServedProbe | null;
}

/** One submission of a problem, as {@link DiagnosisSession.submit} takes it. */
export interface DiagnosisSubmission {
  /** The page's key of the problem shown: new for every problem the child gets. */
  readonly key: string;
  readonly problem: RawProblem;
  /** The worksheet's `onSubmit` result (its `answers` and `attempts` are read). */
  readonly check: WorksheetCheck;
  /**
   * The level a probe is drawn from (0–19). Leave it out where no probe may be served (an
   * assignment's set is fixed). @defaultValue undefined — no probe
   */
  readonly level?: number;
}

const EMPTY: DiagnosisSessionState = Object.freeze({
  hints: Object.freeze({}),
  slips: Object.freeze({}),
  firstAnswers: Object.freeze({}),
  queuedProbe: null,
  probe: null,
});

/**
 * The diagnosis of one page's session (a free-practice subject tab, a practice run, an
 * assignment): a store around the engine's bug tracker. It diagnoses each problem's **first**
 * submission with the engine (`diagnose`), records it in the tracker — clean first solves too,
 * so suspicions clear and confirmed bugs retire — keeps the hint of the first named bug for
 * that problem, and, when the submission made a bug suspected (or named one again while it was
 * suspected) and the page gave a level, queues the engine's `probeProblem` as the next problem.
 * Retries are not new evidence: they only renew the slip hint, stronger when the same box
 * stays red. No arithmetic and no bug rules here: the engine decides, the session remembers.
 * @see issue 12, docs/diagnosis.md "In the product"
 */
export class DiagnosisSession extends Store<DiagnosisSessionState> {
  /** The subject of every problem of the session. */
  readonly subject: Subject;
  /** The engine's tracker of this session (suspected → confirmed → retired). */
  readonly tracker: DiagnosisTracker;
  /** Clock for the tracker's records (tests pass a fixed one). */
  readonly #now: () => Date;
  /** The probe search a submission asked for, while it runs. */
  #probeSearch: SlicedTask | null = null;

  constructor(subject: Subject, now: () => Date = () => new Date()) {
    super(EMPTY);
    this.subject = subject;
    this.tracker = createDiagnosisTracker();
    this.#now = now;
  }

  /**
   * A worksheet's submission: the first one of a problem (`check.attempts === 1`, once per
   * key) is diagnosed and recorded; later ones only renew the slip hint, which every
   * submission keeps (shown when the first named no bug, and after any retry), worked out
   * with its numbers when the same box is still the first red one. Call it from the worksheet's
   * `onSubmit`, so the hint arrives in the same render as the result. A probe it asks for is
   * searched after the result has shown, in slices of at most `SLICE_MS` (8 ms) each (the rest
   * at once if {@link DiagnosisSession.moveOn} comes first): the whole search takes up to a few
   * hundred ms on a slow tablet, and the child's typing never waits for it.
   * @throws {OperandError} when the problem makes no worksheet (the worksheet shows an alert
   *   for such problems and never submits).
   */
  submit = ({ key, problem, check, level }: DiagnosisSubmission): void => {
    const before = this.getState();
    const retry = check.attempts > 1;
    let slip = slipHint(problem, check.answers);
    // The same box red again after a try with its hint: the step written out with its numbers.
    if (slip && retry && before.slips[key]?.key === slip.key) {
      slip = slipHint(problem, check.answers, { worked: true });
    }
    const state = { ...before, slips: { ...before.slips } };
    if (slip) state.slips[key] = { text: slip.text, columns: slip.columns, key: slip.key };
    else delete state.slips[key];
    if (retry || key in state.firstAnswers) {
      // A named bug's hint was about the first submission; the red boxes left have their own.
      const hints = Object.entries(state.hints).filter(([problemKey]) => problemKey !== key);
      this.setState(retry ? { ...state, hints: Object.fromEntries(hints) } : state);
      return;
    }
    const diagnosis = diagnose(problem, check.answers);
    this.tracker.record({ problem, diagnosis, at: this.#now() });
    const [first] = diagnosis.bugs;
    // The bug's hint rings the first red box when it stands in one of the bug's columns.
    const boxKey = slip && first?.columns.includes(slip.columns.at(-1) ?? -1) ? slip.key : null;
    const hints = first
      ? {
          ...state.hints,
          [key]: {
            text: bugInfo(first.id).hint,
            columns: first.columns,
            ...(boxKey ? { key: boxKey } : {}),
          },
        }
      : state.hints;
    const suspects = bugsWithStatus(this.tracker.getState(), 'suspected');
    const raised = diagnosis.bugs.some((match) => suspects.includes(match.id));
    let queuedProbe = state.queuedProbe;
    if (raised && level !== undefined) {
      const count = this.tracker.getState().problems;
      const seed = `${problem.number_0}${problem.operator}${problem.number_1}#${count}`;
      this.#cancelProbeSearch();
      const search = createProbeSearch({ subject: this.subject, level, suspects, seed });
      this.#probeSearch = startSlicedTask(
        () => search.step(PROBE_DRAWS_PER_STEP),
        () => this.#queueProbe(`probe-${count}`, search.result),
      );
      queuedProbe = null;
    }
    this.setState({
      ...state,
      hints,
      firstAnswers: { ...state.firstAnswers, [key]: check.answers },
      queuedProbe,
    });
  };

  /** The end of a probe search: its probe (or none) becomes `queuedProbe`. */
  #queueProbe(key: string, problem: RawProblem | null): void {
    this.#probeSearch = null;
    this.setState({ ...this.getState(), queuedProbe: problem ? { key, problem } : null });
  }

  /** Forgets a probe search that is not over. */
  #cancelProbeSearch(): void {
    this.#probeSearch?.cancel();
    this.#probeSearch = null;
  }

  /**
   * The child leaves the problem shown ('Next Problem →'): a queued probe is served now (it
   * becomes `probe`), and a probe that was shown is done.
   * @returns `true` when the problem left was the page's own (advance your sequence), `false`
   *   when it was a probe (the page's next problem is still waiting: show it, do not skip it).
   */
  moveOn = (): boolean => {
    this.#probeSearch?.finish();
    const state = this.getState();
    this.setState({ ...state, probe: state.queuedProbe, queuedProbe: null });
    return state.probe === null;
  };

  /** Forgets a queued or shown probe (the child picked another level); the tracker stays. */
  dropProbe = (): void => {
    this.#cancelProbeSearch();
    const state = this.getState();
    if (state.probe || state.queuedProbe)
      this.setState({ ...state, probe: null, queuedProbe: null });
  };

  /** Starts over: an empty tracker, no hints, answers or probes (a new round of a set). */
  reset = (): void => {
    this.#cancelProbeSearch();
    this.tracker.reset();
    this.setState(EMPTY);
  };
}

/**
 * Creates the diagnosis session of one subject.
 * @param now the clock of the tracker's records. @defaultValue `() => new Date()`
 * @see {@link DiagnosisSession}
 */
export function createDiagnosisSession(subject: Subject, now?: () => Date): DiagnosisSession {
  return new DiagnosisSession(subject, now);
}

/** One diagnosis session per subject. */
export type SubjectDiagnoses = Readonly<Record<Subject, DiagnosisSession>>;

/**
 * Creates a diagnosis session for every subject (free practice: each subject tab keeps its
 * bug tracker and a waiting probe while another tab is shown).
 */
export function createSubjectDiagnoses(): SubjectDiagnoses {
  return {
    addition: createDiagnosisSession('addition'),
    subtraction: createDiagnosisSession('subtraction'),
    multiplication: createDiagnosisSession('multiplication'),
    division: createDiagnosisSession('division'),
  };
}
