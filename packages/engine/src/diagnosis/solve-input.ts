/**
 * Internal: the problem a diagnosis function works on, from a wire problem or a solved one.
 */
import { solveProblem } from '../operations';
import type { Problem, RawProblem } from '../types';

/**
 * A problem or a raw (wire) problem, as the diagnosis functions accept it.
 * @see spec §3 "Raw problem", "Problems"
 */
export type ProblemInput = RawProblem | Problem;

/**
 * The solved problem of `input`: solved here when it is a raw problem (`number_0`, …),
 * returned as is otherwise.
 * @throws {OperandError} as `solveProblem` does for a raw problem that makes no worksheet.
 */
export function solvedProblem(input: ProblemInput): Problem {
  return 'number_0' in input ? solveProblem(input) : input;
}
