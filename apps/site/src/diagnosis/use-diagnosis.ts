import type { Answers, Subject } from '@mathcols/engine';
import type { WorksheetHint } from '@mathcols/react';
import { useState, useSyncExternalStore } from 'react';
import {
  createDiagnosisSession,
  type DiagnosisSession,
  type DiagnosisSubmission,
  type ServedProbe,
} from './diagnosis-session';

/** What {@link useDiagnosis} returns. */
export interface Diagnosis {
  /** The session (a store): kept by the caller when it must outlive the component. */
  readonly session: DiagnosisSession;
  /**
   * Call from the worksheet's `onSubmit`: diagnoses and records the first submission of each
   * problem (once per key), keeps its hint, and queues a probe when it raised a suspicion and
   * `level` is given. Retries only renew the slip hint.
   */
  readonly submit: (submission: DiagnosisSubmission) => void;
  /**
   * The hint for the worksheet of problem `key` — pass it as the worksheet's `hint` on every
   * render; the worksheet shows it only beside red boxes. The first named bug's hint, else (and
   * after a retry) the slip hint of the latest wrong submission, worked out with its numbers
   * when the same box stays the first red one; `null` before a wrong submission.
   */
  readonly hintFor: (key: string) => WorksheetHint | null;
  /** The first submission's digits of problem `key` (`undefined` before it). */
  readonly firstAnswers: (key: string) => Answers | undefined;
  /** The probe to show now instead of the page's own problem, or `null`. */
  readonly probe: ServedProbe | null;
  /**
   * 'Next Problem →': serves a queued probe or ends the probe shown.
   * @returns `true` when the page should advance its own sequence (the problem left was its
   *   own), `false` after a probe (the page's next problem is still waiting).
   */
  readonly moveOn: () => boolean;
  /** Forgets any probe (another level was picked). */
  readonly dropProbe: () => void;
  /** Starts the session over (a new round of the same set). */
  readonly reset: () => void;
}

/**
 * The site's one hook for issue 12's diagnosis: holds a {@link DiagnosisSession} — the engine's
 * bug tracker with the hints, first answers and probes of the page's session — and re-renders
 * on every change. Pass `session` to keep one across unmounts (a free-practice subject tab);
 * otherwise the hook makes its own for `subject`, once.
 *
 * @example
 * const diagnosis = useDiagnosis({ subject: 'subtraction' });
 * <Worksheet
 *   key={key}
 *   problem={diagnosis.probe?.problem ?? problem}
 *   hint={diagnosis.hintFor(key)}
 *   onSubmit={(check) => diagnosis.submit({ key, problem, check, level })}
 * />
 * @see issue 12, docs/diagnosis.md "In the product"
 */
export function useDiagnosis(options: { subject: Subject; session?: DiagnosisSession }): Diagnosis {
  const [own] = useState(() => options.session ?? createDiagnosisSession(options.subject));
  const session = options.session ?? own;
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  return {
    session,
    submit: session.submit,
    hintFor: (key) => state.hints[key] ?? state.slips[key] ?? null,
    firstAnswers: (key) => state.firstAnswers[key],
    probe: state.probe,
    moveOn: session.moveOn,
    dropProbe: session.dropProbe,
    reset: session.reset,
  };
}
