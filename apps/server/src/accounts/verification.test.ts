import { describe, expect, it } from 'vitest';
import { purgeExpired } from '../auth/purge';
import { emailVerifications, parents } from '../db/schema';
import { createMailer } from '../email/mailer';
import { useTestDatabase } from '../testing/database';
import {
  VERIFICATION_LIFETIME_MS,
  sendVerification,
  verifyCode,
  verifyLinkToken,
} from './verification';

const database = useTestDatabase();
const T0 = new Date('2025-03-14T09:30:00Z');
const after = (ms: number) => new Date(T0.getTime() + ms);

let count = 0;
/** A parent (no usable password) and a verification code and link e-mailed to them at `at`. */
async function parentWithCode(at = T0) {
  count += 1;
  const { db } = database;
  const [parent] = await db
    .insert(parents)
    .values({
      email: `verify${count}@example.test`,
      passwordHash: '-',
      firstname: 'Al',
      lastname: 'Bo',
    })
    .returning();
  if (!parent) throw new Error('no parent');
  const mailer = createMailer({ db, log: () => {} });
  const issued = await sendVerification(db, mailer, parent, 'https://mathcols.example', at);
  return { parent, ...issued };
}

describe('e-mail verification codes', () => {
  it('are deleted by the daily purge once used (code or link) or expired; a live one is kept', async () => {
    const { db } = database;
    await db.delete(emailVerifications);
    const sent = after(VERIFICATION_LIFETIME_MS);
    await parentWithCode(T0); // expired, never used
    const byCode = await parentWithCode(sent);
    expect(await verifyCode(db, byCode.parent.id, byCode.code, sent)).toEqual({
      outcome: 'verified',
    });
    const byLink = await parentWithCode(sent);
    expect(await verifyLinkToken(db, byLink.linkToken, sent)).toBe(byLink.parent.id);
    const live = await parentWithCode(sent);

    const now = after(VERIFICATION_LIFETIME_MS + 1);
    const purged = await purgeExpired(db, now);
    expect(purged.emailVerifications).toBe(3);
    const left = await db.select().from(emailVerifications);
    expect(left.map((row) => row.parentId)).toEqual([live.parent.id]);
    // The live code still verifies the address after the purge.
    expect(await verifyCode(db, live.parent.id, live.code, now)).toEqual({ outcome: 'verified' });
    expect((await purgeExpired(db, now)).emailVerifications).toBe(1);
  });
});
