/**
 * Moving a parent's account to another e-mail address (`user.emailchange`): the stored change,
 * made in one transaction. The address is the parent's sign-in account and salts the password's
 * wire hash, so the password is stored anew (the wire hash salted with the new address), and
 * everything bound to the old address goes: its verification code and link, the
 * forgotten-password link, the parent's other sessions, the old address's sign-in locks. (A
 * live undo link of an earlier change stays: it leads back to the first address.)
 * @see docs/protocol.md "Changing the e-mail address"
 */
import { and, eq } from 'drizzle-orm';
import { endParentSessions } from '../auth/sessions';
import { forgetSignInAttempts, parentAccount } from '../auth/sign-in';
import { moveTrustedDevices } from '../auth/trusted-devices';
import type { Database } from '../db/open';
import { emailVerifications, parents, passwordResets, type ParentRow } from '../db/schema';

/** What {@link moveParentEmail} changes, and what the caller proved before. */
export interface EmailMove {
  /** The parent as read when the current password was checked (its `email`, `passwordHash`). */
  parent: Pick<ParentRow, 'id' | 'email' | 'passwordHash'>;
  /** The new address, trimmed and lower-cased (the protocol's `emailSchema` does it). */
  email: string;
  /** The stored form (`hashStoredSecret`) of the wire hash salted with the new address. */
  passwordHash: string;
  /** The session that asked: it stays signed in. */
  keepUsertoken: string;
}

/**
 * In one transaction: the parent's `email` becomes the new address, the password the new stored
 * hash, `email_verified` false; their verification code and link and their forgotten-password
 * link are deleted (they went to the old address) — a live undo link of an earlier change
 * stays (see `issueEmailUndo`); every other session of the parent
 * ends (the one that asked stays, the children's too); the old address's sign-in locks are
 * forgotten and its trusted devices are trusted under the new address instead.
 *
 * The row changes only while it still has the address and password hash the caller checked,
 * so a password or address changed meanwhile (another request) is never overwritten with a
 * wire hash of the old password.
 * @returns the parent after the change, or undefined (nothing changed) when the row no longer
 *   has that address and password hash, or is gone
 * @throws the database's unique violation (SQLSTATE 23505) when another parent took the
 *   address meanwhile (nothing changed); other database errors
 */
export async function moveParentEmail(
  db: Database,
  move: EmailMove,
): Promise<ParentRow | undefined> {
  const { parent, email, passwordHash, keepUsertoken } = move;
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(parents)
      .set({ email, passwordHash, emailVerified: false })
      .where(
        and(
          eq(parents.id, parent.id),
          eq(parents.email, parent.email),
          eq(parents.passwordHash, parent.passwordHash),
        ),
      )
      .returning();
    if (!moved) return undefined;
    await tx.delete(emailVerifications).where(eq(emailVerifications.parentId, parent.id));
    await tx.delete(passwordResets).where(eq(passwordResets.parentId, parent.id));
    await endParentSessions(tx, parent.id, keepUsertoken);
    await forgetSignInAttempts(tx, parentAccount(parent.email));
    await moveTrustedDevices(tx, parentAccount(parent.email), parentAccount(email));
    return moved;
  });
}
