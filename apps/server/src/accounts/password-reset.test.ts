import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serverSecret } from '../auth/server-secret';
import { purgeExpired } from '../auth/purge';
import { parents, passwordResets } from '../db/schema';
import { createMailer } from '../email/mailer';
import { useTestDatabase } from '../testing/database';
import {
  PASSWORD_RESET_LIFETIME_MS,
  findPasswordReset,
  sendPasswordReset,
  usePasswordReset,
} from './password-reset';

const database = useTestDatabase();
const T0 = new Date('2025-03-14T09:30:00Z');
const after = (ms: number) => new Date(T0.getTime() + ms);
const WIRE_HASH = `${'B'.repeat(43)}=`;

let count = 0;
/** A parent (no usable password) and a reset link e-mailed to them at `at`. */
async function parentWithLink(at = T0) {
  count += 1;
  const { db } = database;
  const [parent] = await db
    .insert(parents)
    .values({
      email: `reset${count}@example.test`,
      passwordHash: '-',
      firstname: 'Al',
      lastname: 'Bo',
    })
    .returning();
  if (!parent) throw new Error('no parent');
  const mailer = createMailer({ db, log: () => {} });
  const { token } = await sendPasswordReset(db, mailer, parent, 'https://mathcols.example', at);
  return { parent, token };
}

describe('password reset links', () => {
  it('are stored only as HMAC-SHA-256 under the server secret', async () => {
    const { parent, token } = await parentWithLink();
    const [row] = await database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.parentId, parent.id));
    const key = await serverSecret(database.db);
    expect(row?.tokenHash).toBe(
      createHmac('sha256', key).update(`password-reset:${token}`).digest('hex'),
    );
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('are deleted by the daily purge once used or expired; a live one is kept', async () => {
    const { db } = database;
    await db.delete(passwordResets);
    const sent = after(PASSWORD_RESET_LIFETIME_MS);
    await parentWithLink(T0); // expired
    const used = await parentWithLink(sent);
    expect(await usePasswordReset(db, used.token, WIRE_HASH, sent)).toBeDefined();
    const live = await parentWithLink(sent);
    const purged = await purgeExpired(db, after(PASSWORD_RESET_LIFETIME_MS + 1));
    expect(purged.passwordResets).toBe(2);
    const left = await db.select().from(passwordResets);
    expect(left.map((row) => row.parentId)).toEqual([live.parent.id]);
    const stillWorks = await findPasswordReset(
      db,
      live.token,
      after(PASSWORD_RESET_LIFETIME_MS + 1),
    );
    expect(stillWorks?.id).toBe(live.parent.id);
  });
});
