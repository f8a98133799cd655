/**
 * Rules the parent pages apply around the API client: the student limits, and how a failed
 * call becomes the text to show.
 * @see spec §7 The calls it makes, §8 The error catalogue ("Students", "Verification")
 */
import { ApiError } from '@mathcols/api-client';
import { ERROR_REASONS } from '@mathcols/api-client/protocol';

/** Most students any parent may have. @see spec §9 "Max students 4 per parent" */
export const MAX_STUDENTS = 4;

/** Server reasons the Configure Students page answers with a dialog. @see spec §5 */
export const LIMIT_REASONS = {
  premium: ERROR_REASONS.premiumFeature,
  limit: ERROR_REASONS.studentLimitReached,
} as const;

/** Which limit dialog to show. */
export type StudentLimit = keyof typeof LIMIT_REASONS;

/**
 * Which limit stops a parent from adding another student, if any: `'limit'` at 4 students (or
 * the account's `studentsMax` when premium), `'premium'` for a non-premium parent at their
 * `studentsMax` (1). `null` when another student may be added.
 * @see spec §5 ("Non-premium parents may add only 1 student … all parents max 4"), §9
 */
export function studentLimit(
  studentCount: number,
  parent: { userpremium: string; studentsMax: number },
): StudentLimit | null {
  if (studentCount >= MAX_STUDENTS) return 'limit';
  if (studentCount < parent.studentsMax) return null;
  return parent.userpremium === 'true' ? 'limit' : 'premium';
}

/** The limit dialog a server refusal asks for (by its reason or message), if any. */
export function limitFromError(error: unknown): StudentLimit | null {
  if (!(error instanceof ApiError)) return null;
  for (const [limit, reason] of Object.entries(LIMIT_REASONS) as [StudentLimit, string][]) {
    if (error.reason === reason || error.message === reason) return limit;
  }
  return null;
}

/**
 * The text to show for a failed call: the `ApiError`'s message (the client words every failure
 * with the spec's catalogue text for that call, or the server's reason of a refusal, e.g.
 * 'Invalid verification code'), else `fallback` for anything that is not an `ApiError`.
 * @see spec §8 The error catalogue ("Students", "Verification")
 */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message !== '' ? error.message : fallback;
}
