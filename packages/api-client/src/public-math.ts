/**
 * The free problems as the client hands them to the app, and the check that rejects
 * test/placeholder data.
 * @see spec §2 "Free practice", §7 "publicmath.get", §8 Problems
 */
import type { RawProblem, Subject } from '@mathcols/engine';
import { ApiError } from './errors';
import { API_ERROR_MESSAGES } from './messages';
import type { SubjectLevelKey } from './protocol';

/**
 * The day's free problems: `{subject}_{level}` (e.g. `multiplication_4`) → that level's raw
 * problems (10 per level from our server). A level may be missing; use {@link problemsFor}.
 * @see spec §7 "publicmath.get"
 */
export type PublicMath = Readonly<Partial<Record<SubjectLevelKey, readonly RawProblem[]>>>;

/** The `{subject}_{level}` key of a subject and level, e.g. `('division', 3)` → `division_3`. */
export function subjectLevelKey(subject: Subject, level: number): SubjectLevelKey {
  return `${subject}_${level}`;
}

/**
 * The problems of one subject and level (0–19), or an empty list when that level has none
 * (the free practice page then keeps the child on the current level).
 * @see spec §2 "Free practice" ("If no problems exist for the next level…")
 */
export function problemsFor(
  publicMath: PublicMath,
  subject: Subject,
  level: number,
): readonly RawProblem[] {
  return publicMath[subjectLevelKey(subject, level)] ?? [];
}

/** Words that give away stub or fixture data where digits and subject names belong. */
const PLACEHOLDER_WORDS =
  /(^|[^a-z])(test|testing|placeholder|dummy|sample|example|lorem|ipsum|foo|mock|fake|todo|tbd)([^a-z]|$)/i;

/**
 * Whether a `public` payload looks like test/placeholder data instead of math problems: any key
 * or string value carrying a stub word (`test`, `placeholder`, `dummy`, `lorem`, …; a problem's
 * free-text `question` is not inspected), or a non-empty object none of whose keys is a
 * `{subject}_{level}`-like key.
 * @param publicField the `public` field of a `publicmath.get` answer, before schema validation
 * @returns `false` for anything that is not an object
 * @see spec §8 Problems ("…test/placeholder data instead of math problems")
 */
export function looksLikePlaceholder(publicField: unknown): boolean {
  if (typeof publicField !== 'object' || publicField === null) return false;
  const keys = Object.keys(publicField);
  if (keys.length > 0 && !keys.some((key) => /^[a-z]+_\d+$/.test(key))) return true;
  return containsPlaceholderWord(publicField, 0);
}

function containsPlaceholderWord(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return PLACEHOLDER_WORDS.test(value);
  if (typeof value !== 'object' || value === null || depth > 4) return false;
  return Object.entries(value).some(
    ([key, inner]) =>
      PLACEHOLDER_WORDS.test(key) ||
      (key !== 'question' && containsPlaceholderWord(inner, depth + 1)),
  );
}

/**
 * The check of a problems answer that failed its schema: the placeholder error when its `field`
 * (`public`, `math`) looks like test/placeholder data (see {@link looksLikePlaceholder}), else
 * `undefined` (the tag's own 'API response does not have expected structure').
 * @see spec §8 Problems
 */
export function placeholderError(field: string): (json: unknown) => ApiError | undefined {
  return (json) =>
    looksLikePlaceholder(isRecord(json) ? json[field] : undefined)
      ? new ApiError(API_ERROR_MESSAGES.placeholderData, 'placeholder')
      : undefined;
}

/** Whether a value is a plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
