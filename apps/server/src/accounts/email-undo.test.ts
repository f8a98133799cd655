import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { purgeExpired } from '../auth/purge';
import { emailChangeUndos, emailOutbox, parents } from '../db/schema';
import { useTestDatabase } from '../testing/database';
import { EMAIL_UNDO_LIFETIME_MS, issueEmailUndo, useEmailUndo } from './email-undo';
import { findPasswordReset, issuePasswordReset } from './password-reset';

const database = useTestDatabase();
const T0 = new Date('2025-03-14T09:30:00Z');
const after = (ms: number) => new Date(T0.getTime() + ms);

let count = 0;
/** A parent moved away from an old address, and the undo link issued for it at `at`. */
async function movedWithLink(at = T0) {
  count += 1;
  const { db } = database;
  const [parent] = await db
    .insert(parents)
    .values({
      email: `undo-new${count}@example.test`,
      passwordHash: '-',
      firstname: 'Al',
      lastname: 'Bo',
    })
    .returning();
  if (!parent) throw new Error('no parent');
  const oldEmail = `undo-old${count}@example.test`;
  const token = await issueEmailUndo(db, { parentId: parent.id, oldEmail }, at);
  if (token === null) throw new Error('no undo link for a first change');
  return { parent, oldEmail, token };
}

describe('e-mail change undo links', () => {
  it('undo once: the parent is back at the old address with a reset token, nothing e-mailed', async () => {
    const { db } = database;
    const { parent, oldEmail, token } = await movedWithLink();
    const outboxBefore = (await db.select().from(emailOutbox)).length;
    const undone = await useEmailUndo(db, token, after(1000));
    if (undone.outcome !== 'undone') throw new Error(`not undone: ${undone.outcome}`);
    expect(undone.parent).toMatchObject({ id: parent.id, email: oldEmail, emailVerified: true });
    expect(undone.parent.passwordHash).toBe(parent.passwordHash);
    expect((await findPasswordReset(db, undone.resetToken, after(2000)))?.id).toBe(parent.id);
    expect((await db.select().from(emailOutbox)).length).toBe(outboxBefore);
    expect(await useEmailUndo(db, token, after(2000))).toEqual({ outcome: 'invalid' });
  });

  it('answer taken, without throwing or changing anything, while another parent has the old address', async () => {
    const { db } = database;
    const { parent, oldEmail, token } = await movedWithLink();
    await db
      .insert(parents)
      .values({ email: oldEmail, passwordHash: '-', firstname: 'Cy', lastname: 'Do' });
    expect(await useEmailUndo(db, token, after(1000))).toEqual({ outcome: 'taken' });
    const [row] = await db.select().from(parents).where(eq(parents.id, parent.id));
    expect(row).toEqual(parent);
    await db.delete(parents).where(eq(parents.email, oldEmail));
    expect((await useEmailUndo(db, token, after(1000))).outcome).toBe('undone');
  });

  it('keep the first change’s link while it is live: a further change makes none, until it is spent', async () => {
    const { db } = database;
    const { parent, oldEmail, token } = await movedWithLink();
    // Moved again within the 7 days (from the intruder's own address, say): no new link.
    const again = { parentId: parent.id, oldEmail: 'second@example.test' };
    expect(await issueEmailUndo(db, again, after(1000))).toBeNull();
    const undone = await useEmailUndo(db, token, after(2000));
    expect(undone).toMatchObject({ outcome: 'undone', parent: { email: oldEmail } });
    // Spent: the next change has a link of its own again, as does one after 7 days.
    expect(await issueEmailUndo(db, again, after(3000))).toMatch(/^[\w-]{43}$/);
    const later = { parentId: parent.id, oldEmail: 'third@example.test' };
    expect(await issueEmailUndo(db, later, after(4000))).toBeNull();
    expect(await issueEmailUndo(db, later, after(3000 + EMAIL_UNDO_LIFETIME_MS))).toMatch(
      /^[\w-]{43}$/,
    );
  });

  it('are deleted by the daily purge once used or expired; a live one is kept', async () => {
    const { db } = database;
    await db.delete(emailChangeUndos);
    const issued = after(EMAIL_UNDO_LIFETIME_MS);
    await movedWithLink(T0); // expired
    const used = await movedWithLink(issued);
    expect((await useEmailUndo(db, used.token, issued)).outcome).toBe('undone');
    const live = await movedWithLink(issued);
    const purged = await purgeExpired(db, after(EMAIL_UNDO_LIFETIME_MS + 1));
    expect(purged.emailUndos).toBe(2);
    const left = await db.select().from(emailChangeUndos);
    expect(left.map((row) => row.parentId)).toEqual([live.parent.id]);
    const stillWorks = await useEmailUndo(db, live.token, after(EMAIL_UNDO_LIFETIME_MS + 1));
    expect(stillWorks).toMatchObject({ outcome: 'undone', parent: { id: live.parent.id } });
  });
});

describe('issuePasswordReset', () => {
  it('replaces the parent’s live reset token without e-mailing it', async () => {
    const { db } = database;
    const { parent } = await movedWithLink();
    const outboxBefore = (await db.select().from(emailOutbox)).length;
    const first = await issuePasswordReset(db, parent.id, T0);
    const second = await issuePasswordReset(db, parent.id, after(1000));
    expect(second).toMatch(/^[\w-]{43}$/);
    expect(await findPasswordReset(db, first, after(2000))).toBeUndefined();
    expect((await findPasswordReset(db, second, after(2000)))?.id).toBe(parent.id);
    expect((await db.select().from(emailOutbox)).length).toBe(outboxBefore);
    const [row] = await db.select().from(parents).where(eq(parents.id, parent.id));
    expect(row?.email).toBe(parent.email);
  });
});
