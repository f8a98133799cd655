import type { Subject } from '@mathcols/engine';
import { clsx } from 'clsx/lite';
import { useId, type CSSProperties, type Ref } from 'react';
import {
  defaultDateLabel,
  describeLevelHistory,
  layoutLevelChart,
  type LevelChartPoint,
} from './level-chart-layout';
import { LevelChartTable } from './level-chart-table';

export type { LevelChartPoint } from './level-chart-layout';
export { LEVEL_CHART_TABLE_TEXT } from './level-chart-table';

/** Texts of the level chart. @see spec §2 "My Progress", "Report Cards" (level history) */
export const LEVEL_CHART_TEXT = {
  /** Shown instead of the chart when there are no points. */
  empty: 'No level history yet',
  /** The small title of the vertical axis. */
  axis: 'Level',
} as const;

/** Props of {@link LevelChart}. */
export interface LevelChartProps {
  /**
   * The level of each finished set, oldest first: `{ date, level, questions?, errors? }` with
   * `date` as `'YYYY-MM-DD'` or a stored `createdDate` ('2026-03-07-14:03') and `level` 0–19
   * (drawn clamped to 0–19); `questions` and `errors`, when given, are listed in the table. An
   * empty list shows 'No level history yet'.
   */
  points: readonly LevelChartPoint[];
  /** The subject; the line takes its colour (`data-subject`, token `--mc-subject-{subject}`). */
  subject: Subject;
  /** The chart's accessible name, e.g. 'Addition level history'. */
  title: string;
  /**
   * Natural width in CSS px and of the view box; the chart shrinks with a narrower container.
   * @defaultValue 320
   */
  width?: number;
  /**
   * Natural height in CSS px and of the view box.
   * @defaultValue 160
   */
  height?: number;
  /**
   * How a point's date is written on the axis and in the description.
   * @defaultValue the date's leading `YYYY-MM-DD` (the stored text when it has none)
   */
  formatDate?: (date: string) => string;
  /**
   * Whether the data table ('Show as table') starts open.
   * @defaultValue false
   */
  defaultTableOpen?: boolean;
  /**
   * Extra class on the root element (`mc-level-chart`).
   * @defaultValue none
   */
  className?: string;
  /**
   * Inline style on the root element.
   * @defaultValue none
   */
  style?: CSSProperties;
  /**
   * The root `<div>` element.
   * @defaultValue none
   */
  ref?: Ref<HTMLDivElement>;
}

/** The empty state's picture: a dashed staircase waiting for its first step. */
const EMPTY_ART = (
  <svg className="mc-level-chart-empty-art" viewBox="0 0 48 32" aria-hidden="true">
    <path
      d="M4 28H16V20H28V12H40V4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeDasharray="4 3"
      strokeLinecap="round"
    />
    <circle cx="4" cy="28" r="3.5" fill="currentColor" />
  </svg>
);

/**
 * A small picture of a subject's level over its finished sets: a step line in the subject's
 * colour (the level holds until the next set), a dot on every set (the latest one a larger ring),
 * whole-level ticks on the left and the first and last dates below. Pure SVG, scaled by its view
 * box to fit narrow containers.
 *
 * It is an image for assistive technology: `<svg role="img">` named by `title` (`<title>`) and
 * described in words by `<desc>` ('Level 1 to level 3 over 6 sets, from 2026-03-02 to
 * 2026-03-07.'). Below it a native disclosure 'Show as table' (keyboard reachable, for everyone)
 * opens the same data as a table: Date, Level, and Questions and Errors when the points carry
 * them, one row per set (see `LevelChartTable`). With no points it shows a small drawing and 'No
 * level history yet', and no table. The root carries `data-subject` and
 * `data-state="empty" | "filled"`.
 * @see spec §2 "My Progress", "Report Cards" (level history), §3 "Student" (history, overall)
 */
export function LevelChart({
  points,
  subject,
  title,
  width = 320,
  height = 160,
  formatDate = defaultDateLabel,
  defaultTableOpen = false,
  className,
  style,
  ref,
}: LevelChartProps) {
  const id = useId();
  const root = clsx('mc-level-chart', className);
  if (points.length === 0) {
    return (
      <div ref={ref} className={root} style={style} data-subject={subject} data-state="empty">
        {EMPTY_ART}
        <p className="mc-level-chart-empty">{LEVEL_CHART_TEXT.empty}</p>
      </div>
    );
  }

  const chart = layoutLevelChart(points, width, height);
  const firstDate = formatDate(points[0]?.date ?? '');
  const lastDate = formatDate(points.at(-1)?.date ?? '');
  const dateY = chart.bottom + 18;

  return (
    <div ref={ref} className={root} style={style} data-subject={subject} data-state="filled">
      <svg
        className="mc-level-chart-svg"
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        // Inherited by every label (the line and the dots set their own).
        fill="currentColor"
        fontSize={11}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{describeLevelHistory(points, firstDate, lastDate)}</desc>
        <text className="mc-level-chart-label" x={4} y={11}>
          {LEVEL_CHART_TEXT.axis}
        </text>
        {chart.ticks.map((tick) => (
          <g key={tick.level}>
            <line
              className="mc-level-chart-grid"
              x1={chart.left}
              x2={chart.right}
              y1={tick.y}
              y2={tick.y}
              stroke="currentColor"
              strokeOpacity={0.2}
            />
            <text
              className="mc-level-chart-label"
              x={chart.left - 8}
              y={tick.y}
              textAnchor="end"
              dominantBaseline="central"
            >
              {tick.level}
            </text>
          </g>
        ))}
        <line
          className="mc-level-chart-axis"
          x1={chart.left}
          x2={chart.right}
          y1={chart.bottom}
          y2={chart.bottom}
          stroke="currentColor"
        />
        <path
          className="mc-level-chart-line"
          d={chart.path}
          fill="none"
          stroke="currentColor"
          strokeWidth={3}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        {chart.dots.map((dot, index) => {
          const latest = index === chart.dots.length - 1;
          return (
            <circle
              key={index}
              className="mc-level-chart-dot"
              data-latest={latest || undefined}
              cx={dot.x}
              cy={dot.y}
              r={latest ? chart.radius + 1.5 : chart.radius}
              fill={latest ? 'white' : 'currentColor'}
              stroke="currentColor"
              strokeWidth={latest ? 3 : 0}
            />
          );
        })}
        {firstDate !== lastDate && (
          <text className="mc-level-chart-label" x={chart.left} y={dateY}>
            {firstDate}
          </text>
        )}
        <text
          className="mc-level-chart-label"
          x={firstDate === lastDate ? (chart.left + chart.right) / 2 : chart.right}
          y={dateY}
          textAnchor={firstDate === lastDate ? 'middle' : 'end'}
        >
          {lastDate}
        </text>
      </svg>
      <LevelChartTable
        points={points}
        title={title}
        formatDate={formatDate}
        defaultOpen={defaultTableOpen}
      />
    </div>
  );
}
