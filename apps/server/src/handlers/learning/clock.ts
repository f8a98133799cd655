/**
 * The student's wall clock: the calendar date and the minute of an instant in their time zone,
 * as the history and the completion dates write them.
 * @see spec §3 "Student" (history `createdDate` as year-month-day-time), §9 "Completion date
 *   format year-month-day in local time"
 */
import { localDateKey, localDateTimeKey } from '@mathcols/engine';

/** An instant as the student sees it. */
export interface StudentMoment {
  /** The calendar date, `YYYY-MM-DD`. */
  date: string;
  /** The date and the minute, `YYYY-MM-DD-HH:MM` (24-hour). */
  dateTime: string;
}

/**
 * The date and minute of `at` in `timeZone` (the engine's `localDateKey` and
 * `localDateTimeKey`).
 * @example studentMoment(new Date('2025-03-14T09:30:00Z'), 'Pacific/Honolulu')
 *   // { date: '2025-03-13', dateTime: '2025-03-13-23:30' }
 * @param timeZone an IANA name the runtime knows (check with the engine's `isValidTimeZone`)
 * @throws RangeError for an invalid Date or an unknown time zone
 */
export function studentMoment(at: Date, timeZone: string): StudentMoment {
  return { date: localDateKey(at, timeZone), dateTime: localDateTimeKey(at, timeZone) };
}
