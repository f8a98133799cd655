/**
 * English names of place-value columns, used in accessible labels such as
 * "Sum, tens column" or "Carry into the hundreds column".
 */
import { assertColumn } from './digit-strings';

/** Names of the groups of three columns: 10^0, 10^3, 10^6, … */
const PERIODS = [
  '',
  'thousands',
  'millions',
  'billions',
  'trillions',
  'quadrillions',
  'quintillions',
  'sextillions',
  'septillions',
  'octillions',
  'nonillions',
  'decillions',
] as const;

/**
 * Number of columns `placeName` names in words: three per entry of the period list (ones …
 * hundred decillions = 36). A literal, so bundlers can drop the list when `placeName` is unused.
 * @see spec §2 "Worksheet behaviour" (one box per column)
 */
export const NAMED_COLUMNS = 36;

/**
 * The English name of place-value `column` (0 = ones): 'ones', 'tens', 'hundreds',
 * 'thousands', 'ten thousands', 'hundred thousands', 'millions', … 'hundred trillions'
 * (column 14), … up to 'hundred decillions' (column 35) — enough for the product of two
 * 15-digit operands. Beyond that the name is `"10^{column}s"`.
 * @throws {RangeError} when `column` is negative or not an integer.
 * @see spec §2 "Worksheet behaviour" (one box per column)
 */
export function placeName(column: number): string {
  assertColumn(column);
  if (column >= NAMED_COLUMNS) return `10^${column}s`;
  const period = PERIODS[Math.floor(column / 3)] ?? '';
  const within = column % 3;
  if (period === '') return (['ones', 'tens', 'hundreds'] as const)[within] ?? 'ones';
  if (within === 0) return period;
  return `${within === 1 ? 'ten' : 'hundred'} ${period}`;
}

/**
 * `placeName(column)` followed by "column": `columnName(1)` → "tens column".
 * @see spec §2 "Worksheet behaviour" (one box per column)
 */
export function columnName(column: number): string {
  return `${placeName(column)} column`;
}
