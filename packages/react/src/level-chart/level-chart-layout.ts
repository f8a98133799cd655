/**
 * Geometry and words of the level chart: where each set's dot goes, the step line between them,
 * the level ticks, and a one-sentence summary. Pure functions of the points; coordinates are
 * SVG user units in a `width × height` view box, rounded to 0.01. No grading happens here.
 */
import { LEVEL_COUNT, dateKeyOf } from '@mathcols/engine';

/** One finished set in a subject's level history. */
export interface LevelChartPoint {
  /** When the set was finished: `'YYYY-MM-DD'` or a stored `createdDate` ('2026-03-07-14:03'). */
  date: string;
  /** The level the set was worked at, 0–19. */
  level: number;
  /** How many questions the set had, when known (shown in the chart's table). */
  questions?: number;
  /** How many of them were answered wrongly, when known (shown in the chart's table). */
  errors?: number;
}

/** A dot of the chart: a point placed in the view box. */
export interface ChartDot {
  x: number;
  y: number;
}

/** A level tick on the vertical axis. */
export interface ChartTick {
  level: number;
  y: number;
}

/** Everything the chart draws. */
export interface ChartLayout {
  /** Plot area edges (the top one is fixed). */
  left: number;
  right: number;
  bottom: number;
  ticks: ChartTick[];
  dots: ChartDot[];
  /** SVG path of the step line: level holds until the next set, then steps up or down. */
  path: string;
  /** Dot radius; smaller when many sets share the width. */
  radius: number;
}

/** The plot's left and top edges: room for the tick labels and the axis title. */
const LEFT = 34;
const TOP = 20;
/** Room right of the plot, and below it for the dates. */
const PAD_RIGHT = 12;
const PAD_BOTTOM = 26;
const TOP_LEVEL = LEVEL_COUNT - 1;

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The shown level range and its ticks: one level of air above and below the history (within
 * 0–19), at least two levels tall, widened to whole tick steps.
 */
function levelRange(levels: readonly number[]) {
  let low = Math.max(0, Math.min(...levels) - 1);
  let high = Math.min(TOP_LEVEL, Math.max(...levels) + 1);
  // Less than two levels tall only at an end of the scale (low 0 or high 19).
  if (high - low < 2) {
    if (high < TOP_LEVEL) high = low + 2;
    else low = high - 2;
  }
  // Whole-level ticks: every level for a span up to 6, every 2nd up to 14, else every 5th.
  const span = high - low;
  const step = span <= 6 ? 1 : span <= 14 ? 2 : 5;
  low = Math.floor(low / step) * step;
  high = Math.min(TOP_LEVEL, Math.ceil(high / step) * step);
  const ticks: number[] = [];
  for (let level = low; level <= high; level += step) ticks.push(level);
  return { low, high, ticks };
}

/**
 * Places `points` (oldest first, at least one) in a `width × height` view box: sets evenly
 * spaced left to right (one set sits in the middle), levels bottom to top.
 */
export function layoutLevelChart(
  points: readonly LevelChartPoint[],
  width: number,
  height: number,
): ChartLayout {
  const left = LEFT;
  const right = width - PAD_RIGHT;
  const bottom = height - PAD_BOTTOM;
  // Each level made drawable: whole, within 0–19 (NaN → 0).
  const levels = points.map(({ level }) =>
    Number.isFinite(level) ? Math.min(TOP_LEVEL, Math.max(0, Math.round(level))) : 0,
  );
  const { low, high, ticks } = levelRange(levels);
  const y = (level: number) => round(bottom - ((level - low) / (high - low)) * (bottom - TOP));
  const gaps = points.length - 1;
  const x = (index: number) =>
    round(gaps === 0 ? (left + right) / 2 : left + (index * (right - left)) / gaps);

  const dots = levels.map((level, index) => ({ x: x(index), y: y(level) }));
  const path = dots
    .map((dot, index) => (index === 0 ? `M${dot.x} ${dot.y}` : `H${dot.x}V${dot.y}`))
    .join('');
  const spacing = gaps === 0 ? Infinity : (right - left) / gaps;
  return {
    left,
    right,
    bottom,
    ticks: ticks.map((level) => ({ level, y: y(level) })),
    dots,
    path,
    radius: round(Math.min(4.5, Math.max(2, spacing / 3))),
  };
}

/** The default date label: the stored date's leading year-month-day, else the text as stored. */
export function defaultDateLabel(date: string): string {
  return dateKeyOf(date) ?? date;
}

/**
 * A sentence that says what the chart shows, e.g. 'Level 1 to level 3 over 6 sets, from
 * 2026-03-02 to 2026-03-07.' A dip below or a peak above both ends is named too ('Lowest level
 * 2.'); a flat history reads 'Stayed at level 3 over 4 sets, …'; one set reads 'Level 3 after 1
 * set, on 2026-03-02.'.
 * @param points the history, oldest first (at least one point; none gives '').
 * @param from the first point's date as shown.
 * @param to the last point's date as shown.
 */
export function describeLevelHistory(
  points: readonly LevelChartPoint[],
  from: string,
  to: string,
): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return '';
  const when = from === to ? `on ${from}` : `from ${from} to ${to}`;
  if (points.length === 1) return `Level ${first.level} after 1 set, ${when}.`;
  const levels = points.map((point) => point.level);
  const lowest = Math.min(...levels);
  const highest = Math.max(...levels);
  const change =
    first.level !== last.level
      ? `Level ${first.level} to level ${last.level}`
      : lowest === highest
        ? `Stayed at level ${first.level}`
        : `Started and ended at level ${first.level}`;
  const extremes =
    (lowest < Math.min(first.level, last.level) ? ` Lowest level ${lowest}.` : '') +
    (highest > Math.max(first.level, last.level) ? ` Highest level ${highest}.` : '');
  return `${change} over ${points.length} sets, ${when}.${extremes}`;
}
