/**
 * Forgotten passwords: a link token (`/#/reset-password?emailtoken=…`) e-mailed to a parent
 * (or answered to whoever undoes an e-mail change through its link, see ./email-undo.ts),
 * valid once for 1 hour. One live token per parent: a new e-mail replaces the row, so the older
 * link stops working. The token is stored only as HMAC-SHA-256 under the server's secret
 * (`serverSecret`). Using it stores the new password, marks the address verified (the parent
 * read the mailbox) and ends every session of the parent.
 * @see docs/protocol.md "Forgotten passwords"; issue 9 "Safe"
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { hashStoredSecret } from '../auth/passwords';
import { keyedHash, serverSecret } from '../auth/server-secret';
import { endParentSessions } from '../auth/sessions';
import type { Database } from '../db/open';
import { parents, passwordResets, type ParentRow } from '../db/schema';
import type { Mailer } from '../email/mailer';
import { passwordResetEmail, passwordResetLink } from '../email/templates';

/** How long a forgotten-password link stays valid, in ms (1 hour). */
export const PASSWORD_RESET_LIFETIME_MS = 60 * 60 * 1000;

/** A new reset token, as e-mailed (the database keeps only its keyed hash). */
export interface IssuedPasswordReset {
  /** 32 random bytes, base64url (43 characters). */
  token: string;
  /** The outbox id of the e-mail. */
  emailId: string;
}

/** The stored form of a reset token. */
const tokenHash = (key: Buffer, token: string) => keyedHash(key, 'password-reset', token);

/** The SQL condition "this row is the live (unused, unexpired at `now`) one of `token`". */
async function liveToken(db: Database, token: string, now: Date) {
  const key = await serverSecret(db);
  return and(
    eq(passwordResets.tokenHash, tokenHash(key, token)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );
}

/**
 * Creates the parent's live reset token, replacing any earlier one (used or not), without
 * e-mailing it: {@link sendPasswordReset} e-mails it; undoing an e-mail change answers it to the
 * holder of the undo link (see `useEmailUndo`).
 * @param db the database, or a transaction to create it in
 * @returns the token (32 random bytes, base64url); the database keeps only its keyed hash
 * @throws on database errors
 */
export async function issuePasswordReset(
  db: Database,
  parentId: string,
  now: Date,
): Promise<string> {
  const key = await serverSecret(db);
  const token = randomBytes(32).toString('base64url');
  const live = {
    tokenHash: tokenHash(key, token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_LIFETIME_MS),
    usedAt: null,
  };
  await db
    .insert(passwordResets)
    .values({ parentId, ...live })
    .onConflictDoUpdate({ target: passwordResets.parentId, set: live });
  return token;
}

/**
 * Creates the parent's live reset token (see {@link issuePasswordReset}) and e-mails the link.
 * The token is the message's `secret`: masked in the stored outbox copy once an SMTP server
 * takes the message (see `Mailer`).
 * @param publicUrl base URL of the site for the link
 * @throws on database errors (a failed SMTP delivery does not throw, see `Mailer`)
 */
export async function sendPasswordReset(
  db: Database,
  mailer: Mailer,
  parent: Pick<ParentRow, 'id' | 'email' | 'firstname'>,
  publicUrl: string,
  now: Date,
): Promise<IssuedPasswordReset> {
  const token = await issuePasswordReset(db, parent.id, now);
  const emailId = await mailer.send(
    {
      ...passwordResetEmail({
        to: parent.email,
        firstname: parent.firstname,
        link: passwordResetLink(publicUrl, token),
        validHours: PASSWORD_RESET_LIFETIME_MS / 3_600_000,
      }),
      secrets: [token],
    },
    now,
  );
  return { token, emailId };
}

/**
 * The parent whose live reset token this is, using nothing up (the site's reset page checks
 * the link before asking for a password).
 * @returns undefined for an unknown, used, expired or replaced token
 */
export async function findPasswordReset(
  db: Database,
  token: string,
  now: Date,
): Promise<ParentRow | undefined> {
  const [row] = await db
    .select({ parent: parents })
    .from(passwordResets)
    .innerJoin(parents, eq(parents.id, passwordResets.parentId))
    .where(await liveToken(db, token, now))
    .limit(1);
  return row?.parent;
}

/**
 * Uses a live reset token: in one transaction the token is marked used (only if still live, so
 * of two concurrent uses one wins), the new wire hash is stored under scrypt as the password,
 * the address is marked verified, and every session of the parent ends (their students' stay).
 * The scrypt hash is made before the transaction, and only for a token live at that moment.
 * @param wireHash the client's wire hash of the new password
 * @returns the parent after the change, or undefined (nothing changed) for an unknown, used,
 *   expired or replaced token
 * @throws on database errors
 */
export async function usePasswordReset(
  db: Database,
  token: string,
  wireHash: string,
  now: Date,
): Promise<ParentRow | undefined> {
  if (!(await findPasswordReset(db, token, now))) return undefined;
  const passwordHash = await hashStoredSecret(wireHash);
  const live = await liveToken(db, token, now);
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(live)
      .returning({ parentId: passwordResets.parentId });
    if (!used) return undefined;
    const [parent] = await tx
      .update(parents)
      .set({ passwordHash, emailVerified: true })
      .where(eq(parents.id, used.parentId))
      .returning();
    await endParentSessions(tx, used.parentId);
    return parent;
  });
}

/**
 * Deletes reset rows that can no longer be used: used ones, and those expired before `now`.
 * @returns how many rows were deleted
 */
export async function deleteSpentPasswordResets(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(passwordResets)
    .where(or(isNotNull(passwordResets.usedAt), lt(passwordResets.expiresAt, now)))
    .returning({ parentId: passwordResets.parentId });
  return deleted.length;
}
