/**
 * Solving worksheets in the browser the way a child with a keyboard does: read the operands
 * from the page, work the problem out (BigInt, independently of the engine), then type digit
 * after digit into the focused box, moving with the arrow keys only where the worksheet does
 * not move on by itself (up to a carry box, past blank leading boxes). Enter submits.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** One box the child fills: its accessible name, where it sits, and the digit written. */
export interface Entry {
  label: string;
  /** Row index, top to bottom, counting only rows with boxes. */
  row: number;
  /** Place-value column, 0 = ones. */
  column: number;
  digit: string;
}

const PLACES = ['ones', 'tens', 'hundreds', 'thousands', 'ten thousands', 'hundred thousands'];

function place(column: number): string {
  const name = PLACES[column];
  if (!name) throw new Error(`No place name for column ${column}`);
  return `${name} column`;
}

const digitsOf = (text: string | null) => (text ?? '').replace(/\D/g, '');

/** The digits of a row of text cells (an addend, a dividend), read from the page. */
async function rowNumber(worksheet: Locator, name: string | RegExp): Promise<string> {
  const text = await worksheet.getByRole('group', { name }).textContent();
  const digits = digitsOf(text?.split(')').pop() ?? '');
  expect(digits, `digits of row ${String(name)}`).not.toBe('');
  return digits;
}

/** Addends read from the worksheet, and the child's entries: sum digits, carries where due. */
export async function additionPlan(worksheet: Locator) {
  const first = BigInt(await rowNumber(worksheet, 'First addend'));
  const second = BigInt(await rowNumber(worksheet, 'Second addend'));
  const sum = (first + second).toString();
  const entries: Entry[] = [];
  let carries = 0;
  for (let column = 0; column < sum.length; column += 1) {
    const unit = 10n ** BigInt(column);
    if (column > 0 && (first % unit) + (second % unit) >= unit) {
      carries += 1;
      entries.push({ label: `Carry into the ${place(column)}`, row: 0, column, digit: '1' });
    }
    const digit = sum.charAt(sum.length - 1 - column);
    entries.push({ label: `Sum, ${place(column)}`, row: 1, column, digit });
  }
  return { first, second, sum, carries, entries };
}

/**
 * Minuend and subtrahend read from the worksheet, and two ways to fill the difference row, ones
 * first, one box per column of the minuend (no borrow box written):
 * - `right`: the difference, a leading 0 left blank;
 * - `smallerFromLarger`: the procedural bug (VanLehn's "smaller from larger"): each column's
 *   larger digit less its smaller one, so the child never borrows (81 − 38 reads 57).
 * `borrows` counts the columns whose top digit is smaller than the bottom one (where the two
 * ways part); `noDecrement` is what a child who borrows but never lowers the lender writes
 * (81 − 38 reads 53): when it equals `smallerFromLarger`, the two bugs cannot be told apart.
 */
export async function subtractionPlan(worksheet: Locator) {
  const minuend = await rowNumber(worksheet, 'Minuend');
  const subtrahend = (await rowNumber(worksheet, 'Subtrahend')).padStart(minuend.length, '0');
  const difference = (BigInt(minuend) - BigInt(subtrahend)).toString();
  const topOf = (column: number) => Number(minuend.charAt(minuend.length - 1 - column));
  const bottomOf = (column: number) => Number(subtrahend.charAt(subtrahend.length - 1 - column));
  const columns = [...Array(minuend.length).keys()];
  const entriesOf = (digit: (column: number) => string): Entry[] =>
    columns
      .map((column) => ({
        label: `Difference, ${place(column)}`,
        row: 1,
        column,
        digit: digit(column),
      }))
      .filter((entry) => entry.digit !== '');
  const ones = (column: number) => difference.charAt(difference.length - 1 - column);
  const larger = (column: number) => String(Math.abs(topOf(column) - bottomOf(column)));
  const noDecrement = (column: number) => String((topOf(column) - bottomOf(column) + 10) % 10);
  return {
    minuend: BigInt(minuend),
    subtrahend: BigInt(subtrahend),
    difference,
    borrows: columns.filter((column) => topOf(column) < bottomOf(column)).length,
    right: entriesOf(ones),
    smallerFromLarger: entriesOf(larger),
    noDecrement: entriesOf(noDecrement),
  };
}

