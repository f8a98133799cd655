/**
 * Database rows → the account records of the wire protocol.
 * @see spec §3 "Parent user", "Student"; protocol `account.ts`
 */
import { asc, eq } from 'drizzle-orm';
import type { ParentData, StudentData } from '@mathcols/api-client/protocol';
import type { Database } from '../db/open';
import { parents, students, type ParentRow, type StudentRow } from '../db/schema';

/** Students a premium parent may have. @see spec §9 */
export const PREMIUM_STUDENTS_MAX = 4;
/** Students a free parent may have. @see spec §9 */
export const FREE_STUDENTS_MAX = 1;

/** 'true' or 'false', as the wire writes flags. */
export const flag = (value: boolean): 'true' | 'false' => (value ? 'true' : 'false');

/**
 * A parent's data as sent to the client: `studentsMax` 4 (premium) or 1, flags as
 * 'true'/'false', `createdDate` ISO 8601, `ftue` only the known steps, and for a premium parent
 * whose subscription's period is known its `plan` (`monthly` | `annual`).
 * @see spec §3 "Parent user"
 */
export function toParentData(row: ParentRow): ParentData {
  return {
    userId: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    studentsMax: row.premium ? PREMIUM_STUDENTS_MAX : FREE_STUDENTS_MAX,
    createdDate: row.createdAt.toISOString(),
    userpremium: flag(row.premium),
    emailverified: flag(row.emailVerified),
    emails: flag(row.emails),
    ftue: row.ftue.filter(
      (step): step is ParentData['ftue'][number] =>
        step === 'create_student' || step === 'update_schedule',
    ),
    ...(row.premium && row.plan && { plan: row.plan }),
  };
}

/**
 * A student as their parent sees it: `gradelevel` as a string, `premium` the parent's premium
 * flag ('true'/'false'), levels and schedules as stored. No secrets.
 * @param parentPremium whether the student's parent is premium
 * @see spec §3 "Student"
 */
export function toStudentData(row: StudentRow, parentPremium: boolean): StudentData {
  return {
    id: row.id,
    accountname: row.accountname,
    firstname: row.firstname,
    lastname: row.lastname,
    gradelevel: String(row.gradelevel),
    premium: flag(parentPremium),
    mathlevels: row.mathlevels as StudentData['mathlevels'],
    mathschedule: row.mathschedule as StudentData['mathschedule'],
  };
}

/**
 * A parent's students, oldest first (then by handle), as {@link toStudentData}.
 * @param parentPremium the parent's premium flag; read from the database when omitted
 * @returns [] for a parent without students (or an unknown parent id)
 */
export async function listStudents(
  db: Database,
  parentId: string,
  parentPremium?: boolean,
): Promise<StudentData[]> {
  let premium = parentPremium;
  if (premium === undefined) {
    const [parent] = await db
      .select({ premium: parents.premium })
      .from(parents)
      .where(eq(parents.id, parentId))
      .limit(1);
    premium = parent?.premium ?? false;
  }
  const rows = await db
    .select()
    .from(students)
    .where(eq(students.parentId, parentId))
    .orderBy(asc(students.createdAt), asc(students.accountname));
  return rows.map((row) => toStudentData(row, premium));
}
