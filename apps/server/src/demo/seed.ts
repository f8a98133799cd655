/**
 * Demo accounts for a fresh database, so a newcomer can sign in at once after `npm start`.
 * @see issue 3 "npm start on a fresh data folder creates a demo parent and a demo student";
 *   docs/runbook.md "Demo accounts"
 */
import { count, eq } from 'drizzle-orm';
import { hashParentPassword, hashStudentPasscode } from '@mathcols/api-client/protocol';
import { hashStoredSecret } from '../auth/passwords';
import type { Database } from '../db/open';
import { parents, students } from '../db/schema';

/** The demo parent's and student's sign-in details and profile. */
export const DEMO_ACCOUNTS = {
  parent: {
    email: 'demo@mathcols.test',
    password: 'Demo-pass-1',
    firstname: 'Dana',
    lastname: 'Demo',
  },
  student: {
    accountname: 'demo-student',
    passcode: '1234',
    firstname: 'sam',
    lastname: 'demo',
    gradelevel: 3,
    mathlevels: {
      addition: { level: '3' },
      subtraction: { level: '2' },
      multiplication: { level: '1' },
      division: { level: '0' },
    },
    mathschedule: { addition: { schedule: 'mtwrf' }, subtraction: { schedule: 'mwf' } },
  },
} as const;

/**
 * Creates the demo accounts when the database has no parent yet: a verified **premium** parent
 * (`demo@mathcols.test` / `Demo-pass-1`, Dana Demo) with one student (`demo-student` / `1234`,
 * grade 3, some levels, addition on weekdays). Passwords are hashed as the client would
 * (`hashParentPassword`, `hashStudentPasscode`) and then stored under `hashStoredSecret`, so
 * the accounts sign in through the normal tags. Runs in one transaction.
 * @returns true when it created them, false when the database already had parents
 */
export async function seedDemoAccounts(db: Database, now: Date): Promise<boolean> {
  const { parent, student } = DEMO_ACCOUNTS;
  const parentHash = await hashStoredSecret(
    await hashParentPassword(parent.email, parent.password),
  );
  const studentHash = await hashStoredSecret(
    await hashStudentPasscode(student.accountname, student.passcode),
  );
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ parents: count() }).from(parents);
    if ((existing?.parents ?? 0) > 0) return false;
    const [row] = await tx
      .insert(parents)
      .values({
        email: parent.email,
        passwordHash: parentHash,
        firstname: parent.firstname,
        lastname: parent.lastname,
        premium: true,
        emailVerified: true,
        ftue: ['create_student', 'update_schedule'],
        createdAt: now,
      })
      .onConflictDoNothing({ target: parents.email })
      .returning({ id: parents.id });
    if (!row) return false;
    await tx
      .insert(students)
      .values({
        parentId: row.id,
        accountname: student.accountname,
        passwordHash: studentHash,
        firstname: student.firstname,
        lastname: student.lastname,
        gradelevel: student.gradelevel,
        mathlevels: student.mathlevels,
        mathschedule: student.mathschedule,
        createdAt: now,
      })
      .onConflictDoNothing({ target: students.accountname });
    return true;
  });
}

/** Whether the demo parent exists (to print the sign-in details on every start). */
export async function demoParentExists(db: Database): Promise<boolean> {
  const rows = await db
    .select({ id: parents.id })
    .from(parents)
    .where(eq(parents.email, DEMO_ACCOUNTS.parent.email))
    .limit(1);
  return rows.length > 0;
}

/** The lines printed at start while the demo accounts exist. */
export function demoAccountLines(): string[] {
  const { parent, student } = DEMO_ACCOUNTS;
  return [
    `Demo parent: ${parent.email} / ${parent.password} (Parent Login)`,
    `Demo student: ${student.accountname} / ${student.passcode} (Student Login)`,
  ];
}