/** Divisor and dividend read from the worksheet, and the child's long-division entries. */
export async function divisionPlan(worksheet: Locator) {
  const dividendRow = worksheet.getByRole('group', { name: /^Dividend, divided by \d+$/ });
  const divisor = BigInt(digitsOf(await dividendRow.getAttribute('aria-label')));
  const dividend = await rowNumber(worksheet, /^Dividend, divided by \d+$/);

  let end = 1;
  while (end < dividend.length && BigInt(dividend.slice(0, end)) < divisor) end += 1;
  const steps: { quotient: bigint; multiply: string; subtract: string; bringDown?: string }[] = [];
  let part = BigInt(dividend.slice(0, end));
  for (;;) {
    const quotient = part / divisor;
    const multiply = quotient * divisor;
    const step: (typeof steps)[number] = {
      quotient,
      multiply: multiply.toString(),
      subtract: (part - multiply).toString(),
    };
    steps.push(step);
    if (end >= dividend.length) break;
    step.bringDown = dividend.charAt(end);
    part = (part - multiply) * 10n + BigInt(step.bringDown);
    end += 1;
  }

  const entries: Entry[] = [];
  for (const [index, step] of steps.entries()) {
    const n = index + 1;
    const endColumn = steps.length - n;
    entries.push({
      label: `Quotient, ${place(endColumn)}`,
      row: 0,
      column: endColumn,
      digit: step.quotient.toString(),
    });
    for (const [rowOffset, kind] of [
      [1, 'multiply'],
      [2, 'subtract'],
    ] as const) {
      const value = step[kind];
      for (let k = 0; k < value.length; k += 1) {
        entries.push({
          label: `Step ${n} ${kind}, ${place(endColumn + k)}`,
          row: 2 * n - 2 + rowOffset,
          column: endColumn + k,
          digit: value.charAt(value.length - 1 - k),
        });
      }
    }
    if (step.bringDown !== undefined) {
      entries.push({
        label: `Step ${n} bring down`,
        row: 2 * n,
        column: endColumn - 1,
        digit: step.bringDown,
      });
    }
  }
  const quotient = BigInt(dividend) / divisor;
  const bringDowns = steps.filter((step) => step.bringDown !== undefined).length;
  return { dividend: BigInt(dividend), divisor, quotient, bringDowns, entries };
}

/** The accessible name of the focused element ('' when nothing named has focus). */
const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

/**
 * Moves focus to `target` with the arrow keys (ArrowUp/Down between rows, ArrowLeft/Right
 * within a row; left is the higher place value), starting from the focused box.
 */
async function arrowTo(page: Page, target: Entry, positions: Map<string, Entry>) {
  for (let presses = 0; presses < 12; presses += 1) {
    const label = await focusedLabel(page);
    if (label === target.label) return;
    const here = positions.get(label) ?? blankBox(label);
    if (here.row !== target.row) {
      await page.keyboard.press(here.row < target.row ? 'ArrowDown' : 'ArrowUp');
    } else {
      await page.keyboard.press(here.column < target.column ? 'ArrowLeft' : 'ArrowRight');
    }
  }
  throw new Error(`Could not reach "${target.label}" with the arrow keys`);
}

/** Position of a box the plan leaves blank (a leading place of a shorter number). */
function blankBox(label: string): Entry {
  const division = /^Step (\d+) (multiply|subtract), (.+) column$/.exec(label);
  const column = (name: string) => PLACES.indexOf(name);
  if (division?.[1] && division[2] && division[3]) {
    const n = Number(division[1]);
    const row = 2 * n - 1 + (division[2] === 'subtract' ? 1 : 0);
    return { label, row, column: column(division[3]), digit: '' };
  }
  const sum = /^Sum, (.+) column$/.exec(label);
  if (sum?.[1]) return { label, row: 1, column: column(sum[1]), digit: '' };
  throw new Error(`Focus is not on an answer box the plan knows: "${label}"`);
}

/**
 * Types the plan's digits by keyboard alone, starting from the box that has focus, then
 * presses Enter. Counts how often the worksheet moved on by itself (auto-advance).
 */
export async function typeEntries(page: Page, entries: Entry[]) {
  const positions = new Map(entries.map((entry) => [entry.label, entry]));
  await expect
    .poll(() => focusedLabel(page), { message: 'a box has focus' })
    .toBe(entries[0]?.label);
  let autoAdvanced = 0;
  for (const entry of entries) {
    if ((await focusedLabel(page)) === entry.label) autoAdvanced += 1;
    else await arrowTo(page, entry, positions);
    await page.keyboard.press(entry.digit);
  }
  await page.keyboard.press('Enter');
  return { autoAdvanced };
}
