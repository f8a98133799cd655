/**
 * Test helpers for the student tags: parents (and their sessions) made directly in the database,
 * wire hashes, and a snapshot of the students table to show that a refused request changed
 * nothing. The test app itself (an app on an in-memory PGlite with a clock the test moves) is in
 * `testing/app`.
 */
import { asc } from 'drizzle-orm';
import { hashStudentPasscode } from '@mathcols/api-client/protocol';
import { createSession } from '../../auth/sessions';
import type { Database } from '../../db/open';
import { parents, students } from '../../db/schema';
import { START } from '../../testing/app';

let parentCount = 0;

/** A parent made directly in the database, and a parent-scope token of theirs. */
export interface TestParent {
  parentId: string;
  usertoken: string;
}

/**
 * Inserts a parent (no usable password: they never sign in through `user.connect`) and opens a
 * parent session created at `sessionStart` (default {@link START}; 7 days long).
 */
export async function makeParent(
  db: Database,
  options: { premium?: boolean; sessionStart?: Date } = {},
): Promise<TestParent> {
  parentCount += 1;
  const [row] = await db
    .insert(parents)
    .values({
      email: `parent${parentCount}.${Date.now()}@example.test`,
      passwordHash: 'not a stored hash: cannot sign in',
      firstname: 'Pat',
      lastname: `Parent${parentCount}`,
      premium: options.premium ?? false,
      emailVerified: true,
    })
    .returning({ id: parents.id });
  if (!row) throw new Error('Inserting a parent returned no row');
  const usertoken = await createSession(
    db,
    { scope: 'parent', parentId: row.id },
    options.sessionStart ?? START,
  );
  return { parentId: row.id, usertoken };
}

const wireHashes = new Map<string, Promise<string>>();

/** The client's wire hash of a passcode for a handle (PBKDF2, so memoised: ~50 ms each). */
export function wire(accountname: string, passcode: string): Promise<string> {
  const key = `${accountname}\u0000${passcode}`;
  let hash = wireHashes.get(key);
  if (!hash) {
    hash = hashStudentPasscode(accountname, passcode);
    wireHashes.set(key, hash);
  }
  return hash;
}

/** A `student.create` body for `accountname` with passcode 'abcd', grade 3, by `usertoken`. */
export async function createBody(
  usertoken: string,
  accountname: string,
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  return {
    tag: 'student.create',
    usertoken,
    firstname: 'Ada',
    lastname: 'Lovelace',
    accountname,
    accountpassword: await wire(accountname, 'abcd'),
    gradelevel: '3',
    ...extra,
  };
}

/** Every student row (secrets included), in a stable order: the table's whole state. */
export function snapshotStudents(db: Database) {
  return db.select().from(students).orderBy(asc(students.accountname));
}
