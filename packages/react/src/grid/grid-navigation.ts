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
}

interface RowBoxes {
  /** Box keys of the row by place-value column. */
  byColumn: Map<number, string>;
  columns: number[];
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
 */
export function createGridNavigation(layout: WorksheetLayout): GridNavigation {
  const boxes = new Map(layout.boxes.map((box) => [box.key, box]));
  const previous = new Map<string, string>();
  const linkedFromSameRow = new Map<string, boolean>();
  for (const box of layout.boxes) {
    const target = box.next === undefined ? undefined : boxes.get(box.next);
    if (!target) continue;
    const sameRow = box.rowId === target.rowId;
    const existing = linkedFromSameRow.get(target.key);
    if (existing === true || (existing === false && !sameRow)) continue;
    previous.set(target.key, box.key);
    linkedFromSameRow.set(target.key, sameRow);
  }

  const rows: RowBoxes[] = [];
  const rowIndex = new Map<string, number>();
  const regrouping = new Set<string>();
  for (const row of layout.rows) {
    const byColumn = new Map<number, string>();
    for (const cell of row.cells) if (cell.kind === 'box') byColumn.set(cell.column, cell.key);
    if (row.kind === 'carry' || row.kind === 'borrow') {
      for (const key of byColumn.values()) regrouping.add(key);
    }
    if (byColumn.size === 0) continue;
    for (const key of byColumn.values()) rowIndex.set(key, rows.length);
    rows.push({ byColumn, columns: [...byColumn.keys()].sort((a, b) => a - b) });
  }

  const along = (row: RowBoxes, column: number, higher: boolean): string | undefined => {
    const candidates = row.columns.filter((c) => (higher ? c > column : c < column));
    const target = higher ? candidates[0] : candidates[candidates.length - 1];
    return target === undefined ? undefined : row.byColumn.get(target);
  };

  const across = (from: number, column: number, step: 1 | -1): string | undefined => {
    for (let r = from + step; r >= 0 && r < rows.length; r += step) {
      const hit = rows[r]?.byColumn.get(column);
      if (hit !== undefined) return hit;
    }
    const nearest = rows[from + step];
    if (!nearest) return undefined;
    const closest = [...nearest.columns].sort(
      (a, b) => Math.abs(a - column) - Math.abs(b - column) || b - a,
    )[0];
    return closest === undefined ? undefined : nearest.byColumn.get(closest);
  };

  return {
    box: (key) => boxes.get(key),
    previous: (key) => previous.get(key),
    regroups: (key) => regrouping.has(key),
    move(key, direction) {
      const box = boxes.get(key);
      const r = rowIndex.get(key);
      const row = r === undefined ? undefined : rows[r];
      if (!box || r === undefined || !row) return undefined;
      switch (direction) {
        case 'left':
          return along(row, box.column, true);
        case 'right':
          return along(row, box.column, false);
        case 'up':
          return across(r, box.column, -1);
        case 'down':
          return across(r, box.column, 1);
      }
    },
  };
}
