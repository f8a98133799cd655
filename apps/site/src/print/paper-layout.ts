import type { WorksheetLayout } from '@mathcols/engine';

/**
 * The layout a printed problem uses: the screen's, except that a long multiplication (partial
 * products in rows) loses its one row of carry boxes. On screen that row is cleared each time
 * the child moves to the next partial product (`clearsCarriesOnEntry`); on paper it cannot be,
 * and the answer key could show only the first row's carries. So each row's carries are written
 * small above the digits, as in school, and the key shows the rows and the product.
 * @returns `layout` itself when it has no partial products.
 * @see issue 12 "Print", spec §2 "Worksheet behaviour"
 */
export function paperLayout(layout: WorksheetLayout): WorksheetLayout {
  if (!layout.rows.some((row) => row.kind === 'partial')) return layout;
  const kept = layout.rows.filter((row) => row.kind !== 'carry');
  const keptIds = new Set(kept.map((row) => row.id));
  return {
    ...layout,
    rows: kept,
    boxes: layout.boxes.filter((box) => keptIds.has(box.rowId)),
  };
}
