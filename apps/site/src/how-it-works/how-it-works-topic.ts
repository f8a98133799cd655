import { layoutProblem, solveProblem, type RawProblem, type Subject } from '@mathcols/engine';

/**
 * What a 'How it works' panel explains: an operation, or one of the two ways a multiplication
 * is laid out on a single product row (spec §5: partial-product rows only when the multiplier
 * has two or more non-zero digits):
 * - 'multiplication-one-row': a one-digit multiplier (47 × 6): the row and its carries;
 * - 'multiplication-tens': a multiplier of one digit and zeros (34 × 20, 91 × 100): its zeros
 *   go at the end of the answer first.
 */
export type HowItWorksTopic = Subject | 'multiplication-one-row' | 'multiplication-tens';

/**
 * The topic for the problem on screen, read from the worksheet's own layout (the engine's
 * `layoutProblem`): for a multiplication without partial-product rows, 'multiplication-tens'
 * when the multiplier ends in 0, else 'multiplication-one-row'; else the subject. Without a
 * problem (still loading), or for operands the engine refuses, the subject.
 */
export function howItWorksTopic(subject: Subject, problem?: RawProblem | null): HowItWorksTopic {
  if (subject !== 'multiplication' || !problem) return subject;
  let rows;
  try {
    rows = layoutProblem(solveProblem(problem)).rows;
  } catch {
    return subject; // The worksheet shows the engine's message instead.
  }
  if (rows.some((row) => row.kind === 'partial')) return subject;
  return problem.number_1.endsWith('0') ? 'multiplication-tens' : 'multiplication-one-row';
}
