/**
 * Internal: how well a simulated worksheet explains the child's, box by box.
 * @see docs/diagnosis.md "How the diagnoser decides"
 */
import { answerOf, markBox } from '../checking';
import type { Answers, Digit, WorksheetLayout } from '../types';
import { MOSTLY_SCORE, type BugFit } from './types';

/** The child's worksheet against a bug's, box keys in working order. */
export interface Comparison {
  /** Wrong boxes holding the bug's digit. */
  evidence: string[];
  /** Wrong boxes holding another digit than the bug's. */
  unexplained: string[];
  /**
   * Right boxes the bug would get wrong, and filled regroup boxes whose digit is not the bug's.
   */
  counterEvidence: string[];
}

/**
 * Whether two box contents say the same: equal digits, with a blank box read as 0 (a leading
 * 0 may be written or left out; a careful child's "nothing" in a regroup box is 0).
 */
export function sameDigit(a: Digit | undefined, b: Digit | undefined): boolean {
  return (a ?? 0) === (b ?? 0);
}

/**
 * Whether a layout's carry and borrow boxes tell what the child did at the end: not when the
 * boxes serve several rows (two or more rows clear them on entry — a long multiplication with
 * partial rows), because then they hold whatever the last row left.
 */
export function regroupBoxesCount(layout: WorksheetLayout): boolean {
  return layout.rows.filter((row) => row.clearsCarriesOnEntry === true).length < 2;
}

/**
 * Compares the child's answers with a bug's simulated answers on every box: checked boxes by
 * their marks, carry and borrow boxes only where the child filled them (and
 * {@link regroupBoxesCount} says they count).
 */
export function compareWork(
  layout: WorksheetLayout,
  answers: Answers,
  simulated: Answers,
): Comparison {
  const comparison: Comparison = { evidence: [], unexplained: [], counterEvidence: [] };
  const regroupCounts = regroupBoxesCount(layout);
  for (const box of layout.boxes) {
    const child = answerOf(answers, box.key);
    const bug = answerOf(simulated, box.key);
    if (!box.checked) {
      if (regroupCounts && child !== undefined && !sameDigit(child, bug)) {
        comparison.counterEvidence.push(box.key);
      }
      continue;
    }
    const childRight = markBox(box, child) === true;
    if (!childRight) {
      (sameDigit(child, bug) ? comparison.evidence : comparison.unexplained).push(box.key);
    } else if (markBox(box, bug) === false) {
      comparison.counterEvidence.push(box.key);
    }
  }
  return comparison;
}

/** evidence / (evidence + unexplained + counter-evidence); 0 without evidence. */
export function fitScore({ evidence, unexplained, counterEvidence }: Comparison): number {
  const total = evidence.length + unexplained.length + counterEvidence.length;
  return total === 0 ? 0 : evidence.length / total;
}

/**
 * The fit of a comparison: `'exact'` when every deviation is explained and nothing contradicts
 * the bug, `'mostly'` when at least two wrong boxes are explained and the score reaches
 * {@link MOSTLY_SCORE}, otherwise `null` (the bug does not explain the worksheet).
 */
export function fitOf(comparison: Comparison): BugFit | null {
  const { evidence, unexplained, counterEvidence } = comparison;
  if (evidence.length === 0) return null;
  if (unexplained.length === 0 && counterEvidence.length === 0) return 'exact';
  return evidence.length >= 2 && fitScore(comparison) >= MOSTLY_SCORE ? 'mostly' : null;
}
