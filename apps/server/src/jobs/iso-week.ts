/**
 * ISO 8601 weeks: weeks start on Monday, and week 1 of a year is the week with that year's first
 * Thursday — so 2026-12-31 is in 2026-W53 and 2027-01-01 too, while 2020-12-31 is 2020-W53
 * and 2019-12-30 is 2020-W01. The weekly summaries are keyed by these weeks (`2026-W48`).
 * Calendar arithmetic runs on `YYYY-MM-DD` keys with the engine's date helpers, so no time
 * zone or daylight-saving change can shift a day.
 * @see issue 7 "Weekly summary e-mails" (one summary per ISO week per student)
 */
import { addDays, dateKeyOf, localDateKey, weekdayOfKey } from '@mathcols/engine';

/** An ISO week and its calendar days. */
export interface IsoWeek {
  /** `YYYY-Www`, e.g. `'2026-W48'` (the week number zero-padded to two digits). */
  key: string;
  /** The ISO week-numbering year (the year of the week's Thursday; may differ from the date's). */
  year: number;
  /** The week number, 1–53. */
  week: number;
  /** The week's Monday, `YYYY-MM-DD`. */
  monday: string;
  /** The week's Sunday, `YYYY-MM-DD` (the last day, inclusive). */
  sunday: string;
}

/**
 * The ISO week a calendar date belongs to.
 * @example isoWeekOfDate('2026-11-26') // { key: '2026-W48', year: 2026, week: 48, monday: '2026-11-23', sunday: '2026-11-29' }
 * @param dateKey `YYYY-MM-DD` (anything the engine's `dateKeyOf` reads)
 * @throws RangeError when `dateKey` is not a calendar date
 */
export function isoWeekOfDate(dateKey: string): IsoWeek {
  const day = dateKeyOf(dateKey);
  if (day === null) throw new RangeError(`isoWeekOfDate: not a date: ${JSON.stringify(dateKey)}`);
  // 1 = Monday … 7 = Sunday.
  const isoWeekday = weekdayOfKey(day) || 7;
  const monday = addDays(day, 1 - isoWeekday);
  const thursday = addDays(monday, 3);
  const year = Number(thursday.slice(0, 4));
  const dayOfYear = daysBetween(`${thursday.slice(0, 4)}-01-01`, thursday) + 1;
  const week = Math.floor((dayOfYear - 1) / 7) + 1;
  return {
    key: `${year}-W${String(week).padStart(2, '0')}`,
    year,
    week,
    monday,
    sunday: addDays(monday, 6),
  };
}

/**
 * The ISO week an instant falls in, by its calendar date in `timeZone`.
 * @example isoWeekOf(new Date('2027-01-01T12:00:00Z')).key // '2026-W53'
 * @param timeZone an IANA name @defaultValue `'UTC'`
 * @throws RangeError for an invalid Date or an unknown time zone
 */
export function isoWeekOf(instant: Date, timeZone = 'UTC'): IsoWeek {
  return isoWeekOfDate(localDateKey(instant, timeZone));
}

/** Whole days from one date key to another (both valid `YYYY-MM-DD`). */
function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}
