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
 * @see spec §4 "Practice session"
 */
export function usePracticeSession(): PracticeSessionHandle {
  const [session] = useState(createPracticeSession);
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  return { session, state };
}
