/**
 * E-mail verification of parents: a 6-digit code (typed in the dashboard) and a link token
 * (`/#/verifyemail?emailtoken=…`), both stored only as SHA-256, valid once for 24 hours.
 * Wrong codes are counted like failed sign-ins (key `verifycode:<parentId>`): after
 * {@link MAX_WRONG_CODES} within the window, codes are refused until a new e-mail is requested.
 * @see spec §4 "Email verification", §8 Verification
 */
import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { sha256Hex } from '../auth/sessions';
import {
  MAX_FAILURES_PER_ACCOUNT,
  clearSignInFailures,
  recordSignInFailure,
  signInBlocked,
} from '../auth/rate-limit';
import type { Database } from '../db/open';
import { emailVerifications, parents, type ParentRow } from '../db/schema';
import type { Mailer } from '../email/mailer';
import { verificationEmail, verificationLink } from '../email/templates';

/** How long a code and its link stay valid, in ms (24 hours). */
export const VERIFICATION_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Wrong codes (within the rate-limit window) after which codes are refused. */
export const MAX_WRONG_CODES = MAX_FAILURES_PER_ACCOUNT;

/** The rate-limit key of a parent's wrong verification codes. */
export const verifyCodeKey = (parentId: string): string => `verifycode:${parentId}`;

/** A new code and link token, as e-mailed (the database keeps only their hashes). */
export interface IssuedVerification {
  /** Six decimal digits, e.g. `'042917'`. */
  code: string;
  /** 32 random bytes, base64url. */
  linkToken: string;
  /** The outbox id of the e-mail. */
  emailId: string;
}

/**
 * Creates a verification for the parent and e-mails its code and link; also resets the count
 * of wrong codes. Earlier verifications stay valid until they expire.
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
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const linkToken = randomBytes(32).toString('base64url');
  await db.insert(emailVerifications).values({
    parentId: parent.id,
    codeHash: sha256Hex(code),
    linkTokenHash: sha256Hex(linkToken),
    createdAt: now,
    expiresAt: new Date(now.getTime() + VERIFICATION_LIFETIME_MS),
  });
  await clearSignInFailures(db, [verifyCodeKey(parent.id)]);
  const emailId = await mailer.send(
    verificationEmail({
      to: parent.email,
      firstname: parent.firstname,
      code,
      link: verificationLink(publicUrl, linkToken),
      validHours: VERIFICATION_LIFETIME_MS / 3_600_000,
    }),
    now,
  );
  return { code, linkToken, emailId };
}

/** The outcome of {@link verifyCode}. */
export type CodeOutcome = 'verified' | 'invalid' | 'blocked';

/**
 * Checks a code the parent typed: an unused, unexpired code of theirs marks it used and the
 * parent's address verified.
 * @returns `verified`; `invalid` (wrong, used or expired; counted); `blocked` after
 *   {@link MAX_WRONG_CODES} wrong codes, until a new e-mail is sent
 */
export async function verifyCode(
  db: Database,
  parentId: string,
  code: string,
  now: Date,
): Promise<CodeOutcome> {
  const key = verifyCodeKey(parentId);
  if (await signInBlocked(db, [key], now)) return 'blocked';
  const [used] = await db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerifications.parentId, parentId),
        eq(emailVerifications.codeHash, sha256Hex(code)),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .returning({ parentId: emailVerifications.parentId });
  if (!used) {
    await recordSignInFailure(db, [key], now);
    return 'invalid';
  }
  await db.update(parents).set({ emailVerified: true }).where(eq(parents.id, parentId));
  await clearSignInFailures(db, [key]);
  return 'verified';
}

/**
 * Checks the token of an e-mailed link (no sign-in needed): an unused, unexpired token is
 * marked used and its parent's address verified.
 * @returns whether the token was valid (false for unknown, used or expired tokens)
 */
export async function verifyLinkToken(
  db: Database,
  linkToken: string,
  now: Date,
): Promise<boolean> {
  const [used] = await db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerifications.linkTokenHash, sha256Hex(linkToken)),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .returning({ parentId: emailVerifications.parentId });
  if (!used) return false;
  await db.update(parents).set({ emailVerified: true }).where(eq(parents.id, used.parentId));
  return true;
}
