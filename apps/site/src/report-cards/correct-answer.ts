import { layoutProblem, trySolveProblem, type Digit, type RawProblem } from '@mathcols/engine';
import { answerText } from '@mathcols/engine/diagnosis';

/**
 * The correct answer of a problem, read the way the child's answer of a trouble spot's example
 * is read (the engine's `answerText` of a worksheet with every checked box at its expected
 * digit): `'43'`, `'1035'`, `'9 r 2'`.
 * @returns null when the problem makes no worksheet (never for a diagnosed example)
 * @see issue 12 (the report card's example "with the correct answer beside it")
 */
export function correctAnswer(problem: RawProblem): string | null {
  const solved = trySolveProblem(problem);
  if (!solved.ok) return null;
  const answers: Record<string, Digit> = {};
  for (const box of layoutProblem(solved.problem).boxes) {
    if (box.checked && box.expected !== null) answers[box.key] = box.expected;
  }
  return answerText(solved.problem, answers);
}
