/**
 * Parent accounts: look up, create, and the session answer `user.create` / `user.connect` give.
 * @see spec §3 "Parent user", §7 `user.create`, `user.connect`
 */
import { eq } from 'drizzle-orm';
import type { ParentSessionResponse } from '@mathcols/api-client/protocol';
import { hashStoredSecret } from '../auth/passwords';
import { createSession } from '../auth/sessions';
import type { Database } from '../db/open';
import { parents, type ParentRow } from '../db/schema';
import { listStudents, toParentData } from './serialize';

/** What {@link createParent} stores. */
export interface NewParent {
  /** Already trimmed and lower-cased (the protocol's `emailSchema` does it). */
  email: string;
  /** The client's wire hash; stored only under `hashStoredSecret`. */
  wireHash: string;
  firstname: string;
  lastname: string;
  premium?: boolean;
  emailVerified?: boolean;
  /** The device that registered. */
  deviceId?: string;
}

/**
 * The parent with this (normalised) e-mail address, or undefined.
 * @param email trimmed and lower-cased
 */
export async function findParentByEmail(
  db: Database,
  email: string,
): Promise<ParentRow | undefined> {
  const [row] = await db.select().from(parents).where(eq(parents.email, email)).limit(1);
  return row;
}

/** The parent with this id, or undefined. */
export async function findParentById(db: Database, id: string): Promise<ParentRow | undefined> {
  const [row] = await db.select().from(parents).where(eq(parents.id, id)).limit(1);
  return row;
}

/**
 * Stores a new parent, hashing the wire hash with scrypt.
 * @returns the new row, or undefined when the e-mail address is taken (unique index; also under
 *   a concurrent sign-up with the same address)
 */
export async function createParent(
  db: Database,
  parent: NewParent,
  now: Date,
): Promise<ParentRow | undefined> {
  const [row] = await db
    .insert(parents)
    .values({
      email: parent.email,
      passwordHash: await hashStoredSecret(parent.wireHash),
      firstname: parent.firstname,
      lastname: parent.lastname,
      premium: parent.premium ?? false,
      emailVerified: parent.emailVerified ?? false,
      deviceId: parent.deviceId ?? null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: parents.email })
    .returning();
  return row;
}

/**
 * Opens a parent session (7 days) and builds the answer of `user.create` / `user.connect` (and
 * of `public.passwordreset` with a new password): `{ tag, usertoken, data, students }`. The
 * device's older sessions of this parent end (see `createSession`).
 * @param deviceId the device signing in (the request's `deviceid`, lower-cased here)
 */
export async function parentSessionAnswer<
  T extends 'user.create' | 'user.connect' | 'public.passwordreset',
>(
  db: Database,
  tag: T,
  parent: ParentRow,
  now: Date,
  deviceId: string,
): Promise<Omit<ParentSessionResponse, 'tag'> & { tag: T }> {
  const usertoken = await createSession(
    db,
    { scope: 'parent', parentId: parent.id },
    now,
    null,
    deviceId.toLowerCase(),
  );
  return {
    tag,
    usertoken,
    data: toParentData(parent),
    students: await listStudents(db, parent.id, parent.premium),
  };
}
