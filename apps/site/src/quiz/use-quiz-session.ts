import type { QuizSession, QuizSessionState, QuizSettings } from '@mathcols/engine';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { keepQuizProgress, resumeQuiz } from './quiz-progress';

/** What {@link useQuizSession} returns: the engine's controller, its state and the answers. */
export interface QuizSessionHandle {
  /** The engine's quiz controller (`nextProblem`, `restart`; answer with `submitAnswer`). */
  readonly quiz: QuizSession;
  /** The quiz snapshot: question, counters, phase, band title and choices. */
  readonly state: QuizSessionState;
  /** Per answered question of this quiz, in order: whether the answer was right. */
  readonly marks: readonly boolean[];
  /** Submits the child's answer (as `quiz.submitAnswer`) and records it for `marks`. */
  readonly submitAnswer: (text: string) => void;
}

/** The answers given in the quiz of `seed`, as the engine normalized them. */
interface Given {
  readonly seed: string;
  readonly answers: readonly string[];
}

const NO_ANSWERS: readonly string[] = [];

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
 * Creates one engine quiz session for the calling component and re-renders it on every change.
 * Grading, counters and bands live in the engine. The quiz is kept in this tab while the child
 * works (`quiz-progress.ts`): mounted again with the same operation and level — a reload, Back
 * then Forward — it goes on with the same questions, answers and marks; a kept quiz wins over
 * `seed`. Once the results show, it is forgotten.
 * @param settings - operation and level, e.g. from `parseQuizSettings`.
 * @param seed - the seed of a new quiz. @defaultValue a new random seed ({@link newQuizSeed})
 * @see spec §2 "Simple quiz page", §4 "Quiz"
 */
export function useQuizSession(settings: QuizSettings, seed?: string): QuizSessionHandle {
  const [start] = useState(() => resumeQuiz(settings, seed ?? newQuizSeed()));
  const { quiz } = start;
  const state = useSyncExternalStore(quiz.subscribe, quiz.getState, quiz.getState);
  const [given, setGiven] = useState<Given>(() => ({
    seed: quiz.getState().seed,
    answers: start.given,
  }));
  // Answers of an earlier quiz (before a restart) are not this quiz's.
  const answers = given.seed === state.seed ? given.answers : NO_ANSWERS;

  useEffect(() => keepQuizProgress(state, answers), [state, answers]);

  const submitAnswer = useCallback(
    (text: string) => {
      quiz.submitAnswer(text);
      const after = quiz.getState();
      if (after.phase !== 'answered' || after.lastResult === null) return;
      const answer = after.lastResult.given;
      setGiven((before) => {
        const kept = before.seed === after.seed ? before.answers.slice(0, after.index) : [];
        return { seed: after.seed, answers: [...kept, answer] };
      });
    },
    [quiz],
  );

  const marks = answers.map((answer, at) => answer === state.questions[at]?.answer);
  return { quiz, state, marks, submitAnswer };
}
