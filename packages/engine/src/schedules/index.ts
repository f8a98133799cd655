/**
 * Schedules: the weekly day letters s m t w r f a, parsing and formatting the wire string, the
 * editor's per-day toggles and 'Weekday' / 'Every Day' presets, change detection for Save, and
 * whether a date is a scheduled day.
 * @see spec §3 "Schedule", §4 "Schedule editing", §9 "Weekday codes s m t w r f a"
 */
export {
  DAY_LETTERS,
  DAY_NAMES,
  DAY_SHORT_NAMES,
  WEEKDAY_LETTERS,
  dayLetterOf,
  isDayLetter,
  type DayLetter,
} from './day-letters';
export {
  describeSchedule,
  formatSchedule,
  isEveryDay,
  isScheduledOn,
  isWeekdays,
  parseSchedule,
  scheduleChanged,
  toggleDay,
  toggleEveryDay,
  toggleWeekdays,
  type Schedule,
  type ScheduleInput,
} from './schedule';
