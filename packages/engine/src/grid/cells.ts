/**
 * Text cells and rows of the worksheet grid.
 *
 * Grid conventions (every operation follows them):
 * - A cell's `column` is a place value: 0 = ones, 1 = tens, … The renderer aligns columns
 *   right to left; column `c` is drawn `c` box-widths left of the ones column.
 * - A row's `cells` are ordered **left to right** (highest column first), as they are drawn.
 *   Columns a row does not mention are empty space.
 */
import type { GridCell, GridRow } from '../types';

/**
 * A row without its cells: id, kind, label and optional prefix / ruleAbove / clearsCarriesOnEntry.
 * @see spec §2 "Worksheet behaviour"
 */
export type RowHeader = Omit<GridRow, 'cells'>;

/**
 * The place-value columns `from`…`to` inclusive, ascending (`columnRange(1, 3)` → `[1, 2, 3]`);
 * empty when `to < from`.
 * @see spec §2 "Worksheet behaviour"
 */
export function columnRange(from: number, to: number): number[] {
  const columns: number[] = [];
  for (let column = from; column <= to; column += 1) columns.push(column);
  return columns;
}

/**
 * One fixed-text cell (an operand digit, a placeholder zero) in place-value `column`.
 * @see spec §2 "Worksheet behaviour"
 */
export function textCell(column: number, text: string): GridCell {
  return { kind: 'text', column, text };
}

/**
 * One text cell per character of `text` (a digit string, most significant first), its last
 * character standing in column `lowColumn` (default 0 = ones). Returned left to right.
 * `textCells("507", 2)` → "5" in column 4, "0" in column 3, "7" in column 2.
 * @see spec §2 "Worksheet behaviour"
 */
export function textCells(text: string, lowColumn = 0): GridCell[] {
  const cells: GridCell[] = [];
  for (let index = 0; index < text.length; index += 1) {
    cells.push(textCell(lowColumn + text.length - 1 - index, text.charAt(index)));
  }
  return cells;
}

/**
 * Placeholder zeros written as text (not boxes) in columns `lowColumn`…`lowColumn + count - 1`,
 * left to right — the zeros a multiplication partial product row shows for a multiplier digit
 * in column `count` (`placeholderZeros(2)` → "0" in column 1 and "0" in column 0).
 * @see spec §2 "Worksheet behaviour"
 */
export function placeholderZeros(count: number, lowColumn = 0): GridCell[] {
  return textCells('0'.repeat(Math.max(0, count)), lowColumn);
}

/**
 * Sorts cells left to right (highest column first) without mutating the input.
 * @see spec §2 "Worksheet behaviour"
 */
export function sortCellsLeftToRight(cells: readonly GridCell[]): GridCell[] {
  return [...cells].sort((a, b) => b.column - a.column);
}

/**
 * A row of fixed text: an operand, a dividend, etc. `text` is a digit string whose last
 * digit stands in column `lowColumn` (default 0). Header fields are copied as given.
 * @see spec §2 "Worksheet behaviour"
 */
export function textRow(header: RowHeader, text: string, lowColumn = 0): GridRow {
  return { ...header, cells: textCells(text, lowColumn) };
}
