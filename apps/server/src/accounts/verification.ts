/**
 * E-mail verification of parents: a 6-digit code (typed in the dashboard) and a link token
 * (`/#/verifyemail?emailtoken=…`), valid once for 24 hours. One live pair per parent: a new
 * e-mail replaces the row, so the older code and link stop working. Both are stored only as
 * HMAC-SHA-256 under the server's secret (`serverSecret`), the code bound to its parent. Codes
 * typed are throttled per parent across new e-mails (`VERIFY_CODE_PER_PARENT`): asking for a
 * new e-mail does not reset the count.
 * @see spec §4 "Email verification", §8 Verification; issue 9 "Safe"
 */
import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { keyedHash, serverSecret } from '../auth/server-secret';
import { clearAttempts, reserveAttempt, type ThrottleHit } from '../auth/throttle';
import { VERIFY_CODE_PER_PARENT } from '../auth/throttle-rules';
import type { Database } from '../db/open';
import { emailVerifications, parents, type ParentRow } from '../db/schema';
import type { Mailer } from '../email/mailer';
import { verificationEmail, verificationLink } from '../email/templates';

/** How long a code and its link stay valid, in ms (24 hours). */
export const VERIFICATION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** A new code and link token, as e-mailed (the database keeps only their keyed hashes). */
export interface IssuedVerification {
  /** Six decimal digits, e.g. `'042917'`. */
  code: string;
  /** 32 random bytes, base64url. */
  linkToken: string;
  /** The outbox id of the e-mail. */
  emailId: string;
}

/** The stored form of a parent's code: bound to the parent, so equal codes hash apart. */
const codeHash = (key: Buffer, parentId: string, code: string) =>
  keyedHash(key, `verify-code:${parentId}`, code);

/** The stored form of a link token. */
const linkHash = (key: Buffer, linkToken: string) => keyedHash(key, 'verify-link', linkToken);

/**
 * Creates the parent's live code and link (replacing any earlier ones, used or not) and e-mails
 * them. The code and the link are the message's `secrets`: masked in the stored outbox copy once
 * an SMTP server takes the message (see `Mailer`). Does not touch the count of wrong codes.
 * @param publicUrl base URL of the site for the link
 * @throws on database errors (a failed SMTP delivery does not throw, see `Mailer`)
 */
export async function sendVerification(
  db: Database,
  mailer: Mailer,
  parent: Pick<ParentRow, 'id' | 'email' | 'firstname'>,
  publicUrl: string,
  now: Date,
): Promise<IssuedVerification> {
  const key = await serverSecret(db);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const linkToken = randomBytes(32).toString('base64url');
  const live = {
    codeHash: codeHash(key, parent.id, code),
    linkTokenHash: linkHash(key, linkToken),
    createdAt: now,
    expiresAt: new Date(now.getTime() + VERIFICATION_LIFETIME_MS),
    usedAt: null,
  };
  await db
    .insert(emailVerifications)
    .values({ parentId: parent.id, ...live })
    .onConflictDoUpdate({ target: emailVerifications.parentId, set: live });
  const emailId = await mailer.send(
    {
      ...verificationEmail({
        to: parent.email,
        firstname: parent.firstname,
        code,
        link: verificationLink(publicUrl, linkToken),
        validHours: VERIFICATION_LIFETIME_MS / 3_600_000,
      }),
      secrets: [code, linkToken],
    },
    now,
  );
  return { code, linkToken, emailId };
}

/** The outcome of {@link verifyCode}. */
export type CodeOutcome =
  { outcome: 'verified' | 'invalid' } | { outcome: 'blocked'; retryAfterSeconds: number };

/**
 * Checks a code the parent typed. The attempt is reserved first under `VERIFY_CODE_PER_PARENT`
 * (5 per 15 minutes, then locked 1 minute doubling up to 30; new e-mails do not reset it); then
 * the parent's live, unused, unexpired code marks itself used and the address verified, and the
 * count of attempts is forgotten.
 * @returns `verified`; `invalid` (wrong, used, expired or replaced by a newer one); `blocked`
 *   with the wait in seconds while locked (the code is not even compared)
 */
export async function verifyCode(
  db: Database,
  parentId: string,
  code: string,
  now: Date,
): Promise<CodeOutcome> {
  const throttle: ThrottleHit = { rule: VERIFY_CODE_PER_PARENT, subject: parentId };
  const verdict = await reserveAttempt(db, [throttle], now);
  if (!verdict.allowed) return { outcome: 'blocked', retryAfterSeconds: verdict.retryAfterSeconds };
  const key = await serverSecret(db);
  const [used] = await db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerifications.parentId, parentId),
        eq(emailVerifications.codeHash, codeHash(key, parentId, code)),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .returning({ parentId: emailVerifications.parentId });
  if (!used) return { outcome: 'invalid' };
  await db.update(parents).set({ emailVerified: true }).where(eq(parents.id, parentId));
  await clearAttempts(db, [throttle]);
  return { outcome: 'verified' };
}

/**
 * Checks the token of an e-mailed link (no sign-in needed): the live, unused, unexpired token
 * of a parent is marked used and their address verified. Tokens are 32 random bytes, too many
 * to guess, so this is not throttled.
 * @returns the id of the parent now verified, or `undefined` for an unknown, used, expired or
 *   replaced token
 */
export async function verifyLinkToken(
  db: Database,
  linkToken: string,
  now: Date,
): Promise<string | undefined> {
  const key = await serverSecret(db);
  const [used] = await db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerifications.linkTokenHash, linkHash(key, linkToken)),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .returning({ parentId: emailVerifications.parentId });
  if (!used) return undefined;
  await db.update(parents).set({ emailVerified: true }).where(eq(parents.id, used.parentId));
  return used.parentId;
}

/**
 * Deletes verification rows that can never be used again: used ones (the code or the link
 * verified the address), and those expired before `now`. A replaced code or link leaves no row
 * of its own (a new e-mail overwrites the parent's one row), so there is nothing more to find.
 * @returns how many rows were deleted
 */
export async function deleteSpentEmailVerifications(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(emailVerifications)
    .where(or(isNotNull(emailVerifications.usedAt), lt(emailVerifications.expiresAt, now)))
    .returning({ parentId: emailVerifications.parentId });
  return deleted.length;
}
