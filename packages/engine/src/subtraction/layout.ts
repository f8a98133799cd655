import {
  answerBoxSpecs,
  assembleLayout,
  borrowLabel,
  boxLabel,
  boxRow,
  chainLinks,
  columnRange,
  regroupBoxSpecs,
  textRow,
} from '../grid';
import type { AnswerBox, Digit, SubtractionProblem, WorksheetLayout } from '../types';

/**
 * Key of the difference box in `column` (0 = ones): `difference-0`, …
 * @see spec §3 "Problems" (Subtraction), §5 "Addition/subtraction"
 */
export const differenceKey = (column: number): string => `difference-${column}`;
/**
 * Key of the borrow box above `column` (1 = tens): `borrow-1`, …
 * @see spec §3 "Problems" (Subtraction), §5 "Addition/subtraction"
 */
export const borrowKey = (column: number): string => `borrow-${column}`;

/**
 * The minus sign shown before the subtrahend (U+2212, not a hyphen).
 * @see spec §3 "Problems" (Subtraction), §5 "Addition/subtraction"
 */
export const MINUS_SIGN = '\u2212';

/**
 * The digit a careful child writes above a minuend digit that lends: the digit after lending
 * (`(digit + 9) mod 10`: 5 → 4, and 0 → 9 when a zero first borrows a ten and lends one);
 * 1 → 0 is written too; `null` when the column does not lend (nothing written).
 */
function reducedMinuendDigit(problem: SubtractionProblem, column: number): Digit | null {
  const step = problem.steps[column];
  if (!step || step.borrowReceived === 0) return null;
  return ((step.digit1 + 9) % 10) as Digit;
}

/**
 * The digit-box layout of a subtraction, for m = number of digits of the minuend:
 *
 * - row `borrows` ("Borrows", kind borrow): unchecked boxes `borrow-1`…`borrow-(m−1)`, one
 *   over every column that could be borrowed from; `expected` = the reduced minuend digit of
 *   that column after lending (a lending 1 reads 0), `null` when it does not lend. No such row
 *   when m = 1 (7 − 6): there is no column to borrow from.
 * - rows `minuend` ("Minuend") and `subtrahend` ("Subtrahend", prefix '−'): text.
 * - row `difference` ("Difference", kind answer, rule above): boxes `difference-0`…
 *   `difference-(m−1)`. Only the ones box is required (523 − 518 = 5); leading boxes beyond
 *   the difference's length expect `null` (blank or 0 accepted). Submit also refuses a hole
 *   (see `findHoles`): in 4093 − 3594 the ones alone may be submitted, ones and hundreds
 *   without the tens may not.
 *
 * Working order: `borrow-1, difference-0, borrow-2, difference-1, …, difference-(m−1)`.
 * Auto-advance: `difference-c` → `difference-c+1`; `borrow-c` → `difference-(c−1)`, the column
 * the borrowed ten is for (the child borrows *for* the column on the right, then finishes it) —
 * or `borrow-(c−1)` when the minuend digit there is a 0 in the tens or above: borrowing across
 * a zero (503 − 127), the 0 becomes 10 and lends in turn, so its own borrow box comes next.
 * @see spec §2 "Worksheet behaviour", §5 "Addition/subtraction"
 */
export function layoutSubtraction(problem: SubtractionProblem): WorksheetLayout {
  const m = problem.steps.length;
  const borrows = boxRow(
    { id: 'borrows', kind: 'borrow', label: 'Borrows' },
    regroupBoxSpecs({
      fieldType: 'borrow',
      columns: columnRange(1, m - 1),
      key: borrowKey,
      label: borrowLabel,
      expected: (column) => reducedMinuendDigit(problem, column),
      position: (column) => ({ columnPosition: column }),
    }),
  );
  const difference = boxRow(
    { id: 'difference', kind: 'answer', label: 'Difference', ruleAbove: 'from-prefix' },
    answerBoxSpecs({
      fieldType: 'difference',
      columns: columnRange(0, m - 1),
      value: problem.difference,
      key: differenceKey,
      label: (column) => boxLabel('Difference', column),
      required: (column) => column === 0,
      position: (column) => ({ columnPosition: column }),
    }),
  );
  const borrowByColumn = new Map(borrows.boxes.map((box) => [box.column, box]));
  const working: AnswerBox[] = [];
  for (const box of difference.boxes) {
    const borrow = borrowByColumn.get(box.column + 1);
    if (borrow) working.push(borrow);
    working.push(box);
  }
  return assembleLayout({
    operator: '-',
    rows: [
      // A one-digit minuend has nothing to borrow from: no empty 'Borrows' group.
      ...(m > 1 ? [borrows.row] : []),
      textRow({ id: 'minuend', kind: 'operand', label: 'Minuend' }, problem.minuend),
      textRow(
        { id: 'subtrahend', kind: 'operand', label: 'Subtrahend', prefix: MINUS_SIGN },
        problem.subtrahend,
      ),
      difference.row,
    ],
    boxes: working,
    links: [
      ...chainLinks(difference.boxes.map((box) => box.key)),
      ...borrows.boxes.map((box) => {
        const right = box.column - 1;
        const acrossZero = right > 0 && problem.steps[right]?.digit1 === 0;
        return [box.key, (acrossZero ? borrowKey : differenceKey)(right)] as const;
      }),
    ],
  });
}
