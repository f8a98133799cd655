/**
 * `student.create`: a signed-in parent adds a student.
 * @see spec §2 Configure Students, §5 "Add student", §7 `student.create`, §9 limits
 */
import { count, eq } from 'drizzle-orm';
import { listStudents, toStudentData } from '../../accounts/serialize';
import { hashStoredSecret } from '../../auth/passwords';
import { unauthorized } from '../../auth/unauthorized';
import { parents, students, type StudentRow } from '../../db/schema';
import type { Database } from '../../db/open';
import type { Handler } from '../types';
import { isUniqueViolation, refuse, signedInParent } from './access';
import { STUDENT_REASONS, initialMathLevels, studentLimitReason } from './rules';

/**
 * The reason a new student of `parentId` with this handle would be refused now — the student
 * limit, a taken handle — or `undefined` when it would be added; `null` when the parent is
 * gone. With `lock` the parent's row is locked (`FOR UPDATE`): inside a transaction the answer
 * then holds until it ends, so two requests at once cannot pass the limit together.
 */
async function refusalNow(
  db: Database,
  parentId: string,
  accountname: string,
  lock: boolean,
): Promise<string | undefined | null> {
  const query = db
    .select({ premium: parents.premium })
    .from(parents)
    .where(eq(parents.id, parentId));
  const [parent] = await (lock ? query.for('update') : query);
  if (!parent) return null;
  const [counted] = await db
    .select({ students: count() })
    .from(students)
    .where(eq(students.parentId, parentId));
  const limitReason = studentLimitReason(counted?.students ?? 0, parent.premium);
  if (limitReason) return limitReason;
  const [taken] = await db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.accountname, accountname))
    .limit(1);
  return taken ? STUDENT_REASONS.handleTaken : undefined;
}

/**
 * Adds a student to the caller's account.
 *
 * Needs a parent token (401 otherwise). The body is already valid: names and handle trimmed and
 * lower-cased, handle 3–32 characters, grade '1'–'7', levels '0'–'19', passcode a wire hash
 * (the passcode's "at least 4 characters" is the client's check — see `rules.ts`).
 * Refusals (HTTP 200, `student.create_error`):
 * - 'Student Limit Reached' when the parent has 4 students;
 * - 'Premium Feature' when a non-premium parent already has 1;
 * - 'That student handle is already taken' when any student has that handle (any case).
 *
 * The count and the insert run in one transaction holding the parent's row, so two requests at
 * once cannot pass the limit together. Levels default to '0' in all four subjects; the passcode
 * is stored only as `hashStoredSecret(accountpassword)`.
 * @returns 200 `{ tag, result: 'true', student, students }` (the new student, then all of the
 *   parent's students)
 * @see spec §5 "Add student", "Non-premium parents may add only 1 student"; §9
 */
export const createStudent: Handler<'student.create'> = async (request, { db, now }) => {
  const at = now();
  const parent = await signedInParent(db, request.usertoken, at);
  if (!parent) return unauthorized(request.tag);
  // The refusals first, so that a request refused anyway costs no hash; the transaction below
  // checks them again under the parent's lock.
  const refusal = await refusalNow(db, parent.parentId, request.accountname, false);
  if (refusal) return refuse(request.tag, refusal);
  const passwordHash = await hashStoredSecret(request.accountpassword);

  // null: the parent was deleted after their token was checked.
  let outcome: { reason: string } | { row: StudentRow } | null;
  try {
    outcome = await db.transaction(async (tx) => {
      const reason = await refusalNow(tx, parent.parentId, request.accountname, true);
      if (reason === null) return null;
      if (reason) return { reason };
      const [row] = await tx
        .insert(students)
        .values({
          parentId: parent.parentId,
          accountname: request.accountname,
          passwordHash,
          firstname: request.firstname,
          lastname: request.lastname,
          gradelevel: Number(request.gradelevel),
          mathlevels: initialMathLevels(request.mathlevels),
          mathschedule: {},
          createdAt: at,
        })
        .returning();
      if (!row) throw new Error('Inserting a student returned no row');
      return { row };
    });
  } catch (error) {
    // Another request took the handle between our check and our insert.
    if (isUniqueViolation(error)) return refuse(request.tag, STUDENT_REASONS.handleTaken);
    throw error;
  }
  if (!outcome) return unauthorized(request.tag);
  if ('reason' in outcome) return refuse(request.tag, outcome.reason);
  return {
    status: 200,
    body: {
      tag: request.tag,
      result: 'true',
      student: toStudentData(outcome.row, parent.premium),
      students: await listStudents(db, parent.parentId, parent.premium),
    },
  };
};
