/**
 * The business rules of the student tags, as pure functions: how many students a parent may
 * have, the refusal reasons, how a partial update of levels or schedules merges with what is
 * stored, and the session record a signed-in student gets.
 *
 * Passcodes: the server never sees a student's passcode, only its wire hash (PBKDF2-SHA256 of
 * the passcode salted with the handle, computed in the client — spec §9). So "at least 4
 * characters" (spec §5 "Add student", "Password change") is enforced by the client's form; the
 * server enforces the wire-hash format (`passwordHashSchema`, 44 base64 characters) and stores
 * the hash only under `hashStoredSecret` (scrypt, per-value salt), never as received.
 * @see spec §3 "Student", "Schedule", "Student session record"; §5; §9
 */
import { ERROR_REASONS, WIRE_SUBJECTS, type StudentSession } from '@mathcols/api-client/protocol';
import { FREE_STUDENTS_MAX, PREMIUM_STUDENTS_MAX, flag } from '../../accounts/serialize';
import type { StudentRow } from '../../db/schema';

/** A subject name: addition, subtraction, multiplication or division. */
export type WireSubject = (typeof WIRE_SUBJECTS)[number];

/** What `students.mathlevels` holds: per subject a level '0'–'19' and the last completion date. */
export type StoredMathLevels = StudentRow['mathlevels'];
/** What `students.mathschedule` holds: per subject a schedule of day letters. */
export type StoredSchedules = StudentRow['mathschedule'];

/**
 * Refusal reasons of the student tags, sent as `{ tag: '<tag>_error', reason }` with HTTP 200.
 * - `notFound`: no student with that handle belongs to the caller's parent — also the answer for
 *   another parent's student, so a handle's owner is never revealed;
 * - `handleTaken`: `student.create` with a handle some student (any parent's) already has,
 *   compared case-insensitively;
 * - `studentLimitReached`, `premiumFeature`: see `ERROR_REASONS` (the site opens a dialog).
 * (`student.connect` refusals come from `auth/sign-in.ts`.)
 * @see spec §2 Configure Students
 */
export const STUDENT_REASONS = {
  notFound: 'Student not found',
  handleTaken: 'That student handle is already taken',
  studentLimitReached: ERROR_REASONS.studentLimitReached,
  premiumFeature: ERROR_REASONS.premiumFeature,
} as const;

/**
 * Why a parent may not add another student, or null when they may.
 * @param studentCount how many students the parent has now (≥ 0)
 * @param premium whether the parent is premium
 * @returns 'Student Limit Reached' at 4 or more (any parent), 'Premium Feature' for a
 *   non-premium parent with 1 or more, else null
 * @see spec §5 "Non-premium parents may add only 1 student", §9 "Max students 4 per parent"
 */
export function studentLimitReason(studentCount: number, premium: boolean): string | null {
  if (studentCount >= PREMIUM_STUDENTS_MAX) return STUDENT_REASONS.studentLimitReached;
  if (!premium && studentCount >= FREE_STUDENTS_MAX) return STUDENT_REASONS.premiumFeature;
  return null;
}

/**
 * The levels a new student starts with: level '0' in each of the four subjects, replaced by the
 * level the parent chose where `requested` names one. No completion dates.
 * @see spec §3 "Schedule" ("level (default '0')"), §7 `student.create` "optional mathlevels"
 */
export function initialMathLevels(
  requested: Partial<Record<WireSubject, { level: string }>> | undefined,
): StoredMathLevels {
  return Object.fromEntries(
    WIRE_SUBJECTS.map((subject) => [subject, { level: requested?.[subject]?.level ?? '0' }]),
  );
}

/**
 * Stored levels with the subjects of `update` set to their new level. A subject keeps its
 * completion date (the date the student last completed it is not the parent's to change);
 * a `completionDate` in the update is ignored. Subjects not named keep what they had.
 * @see spec §4 "Parent sets student level 0-19 per subject"
 */
export function mergeMathLevels(
  stored: StoredMathLevels,
  update: Partial<Record<WireSubject, { level: string }>>,
): StoredMathLevels {
  const merged: StoredMathLevels = { ...stored };
  for (const subject of WIRE_SUBJECTS) {
    const change = update[subject];
    if (change) merged[subject] = { ...stored[subject], level: change.level };
  }
  return merged;
}

/**
 * Stored schedules with the subjects of `update` replaced (an empty string clears a subject's
 * days); subjects not named keep their schedule.
 * @see spec §3 "Schedule", §4 "Schedule editing"
 */
export function mergeSchedules(
  stored: StoredSchedules,
  update: Partial<Record<WireSubject, { schedule: string }>>,
): StoredSchedules {
  const merged: StoredSchedules = { ...stored };
  for (const subject of WIRE_SUBJECTS) {
    const change = update[subject];
    if (change) merged[subject] = { schedule: change.schedule };
  }
  return merged;
}

/** Upper-cases the first letter of each word (words split at spaces and hyphens). */
function capitalise(name: string): string {
  return name.replace(/(^|[\s-])(\p{L})/gu, (_match, start: string, letter: string) => {
    return start + letter.toUpperCase();
  });
}

/**
 * The name a student is greeted with: 'First Last' with each word capitalised (names are stored
 * lower-cased), or the handle when both names are empty.
 * @example fullName('ada', 'lovelace-byron', 'ada7') === 'Ada Lovelace-Byron'
 * @see spec §2 Student Dashboard "Greets with full name or account name"
 */
export function fullName(firstname: string, lastname: string, accountname: string): string {
  const name = [firstname, lastname]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return name ? capitalise(name) : accountname;
}

/**
 * The session record a signed-in student gets: names, greeting name, the parent's premium flag
 * ('true'/'false'), grade as a string, and all four subjects with schedule ('' when none),
 * level ('0' when none) and the completion date when there is one.
 * @see spec §3 "Student session record", §7 `student.connect`
 */
export function studentSessionRecord(row: StudentRow, parentPremium: boolean): StudentSession {
  const math: StudentSession['math'] = {};
  for (const subject of WIRE_SUBJECTS) {
    const levels = row.mathlevels[subject];
    math[subject] = {
      schedule: row.mathschedule[subject]?.schedule ?? '',
      level: levels?.level ?? '0',
      ...(levels?.completionDate ? { completionDate: levels.completionDate } : {}),
    };
  }
  return {
    accountname: row.accountname,
    firstname: row.firstname,
    lastname: row.lastname,
    fullName: fullName(row.firstname, row.lastname, row.accountname),
    premium: flag(parentPremium),
    gradelevel: String(row.gradelevel),
    math,
  };
}
