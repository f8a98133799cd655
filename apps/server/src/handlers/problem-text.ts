/**
 * The readable text every problem the server sends carries in `question`, made by the engine's
 * `problemText` (`'47 + 38'`, `'52 − 17'`, `'7 × 8'`, `'96 ÷ 4'`), so a client that shows
 * `question` and one that lays out `number_0`, `number_1` and `operator` show the same problem.
 * @see spec §3 "Raw problem" (number_0, number_1, optionally question); issue 13
 */
import { problemText, type RawProblem } from '@mathcols/engine';

/** A raw problem as sent: with its `question` text. */
export type ServedProblem = RawProblem & { question: string };

/**
 * The problem with `question` set to the engine's `problemText` of it (first in the object, as
 * the original API wrote it); a `question` the problem already has is kept.
 */
export function withQuestion(problem: RawProblem): ServedProblem {
  return { question: problemText(problem), ...problem };
}

/** {@link withQuestion} of each problem, in order. */
export function withQuestions(problems: readonly RawProblem[]): ServedProblem[] {
  return problems.map(withQuestion);
}
