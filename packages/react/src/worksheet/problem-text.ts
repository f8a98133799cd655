/**
 * The stable identity the worksheet keys its engine store by. (How a problem is named to a
 * child, "57 + 68", is the engine's `problemText`, re-exported by this package.)
 */
import type { RawProblem } from '@mathcols/engine';

export { problemText } from '@mathcols/engine';

/** A string that changes exactly when the problem does (operator and both operands). */
export function problemKey(problem: RawProblem): string {
  return `${problem.operator}|${problem.number_0}|${problem.number_1}`;
}
