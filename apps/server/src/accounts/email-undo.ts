/**
 * Undoing an e-mail address change (`public.emailundo`) through the link in the notice sent to
 * the old address: a link token (`/#/undo-email-change?emailtoken=…`) valid once for 7 days. One
 * live token per parent, and the first change's stays: a further change within those 7 days
 * makes no new link (its notice goes to an address that may be the intruder's), so the owner of
 * the original address can still undo, back to that address, however often the account was
 * moved since. The token is stored only as HMAC-SHA-256 under the server's secret
 * (`serverSecret`), as forgotten-password tokens are (./password-reset.ts).
 *
 * Using it moves the account back to the old address (verified: its owner read that mailbox),
 * ends every session of the parent and answers a forgotten-password token: whoever made the
 * change knows the password, and the stored one is the wire hash salted with the new address,
 * which the old address cannot sign in with anyway, so the owner chooses a new one.
 * @see docs/protocol.md "Changing the e-mail address"
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, lte, ne, or } from 'drizzle-orm';
import { keyedHash, serverSecret } from '../auth/server-secret';
import { endParentSessions } from '../auth/sessions';
import { forgetSignInAttempts, parentAccount } from '../auth/sign-in';
import { forgetTrustedDevices } from '../auth/trusted-devices';
import type { Database } from '../db/open';
import { emailChangeUndos, emailVerifications, parents, type ParentRow } from '../db/schema';
import { issuePasswordReset } from './password-reset';

/** How long the undo link of an e-mail change stays valid, in ms (7 days). */
export const EMAIL_UNDO_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** What {@link useEmailUndo} did. */
export type EmailUndoOutcome =
  /** The account is back at the old address; `resetToken` is a `public.passwordreset` token. */
  | { outcome: 'undone'; parent: ParentRow; resetToken: string }
  /** An unknown, used or expired token: nothing changed. */
  | { outcome: 'invalid' }
  /** Another parent has the old address by now: nothing changed, the link stays live. */
  | { outcome: 'taken' };

/** The stored form of an undo token. */
const tokenHash = (key: Buffer, token: string) => keyedHash(key, 'email-undo', token);

/**
 * Creates the parent's undo token for the change that just moved them away from `oldEmail`,
 * unless the parent already has a live one (unused, unexpired): that earlier link stays, and
 * still leads back to its own, first address. A used or expired row is replaced.
 * @param oldEmail the address the account had before the change (normalised)
 * @returns the token (32 random bytes, base64url, 43 characters; the database keeps only its
 *   keyed hash), or `null` when an earlier change's link is still live (no new link)
 * @throws on database errors
 */
export async function issueEmailUndo(
  db: Database,
  undo: { parentId: string; oldEmail: string },
  now: Date,
): Promise<string | null> {
  const key = await serverSecret(db);
  const token = randomBytes(32).toString('base64url');
  const live = {
    tokenHash: tokenHash(key, token),
    oldEmail: undo.oldEmail,
    createdAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_UNDO_LIFETIME_MS),
    usedAt: null,
  };
  const written = await db
    .insert(emailChangeUndos)
    .values({ parentId: undo.parentId, ...live })
    .onConflictDoUpdate({
      target: emailChangeUndos.parentId,
      set: live,
      // Only a spent row is replaced: a live one is the first change's, kept for its owner.
      setWhere: or(isNotNull(emailChangeUndos.usedAt), lte(emailChangeUndos.expiresAt, now)),
    })
    .returning({ parentId: emailChangeUndos.parentId });
  return written.length > 0 ? token : null;
}

/**
 * Uses a live undo token, in one transaction holding the parent's row (`FOR UPDATE`, taken
 * first as `user.emailchange` takes it, so an undo and a change of one parent queue): when
 * another parent has the old address now, nothing changes (`taken`); otherwise the parent's
 * `email` becomes the old address again and `email_verified` true, the verification code and
 * link (sent to the new address) are deleted, every session of the parent ends (their
 * students' stay), the new address's sign-in locks are forgotten, no device stays trusted for
 * either address (the one that made the change may be among them), the token is marked
 * used (of two uses at once one wins), and a forgotten-password token is issued (not e-mailed).
 * The stored password hash stays as it is.
 * @returns see {@link EmailUndoOutcome}
 * @throws the database's unique violation (SQLSTATE 23505) when another parent takes the old
 *   address at the same moment (nothing changed); other database errors
 */
export async function useEmailUndo(
  db: Database,
  token: string,
  now: Date,
): Promise<EmailUndoOutcome> {
  const key = await serverSecret(db);
  const live = and(
    eq(emailChangeUndos.tokenHash, tokenHash(key, token)),
    isNull(emailChangeUndos.usedAt),
    gt(emailChangeUndos.expiresAt, now),
  );
  return db.transaction(async (tx): Promise<EmailUndoOutcome> => {
    const [found] = await tx
      .select({ parentId: emailChangeUndos.parentId })
      .from(emailChangeUndos)
      .where(live)
      .limit(1);
    if (!found) return { outcome: 'invalid' };
    const { parentId } = found;
    const [present] = await tx
      .select({ email: parents.email })
      .from(parents)
      .where(eq(parents.id, parentId))
      .for('update');
    // Read again under the parent's lock: an undo that held it may have used it meanwhile.
    const [undo] = await tx
      .select({ oldEmail: emailChangeUndos.oldEmail })
      .from(emailChangeUndos)
      .where(and(live, eq(emailChangeUndos.parentId, parentId)));
    if (!present || !undo) return { outcome: 'invalid' };
    const { oldEmail } = undo;
    const [holder] = await tx
      .select({ id: parents.id })
      .from(parents)
      .where(and(eq(parents.email, oldEmail), ne(parents.id, parentId)))
      .limit(1);
    if (holder) return { outcome: 'taken' };

    await tx
      .update(emailChangeUndos)
      .set({ usedAt: now })
      .where(eq(emailChangeUndos.parentId, parentId));
    const [parent] = await tx
      .update(parents)
      .set({ email: oldEmail, emailVerified: true })
      .where(eq(parents.id, parentId))
      .returning();
    if (!parent) throw new Error(`Parent ${parentId} vanished while its row was held`);
    await tx.delete(emailVerifications).where(eq(emailVerifications.parentId, parentId));
    await endParentSessions(tx, parentId);
    // No device stays trusted: the one that made the change may be among them (its sign-in
    // attempts would be counted apart from the account's lock). Each of the family's devices is
    // trusted again at its next successful sign-in.
    await forgetTrustedDevices(tx, parentAccount(oldEmail));
    if (present.email !== oldEmail) {
      await forgetSignInAttempts(tx, parentAccount(present.email));
      await forgetTrustedDevices(tx, parentAccount(present.email));
    }
    const resetToken = await issuePasswordReset(tx, parentId, now);
    return { outcome: 'undone', parent, resetToken };
  });
}

/**
 * Deletes undo rows that can no longer be used: used ones, and those expired before `now`.
 * @returns how many rows were deleted
 */
export async function deleteSpentEmailUndos(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(emailChangeUndos)
    .where(or(isNotNull(emailChangeUndos.usedAt), lt(emailChangeUndos.expiresAt, now)))
    .returning({ parentId: emailChangeUndos.parentId });
  return deleted.length;
}
