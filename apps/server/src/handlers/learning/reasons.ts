/**
 * Refusal reasons of the student's learning tags, sent as `{ tag: '<tag>_error', reason }` with
 * HTTP 200 (a missing, expired or parent token is a 401 instead, `ERROR_REASONS.unauthorized`).
 * - `alreadyCompleted`: `student.mathcomplete` by a free student (parent not premium) for a
 *   subject they already completed today in their time zone; the site shows it as its dialog
 *   title. Premium students may repeat. @see spec §2 Assignments, §6 student rules
 * - `tooManyErrors`: `student.mathcomplete` with more `errors` than today's set has questions.
 * - `noProblemsForLevel`: `student.practiceget` for a level above the student's level + 1 in that
 *   subject (levels stop at 19). The same text as the client's catalogue entry.
 *   @see spec §8 Problems, §9 "Practice levels: 1 up to current level +1"
 * - `noQuestions`: `student.mathcomplete` for a subject no curriculum level has problems for
 *   (never, with the current curriculum). @see spec §8 Assignments
 * - `levelChangeUnavailable`: `student.levelupdate` with an action the student's latest set of
 *   that subject did not offer, an offer already taken, or a set from an earlier day.
 *   @see spec §4 Assignment ("a server-offered option list")
 */
import { ERROR_REASONS } from '@mathcols/api-client/protocol';

export const LEARNING_REASONS = {
  alreadyCompleted: ERROR_REASONS.alreadyCompletedToday,
  tooManyErrors: ERROR_REASONS.tooManyErrors,
  noProblemsForLevel: ERROR_REASONS.noProblemsForLevel,
  noQuestions: ERROR_REASONS.noQuestions,
  levelChangeUnavailable: ERROR_REASONS.levelChangeUnavailable,
} as const;
