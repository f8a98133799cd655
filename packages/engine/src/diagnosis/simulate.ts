/**
 * The simulator: what a child with a catalogued bug writes on a worksheet.
 * @see issue 12 "A simulator", docs/diagnosis.md "How buggy work lands in our boxes"
 */
import { checkLayout } from '../checking';
import { layoutProblem } from '../operations';
import type { Answers, Problem, WorksheetLayout } from '../types';
import { BUG_MODULES, definitionOf } from './catalogue';
import { solvedProblem, type ProblemInput } from './solve-input';
import type { BugDefinition, BugId, SimulatedWork } from './types';

/**
 * Internal: a bug's work on a problem, or `null` when the problem cannot show it — the bug is of
 * another operation, leaves no mark, cannot be written in the boxes, or gives a fully right
 * worksheet (no checked box wrong).
 */
export function simulateWork(
  definition: BugDefinition,
  problem: Problem,
  layout: WorksheetLayout = layoutProblem(problem),
): SimulatedWork | null {
  if (BUG_MODULES[problem.operator].subject !== definition.subject) return null;
  const work = definition.simulate(problem, layout);
  if (!work || checkLayout(layout, work.answers).wrongCount === 0) return null;
  return work;
}

/**
 * The answers a child with bug `id` writes on `problem`: box key → digit for the problem's real
 * layout (`layoutProblem(solveProblem(raw))`) — answer rows, carry and borrow boxes, partial
 * rows and division steps, exactly as the child would type them (see docs/diagnosis.md for how
 * each bug's work lands in our boxes); a missing key is a box left blank.
 *
 * @param id a catalogued bug id.
 * @param problem a wire problem (`{ number_0, number_1, operator }`) or a solved problem.
 * @returns the answers, never a fully right worksheet; `null` when the problem cannot show the
 *   bug: the bug is of another subject, it would give the right answer, or our boxes cannot
 *   hold its work (e.g. whole-column-sum with two carrying columns).
 * @throws {RangeError} for an unknown bug id; `OperandError` as `solveProblem` for a raw
 *   problem that makes no worksheet.
 * @example simulateBug('smaller-from-larger', { number_0: '81', number_1: '38', operator: '-' })
 *   // { 'difference-0': 7, 'difference-1': 5 }
 * @see issue 12 "A simulator"
 */
export function simulateBug(id: BugId, problem: ProblemInput): Answers | null {
  const definition = definitionOf(id);
  return simulateWork(definition, solvedProblem(problem))?.answers ?? null;
}
