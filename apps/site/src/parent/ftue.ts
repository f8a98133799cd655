/**
 * First-time guidance (FTUE) rules of the parent dashboard as pure functions: which banner to
 * show, and which steps to store. FTUE steps are `create_student` and `update_schedule`.
 * @see spec §4 "First-time guidance", §7 ("a user FTUE update is sent after first student
 *   creation and when the schedule is first opened")
 */
import type { FtueStep } from '@mathcols/api-client/protocol';

/** The guidance banner the dashboard shows: welcome (create a student), schedule, or none. */
export type FtueBanner = 'welcome' | 'schedule' | null;

/** What the FTUE rules look at: the stored steps and how many students the parent has. */
export interface FtueInput {
  /** The FTUE steps stored for the parent (any order, possibly empty). */
  ftue: readonly FtueStep[];
  /** The parent's number of students (0–4). */
  studentCount: number;
}

/**
 * The banner for a parent's FTUE state:
 * - no students and no `create_student` step → `'welcome'` (create a first student);
 * - `create_student` without `update_schedule` → `'schedule'` ('Student created!', set the
 *   schedule next);
 * - otherwise `null`.
 *
 * Apply {@link repairedFtue} first, so a parent with students but an empty stored FTUE gets the
 * schedule banner.
 * @see spec §4 "First-time guidance"
 */
export function ftueBanner({ ftue, studentCount }: FtueInput): FtueBanner {
  const created = ftue.includes('create_student');
  if (!created) return studentCount === 0 ? 'welcome' : null;
  return ftue.includes('update_schedule') ? null : 'schedule';
}

/**
 * The FTUE to store when the stored one is empty but students exist: `['create_student']`.
 * Returns `null` when nothing needs saving (FTUE not empty, or no students).
 * @see spec §4 "If stored FTUE is empty but students exist, FTUE is set to create_student and
 *   saved to the server"
 */
export function repairedFtue({ ftue, studentCount }: FtueInput): FtueStep[] | null {
  return ftue.length === 0 && studentCount > 0 ? ['create_student'] : null;
}

/**
 * `ftue` with `step` added at the end, or `null` when `step` is already there (nothing to save).
 * @example withFtueStep(['create_student'], 'update_schedule') // ['create_student', 'update_schedule']
 * @see spec §7 (FTUE update after first student creation and when the schedule is first opened)
 */
export function withFtueStep(ftue: readonly FtueStep[], step: FtueStep): FtueStep[] | null {
  return ftue.includes(step) ? null : [...ftue, step];
}
