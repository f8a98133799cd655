import { trySolveProblem, type RawProblem } from '@mathcols/engine';
import { correctAnswerText } from '@mathcols/engine/diagnosis';

/**
 * The correct answer of a problem, read the way the child's answer of a trouble spot's example
 * is read (the engine's `correctAnswerText`): `'43'`, `'1035'`, `'9 r 2'`.
 * @returns null when the problem makes no worksheet (never for a diagnosed example)
 * @see issue 12 (the report card's example "with the correct answer beside it")
 */
export function correctAnswer(problem: RawProblem): string | null {
  const solved = trySolveProblem(problem);
  return solved.ok ? correctAnswerText(solved.problem) : null;
}
