/**
 * Which subjects are scheduled on which calendar days: today's subjects, the next and the last
 * scheduled day around today, and whether a subject was completed today. Pure functions; the
 * caller passes `now` and, on a server, the student's IANA time zone.
 * @see spec §2 "Assignments", §4 "Student session", §9 "Weekday codes s m t w r f a"
 */
import { SUBJECTS } from '../subjects';
import type { Subject } from '../types';
import { DAY_LETTERS, type DayLetter } from './day-letters';
import { addDays, dateKeyOf, localDateKey, weekdayOfKey } from './local-date';
import { isScheduled, parseSchedule, type Schedule } from './schedule';

/**
 * Each subject's schedule string as on the wire (`'mwf'`, any order; `''` = no days). A
 * missing subject has no days; keys that are not subjects are ignored.
 * @see spec §3 "Student" (`mathschedule`), "Schedule"
 */
export type SubjectSchedules = Partial<Record<Subject, string>>;

/**
 * One calendar day on which at least one subject is scheduled.
 * - `date`: the day as `'YYYY-MM-DD'` (in the time zone the caller asked about);
 * - `day`: its day letter s m t w r f a;
 * - `subjects`: the subjects scheduled that day, in {@link SUBJECTS} order (never empty).
 * @see spec §2 "Assignments" (early with the next scheduled day, late with the last one)
 */
export interface ScheduledDay {
  date: string;
  day: DayLetter;
  subjects: Subject[];
}

/** How far {@link nextScheduledDay} and {@link lastScheduledDay} look: one week. */
const WEEK = 7;

/** The parsed schedule of every subject, in SUBJECTS order (missing → no days). */
function parseAll(schedules: SubjectSchedules): [Subject, Schedule][] {
  return SUBJECTS.map((subject) => [subject, parseSchedule(schedules[subject] ?? '')]);
}

/** The subjects scheduled on the calendar day `key`, in SUBJECTS order. */
function subjectsOnKey(parsed: readonly [Subject, Schedule][], key: string): ScheduledDay {
  const day = DAY_LETTERS[weekdayOfKey(key)] as DayLetter;
  const subjects = parsed.filter(([, days]) => days.has(day)).map(([subject]) => subject);
  return { date: key, day, subjects };
}

/** The first day 1…7 days from today in `step` direction (+1 / −1) with a scheduled subject. */
function scan(
  schedules: SubjectSchedules,
  now: Date,
  timeZone: string | undefined,
  step: 1 | -1,
): ScheduledDay | null {
  const parsed = parseAll(schedules);
  const today = localDateKey(now, timeZone);
  for (let offset = 1; offset <= WEEK; offset += 1) {
    const candidate = subjectsOnKey(parsed, addDays(today, step * offset));
    if (candidate.subjects.length > 0) return candidate;
  }
  return null;
}

/**
 * The subjects whose schedule includes `now`'s weekday in `timeZone` (see {@link isScheduled}),
 * in {@link SUBJECTS} order — what the Assignments page lists for today.
 * @example todaysSubjects({ division: 'mwf', addition: 'm' }, mondayNoon) // ['addition', 'division']
 * @param schedules - schedule string per subject; missing or `''` means no days.
 * @param now - the current instant (the engine never reads the clock).
 * @param timeZone - IANA name such as `'Pacific/Honolulu'`; omitted = the runtime's local zone.
 * @returns the subjects due today; `[]` when none.
 * @throws RangeError on a schedule string that is not day letters, an invalid `now`, or an
 *   unknown time zone.
 * @see spec §2 "Student Dashboard" (badge), "Assignments" (today's subject cards)
 */
export function todaysSubjects(
  schedules: SubjectSchedules,
  now: Date,
  timeZone?: string,
): Subject[] {
  return SUBJECTS.filter((subject) => isScheduled(schedules[subject] ?? '', now, timeZone));
}

/**
 * The first calendar day strictly after today (in `timeZone`) on which any subject is scheduled,
 * looking 1 to 7 days ahead — so a schedule with only today's weekday gives the same weekday next
 * week. Calendar arithmetic on dates, so month/year ends and daylight-saving changes do not shift
 * it.
 * @example nextScheduledDay({ addition: 'mtwrf' }, saturday) // { date: <Monday>, day: 'm', subjects: ['addition'] }
 * @param schedules - schedule string per subject; missing or `''` means no days.
 * @param now - the current instant.
 * @param timeZone - IANA name; omitted = the runtime's local zone.
 * @returns that day with its subjects, or `null` when no subject has any day.
 * @throws RangeError on an invalid schedule string, `now`, or time zone.
 * @see spec §2 "Assignments" ("early with next scheduled day")
 */
export function nextScheduledDay(
  schedules: SubjectSchedules,
  now: Date,
  timeZone?: string,
): ScheduledDay | null {
  return scan(schedules, now, timeZone, 1);
}

/**
 * The latest calendar day strictly before today (in `timeZone`) on which any subject is
 * scheduled, looking 1 to 7 days back.
 * @example lastScheduledDay({ addition: 'mtwrf' }, saturday) // { date: <Friday>, day: 'f', subjects: ['addition'] }
 * @param schedules - schedule string per subject; missing or `''` means no days.
 * @param now - the current instant.
 * @param timeZone - IANA name; omitted = the runtime's local zone.
 * @returns that day with its subjects, or `null` when no subject has any day.
 * @throws RangeError on an invalid schedule string, `now`, or time zone.
 * @see spec §2 "Assignments" ("late with last scheduled day")
 */
export function lastScheduledDay(
  schedules: SubjectSchedules,
  now: Date,
  timeZone?: string,
): ScheduledDay | null {
  return scan(schedules, now, timeZone, -1);
}

/**
 * The latest calendar date among stored dates, as `'YYYY-MM-DD'`, or `null` when none of them is
 * a date. Stored dates may be unpadded or carry a time (`'2026-3-7'`, `'2026-03-07-14:03'`); only
 * the leading year-month-day counts (see {@link dateKeyOf}); other text is ignored.
 * @see spec §3 "Student" (history `createdDate`), §9 "Completion date format"
 */
export function latestDateKey(dates: readonly string[]): string | null {
  let latest: string | null = null;
  for (const text of dates) {
    const key = dateKeyOf(text);
    if (key !== null && (latest === null || key > latest)) latest = key;
  }
  return latest;
}

/**
 * Whether a subject counts as completed today: the **latest** of its stored completion dates
 * (history `createdDate`s and/or the level's completion date, in any order) falls on `now`'s
 * calendar date in `timeZone`. Dates are compared as written (year-month-day in the student's
 * local time, as stored); text that is not a date is ignored. A latest date after today (a clock
 * or zone mismatch) does not count as today.
 * @example isCompletedToday(['2026-03-12', '2026-03-13-23:10'], new Date('2026-03-14T09:30:00Z'), 'Pacific/Honolulu') // true
 * @param completionDates - the stored dates of the subject's completions.
 * @param now - the current instant.
 * @param timeZone - IANA name; omitted = the runtime's local zone.
 * @returns `false` for an empty list or one without dates.
 * @throws RangeError on an invalid `now` or an unknown time zone.
 * @see spec §4 "Student session" ("completed today if the latest history entry falls on today's date")
 */
export function isCompletedToday(
  completionDates: readonly string[],
  now: Date,
  timeZone?: string,
): boolean {
  const today = localDateKey(now, timeZone);
  return latestDateKey(completionDates) === today;
}
