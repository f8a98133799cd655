/**
 * The status banner of the Assignments page as data: today / partial / completed when subjects
 * are scheduled today, otherwise late (the last scheduled day's work is undone) or early (with
 * the next scheduled day), or no-schedule. The site writes the texts.
 * @see spec §2 "Assignments", §4 "Student session"
 */
import type { Subject } from '../types';
import { dateKeyOf } from './local-date';
import {
  isCompletedToday,
  lastScheduledDay,
  latestDateKey,
  nextScheduledDay,
  todaysSubjects,
  type ScheduledDay,
  type SubjectSchedules,
} from './scheduled-days';

/**
 * What the Assignments banner shows. Subject lists are in `SUBJECTS` order.
 * - `no-schedule`: no subject has any scheduled day;
 * - `today`: subjects are scheduled today and none is completed yet (`due`: today's subjects);
 * - `partial`: some of today's subjects are done (`remaining.length` gives 'n subject(s) remaining');
 * - `completed`: every subject scheduled today is done;
 * - `early`: nothing is scheduled today; `next` is the next scheduled day;
 * - `late`: nothing is scheduled today and `last`, the last scheduled day, still has `missed`
 *   subjects with no completion on or after that day.
 * @see spec §2 "Assignments" (status banner: today, completed, partial, early, late, no-schedule)
 */
export type AssignmentStatus =
  | { kind: 'no-schedule' }
  | { kind: 'today'; due: Subject[] }
  | { kind: 'partial'; done: Subject[]; remaining: Subject[] }
  | { kind: 'completed'; done: Subject[] }
  | { kind: 'early'; next: ScheduledDay }
  | { kind: 'late'; last: ScheduledDay; missed: Subject[] };

/**
 * The inputs of {@link assignmentStatus}.
 * @see spec §2 "Assignments", §3 "Student" (`mathschedule`, `history`, completion date)
 */
export interface AssignmentStatusInput {
  /** Schedule string per subject (`'mwf'`; missing or `''` = no days). */
  schedules: SubjectSchedules;
  /**
   * Per subject, the stored dates it was completed on (history `createdDate`s and/or the level's
   * completion date): year-month-day in the student's local time, optionally with a time
   * (`'2026-3-7'`, `'2026-03-07-14:03'`). Text that is not a date is ignored.
   */
  completions: Partial<Record<Subject, readonly string[]>>;
  /** The current instant; the engine never reads the clock. */
  now: Date;
  /** The student's IANA time zone (`'Pacific/Honolulu'`); omitted = the runtime's local zone. */
  timeZone?: string;
  /** 'YYYY-MM-DD': scheduled days before this one never count as missed (e.g. the day the schedule/student started). */
  since?: string;
}

/**
 * The Assignments status banner for a student at `now`.
 *
 * Rules, with "today" the calendar date of `now` in `timeZone`:
 * 1. No subject has any day → `no-schedule`.
 * 2. At least one subject is scheduled today → by how many of today's subjects are completed
 *    today ({@link isCompletedToday}: the latest completion date is today): none → `today`,
 *    all → `completed`, some → `partial`.
 * 3. Nothing is scheduled today → let D be the last scheduled day (1–7 days back). When D is not
 *    before `since` and some subjects scheduled on D have no completion dated on or after D (work
 *    done late still counts), → `late` with D and those `missed` subjects. Otherwise → `early`
 *    with the next scheduled day (1–7 days ahead).
 * @param input - see {@link AssignmentStatusInput}.
 * @returns the status; subject lists are in `SUBJECTS` order.
 * @throws RangeError on a schedule string that is not day letters, an invalid `now`, an unknown
 *   time zone, or a `since` that is not a calendar date.
 * @see spec §2 "Assignments", §4 "Student session" ("completed today if the latest history entry falls on today's date")
 */
export function assignmentStatus(input: AssignmentStatusInput): AssignmentStatus {
  const { schedules, completions, now, timeZone } = input;
  const since = input.since === undefined ? undefined : dateKeyOf(input.since);
  if (since === null) {
    throw new RangeError(`assignmentStatus: since is not a date: ${JSON.stringify(input.since)}`);
  }
  const datesOf = (subject: Subject): readonly string[] => completions[subject] ?? [];

  const next = nextScheduledDay(schedules, now, timeZone);
  if (next === null) return { kind: 'no-schedule' };

  const due = todaysSubjects(schedules, now, timeZone);
  if (due.length > 0) {
    const done = due.filter((subject) => isCompletedToday(datesOf(subject), now, timeZone));
    if (done.length === 0) return { kind: 'today', due };
    if (done.length === due.length) return { kind: 'completed', done };
    return { kind: 'partial', done, remaining: due.filter((subject) => !done.includes(subject)) };
  }

  const last = lastScheduledDay(schedules, now, timeZone);
  if (last !== null && (since === undefined || last.date >= since)) {
    const missed = last.subjects.filter((subject) => {
      const latest = latestDateKey(datesOf(subject));
      return latest === null || latest < last.date;
    });
    if (missed.length > 0) return { kind: 'late', last, missed };
  }
  return { kind: 'early', next };
}

/**
 * How many subjects are still to do today — the number on the Student Dashboard's Assignments
 * badge: `today` → `due.length`, `partial` → `remaining.length`, every other status → 0.
 * @see spec §2 "Student Dashboard" (badge counting today's scheduled subjects not yet completed)
 */
export function remainingCount(status: AssignmentStatus): number {
  if (status.kind === 'today') return status.due.length;
  return status.kind === 'partial' ? status.remaining.length : 0;
}
