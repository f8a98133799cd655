/**
 * Accessible names of answer boxes. Each says where the box is, so a screen reader user
 * hears "Sum, tens column" rather than "edit text".
 * @see conventions §6 Digit boxes
 */
import { columnName } from '../digits';

/**
 * `"{rowName}, {place} column"`: `boxLabel('Sum', 1)` → "Sum, tens column",
 * `boxLabel('Partial product 2', 3)` → "Partial product 2, thousands column".
 * @see spec §2 "Worksheet behaviour"
 */
export function boxLabel(rowName: string, column: number): string {
  return `${rowName}, ${columnName(column)}`;
}

/**
 * Label of the carry box above `column`: `carryLabel(2)` → "Carry into the hundreds column".
 * @see spec §2 "Worksheet behaviour"
 */
export function carryLabel(column: number): string {
  return `Carry into the ${columnName(column)}`;
}

/**
 * Label of the borrow box above `column`: `borrowLabel(1)` → "Borrow from the tens column".
 * @see spec §2 "Worksheet behaviour"
 */
export function borrowLabel(column: number): string {
  return `Borrow from the ${columnName(column)}`;
}
