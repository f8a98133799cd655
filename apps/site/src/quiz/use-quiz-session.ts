import {
  createQuizSession,
  type QuizSession,
  type QuizSessionState,
  type QuizSettings,
} from '@mathcols/engine';
import { useState, useSyncExternalStore } from 'react';

/** What {@link useQuizSession} returns: the engine's controller and its current state. */
export interface QuizSessionHandle {
  /** The engine's quiz controller (`submitAnswer`, `nextProblem`, `restart`). */
  readonly quiz: QuizSession;
  /** The quiz snapshot: question, counters, phase, band title and choices. */
  readonly state: QuizSessionState;
}

/**
 * A seed for a new quiz: random per visit (`crypto.randomUUID()` where the browser has it).
 * The engine reads no randomness, so the page makes the seed.
 */
export function newQuizSeed(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Creates one engine quiz session for the calling component (from `settings` and a seed made
 * once) and re-renders it on every change. Grading, counters and bands live in the engine.
 * @param settings - operation and level, e.g. from `parseQuizSettings`.
 * @param seed - the quiz seed. @defaultValue a new random seed ({@link newQuizSeed})
 * @see spec §2 "Simple quiz page", §4 "Quiz"
 */
export function useQuizSession(settings: QuizSettings, seed?: string): QuizSessionHandle {
  const [quiz] = useState(() => createQuizSession({ ...settings, seed: seed ?? newQuizSeed() }));
  const state = useSyncExternalStore(quiz.subscribe, quiz.getState, quiz.getState);
  return { quiz, state };
}
