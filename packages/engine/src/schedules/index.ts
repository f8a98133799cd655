/**
 * Schedules: the weekly day letters s m t w r f a, parsing and formatting the wire string, the
 * editor's per-day toggles and 'Weekday' / 'Every Day' presets, change detection for Save,
 * whether a date is a scheduled day, calendar dates in a time zone, today's / the next / the last
 * scheduled day, 'completed today', and the Assignments status banner.
 * @see spec §2 "Assignments", §3 "Schedule", §4 "Schedule editing" and "Student session",
 *   §9 "Weekday codes s m t w r f a"
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
  isScheduled,
  isWeekdays,
  parseSchedule,
  scheduleChanged,
  toggleDay,
  toggleEveryDay,
  toggleWeekdays,
  type Schedule,
  type ScheduleInput,
} from './schedule';
export {
  addDays,
  dateKeyOf,
  formatDateKey,
  isSameDay,
  isValidTimeZone,
  localDateKey,
  localDateTimeKey,
  weekdayOfKey,
} from './local-date';
export {
  isCompletedToday,
  lastScheduledDay,
  latestDateKey,
  nextScheduledDay,
  todaysSubjects,
  type ScheduledDay,
  type SubjectSchedules,
} from './scheduled-days';
export {
  assignmentStatus,
  remainingCount,
  type AssignmentStatus,
  type AssignmentStatusInput,
} from './assignment-status';
