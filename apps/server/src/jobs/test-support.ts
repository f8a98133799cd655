/**
 * Test helpers for the scheduled jobs: parents, students and finished sets written straight into
 * the database (nobody signs in), and the outbox rows of one address.
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/open';
import { emailOutbox, parents, studentSets, students } from '../db/schema';

let made = 0;

/** Inserts a parent; premium and verified with weekly e-mails on unless told otherwise. */
export async function insertParent(
  db: Database,
  options: { verified?: boolean; emails?: boolean; premium?: boolean; firstname?: string } = {},
): Promise<{ parentId: string; email: string }> {
  made += 1;
  const email = `parent${made}.${Math.random().toString(36).slice(2, 8)}@example.test`;
  const [row] = await db
    .insert(parents)
    .values({
      email,
      passwordHash: 'not a stored hash',
      firstname: options.firstname ?? 'Dana',
      lastname: 'Parent',
      premium: options.premium ?? true,
      emailVerified: options.verified ?? true,
      emails: options.emails ?? true,
    })
    .returning({ parentId: parents.id });
  if (!row) throw new Error('Inserting a parent returned no row');
  return { parentId: row.parentId, email };
}

/**
 * Inserts a student of `parentId` with the given (lower-case) first name, added at `createdAt`
 * (default: the database's now).
 */
export async function insertStudent(
  db: Database,
  parentId: string,
  firstname: string,
  createdAt?: Date,
): Promise<string> {
  made += 1;
  const [row] = await db
    .insert(students)
    .values({
      parentId,
      accountname: `${firstname}${made}`,
      passwordHash: 'not a stored hash',
      firstname,
      lastname: 'student',
      gradelevel: 3,
      ...(createdAt && { createdAt }),
    })
    .returning({ id: students.id });
  if (!row) throw new Error('Inserting a student returned no row');
  return row.id;
}

/** A finished set on the student's calendar date `localDate` (10 questions). */
export async function insertSet(
  db: Database,
  studentId: string,
  set: { subject: string; level: number; errors: number; localDate: string; chosen?: string },
): Promise<void> {
  await db.insert(studentSets).values({
    studentId,
    subject: set.subject,
    level: set.level,
    questions: 10,
    errors: set.errors,
    createdAt: new Date(`${set.localDate}T16:00:00Z`),
    localDate: set.localDate,
    createdDate: `${set.localDate}-16:00`,
    chosenAction: set.chosen ?? null,
  });
}

/** The outbox rows sent to `to`, oldest first. */
export function outboxTo(db: Database, to: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.subject));
}
