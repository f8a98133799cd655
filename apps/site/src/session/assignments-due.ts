import type { StudentSessionState } from '@mathcols/api-client';
import {
  assignmentStatus,
  DAY_LETTERS,
  isCompletedToday,
  parseSchedule,
  remainingCount,
  SUBJECTS,
  type AssignmentStatus,
  type DayLetter,
  type Subject,
  type SubjectSchedules,
} from '@mathcols/engine';

/** What the assignment rules read of a signed-in student: the session record and the history. */
export type StudentAssignmentRecord = Pick<StudentSessionState, 'session' | 'history'>;

/**
 * The student's schedule string per subject (`session.math[subject].schedule`), as the engine's
 * schedule functions take it. Subjects without a record are left out (no days).
 * @see spec §3 "Student session record", "Schedule"
 */
export function studentSchedules({ session }: StudentAssignmentRecord): SubjectSchedules {
  const schedules: SubjectSchedules = {};
  for (const subject of SUBJECTS) {
    const math = session.math[subject];
    if (math) schedules[subject] = math.schedule;
  }
  return schedules;
}

/**
 * The dates each subject was completed on: every history entry's `createdDate`
 * (year-month-day-time) plus the stored `completionDate`, as `assignmentStatus` and
 * `isCompletedToday` take them.
 * @see spec §4 "Student session" ("completed today if the latest history entry falls on today's date")
 */
export function studentCompletions({
  session,
  history,
}: StudentAssignmentRecord): Partial<Record<Subject, string[]>> {
  const completions: Partial<Record<Subject, string[]>> = {};
  for (const subject of SUBJECTS) {
    const dates = (history[subject] ?? []).map((entry) => entry.createdDate);
    const completionDate = session.math[subject]?.completionDate;
    if (completionDate) dates.push(completionDate);
    if (dates.length > 0) completions[subject] = dates;
  }
  return completions;
}

/**
 * The Assignments status of the student at `now` (the engine's `assignmentStatus` over the
 * session's schedules and completions, in the browser's time zone): no-schedule, today, partial,
 * completed, early or late.
 * @param student - the signed-in student (`useSession().student`)
 * @param now - the current time (the caller reads the clock, e.g. with `useNow`)
 * @see spec §2 "Assignments" (status banner), "Student Dashboard" (badge)
 */
export function studentAssignmentStatus(
  student: StudentAssignmentRecord,
  now: Date,
): AssignmentStatus {
  return assignmentStatus({
    schedules: studentSchedules(student),
    completions: studentCompletions(student),
    now,
  });
}

/**
 * The Assignments badge number: today's scheduled subjects not yet completed today, 0–4
 * (`remainingCount` of {@link studentAssignmentStatus}).
 * @see spec §2 "Student Dashboard" (badge counting today's scheduled subjects not yet completed)
 */
export function assignmentsDueCount(student: StudentAssignmentRecord, now: Date): number {
  return remainingCount(studentAssignmentStatus(student, now));
}

/**
 * The subjects completed today (scheduled today or not), in `SUBJECTS` order.
 * @see spec §4 "Student session", §6 (free students cannot redo a subject completed today)
 */
export function subjectsDoneToday(student: StudentAssignmentRecord, now: Date): Subject[] {
  const completions = studentCompletions(student);
  return SUBJECTS.filter((subject) => isCompletedToday(completions[subject] ?? [], now));
}

/** One day of the week and the subjects scheduled on it (never empty). */
export interface WeekDayPlan {
  /** The day letter s m t w r f a. */
  day: DayLetter;
  /** Subjects scheduled that day, in `SUBJECTS` order. */
  subjects: Subject[];
}

/**
 * The whole week's schedule by day, Sunday first, leaving out days with nothing scheduled — what
 * the 'I want to do extra work' list shows.
 * @see spec §2 "Assignments" ("'I want to do extra work' toggle shows the whole week's subjects by day")
 */
export function weekPlan(student: StudentAssignmentRecord): WeekDayPlan[] {
  const schedules = studentSchedules(student);
  const days = SUBJECTS.map(
    (subject) => [subject, parseSchedule(schedules[subject] ?? '')] as const,
  );
  return DAY_LETTERS.map((day) => ({
    day,
    subjects: days.filter(([, set]) => set.has(day)).map(([subject]) => subject),
  })).filter((plan) => plan.subjects.length > 0);
}
