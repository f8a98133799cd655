/**
 * Puts rows and boxes together into a `WorksheetLayout`, sets the auto-advance (`next`)
 * links and checks the result is consistent, plus small lookups over a finished layout.
 */
import type { AnswerBox, GridRow, Operator, WorksheetLayout } from '../types';

/**
 * Auto-advance links: after a digit is typed in `from`, focus moves to `to`.
 * @see spec §2 "Worksheet behaviour"
 */
export type NextLinks = ReadonlyArray<readonly [from: string, to: string]>;

/**
 * Links each key to the one after it: `chainLinks(['sum-0', 'sum-1', 'sum-2'])` →
 * `[['sum-0', 'sum-1'], ['sum-1', 'sum-2']]`. The last key gets no link.
 * @see spec §2 "Worksheet behaviour"
 */
export function chainLinks(keys: readonly string[]): Array<[string, string]> {
  const links: Array<[string, string]> = [];
  for (let index = 0; index + 1 < keys.length; index += 1) {
    links.push([keys[index] as string, keys[index + 1] as string]);
  }
  return links;
}

/**
 * Input of `assembleLayout`.
 * @see spec §2 "Worksheet behaviour"
 */
export interface LayoutParts {
  operator: Operator;
  /** Rows top to bottom. */
  rows: readonly GridRow[];
  /** Every box of the rows, in working order (the order a child fills them). */
  boxes: readonly AnswerBox[];
  /** Auto-advance links; a box without one is the end of its chain. */
  links: NextLinks;
}

/**
 * Builds the layout: `columns` = highest cell column + 1 (at least 1), `next` set from
 * `links`, boxes in the given working order.
 * @throws {Error} on a programming error in an operation's layout: duplicate box keys, a
 *   box cell without a box (or the reverse), a box whose row/column differs from its cell,
 *   a link naming an unknown key or a box linked twice.
 * @see spec §2 "Worksheet behaviour"
 */
export function assembleLayout(parts: LayoutParts): WorksheetLayout {
  const byKey = new Map<string, AnswerBox>();
  for (const box of parts.boxes) {
    if (byKey.has(box.key)) throw new Error(`Duplicate box key "${box.key}"`);
    byKey.set(box.key, box);
  }
  let maxColumn = 0;
  let boxCells = 0;
  for (const row of parts.rows) {
    for (const cell of row.cells) {
      maxColumn = Math.max(maxColumn, cell.column);
      if (cell.kind !== 'box') continue;
      boxCells += 1;
      const box = byKey.get(cell.key);
      if (!box) throw new Error(`Row "${row.id}" has a cell for unknown box "${cell.key}"`);
      if (box.rowId !== row.id || box.column !== cell.column) {
        throw new Error(`Box "${box.key}" does not match its cell in row "${row.id}"`);
      }
    }
  }
  if (boxCells !== byKey.size) throw new Error('Every box must stand in exactly one row cell');
  const next = new Map<string, string>();
  for (const [from, to] of parts.links) {
    if (!byKey.has(from) || !byKey.has(to)) throw new Error(`Bad link ${from} -> ${to}`);
    if (next.has(from)) throw new Error(`Box "${from}" is linked twice`);
    next.set(from, to);
  }
  const boxes = parts.boxes.map((box): AnswerBox => {
    const linked: AnswerBox = { ...box };
    delete linked.next;
    const target = next.get(box.key);
    if (target !== undefined) linked.next = target;
    return linked;
  });
  return { operator: parts.operator, columns: maxColumn + 1, rows: [...parts.rows], boxes };
}

/**
 * The layout's boxes by key. Lookups of a missing key return `undefined`.
 * @see spec §2 "Worksheet behaviour"
 */
export function indexBoxes(layout: WorksheetLayout): ReadonlyMap<string, AnswerBox> {
  return new Map(layout.boxes.map((box) => [box.key, box]));
}

/**
 * Keys of the boxes standing in rows of kind `'carry'` (the ones a new partial row clears).
 * @see spec §2 "Worksheet behaviour"
 */
export function carryBoxKeys(layout: WorksheetLayout): string[] {
  const carryRows = new Set(layout.rows.filter((row) => row.kind === 'carry').map((row) => row.id));
  return layout.boxes.filter((box) => carryRows.has(box.rowId)).map((box) => box.key);
}

/**
 * The row with id `rowId`, or `undefined`.
 * @see spec §2 "Worksheet behaviour"
 */
export function findRow(layout: WorksheetLayout, rowId: string): GridRow | undefined {
  return layout.rows.find((row) => row.id === rowId);
}
