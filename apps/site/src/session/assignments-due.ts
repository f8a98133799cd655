import { isSameLocalDay, type StudentSessionState } from '@mathcols/api-client';
import { isScheduledOn } from '@mathcols/engine';

/** `date` as year-month-day in local time, zero-padded: `'2026-03-07'`. @see spec §9 */
export function localDateKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * How many of the student's subjects are scheduled for `now`'s weekday and not yet completed
 * today. A subject counts as completed today when its stored completion date or one of its
 * history entries (`createdDate` year-month-day-time) falls on today's local date.
 *
 * @param student - the signed-in student (`session.math` per subject: schedule letters
 *   s m t w r f a and completion date; `history` per subject)
 * @param now - the current time (the caller passes it; nothing here reads the clock)
 * @returns a count from 0 to 4
 * @see spec §2 "Student Dashboard" (Assignments badge), §4 Student session
 */
export function countAssignmentsDue(
  { session, history }: Pick<StudentSessionState, 'session' | 'history'>,
  now: Date,
): number {
  let due = 0;
  for (const [subject, math] of Object.entries(session.math)) {
    if (!math || !isScheduledOn(math.schedule, now)) continue;
    const entries = history[subject as keyof typeof history] ?? [];
    const doneToday =
      (math.completionDate !== undefined && isSameLocalDay(math.completionDate, now)) ||
      entries.some((entry) => isSameLocalDay(entry.createdDate, now));
    if (!doneToday) due += 1;
  }
  return due;
}
