/**
 * Day letters of the weekly schedule and the weekday of a date.
 * @see spec §3 "Schedule", §9 "Weekday codes s m t w r f a"
 */
import { localDateKey, weekdayOfKey } from './local-date';

/**
 * The seven day letters, Sunday first, so `DAY_LETTERS[date.getDay()]` is the letter of a
 * date's weekday: s (Sun), m, t, w, r (Thu), f, a (Sat). This is also the canonical order of a
 * schedule string.
 * @see spec §9 "Weekday codes s m t w r f a"
 */
export const DAY_LETTERS = ['s', 'm', 't', 'w', 'r', 'f', 'a'] as const;

/** One day letter: `'s' | 'm' | 't' | 'w' | 'r' | 'f' | 'a'` (Sunday … Saturday). */
export type DayLetter = (typeof DAY_LETTERS)[number];

/** Full English day names by letter ('Sunday' … 'Saturday'), e.g. for accessible names. */
export const DAY_NAMES: Readonly<Record<DayLetter, string>> = {
  s: 'Sunday',
  m: 'Monday',
  t: 'Tuesday',
  w: 'Wednesday',
  r: 'Thursday',
  f: 'Friday',
  a: 'Saturday',
};

/** Short English day names by letter ('Sun' … 'Sat'), e.g. for compact summaries. */
export const DAY_SHORT_NAMES: Readonly<Record<DayLetter, string>> = {
  s: 'Sun',
  m: 'Mon',
  t: 'Tue',
  w: 'Wed',
  r: 'Thu',
  f: 'Fri',
  a: 'Sat',
};

/**
 * The days the 'Weekday' preset sets: Monday to Friday (m t w r f), in canonical order.
 * @see spec §4 "Schedule editing"
 */
export const WEEKDAY_LETTERS = ['m', 't', 'w', 'r', 'f'] as const satisfies readonly DayLetter[];

/** Whether `value` is one of the seven day letters (lower case only). */
export function isDayLetter(value: unknown): value is DayLetter {
  return typeof value === 'string' && (DAY_LETTERS as readonly string[]).includes(value);
}

/**
 * The day letter of the weekday on which `date` falls.
 *
 * Without `timeZone` this is the runtime's local weekday (`date.getDay()`); with an IANA time
 * zone such as `'Europe/Berlin'` it is the weekday in that zone (the weekday of
 * {@link localDateKey}), so a server can ask for a family's local day.
 * @param date - the instant; the engine never reads the clock, so pass `now` in.
 * @param timeZone - an IANA time-zone name; omitted means the runtime's local zone.
 * @returns the letter s m t w r f a of that weekday.
 * @throws RangeError when `date` is an invalid Date or `timeZone` is not a known zone.
 * @see spec §9 "Weekday codes s m t w r f a"
 */
export function dayLetterOf(date: Date, timeZone?: string): DayLetter {
  return DAY_LETTERS[weekdayOfKey(localDateKey(date, timeZone))] as DayLetter;
}
