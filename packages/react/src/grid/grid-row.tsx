import type { ReactNode } from 'react';
import type { GridRow } from '@mathcols/engine';

/** Props of {@link GridRowView}. */
export interface GridRowViewProps {
  /** The engine's row: label, kind, prefix, rule and cells. */
  row: GridRow;
  /** Number of place-value columns of the layout (`layout.columns`). */
  columns: number;
  /** Renders the answer box with the given key. */
  renderBox(key: string): ReactNode;
  /**
   * Whether the text in place-value `column` is crossed out (`<s>`): a minuend digit under a
   * borrow box the child wrote in. @defaultValue none crossed
   */
  crossed?: (column: number) => boolean;
}

/** CSS grid column of place value `column`: 1 is the prefix column, the ones column is last. */
export const gridColumnOf = (column: number, columns: number): number => columns - column + 1;

/**
 * One row of the digit grid: a `role="group"` named by the row's label, its prefix (operator
 * sign, divisor, the 'r' of a remainder) in the leading column — or, in a row whose rule covers
 * only its own cells (`'over-cells'`), just left of its cells — text and box cells at their
 * place-value columns, and the rule above it as the engine's `row.ruleAbove` says: from the
 * prefix column (`'from-prefix'`) or over the row's cells (`'over-cells'`, `'bracket'`), to its
 * last cell — or over the engine's `row.ruleColumns` when it names them (a long-division line
 * under the number subtracted).
 * A text digit `crossed` says is crossed out (`<s>`, "no longer right": the borrow box above
 * holds its new value), as a child crosses it out on paper.
 * The row exposes `data-kind` and `data-rule-above` (the `RowRule`) for styling; the stylesheet
 * stretches a `'bracket'` rule left to meet the prefix.
 * @see spec §2 "Worksheet behaviour"
 */
export function GridRowView({ row, columns, renderBox, crossed }: GridRowViewProps) {
  const placed = row.cells.map((cell) => gridColumnOf(cell.column, columns));
  // The columns under the rule: the engine's `ruleColumns` when it names them, else the cells.
  const ruled = row.ruleColumns?.map((column) => gridColumnOf(column, columns)) ?? placed;
  const fromPrefix = row.ruleAbove === 'from-prefix' || ruled.length === 0;
  const ruleStart = fromPrefix ? 1 : Math.min(...ruled);
  const ruleEnd = ruled.length > 0 ? Math.max(...ruled) + 1 : columns + 2;
  // A long-division step keeps its prefix beside its cells: "r 7".
  const prefixColumn = row.ruleAbove === 'over-cells' ? Math.max(1, Math.min(...placed) - 1) : 1;
  return (
    <div
      role="group"
      aria-label={row.label}
      className="mc-row"
      data-kind={row.kind}
      data-rule-above={row.ruleAbove}
    >
      {row.ruleAbove && (
        <span
          className="mc-rule"
          aria-hidden="true"
          style={{ gridColumn: `${ruleStart} / ${ruleEnd}` }}
        />
      )}
      {row.prefix !== undefined && (
        <span className="mc-cell mc-prefix" style={{ gridColumn: prefixColumn }}>
          {row.prefix}
        </span>
      )}
      {row.cells.map((cell, index) => (
        <span
          key={`${cell.kind}-${cell.column}`}
          className="mc-cell"
          data-kind={cell.kind}
          style={{ gridColumn: placed[index] }}
        >
          {cell.kind === 'box' ? (
            renderBox(cell.key)
          ) : crossed?.(cell.column) ? (
            <s className="mc-text">{cell.text}</s>
          ) : (
            <span className="mc-text">{cell.text}</span>
          )}
        </span>
      ))}
    </div>
  );
}
