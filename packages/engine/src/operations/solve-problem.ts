import { OperandError } from '../errors';
import type { Problem, RawProblem, WorksheetLayout } from '../types';
import { operationFor } from './registry';

/**
 * Turns a wire problem into a solved problem: checks the operator, then the operation's solver
 * parses both operands (`number_0` = addend / minuend / multiplicand / dividend, `number_1` the
 * other) and solves.
 * @throws {OperandError} `unknown-operator`; a `parseOperand` rule (`not-a-whole-number`,
 *   `negative`, `too-many-digits`) for either operand; or the operation's own rule
 *   (`subtrahend-exceeds-minuend`, `divisor-zero`, `dividend-less-than-divisor`).
 * @see spec §3 "Raw problem", §5 Validation rules
 */
export function solveProblem(raw: RawProblem): Problem {
  return operationFor(raw.operator).solve(raw.number_0, raw.number_1);
}

/**
 * Result of `trySolveProblem`: the problem, or the rule it broke.
 * @see spec §3 "Raw problem", "Problems"
 */
export type SolveResult = { ok: true; problem: Problem } | { ok: false; error: OperandError };

/**
 * `solveProblem` without throwing, for filtering problem lists (the spec drops bad ones).
 * Errors other than `OperandError` (bugs) are re-thrown.
 * @see spec §3 "Raw problem", "Problems"
 */
export function trySolveProblem(raw: RawProblem): SolveResult {
  try {
    return { ok: true, problem: solveProblem(raw) };
  } catch (error) {
    if (error instanceof OperandError) return { ok: false, error };
    throw error;
  }
}

const layouts = /* @__PURE__ */ new WeakMap<Problem, WorksheetLayout>();

/**
 * The digit-box layout of a solved problem, built by its operation and memoised per problem
 * object (the same object gives the same layout object; treat both as immutable).
 * @throws {OperandError} `unknown-operator` when the problem's operator has no operation.
 * @see spec §3 "Raw problem", "Problems"
 */
export function layoutProblem(problem: Problem): WorksheetLayout {
  let layout = layouts.get(problem);
  if (!layout) {
    layout = operationFor(problem.operator).layout(problem);
    layouts.set(problem, layout);
  }
  return layout;
}
