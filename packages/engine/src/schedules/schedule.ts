/**
 * Weekly schedules: parse and format the wire string, the editor's toggles and presets,
 * change detection, and whether a day is scheduled. Pure functions; dates come in as arguments.
 * @see spec §3 "Schedule", §4 "Schedule editing", §9 "Weekday codes s m t w r f a"
 */
import {
  DAY_LETTERS,
  DAY_SHORT_NAMES,
  WEEKDAY_LETTERS,
  dayLetterOf,
  isDayLetter,
  type DayLetter,
} from './day-letters';

/**
 * A parsed weekly schedule: the set of scheduled days. Sets made by this module iterate in
 * canonical order (s m t w r f a); none of the functions mutate the set they are given.
 */
export type Schedule = ReadonlySet<DayLetter>;

/**
 * What the schedule functions accept: a schedule string as on the wire (`'mwf'`, any order) or
 * any iterable of day letters (a {@link Schedule}, an array).
 */
export type ScheduleInput = string | Iterable<DayLetter>;

/** The days for which `has` is true, as a set in canonical order. */
function canonicalSet(has: (letter: DayLetter) => boolean): Schedule {
  return new Set(DAY_LETTERS.filter(has));
}

/** Normalises any {@link ScheduleInput} to a canonical {@link Schedule}. */
function daysOf(input: ScheduleInput): Schedule {
  if (typeof input === 'string') return parseSchedule(input);
  const given = new Set<unknown>(input);
  for (const value of given) {
    if (!isDayLetter(value)) throw new RangeError(`Not a day letter: ${JSON.stringify(value)}`);
  }
  return canonicalSet((letter) => given.has(letter));
}

/**
 * Parses a schedule string such as `'mwf'` into its set of days.
 *
 * Letters may come in any order; a repeated letter counts once (the wire schema already
 * refuses repeats, so this only makes the parser total over valid letters). Anything that is
 * not one of the lower-case letters s m t w r f a is refused rather than skipped, so a corrupt
 * value is noticed instead of silently becoming a different schedule.
 * @param text - day letters, e.g. `'mwf'`, `''` (no days), `'smtwrfa'` (every day).
 * @returns the days, iterating in canonical order s m t w r f a.
 * @throws RangeError naming the first character that is not a day letter (e.g. `'M'`, `' '`).
 * @see spec §3 "Schedule", §9 "Weekday codes s m t w r f a"
 */
export function parseSchedule(text: string): Schedule {
  for (const char of text) {
    if (!isDayLetter(char)) {
      throw new RangeError(
        `Not a schedule: ${JSON.stringify(text)} has ${JSON.stringify(char)}; ` +
          'expected day letters s m t w r f a',
      );
    }
  }
  return canonicalSet((letter) => text.includes(letter));
}

/**
 * The canonical schedule string of some days: each letter once, in the order s m t w r f a
 * (`formatSchedule(['f', 'm', 'w']) === 'mwf'`, `formatSchedule('fwm') === 'mwf'`).
 * @param days - a schedule string or day letters, in any order.
 * @returns the wire string; `''` for no days.
 * @throws RangeError when a string or element is not a day letter (see {@link parseSchedule}).
 * @see spec §3 "Schedule"
 */
export function formatSchedule(days: ScheduleInput): string {
  return [...daysOf(days)].join('');
}

/**
 * Turns one day on if it is off, or off if it is on (a per-day toggle of the editor).
 * @param schedule - the current draft.
 * @param letter - the day to flip.
 * @returns a new canonical {@link Schedule}; the input is not changed.
 * @throws RangeError on an invalid schedule or letter.
 * @see spec §4 "Schedule editing": per-day toggles
 */
export function toggleDay(schedule: ScheduleInput, letter: DayLetter): Schedule {
  if (!isDayLetter(letter)) throw new RangeError(`Not a day letter: ${JSON.stringify(letter)}`);
  const days = daysOf(schedule);
  return canonicalSet((day) => (day === letter ? !days.has(day) : days.has(day)));
}

/** Whether the schedule is exactly Monday to Friday (what the 'Weekday' preset sets). */
export function isWeekdays(schedule: ScheduleInput): boolean {
  return formatSchedule(schedule) === WEEKDAY_LETTERS.join('');
}

/** Whether all seven days are scheduled (what the 'Every Day' preset sets). */
export function isEveryDay(schedule: ScheduleInput): boolean {
  return daysOf(schedule).size === DAY_LETTERS.length;
}

/**
 * The 'Weekday' preset: sets Monday to Friday only (Sunday and Saturday are cleared); if the
 * schedule is already exactly Monday to Friday it clears every day instead.
 * @param schedule - the current draft.
 * @returns a new canonical {@link Schedule}: `mtwrf`, or no days.
 * @throws RangeError on an invalid schedule.
 * @see spec §4 "Schedule editing": 'Weekday' sets Mon-Fri only (toggles off if already exactly that)
 */
export function toggleWeekdays(schedule: ScheduleInput): Schedule {
  return isWeekdays(schedule) ? new Set() : new Set(WEEKDAY_LETTERS);
}

/**
 * The 'Every Day' preset: sets all seven days, or clears all of them if all are already set.
 * @param schedule - the current draft.
 * @returns a new canonical {@link Schedule}: every day, or no days.
 * @throws RangeError on an invalid schedule.
 * @see spec §4 "Schedule editing": 'Every Day' sets all or clears all
 */
export function toggleEveryDay(schedule: ScheduleInput): Schedule {
  return isEveryDay(schedule) ? new Set() : new Set(DAY_LETTERS);
}

/**
 * Whether a draft differs from the saved schedule as a set of days; order and repeats do not
 * count (`scheduleChanged('mwf', 'fwm') === false`). The editor's Save is enabled only when
 * this is true.
 * @throws RangeError when either side is not a valid schedule.
 * @see spec §4 "Schedule editing": Save enabled only when changed from saved state
 */
export function scheduleChanged(saved: ScheduleInput, draft: ScheduleInput): boolean {
  return formatSchedule(saved) !== formatSchedule(draft);
}

/**
 * Whether the schedule includes the weekday on which `date` falls, in the runtime's local zone
 * or in `timeZone` (see {@link dayLetterOf}).
 * @param schedule - the subject's schedule.
 * @param date - the day to ask about, e.g. the caller's `now`.
 * @param timeZone - an IANA time-zone name; omitted means the runtime's local zone.
 * @throws RangeError on an invalid schedule, an invalid Date, or an unknown time zone.
 * @see spec §2 "Student Dashboard" (today's scheduled subjects), "Assignments", §3 "Schedule"
 */
export function isScheduled(schedule: ScheduleInput, date: Date, timeZone?: string): boolean {
  return daysOf(schedule).has(dayLetterOf(date, timeZone));
}

/**
 * A short English summary of a schedule for cards and summaries: `'No days'`, `'Every day'`,
 * `'Weekdays'` (exactly Mon–Fri), otherwise short day names in canonical order joined by
 * `', '` (`'Mon, Wed, Fri'`, `'Sun, Sat'`).
 * @throws RangeError on an invalid schedule.
 * @see spec §2 "Assignments" (subject cards show schedule days)
 */
export function describeSchedule(schedule: ScheduleInput): string {
  const days = daysOf(schedule);
  if (days.size === 0) return 'No days';
  if (isEveryDay(days)) return 'Every day';
  if (isWeekdays(days)) return 'Weekdays';
  return [...days].map((day) => DAY_SHORT_NAMES[day]).join(', ');
}
