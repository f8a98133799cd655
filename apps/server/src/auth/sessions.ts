/**
 * Sign-in sessions of parents and students: random bearer tokens (`usertoken`), stored only as
 * their SHA-256, valid for 7 days.
 * @see spec §4 "Parent session", "Student session"; §9 "Cookie default lifetime 7 days"
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open';
import { sessions, students } from '../db/schema';

/** How long a session lasts after it is created, in ms (7 days). @see spec §9 */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Whose session it is. */
export type SessionOwner =
  { scope: 'parent'; parentId: string } | { scope: 'student'; studentId: string };

/** The signed-in parent. */
export interface ParentPrincipal {
  parentId: string;
}

/** The signed-in student, and the parent the student belongs to. */
export interface StudentPrincipal {
  studentId: string;
  parentId: string;
}

/** SHA-256 of a token or code, hex — the form tokens are stored and looked up in. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/**
 * Creates a session and returns its token. With a `deviceId`, the device's older sessions of
 * the same account end at the same time (one session per account and device: signing in again
 * on a device retires the token it had).
 * @param now creation time; the session expires at `now + SESSION_LIFETIME_MS`
 * @param timeZone the IANA time-zone name to keep with a student's session (validated by the
 *   protocol schema before it gets here); omitted or null for none
 * @param deviceId the device signing in (lower-cased uuid); omitted for none
 * @returns a random 32-byte token, base64url (43 characters); only its SHA-256 is stored
 * @see spec §7 `student.connect` (`timezone`); issue 9 "Safe" (a new sign-in retires old tokens)
 */
export async function createSession(
  db: Database,
  owner: SessionOwner,
  now: Date,
  timeZone: string | null = null,
  deviceId?: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const row = {
    tokenHash: sha256Hex(token),
    scope: owner.scope,
    parentId: owner.scope === 'parent' ? owner.parentId : null,
    studentId: owner.scope === 'student' ? owner.studentId : null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    timezone: timeZone,
    deviceId: deviceId ?? null,
  };
  if (deviceId === undefined) {
    await db.insert(sessions).values(row);
    return token;
  }
  const ownedBy =
    owner.scope === 'parent'
      ? and(eq(sessions.scope, 'parent'), eq(sessions.parentId, owner.parentId))
      : and(eq(sessions.scope, 'student'), eq(sessions.studentId, owner.studentId));
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(and(ownedBy, eq(sessions.deviceId, deviceId)));
    await tx.insert(sessions).values(row);
  });
  return token;
}

/** A session that is still valid: its scope, its owner and the time zone kept with it. */
export interface LiveSession {
  scope: 'parent' | 'student';
  /** The parent of a parent session. */
  parentId: string | null;
  /** The student of a student session. */
  studentId: string | null;
  /** The parent of that student. */
  studentParentId: string | null;
  /** The IANA zone a student gave at sign-in (`student.connect`), or null. */
  timeZone: string | null;
}

/** The SQL condition "this session row is the one of `usertoken`" (rows keep its SHA-256). */
export function tokenMatches(usertoken: string): SQL {
  return eq(sessions.tokenHash, sha256Hex(usertoken));
}

/** Whether a session row with this expiry still counts at `now` (it ends at `expiresAt`). */
export function isLive(row: { expiresAt: Date }, now: Date): boolean {
  return row.expiresAt.getTime() > now.getTime();
}

/**
 * The session behind a token, or null when the token is missing, unknown or expired at `now`.
 * Every check of a `usertoken` goes through here (see {@link authenticate}).
 */
export async function findSession(
  db: Database,
  usertoken: string | undefined,
  now: Date,
): Promise<LiveSession | null> {
  if (!usertoken) return null;
  const [row] = await db
    .select({
      scope: sessions.scope,
      parentId: sessions.parentId,
      studentId: sessions.studentId,
      studentParentId: students.parentId,
      expiresAt: sessions.expiresAt,
      timeZone: sessions.timezone,
    })
    .from(sessions)
    .leftJoin(students, eq(students.id, sessions.studentId))
    .where(tokenMatches(usertoken))
    .limit(1);
  if (!row || !isLive(row, now)) return null;
  return {
    scope: row.scope,
    parentId: row.parentId,
    studentId: row.studentId,
    studentParentId: row.studentParentId,
    timeZone: row.timeZone,
  };
}

/**
 * Who a token belongs to.
 * @param usertoken the request's `usertoken` (may be absent)
 * @param scope the kind of session the tag needs
 * @returns `{ parentId }` for a parent session, `{ studentId, parentId }` for a student session,
 *   or null when the token is missing, unknown, expired (at `now`) or of the other scope
 * @see spec §8 "Authentication token not found. Please log in again."
 */
export async function authenticate(
  db: Database,
  usertoken: string | undefined,
  scope: 'parent',
  now: Date,
): Promise<ParentPrincipal | null>;
export async function authenticate(
  db: Database,
  usertoken: string | undefined,
  scope: 'student',
  now: Date,
): Promise<StudentPrincipal | null>;
export async function authenticate(
  db: Database,
  usertoken: string | undefined,
  scope: 'parent' | 'student',
  now: Date,
): Promise<ParentPrincipal | StudentPrincipal | null>;
export async function authenticate(
  db: Database,
  usertoken: string | undefined,
  scope: 'parent' | 'student',
  now: Date,
): Promise<ParentPrincipal | StudentPrincipal | null> {
  const row = await findSession(db, usertoken, now);
  if (!row || row.scope !== scope) return null;
  if (scope === 'parent') return row.parentId ? { parentId: row.parentId } : null;
  return row.studentId && row.studentParentId
    ? { studentId: row.studentId, parentId: row.studentParentId }
    : null;
}

/**
 * Ends one session, parent or student (sign-out, `user.disconnect`). Unknown and expired tokens
 * are ignored.
 * @returns whether a session was ended
 */
export async function endSession(db: Database, usertoken: string): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(tokenMatches(usertoken))
    .returning({ tokenHash: sessions.tokenHash });
  return ended.length > 0;
}

/**
 * Ends every session of a student, e.g. after their passcode changed or they were deleted
 * (deleting the student row also removes them, by cascade).
 */
export async function endStudentSessions(db: Database, studentId: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.scope, 'student'), eq(sessions.studentId, studentId)));
}

/**
 * Ends every session of a parent, except the one of `keepUsertoken` when given: after the parent
 * changed their password a device signed in with the old password (perhaps a lost phone) is
 * signed out, and the one that made the change stays; after a reset through an e-mailed link
 * (nothing to keep) every one ends. Their children's sessions are left alone (they sign in with
 * their own passcodes).
 * @see OWASP Session Management Cheat Sheet, "Renew the Session ID After Any Privilege Level
 *   Change" (password changes end the other sessions)
 */
export async function endParentSessions(
  db: Database,
  parentId: string,
  keepUsertoken?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.scope, 'parent'),
        eq(sessions.parentId, parentId),
        keepUsertoken === undefined ? undefined : ne(sessions.tokenHash, sha256Hex(keepUsertoken)),
      ),
    );
}

/** Deletes sessions that expired before `now`; returns how many. */
export async function deleteExpiredSessions(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ tokenHash: sessions.tokenHash });
  return deleted.length;
}
