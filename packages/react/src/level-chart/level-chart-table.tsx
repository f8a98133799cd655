import { useState } from 'react';
import type { LevelChartPoint } from './level-chart-layout';

/** Texts of the level chart's table. @see spec §2 "Report Cards" (level history) */
export const LEVEL_CHART_TABLE_TEXT = {
  /** The disclosure's visible words while the table is closed. */
  show: 'Show as table',
  /** The disclosure's visible words while the table is open. */
  hide: 'Hide table',
  /** The column headers. */
  columns: { date: 'Date', level: 'Level', questions: 'Questions', errors: 'Errors' },
  /** A count the history does not have. */
  unknown: '–',
} as const;

/** Props of {@link LevelChartTable}. */
export interface LevelChartTableProps {
  /** The chart's points, oldest first (at least one). */
  points: readonly LevelChartPoint[];
  /** The chart's name: the table's caption and the end of the toggle's accessible name. */
  title: string;
  /** How a point's date is written. */
  formatDate: (date: string) => string;
  /** Whether the table starts open. */
  defaultOpen: boolean;
}

/**
 * The chart's data as a table, behind a native disclosure: a `<summary>` 'Show as table' (a
 * keyboard-reachable toggle for everyone, named 'Show as table: Addition level history' for
 * assistive technology) opens a `<table>` captioned with the chart's title, one row per set,
 * oldest first: Date, Level, and — when any point has them — Questions and Errors ('–' for a
 * count a point lacks). The table is rendered only while open, so a page of charts stays light.
 */
export function LevelChartTable({ points, title, formatDate, defaultOpen }: LevelChartTableProps) {
  const [open, setOpen] = useState(defaultOpen);
  const counts = points.some(
    (point) => point.questions !== undefined || point.errors !== undefined,
  );
  const { columns, unknown } = LEVEL_CHART_TABLE_TEXT;
  const fields = counts
    ? (['date', 'level', 'questions', 'errors'] as const)
    : (['date', 'level'] as const);

  return (
    <details
      className="mc-level-chart-details"
      open={defaultOpen || undefined}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="mc-level-chart-toggle">
        {open ? LEVEL_CHART_TABLE_TEXT.hide : LEVEL_CHART_TABLE_TEXT.show}
        <span className="mc-visually-hidden">: {title}</span>
      </summary>
      {open && (
        <table className="mc-level-chart-table">
          <caption className="mc-visually-hidden">{title}</caption>
          <thead>
            <tr>
              {fields.map((field) => (
                <th key={field} scope="col">
                  {columns[field]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((point, index) => (
              <tr key={index}>
                {fields.map((field) => (
                  <td key={field}>
                    {field === 'date' ? formatDate(point.date) : (point[field] ?? unknown)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}
