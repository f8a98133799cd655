import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/open';
import { parents } from '../db/schema';
import { createMailer } from '../email/mailer';
import { signUnsubscribeToken, unsubscribeKey } from '../email/unsubscribe-token';
import { insertParent } from '../jobs/test-support';
import { openTestDatabase } from '../testing/database';
import { UNSUBSCRIBE_TEXT } from './unsubscribe';

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  database = await openTestDatabase();
  app = createApp({
    db: database.db,
    mailer: createMailer({ db: database.db, log: () => {} }),
    publicUrl: 'https://mathcols.example/',
  });
});
afterAll(async () => {
  await database?.close();
});

async function emailsOn(parentId: string): Promise<boolean | undefined> {
  const [row] = await database.db
    .select({ emails: parents.emails })
    .from(parents)
    .where(eq(parents.id, parentId));
  return row?.emails;
}

async function tokenOf(parentId: string): Promise<string> {
  return signUnsubscribeToken(await unsubscribeKey(database.db), parentId);
}

function postForm(fields: Record<string, string>, query = '') {
  return app.request(`/api/unsubscribe${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('GET /api/unsubscribe', () => {
  it('shows a page with one button that posts the token back, and changes nothing', async () => {
    const { parentId } = await insertParent(database.db);
    const token = await tokenOf(parentId);
    const response = await app.request(`/api/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    const page = await response.text();
    expect(page).toMatch(/^<!DOCTYPE html>/);
    expect(page).toMatch(/<form method="post" action="\/api\/unsubscribe">/);
    expect(page).toContain(`<input type="hidden" name="token" value="${token}" />`);
    expect(page).toMatch(new RegExp(`<button type="submit">${UNSUBSCRIBE_TEXT.button}</button>`));
    expect(page).not.toMatch(/<script/i);
    expect(await emailsOn(parentId)).toBe(true);
  });

  it('answers 400 "not valid" for a tampered, foreign or missing token', async () => {
    const { parentId } = await insertParent(database.db);
    const other = await insertParent(database.db);
    const token = await tokenOf(parentId);
    const signature = token.split('.')[1] ?? '';
    // Change the signature's first character (all of its bits count) to a different one.
    const tampered = `${parentId}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    for (const bad of [`${other.parentId}.${signature}`, tampered, '', 'x']) {
      const response = await app.request(`/api/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(`<h1>${UNSUBSCRIBE_TEXT.invalid}</h1>`);
    }
    expect((await app.request('/api/unsubscribe')).status).toBe(400);
  });
});

describe('POST /api/unsubscribe', () => {
  it('turns the weekly e-mails off and says so, with a link back to the site', async () => {
    const { parentId } = await insertParent(database.db);
    const response = await postForm({ token: await tokenOf(parentId) });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(`<h1>${UNSUBSCRIBE_TEXT.done}</h1>`);
    expect(page).toContain(`<a href="https://mathcols.example/">${UNSUBSCRIBE_TEXT.back}</a>`);
    expect(await emailsOn(parentId)).toBe(false);

    // Again (a double click): still fine, still off.
    expect((await postForm({ token: await tokenOf(parentId) })).status).toBe(200);
    expect(await emailsOn(parentId)).toBe(false);
  });

  it('also takes the token from the address (one-click unsubscribe)', async () => {
    const { parentId } = await insertParent(database.db);
    const token = await tokenOf(parentId);
    const response = await postForm({ 'List-Unsubscribe': 'One-Click' }, `?token=${token}`);
    expect(response.status).toBe(200);
    expect(await emailsOn(parentId)).toBe(false);
  });

  it('refuses a tampered token with 400 and changes nothing', async () => {
    const { parentId } = await insertParent(database.db);
    const victim = await insertParent(database.db);
    const signature = (await tokenOf(parentId)).split('.')[1] ?? '';
    const response = await postForm({ token: `${victim.parentId}.${signature}` });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(UNSUBSCRIBE_TEXT.invalid);
    expect(await emailsOn(victim.parentId)).toBe(true);
    expect(await emailsOn(parentId)).toBe(true);
    expect((await postForm({})).status).toBe(400);
  });

  it('answers 405 to other methods', async () => {
    const response = await app.request('/api/unsubscribe', { method: 'PUT' });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, POST');
  });
});
