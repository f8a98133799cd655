/**
 * Addition bugs: forgot to carry, and the whole column sum written in the answer row.
 *
 * How the buggy work lands in our boxes (layout: carries `carry-1…carry-n`, sum `sum-0…sum-n`):
 * - **forgot-to-carry**: every column but the last writes the ones of its own two digits and
 *   nothing is carried; the last column writes its whole total (it has room on the left), so
 *   47 + 38 reads 7|5 and 68 + 57 reads 1|1|5. No carry box is filled.
 * - **whole-column-sum**: each column's total is typed whole, ones digit first, and the sum row
 *   advances box by box (auto-advance), so the next column's digits land one box further left:
 *   47 + 38 reads 7|1|5. No carry box is filled. The sum row has one box more than the longer
 *   addend, so the worksheet holds the work only when one column (not the last) makes 10 or
 *   more; otherwise the simulator returns `null`.
 * @see issue 12, docs/diagnosis.md "Addition"
 */
import type { AdditionProblem, WorksheetLayout } from '../types';
import { ASHLOCK } from './sources';
import type { BugModule, SimulatedWork } from './types';
import { carefulAnswers, digitsText, rowBoxes, sortedColumns, writeDigits } from './work-answers';

/** Each column's own total (digit of the first addend + digit of the second), ones first. */
function columnTotals(problem: AdditionProblem): number[] {
  return problem.steps.map((step) => step.digit1 + step.digit2);
}

/**
 * The worksheet of a child who types `typed` (digits, ones first) in the sum row and fills no
 * carry box, with the bug's grid `columns`. `null` when the sum row cannot hold the digits.
 */
function sumWork(
  layout: WorksheetLayout,
  typed: readonly number[],
  columns: number[],
): SimulatedWork | null {
  const answers = carefulAnswers(layout);
  for (const box of rowBoxes(layout, 'carries')) delete answers[box.key];
  return writeDigits(answers, rowBoxes(layout, 'sum'), digitsText(typed))
    ? { answers, columns }
    : null;
}

/** Columns before the last whose own total is 10 or more: where a carry is due. */
function carryingColumns(totals: readonly number[]): number[] {
  return totals.flatMap((total, column) =>
    total >= 10 && column < totals.length - 1 ? [column] : [],
  );
}

/**
 * The addition bug module.
 * @see issue 12 "addition: forgot-to-carry (47 + 38 = 75), whole column sum written in one row
 *   (47 + 38 = 715)"
 */
export const additionBugs = {
  operator: '+',
  subject: 'addition',
  bugs: [
    {
      id: 'forgot-to-carry',
      subject: 'addition',
      name: 'Forgets to carry',
      hint: 'When a column makes ten or more, carry the ten into the next column and add it there.',
      parentDescription:
        'Your child writes the ones of a column that makes 10 or more but does not carry the ten into the next column, so that column comes out one too small.',
      example: { problem: { number_0: '47', number_1: '38', operator: '+' }, answer: '75' },
      source: ASHLOCK,
      simulate(problem, layout) {
        const totals = columnTotals(problem);
        const last = totals.length - 1;
        const onesFirst = totals.map((total, column) => (column < last ? total % 10 : total));
        const carried = carryingColumns(totals).map((column) => column + 1);
        return sumWork(layout, onesFirst, sortedColumns(carried));
      },
    },
    {
      id: 'whole-column-sum',
      subject: 'addition',
      name: 'Writes the whole column sum',
      hint: 'Write only the ones digit under the column and carry the ten to the top of the next column.',
      parentDescription:
        'Your child writes the whole total of a column (such as 15) in the answer instead of writing the 5 and carrying the 1, so the answer gets an extra digit.',
      example: { problem: { number_0: '47', number_1: '38', operator: '+' }, answer: '715' },
      source: ASHLOCK,
      simulate(problem, layout) {
        const totals = columnTotals(problem);
        const last = totals.length - 1;
        // The digits typed, ones first: a two-digit total as its ones then its ten.
        const typed = totals.flatMap((total, column) =>
          column < last && total >= 10 ? [total % 10, 1] : [total],
        );
        return sumWork(layout, typed, carryingColumns(totals));
      },
    },
  ],
} satisfies BugModule<AdditionProblem>;
