/**
 * Answer-box builders shared by every operation: a row of boxes over a set of columns,
 * checked answer boxes whose expected digits come from a digit string, and unchecked
 * regrouping (carry / borrow) boxes.
 */
import { digitAt } from '../digits';
import type { AnswerBox, Digit, FieldType, GridCell, GridRow } from '../types';
import { sortCellsLeftToRight, type RowHeader } from './cells';

/**
 * An answer box before it is placed in a row and linked: `rowId` and `next` come later.
 * @see spec §2 "Worksheet behaviour"
 */
export type BoxSpec = Omit<AnswerBox, 'rowId' | 'next'>;

/**
 * Position keys of spec §3 "User answer" (which ones apply depends on the operation).
 * @see spec §2 "Worksheet behaviour"
 */
export type BoxPosition = Pick<
  AnswerBox,
  'columnPosition' | 'fieldPosition' | 'partialIndex' | 'stepNumber'
>;

/**
 * A grid row with the answer boxes standing in it.
 * @see spec §2 "Worksheet behaviour"
 */
export interface BuiltRow {
  row: GridRow;
  /** The row's boxes with `rowId` set, in the order their specs were given. */
  boxes: AnswerBox[];
}

/**
 * Places box specs (and optional fixed text cells, e.g. placeholder zeros) in one row.
 * @param header the row's id, kind, label, prefix, ruleAbove, clearsCarriesOnEntry.
 * @param specs the boxes, in working order (usually ones first, i.e. right to left).
 * @param extraCells text cells standing in the same row, in columns no box uses.
 * @returns the row (cells left to right) and its boxes (spec order, `rowId` = `header.id`).
 * @see spec §2 "Worksheet behaviour"
 */
export function boxRow(
  header: RowHeader,
  specs: readonly BoxSpec[],
  extraCells: readonly GridCell[] = [],
): BuiltRow {
  const boxes = specs.map((spec): AnswerBox => ({ ...spec, rowId: header.id }));
  const boxCells = boxes.map((box): GridCell => ({
    kind: 'box',
    column: box.column,
    key: box.key,
  }));
  return { row: { ...header, cells: sortCellsLeftToRight([...boxCells, ...extraCells]) }, boxes };
}

/**
 * Options of `answerBoxSpecs`.
 * @see spec §2 "Worksheet behaviour"
 */
export interface AnswerBoxOptions {
  fieldType: FieldType;
  /** Grid columns that get a box, in the order the boxes are wanted (usually ascending). */
  columns: readonly number[];
  /** The correct answer of the row as a digit string (e.g. the sum `"125"`). */
  value: string;
  /** Grid column of `value`'s last (ones) digit. @defaultValue 0 */
  lowColumn?: number;
  /** Box key of a column, unique within the layout (e.g. `c => \`sum-${c}\``). */
  key: (column: number) => string;
  /** Accessible name of the box in a column (see `boxLabel`). */
  label: (column: number) => string;
  /**
   * Whether Submit needs a digit in a column: only where the operands alone guarantee one,
   * so the required set never gives the answer's length away.
   */
  required: (column: number) => boolean;
  /** Whether completion needs these boxes right. @defaultValue true */
  countsForCompletion?: boolean;
  /** Position keys of spec §3 "User answer" for a column. @defaultValue none */
  position?: (column: number) => BoxPosition;
}

/**
 * Checked answer boxes for a digit string written across `columns`. A box's `expected` is
 * the digit of `value` in that column (`lowColumn` = ones of `value`), or `null` where the
 * column lies outside `value` (a leading position: blank or 0 is accepted there; also any
 * column right of `lowColumn`).
 * @returns one `BoxSpec` per column, in the order of `columns`, `checked: true`.
 * @see spec §2 "Worksheet behaviour"
 */
export function answerBoxSpecs(options: AnswerBoxOptions): BoxSpec[] {
  const lowColumn = options.lowColumn ?? 0;
  return options.columns.map((column): BoxSpec => {
    const place = column - lowColumn;
    const expected: Digit | null =
      place >= 0 && place < options.value.length ? digitAt(options.value, place) : null;
    return {
      key: options.key(column),
      fieldType: options.fieldType,
      ...options.position?.(column),
      column,
      label: options.label(column),
      checked: true,
      required: options.required(column),
      countsForCompletion: options.countsForCompletion ?? true,
      expected,
    };
  });
}

/**
 * Options of `regroupBoxSpecs`.
 * @see spec §2 "Worksheet behaviour"
 */
export interface RegroupBoxOptions {
  /** 'carry' for addition and multiplication, 'borrow' for subtraction. */
  fieldType: Extract<FieldType, 'carry' | 'borrow'>;
  /** Grid columns that could take a carry / be borrowed from, in the order wanted. */
  columns: readonly number[];
  key: (column: number) => string;
  label: (column: number) => string;
  /**
   * The digit a careful child writes in a column, or `null` when nothing is written there (no
   * carry into it, it does not lend).
   */
  expected: (column: number) => Digit | null;
  position?: (column: number) => BoxPosition;
}

/**
 * Unchecked regrouping boxes (carries, borrows): never required, never marked, never needed
 * for completion; `expected` is a hint only.
 * @see spec §5 "carry and borrow boxes always count correct"
 */
export function regroupBoxSpecs(options: RegroupBoxOptions): BoxSpec[] {
  return options.columns.map((column): BoxSpec => ({
    key: options.key(column),
    fieldType: options.fieldType,
    ...options.position?.(column),
    column,
    label: options.label(column),
    checked: false,
    required: false,
    countsForCompletion: false,
    expected: options.expected(column),
  }));
}
