import { API_ERROR_MESSAGES, ApiError, type ProblemWork } from '@mathcols/api-client';
import type { AssignmentRunner, LevelAction } from '@mathcols/engine';
import { useCallback, useRef, useState } from 'react';
import { useApiClient } from '../api/api-client-context';

/**
 * Where the level change chosen on the options screen stands; `set` when the parent changed the
 * level while the child worked the set (the server then stands by it and offers no choice).
 */
export type LevelChangeState =
  | { status: 'idle' }
  | { status: 'saving'; action: LevelAction }
  | { status: 'done'; action: LevelAction; level: number }
  | { status: 'failed'; action: LevelAction; message: string }
  | { status: 'set'; level: number };

/** The level the next set is at after `change` (chosen or set by the parent), or `null`. */
export function nextLevel(change: LevelChangeState): number | null {
  return change.status === 'done' || change.status === 'set' ? change.level : null;
}

/** What {@link useAssignmentSave} returns. */
export interface AssignmentSave {
  /** 'Finish': scores the set (engine) and sends it (`completeAssignment`). */
  finish: () => void;
  /** Sends the set again after a failed save. */
  retrySave: () => void;
  /** Takes a level option (engine `choose`, then `updateLevel`). */
  choose: (action: LevelAction) => void;
  /** Sends the chosen level option again after a failure. */
  retryLevel: () => void;
  /** Forgets refusals and level changes ('Try Again'); replies still under way are ignored. */
  reset: () => void;
  /**
   * The server refused to record the set and said why (e.g. "You already completed today's
   * work!"), or `null`. Trying again would not help, so no retry is offered.
   */
  refusal: string | null;
  /** The level change chosen on the options screen. */
  levelChange: LevelChangeState;
}

const noWork = () => undefined;

const refusedByServer = (error: unknown): boolean =>
  error instanceof ApiError && (error.code === 'business' || error.code === 'unauthorized');

const messageOf = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * The server side of an assignment session: 'Finish' → `runner.finish()` and
 * `completeAssignment(subject, errors, work())` → `runner.receiveOptions(options)` (the options screen
 * or the results); a refusal with a reason → `refusal`; a network failure →
 * `runner.saveFailed(message)` and a retry. Choosing an option → `runner.choose(action)` and
 * `updateLevel(subject, action)`, whose result (the new level) is in `levelChange`.
 * @param work read at each save: the set's work with each question's first submission, for the
 *   server's diagnosis (issue 12), or `undefined` to send none. @defaultValue none sent
 * @see spec §2 "Assignment runner", §4 "Assignment", §6 (free students cannot redo a subject),
 *   §7 `student.mathcomplete`, `student.levelupdate`
 */
export function useAssignmentSave(
  runner: AssignmentRunner,
  work: () => readonly ProblemWork[] | undefined = noWork,
): AssignmentSave {
  const api = useApiClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [levelChange, setLevelChange] = useState<LevelChangeState>({ status: 'idle' });
  const generation = useRef(0);

  const save = useCallback(() => {
    const { subject, errors, phase } = runner.getState();
    if (phase !== 'saving' || errors === null) return;
    const current = generation.current;
    api.completeAssignment(subject, errors, work()).then(
      (completion) => {
        // Another level than the set's: the parent changed it meanwhile (spec §4).
        if (current === generation.current && completion.level !== runner.getState().level) {
          setLevelChange({ status: 'set', level: completion.level });
        }
        runner.receiveOptions(completion.options);
      },
      (error: unknown) => {
        if (current !== generation.current) return;
        const message = messageOf(error, API_ERROR_MESSAGES.saveResultFailed);
        if (refusedByServer(error)) setRefusal(message);
        runner.saveFailed(message);
      },
    );
  }, [api, runner, work]);

  const changeLevel = useCallback(
    (action: LevelAction) => {
      const { subject } = runner.getState();
      const current = generation.current;
      setLevelChange({ status: 'saving', action });
      api.updateLevel(subject, action).then(
        ({ level }) => {
          if (current === generation.current) setLevelChange({ status: 'done', action, level });
        },
        (error: unknown) => {
          if (current !== generation.current) return;
          const message = messageOf(error, API_ERROR_MESSAGES.updateLevelFailed);
          setLevelChange({ status: 'failed', action, message });
        },
      );
    },
    [api, runner],
  );

  return {
    finish: () => {
      runner.finish();
      save();
    },
    retrySave: () => {
      runner.retrySave();
      save();
    },
    choose: (action) => {
      runner.choose(action);
      changeLevel(action);
    },
    retryLevel: () => {
      if (levelChange.status === 'failed') changeLevel(levelChange.action);
    },
    reset: () => {
      generation.current += 1;
      setRefusal(null);
      setLevelChange({ status: 'idle' });
    },
    refusal,
    levelChange,
  };
}
