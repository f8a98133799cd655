/**
 * Internal: a column subtraction worked the way a child with a borrowing rule of its own does
 * it, on the minuend's digits (ones first), recording which minuend digits the child changes —
 * what our borrow boxes hold (the minuend digit after lending).
 */
import type { SubtractionProblem, WorksheetLayout } from '../types';
import type { SimulatedWork } from './types';
import {
  carefulAnswers,
  digitsText,
  rowBoxes,
  sortedColumns,
  writeBox,
  writeDigits,
} from './work-answers';

/**
 * How a child takes a ten for column `column` from the columns to its left. Changes the
 * minuend digits `top` (ones first) and adds every changed column to `changed`.
 * @returns `false` when the child finds nothing to borrow from (the work breaks down).
 */
export type LendRule = (top: number[], column: number, changed: Set<number>) => boolean;

/** The correct rule: the next non-zero digit lends one, every 0 on the way becomes 9. */
export const lendCorrectly: LendRule = (top, column, changed) => {
  let lender = column + 1;
  while (lender < top.length && top[lender] === 0) lender += 1;
  if (lender >= top.length) return false;
  for (let zero = column + 1; zero < lender; zero += 1) {
    top[zero] = 9;
    changed.add(zero);
  }
  top[lender] = (top[lender] ?? 0) - 1;
  changed.add(lender);
  return true;
};

/** What {@link simulateSubtraction} needs: the borrowing rule, or `'smaller-from-larger'`. */
export type BorrowBehaviour = LendRule | 'smaller-from-larger';

/** The simulated work and where it left the correct procedure. */
interface Worked {
  difference: string;
  /** Minuend digits changed by borrowing, with their final value (a borrow box each). */
  written: Map<number, number>;
  /** Columns of each borrow done differently from the correct procedure, and its lenders. */
  sites: number[];
}

function work(problem: SubtractionProblem, behaviour: BorrowBehaviour): Worked | null {
  const top: number[] = problem.steps.map((step) => step.digit1);
  const bottom: number[] = problem.steps.map((step) => step.digit2);
  const changed = new Set<number>();
  const differences: number[] = [];
  const sites: number[] = [];
  for (let column = 0; column < top.length; column += 1) {
    const upper = top[column] ?? 0;
    const lower = bottom[column] ?? 0;
    if (upper >= lower) {
      differences.push(upper - lower);
      continue;
    }
    // Where the correct procedure would borrow from, for the sites of a deviation.
    const correct = [...top];
    const correctChanged = new Set<number>();
    const canBorrow = lendCorrectly(correct, column, correctChanged);
    if (behaviour === 'smaller-from-larger') {
      differences.push(lower - upper);
      sites.push(column, ...correctChanged);
      continue;
    }
    if (!behaviour(top, column, changed)) return null;
    if (!canBorrow || top.some((value, index) => value !== correct[index])) {
      sites.push(column, ...correctChanged);
    }
    differences.push(upper + 10 - lower);
  }
  const written = new Map<number, number>();
  for (const column of changed) written.set(column, top[column] ?? 0);
  return { difference: digitsText(differences), written, sites: sortedColumns(sites) };
}

/**
 * The worksheet of a child who borrows by `behaviour`: the difference row, and a borrow box
 * over every minuend digit the child changed (the digit after its change); the other borrow
 * boxes stay blank. `null` when the work breaks down or does not fit the boxes.
 */
export function simulateSubtraction(
  problem: SubtractionProblem,
  layout: WorksheetLayout,
  behaviour: BorrowBehaviour,
): SimulatedWork | null {
  const worked = work(problem, behaviour);
  if (!worked) return null;
  const answers = carefulAnswers(layout);
  for (const box of rowBoxes(layout, 'borrows')) {
    writeBox(answers, box.key, worked.written.get(box.column));
  }
  if (!writeDigits(answers, rowBoxes(layout, 'difference'), worked.difference)) return null;
  return { answers, columns: worked.sites };
}
