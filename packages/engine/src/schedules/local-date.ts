/**
 * Calendar dates in a time zone: the year-month-day key of an instant, whether a stored date is
 * today, and whether a time-zone name is one the runtime knows.
 *
 * A **date key** is `YYYY-MM-DD` (zero-padded, e.g. `'2026-03-07'`). Stored dates may also be
 * unpadded or carry a time after the day (`'2026-3-7'`, `'2026-03-07-14:03'`); the comparisons
 * here read only the leading year-month-day.
 * @see spec §3 "Student" (history `createdDate` as year-month-day-time), §4 "Student session"
 *   ("A subject counts as completed today if the latest history entry falls on today's date"),
 *   §9 "Completion date format year-month-day in local time"
 */

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * One cached 24-hour `Intl.DateTimeFormat` per zone giving year, month, day, hour and minute
 * (creating one is slow; the server asks often).
 */
function dateFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dateFormats.set(key, format);
  }
  return format;
}

/** The calendar fields of an instant in a zone (or the runtime's local zone). */
function fieldsOf(date: Date, timeZone: string | undefined) {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) {
    throw new RangeError('localDateKey: invalid Date');
  }
  if (timeZone === undefined) {
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
    };
  }
  const parts = dateFormat(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/**
 * Whether `name` is an IANA time-zone name the runtime knows (`'Europe/Berlin'`, `'UTC'`,
 * `'Pacific/Honolulu'`). Never throws.
 * @see spec §7 `student.connect` (`timezone`)
 */
export function isValidTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name.trim() === '' || name.length > 64) return false;
  try {
    dateFormat(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * The calendar date of an instant as `YYYY-MM-DD`, in `timeZone` or, without one, in the
 * runtime's local zone.
 * @example localDateKey(new Date('2026-03-08T09:30:00Z'), 'Pacific/Honolulu') // '2026-03-07'
 * @param date - the instant (the engine never reads the clock: pass `now` in).
 * @param timeZone - an IANA name; omitted means the runtime's local zone.
 * @throws RangeError for an invalid Date or an unknown time zone.
 * @see spec §9 "Completion date format year-month-day in local time"
 */
export function localDateKey(date: Date, timeZone?: string): string {
  const { year, month, day } = fieldsOf(date, timeZone);
  return formatDateKey(year, month, day);
}

/**
 * The calendar date and minute of an instant as `YYYY-MM-DD-HH:MM` (24-hour), the form history
 * entries carry (`createdDate`), in `timeZone` or the runtime's local zone.
 * @example localDateTimeKey(new Date('2025-03-14T09:30:00Z'), 'Pacific/Honolulu') // '2025-03-13-23:30'
 * @throws RangeError for an invalid Date or an unknown time zone.
 * @see spec §3 "Student" (history `createdDate` as year-month-day-time)
 */
export function localDateTimeKey(date: Date, timeZone?: string): string {
  const { year, month, day, hour, minute } = fieldsOf(date, timeZone);
  const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return `${formatDateKey(year, month, day)}-${time}`;
}

/** `YYYY-MM-DD` from numbers, zero-padded. */
export function formatDateKey(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The `YYYY-MM-DD` key of a stored date that starts with year-month-day (`'2026-3-7'`,
 * `'2026-03-07-14:03'`, `'2026-03-07T14:03:00Z'` — the leading date is taken as written, no zone
 * conversion), or `null` when it does not start with a real calendar date.
 */
export function dateKeyOf(text: string): string | null {
  const match = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return formatDateKey(year, month, day);
}

/**
 * Whether a stored date (see {@link dateKeyOf}) falls on `now`'s calendar date in `timeZone`
 * (or the runtime's local zone). False for text that is not a date.
 * @example isSameDay('2026-03-07-23:30', new Date('2026-03-08T09:30:00Z'), 'Pacific/Honolulu') // true
 * @throws RangeError for an invalid `now` or an unknown time zone.
 * @see spec §4 "Student session" ("completed today if the latest history entry falls on today's date")
 */
export function isSameDay(text: string, now: Date, timeZone?: string): boolean {
  return dateKeyOf(text) === localDateKey(now, timeZone);
}

/**
 * A date key moved by whole days (`addDays('2026-02-28', 1) === '2026-03-01'`). Calendar
 * arithmetic on the key itself, so no time zone or daylight-saving change can shift it.
 * @throws RangeError when `key` is not a calendar date.
 */
export function addDays(key: string, days: number): string {
  const normalized = dateKeyOf(key);
  if (normalized === null) throw new RangeError(`addDays: not a date: ${JSON.stringify(key)}`);
  const [year, month, day] = normalized.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return formatDateKey(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/**
 * The weekday of a date key, 0 = Sunday … 6 = Saturday (the index into `DAY_LETTERS`).
 * @throws RangeError when `key` is not a calendar date.
 */
export function weekdayOfKey(key: string): number {
  const normalized = dateKeyOf(key);
  if (normalized === null) throw new RangeError(`weekdayOfKey: not a date: ${JSON.stringify(key)}`);
  const [year, month, day] = normalized.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}
