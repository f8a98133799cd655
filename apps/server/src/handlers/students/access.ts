/**
 * Who is asking, and which students they may touch: the signed-in parent behind a token, a
 * student looked up only among that parent's students, and the answers the student tags share.
 * @see spec §6 Roles and permissions; issue 3 "Every tag that touches a student checks it
 *   belongs to the caller's parent account"
 */
import { and, eq } from 'drizzle-orm';
import { authenticate } from '../../auth/sessions';
import type { Database } from '../../db/open';
import { parents, students, type StudentRow } from '../../db/schema';
import { refusalEnvelope } from '../../http/error-envelope';
import type { HandlerResult } from '../types';

/** The signed-in parent of a request. */
export interface SignedInParent {
  parentId: string;
  premium: boolean;
}

/**
 * The parent a `usertoken` belongs to, with their premium flag.
 * @returns null when the token is missing, unknown, expired at `now`, a student's token, or the
 *   parent is gone — the caller answers 401
 * @see spec §6 "Parent: … configure students"
 */
export async function signedInParent(
  db: Database,
  usertoken: string | undefined,
  now: Date,
): Promise<SignedInParent | null> {
  const principal = await authenticate(db, usertoken, 'parent', now);
  if (!principal) return null;
  const [parent] = await db
    .select({ parentId: parents.id, premium: parents.premium })
    .from(parents)
    .where(eq(parents.id, principal.parentId))
    .limit(1);
  return parent ?? null;
}

/**
 * The condition "this handle, and this parent's": a student row matches only when both hold,
 * so another parent's student is indistinguishable from a missing one.
 * @param accountname a handle already trimmed and lower-cased by the protocol schema
 */
export function ownStudent(parentId: string, accountname: string) {
  return and(eq(students.parentId, parentId), eq(students.accountname, accountname));
}

/**
 * The caller's student with that handle, or undefined (also for another parent's student).
 * @param accountname a handle already trimmed and lower-cased by the protocol schema
 */
export async function findOwnStudent(
  db: Database,
  parentId: string,
  accountname: string,
): Promise<StudentRow | undefined> {
  const [row] = await db.select().from(students).where(ownStudent(parentId, accountname)).limit(1);
  return row;
}

/** A business refusal: HTTP 200 `{ tag: '<tag>_error', reason, message }`. @see spec §7 */
export function refuse(tag: string, reason: string): HandlerResult {
  return { status: 200, body: refusalEnvelope(tag, reason) };
}

/**
 * Whether an error (or its cause, as Drizzle wraps driver errors) is PostgreSQL's
 * `unique_violation` (SQLSTATE 23505) — e.g. two parents adding the same handle at once.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
