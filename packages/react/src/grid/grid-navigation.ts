/**
 * Pure focus-navigation maps for a worksheet layout: which box Backspace, the arrow keys and
 * auto-advance move to. Spatial only (rows, place-value columns, working order) — no arithmetic.
 * @see spec §2 "Worksheet behaviour"
 */
import type { AnswerBox, WorksheetLayout } from '@mathcols/engine';

/** A direction an arrow key moves focus in. */
export type GridDirection = 'left' | 'right' | 'up' | 'down';

/** Precomputed lookups for moving between the boxes of one layout. */
export interface GridNavigation {
  /** Every box by key. */
  box(key: string): AnswerBox | undefined;
  /** The box whose auto-advance leads to `key` (Backspace's target), if any. */
  previous(key: string): string | undefined;
  /** The box an arrow key moves to from `key`, if any. */
  move(key: string, direction: GridDirection): string | undefined;
  /** Whether box `key` stands in a carry or borrow row (a regrouping box, not an answer box). */
  regroups(key: string): boolean;
  /** Whether box `a` comes before box `b` in working order (the layout's `boxes` order). */
  before(a: string, b: string): boolean;
}

/** A row's boxes by place-value column. */
type RowBoxes = Map<number, string>;

/** The box of `row` in the column nearest `column` among those `allowed` (ties: the higher). */
function nearestBox(
  row: RowBoxes | undefined,
  column: number,
  allowed: (candidate: number) => boolean = () => true,
): string | undefined {
  const [best] = [...(row?.keys() ?? [])]
    .filter(allowed)
    .sort((a, b) => Math.abs(a - column) - Math.abs(b - column) || b - a);
  return best === undefined ? undefined : row?.get(best);
}

/**
 * Builds the navigation maps of a layout.
 *
 * - `previous` walks the auto-advance chain backwards: the box whose `next` is this one,
 *   preferring one of the same row when several are (addition: `sum-0` and `carry-1` both
 *   lead to `sum-1`, so Backspace in `sum-1` goes back to `sum-0`). A box no `next` leads to
 *   (the first box, a multiplication carry) has none.
 * - `left`/`right` move within the row to the nearest box of a higher/lower place value.
 * - `up`/`down` move to the nearest row above/below that has a box in the same column; when no
 *   row in that direction has one, to the box of the closest column in the nearest row with
 *   boxes.
 * - `regroups` tells carry/borrow boxes (rows of kind 'carry' or 'borrow') from answer boxes.
 * - `before` compares two boxes' places in working order (unknown keys come last).
 */
export function createGridNavigation(layout: WorksheetLayout): GridNavigation {
  const boxes = new Map(layout.boxes.map((box) => [box.key, box]));
  const order = new Map(layout.boxes.map((box, index) => [box.key, index]));
  const place = (key: string) => order.get(key) ?? Infinity;
  const previous = new Map<string, string>();
  for (const box of layout.boxes) {
    const target = boxes.get(box.next ?? '');
    if (!target) continue;
    const existing = previous.get(target.key);
    const sameRow = box.rowId === target.rowId;
    if (existing === undefined || (sameRow && boxes.get(existing)?.rowId !== target.rowId)) {
      previous.set(target.key, box.key);
    }
  }

  // The rows that have boxes, top to bottom, and the carry/borrow boxes.
  const rows: RowBoxes[] = [];
  const regrouping = new Set<string>();
  for (const row of layout.rows) {
    const byColumn: RowBoxes = new Map();
    for (const cell of row.cells) if (cell.kind === 'box') byColumn.set(cell.column, cell.key);
    if (row.kind === 'carry' || row.kind === 'borrow') {
      for (const key of byColumn.values()) regrouping.add(key);
    }
    if (byColumn.size > 0) rows.push(byColumn);
  }

  return {
    box: (key) => boxes.get(key),
    previous: (key) => previous.get(key),
    regroups: (key) => regrouping.has(key),
    before: (a, b) => place(a) < place(b),
    move(key, direction) {
      const column = boxes.get(key)?.column ?? -1;
      const r = rows.findIndex((row) => row.get(column) === key);
      if (r < 0) return undefined;
      if (direction === 'left') return nearestBox(rows[r], column, (c) => c > column);
      if (direction === 'right') return nearestBox(rows[r], column, (c) => c < column);
      const step = direction === 'up' ? -1 : 1;
      for (let i = r + step; rows[i]; i += step) {
        const hit = rows[i]?.get(column);
        if (hit !== undefined) return hit;
      }
      return nearestBox(rows[r + step], column);
    },
  };
}
