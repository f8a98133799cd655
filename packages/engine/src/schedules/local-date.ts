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

const dateFormats = /* @__PURE__ */ new Map<string, Intl.DateTimeFormat>();

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

/** `value` as decimal text, zero-padded to `width` digits. */
const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/**
 * Internal (not in the public index): checks that `date` is a valid `Date`.
 * @throws RangeError for anything else (an invalid Date, a string, …).
 */
export function assertValidDate(date: Date): void {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) throw new RangeError('Invalid Date');
}

/** The calendar fields `[year, month, day, hour, minute]` of an instant in a zone (or local). */
function fieldsOf(date: Date, timeZone: string | undefined): number[] {
  assertValidDate(date);
  if (timeZone === undefined) {
    return [
      date.getFullYear(),
      date.getMonth() + 1,
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
    ];
  }
  const parts = dateFormat(timeZone).formatToParts(date);
  return (['year', 'month', 'day', 'hour', 'minute'] as const).map((type) =>
    Number(parts.find((entry) => entry.type === type)?.value),
  );
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
  return localDateTimeKey(date, timeZone).slice(0, -6);
}

/**
 * The calendar date and minute of an instant as `YYYY-MM-DD-HH:MM` (24-hour), the form history
 * entries carry (`createdDate`), in `timeZone` or the runtime's local zone.
 * @example localDateTimeKey(new Date('2025-03-14T09:30:00Z'), 'Pacific/Honolulu') // '2025-03-13-23:30'
 * @throws RangeError for an invalid Date or an unknown time zone.
 * @see spec §3 "Student" (history `createdDate` as year-month-day-time)
 */
export function localDateTimeKey(date: Date, timeZone?: string): string {
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = fieldsOf(date, timeZone);
  return `${formatDateKey(year, month, day)}-${pad(hour)}:${pad(minute)}`;
}

/** `YYYY-MM-DD` from numbers, zero-padded. */
export function formatDateKey(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The `YYYY-MM-DD` key of an instant's UTC calendar date. Internal (not in the public index). */
export function utcDateKey(date: Date): string {
  return formatDateKey(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/**
 * UTC midnight of a date key's day.
 * @throws RangeError naming `caller` when `key` is not a calendar date.
 */
function utcDayOf(key: string, caller: string): Date {
  const normalized = dateKeyOf(key);
  if (normalized === null) throw new RangeError(`${caller}: not a date: ${JSON.stringify(key)}`);
  const [year = 0, month = 0, day = 0] = normalized.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/**
 * The `YYYY-MM-DD` key of a stored date that starts with year-month-day (`'2026-3-7'`,
 * `'2026-03-07-14:03'`, `'2026-03-07T14:03:00Z'` — the leading date is taken as written, no zone
 * conversion), or `null` when it does not start with a real calendar date.
 */
export function dateKeyOf(text: string): string | null {
  const match = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)/.exec(text);
  if (!match) return null;
  const [year = 0, month = 0, day = 0] = match.slice(1).map(Number);
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
  const date = utcDayOf(key, 'addDays');
  date.setUTCDate(date.getUTCDate() + days);
  return utcDateKey(date);
}

/**
 * The weekday of a date key, 0 = Sunday … 6 = Saturday (the index into `DAY_LETTERS`).
 * @throws RangeError when `key` is not a calendar date.
 */
export function weekdayOfKey(key: string): number {
  return utcDayOf(key, 'weekdayOfKey').getUTCDay();
}
