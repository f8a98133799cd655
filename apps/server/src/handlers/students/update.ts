/**
 * `student.update`: a signed-in parent changes one thing about a student — the grade, the
 * weekly schedule, the passcode or the levels.
 * @see spec §2 Configure Students, §4 "Parent sets student level", "Schedule editing",
 *   §5 "Password change", §7 `student.update`
 */
import { toStudentData } from '../../accounts/serialize';
import { hashStoredSecret } from '../../auth/passwords';
import { endStudentSessions } from '../../auth/sessions';
import { unauthorized } from '../../auth/unauthorized';
import { students, type StudentRow } from '../../db/schema';
import type { Handler } from '../types';
import { ownStudent, refuse, signedInParent } from './access';
import { STUDENT_REASONS, mergeMathLevels, mergeSchedules } from './rules';

type UpdateRequest = Parameters<Handler<'student.update'>>[0];

/** The columns an update changes, computed from the stored row (the protocol allows one field). */
function changesOf(
  request: UpdateRequest,
  row: StudentRow,
  passwordHash: string | undefined,
): Partial<Pick<StudentRow, 'gradelevel' | 'mathschedule' | 'mathlevels' | 'passwordHash'>> {
  if (request.gradelevel !== undefined) return { gradelevel: Number(request.gradelevel) };
  if (request.mathschedule)
    return { mathschedule: mergeSchedules(row.mathschedule, request.mathschedule) };
  if (request.mathlevels)
    return { mathlevels: mergeMathLevels(row.mathlevels, request.mathlevels) };
  return passwordHash ? { passwordHash } : {};
}

/**
 * Applies one change to the caller's student with the given handle:
 * - `gradelevel` '1'–'7' replaces the grade;
 * - `mathschedule` replaces the schedule of the subjects it names (others kept);
 * - `mathlevels` sets the level of the subjects it names, keeping each one's completion date;
 * - `accountpassword` (a wire hash, see `rules.ts`) replaces the stored passcode hash — stored
 *   as `hashStoredSecret(accountpassword)` — and ends the student's sessions.
 *
 * Needs a parent token (401 otherwise). A handle that is not one of the caller's students is
 * refused with 'Student not found' (HTTP 200, `student.update_error`) and nothing changes. The
 * read and the write run in one transaction holding the student's row, so two updates of
 * different subjects at once both land.
 * @returns 200 `{ tag, result: 'true', student, mathschedule }`: the student after the change,
 *   and its schedule once more at the top (spec §7 lists `mathschedule` in the answer). A
 *   refusal also carries its text in `info` and `error` (`ORIGINAL_CLIENT_FIELDS`)
 * @see spec §7 `student.update`, §9 "Grade level 1-7", "Level 0-19", "Weekday codes"
 */
export const updateStudent: Handler<'student.update'> = async (request, { db, now }) => {
  const parent = await signedInParent(db, request.usertoken, now());
  if (!parent) return unauthorized(request.tag);
  let passwordHash: string | undefined;
  if (request.accountpassword !== undefined) {
    // The costly hash only for a student of the caller's: a flood of passcode changes for
    // handles that are not theirs must not cost a hash each.
    const [own] = await db
      .select({ id: students.id })
      .from(students)
      .where(ownStudent(parent.parentId, request.accountname));
    if (!own) return refuse(request.tag, STUDENT_REASONS.notFound);
    passwordHash = await hashStoredSecret(request.accountpassword);
  }

  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(students)
      .where(ownStudent(parent.parentId, request.accountname))
      .for('update');
    if (!row) return undefined;
    const [after] = await tx
      .update(students)
      .set(changesOf(request, row, passwordHash))
      .where(ownStudent(parent.parentId, request.accountname))
      .returning();
    return after;
  });
  if (!updated) return refuse(request.tag, STUDENT_REASONS.notFound);
  if (passwordHash) await endStudentSessions(db, updated.id);
  const student = toStudentData(updated, parent.premium);
  // The schedule also at the top, where clients of the original API read it (spec §7).
  return {
    status: 200,
    body: { tag: request.tag, result: 'true', student, mathschedule: student.mathschedule },
  };
};
