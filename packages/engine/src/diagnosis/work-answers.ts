/**
 * Internal helpers the bug modules share to put a child's work into a layout's boxes: the
 * careful child's worksheet to start from, the boxes of a row, and writing a number into them.
 * Digits are digit strings (most significant first) or `Digit`s, never floating point.
 */
import { workedAnswers } from '../checking';
import { toDigit } from '../digits';
import type { AnswerBox, Digit, FieldType, WorksheetLayout } from '../types';

/** A worksheet being written: box key → digit; a missing key is a blank box. */
export type WorkAnswers = Record<string, Digit | undefined>;

/**
 * The worksheet of a careful child, as a fresh record to write a child's work into: the public
 * {@link workedAnswers} — every box at its `expected` digit, boxes expecting `null` (unused
 * leading positions, columns without a carry, digits that do not lend) blank.
 * @see issue 12 "A careful child's unchecked boxes are the layout's expected"
 */
export function carefulAnswers(layout: WorksheetLayout): WorkAnswers {
  return { ...workedAnswers(layout) };
}

/**
 * The boxes of row `rowId`, lowest column (ones) first, optionally only those of `fieldType`
 * (a division subtract row also holds its bring-down box).
 */
export function rowBoxes(
  layout: WorksheetLayout,
  rowId: string,
  fieldType?: FieldType,
): AnswerBox[] {
  return layout.boxes
    .filter(
      (box) => box.rowId === rowId && (fieldType === undefined || box.fieldType === fieldType),
    )
    .sort((a, b) => a.column - b.column);
}

/**
 * Writes `value` into `boxes` (lowest column first) the way a child types it, ones digit first:
 * its last digit in the first box, and so on; the boxes it does not reach are left blank.
 * `null` or `''` blanks every box.
 * @returns `false` (and writes nothing) when `value` has more digits than there are boxes: our
 *   worksheet cannot hold it.
 */
export function writeDigits(
  answers: WorkAnswers,
  boxes: readonly AnswerBox[],
  value: string | null,
): boolean {
  const text = value ?? '';
  if (text.length > boxes.length) return false;
  boxes.forEach((box, place) => {
    const index = text.length - 1 - place;
    if (index >= 0) answers[box.key] = toDigit(text.charAt(index));
    else delete answers[box.key];
  });
  return true;
}

/**
 * Sets one box to `value`, a single decimal digit (a simulator's arithmetic is checked: another
 * number throws), or blanks it (`undefined`).
 */
export function writeBox(answers: WorkAnswers, key: string, value: number | undefined): void {
  if (value === undefined) delete answers[key];
  else answers[key] = toDigit(value);
}

/**
 * Builds a digit string from digits given ones first, keeping inner zeros and dropping leading
 * ones (`[0, 1, 0]` → `"10"`, `[0, 0]` → `"0"`: the child writes the 0 in the ones box). The
 * last (leading) entry may be a whole number of two digits (a last column written whole).
 */
export function digitsText(onesFirst: readonly number[]): string {
  const text = [...onesFirst].reverse().join('');
  return text.replace(/^0+(?=.)/, '');
}

/** The grid columns of a list, unique and ascending. */
export function sortedColumns(columns: Iterable<number>): number[] {
  return [...new Set(columns)].sort((a, b) => a - b);
}
