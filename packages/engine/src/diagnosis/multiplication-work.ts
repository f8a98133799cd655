/**
 * Internal: a long multiplication worked by a child with a rule of its own for multiplying the
 * multiplicand by one digit (a row rule) or for lining the rows up, written into our boxes.
 *
 * Our layout (see `multiplicationLayout`): with one non-zero multiplier digit the child writes
 * the product directly (its placeholder zeros are boxes the child fills with 0); with two or
 * more, one partial row per non-zero digit (its placeholder zeros are fixed text, its boxes
 * start at the digit's column p) and the product row under them, which the child adds
 * correctly. The carry boxes are shared by the rows; like the layout, the simulation fills them
 * with the carries of the lowest non-zero multiplier digit.
 */
import { digitAt } from '../digits';
import { displayedPartialProducts } from '../multiplication';
import type { Digit, MultiplicationProblem, WorksheetLayout } from '../types';
import type { SimulatedWork } from './types';
import {
  carefulAnswers,
  digitsText,
  rowBoxes,
  sortedColumns,
  writeBox,
  writeDigits,
} from './work-answers';

/** One row of work: the digits written (most significant first) and the carries written. */
export interface RowWork {
  value: string;
  /** Entry c: the carry written above multiplicand column c (entry 0 unused). */
  carries: readonly number[];
}

/**
 * How a child multiplies `multiplicand` by one digit. `null` when the work cannot be written in
 * our boxes (a carry of two digits).
 */
export type RowRule = (multiplicand: string, factor: Digit) => RowWork | null;

/**
 * A row rule from what one column makes: `columnValue(digit, factor, carry)` is the number a
 * column gives from its multiplicand digit and the carry it receives from the column before.
 * Each column writes the ones of its number and carries its tens (written in the carry box);
 * the last column writes its number whole. The rule returns `null` when a carry has two digits.
 */
export function rowFromColumns(
  columnValue: (digit: number, factor: Digit, carry: number) => number,
): RowRule {
  return (multiplicand, factor) => {
    const written: number[] = [];
    const carries = [0];
    let carry = 0;
    for (let column = 0; column < multiplicand.length; column += 1) {
      const value = columnValue(digitAt(multiplicand, column), factor, carry);
      const last = column === multiplicand.length - 1;
      written.push(last ? value : value % 10);
      carry = Math.floor(value / 10);
      if (!last && carry > 9) return null;
      carries.push(carry);
    }
    return { value: digitsText(written), carries };
  };
}

/** The correct row: each column's product plus the carry received; the last written whole. */
export const multiplyCorrectly: RowRule = rowFromColumns(
  (digit, factor, carry) => digit * factor + carry,
);

/** How the rows are lined up: correctly, or each row's own digits from the ones column. */
export type Alignment = 'shifted' | 'not-shifted';

/** Grid columns of multiplicand column c's carries for a row at position p: c + p. */
function carrySites(
  problem: MultiplicationProblem,
  rows: readonly { factor: Digit; position: number }[],
): number[] {
  return rows.flatMap(({ factor, position }) => {
    const carries = multiplyCorrectly(problem.multiplicand, factor)?.carries ?? [];
    return carries.flatMap((carry, column) =>
      carry > 0 && column > 0 && column < problem.multiplicand.length ? [column + position] : [],
    );
  });
}

/**
 * The worksheet of a child who multiplies each row by `rule` and lines the rows up by
 * `alignment`. `null` when the work does not fit our boxes. Carry sites are the columns where a
 * correct carry is due (for a row rule) or the placeholder columns (for the alignment).
 */
export function simulateMultiplication(
  problem: MultiplicationProblem,
  layout: WorksheetLayout,
  rule: RowRule,
  alignment: Alignment,
): SimulatedWork | null {
  const answers = carefulAnswers(layout);
  const shown = displayedPartialProducts(problem);
  const rows =
    shown.length > 0
      ? shown.map((partial) => ({ factor: partial.multiplierDigit, position: partial.position }))
      : problem.partialProducts
          .filter((partial) => partial.multiplierDigit !== 0)
          .map((partial) => ({ factor: partial.multiplierDigit, position: partial.position }));
  if (rows.length === 0) return null;
  const worked = rows.map((row) => rule(problem.multiplicand, row.factor));
  if (worked.some((row) => row === null)) return null;
  const rowValues = worked.map((row) => row?.value ?? '');

  const carries = worked[0]?.carries ?? [];
  for (const box of rowBoxes(layout, 'carries')) writeBox(answers, box.key, carries[box.column]);

  let product = 0n;
  rows.forEach((row, index) => {
    const shift = alignment === 'shifted' ? row.position : 0;
    product += BigInt(rowValues[index] || '0') * 10n ** BigInt(shift);
  });
  // Partial rows exactly when the layout shows them (the rows above are then those rows).
  for (let index = 0; index < shown.length; index += 1) {
    if (!writeDigits(answers, rowBoxes(layout, `partial-${index}`), rowValues[index] ?? '')) {
      return null;
    }
  }
  // A single row: the child types the placeholder zeros as part of the product when shifting.
  if (!writeDigits(answers, rowBoxes(layout, 'product'), product.toString())) return null;

  // Not shifted: where each shifted row should begin when the rows are shown (their placeholder
  // zeros are fixed text, so the sum goes wrong there), else the single row's placeholder boxes.
  const sites =
    alignment === 'not-shifted'
      ? shown.length > 0
        ? rows.map((row) => row.position).filter(Boolean)
        : rows.flatMap((row) => Array.from({ length: row.position }, (_, column) => column))
      : carrySites(problem, rows);
  return { answers, columns: sortedColumns(sites) };
}
