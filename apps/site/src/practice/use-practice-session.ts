import {
  createPracticeSession,
  type PracticeSession,
  type PracticeSessionState,
} from '@mathcols/engine';
import { useState, useSyncExternalStore } from 'react';

/** What {@link usePracticeSession} returns: the engine's controller and its current state. */
export interface PracticeSessionHandle {
  /** The engine's practice controller (`next({ allCorrect })`, `restart()`). */
  readonly session: PracticeSession;
  /** 'Problems Completed', 'Incorrect Answers' and whether 10 are completed. */
  readonly state: PracticeSessionState;
}

/**
 * Creates one engine practice session for the calling component and re-renders it whenever the
 * counters change. The counting rules live in the engine (`createPracticeSession`).
 * @param resume - counters of a run the tab kept (a reload): the session starts with them,
 *   replayed as that many Next presses; @defaultValue both 0
 * @see spec §4 "Practice session"
 */
export function usePracticeSession(resume?: {
  readonly completed: number;
  readonly incorrect: number;
}): PracticeSessionHandle {
  const [session] = useState(() => {
    const created = createPracticeSession();
    for (let at = 0; at < (resume?.completed ?? 0); at += 1) created.next({ allCorrect: true });
    for (let at = 0; at < (resume?.incorrect ?? 0); at += 1) created.next({ allCorrect: false });
    return created;
  });
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  return { session, state };
}
