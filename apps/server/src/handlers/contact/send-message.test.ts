import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { ERROR_REASONS, userMessageResponseSchema } from '@mathcols/api-client/protocol';
import { createApp } from '../../app';
import type { DatabaseHandle } from '../../db/open';
import { contactMessages, emailOutbox, parents } from '../../db/schema';
import { createMailer } from '../../email/mailer';
import { openTestDatabase } from '../../testing/database';
import { newDevice, post, type JsonAnswer } from '../../testing/http';
import { START } from '../../testing/app';
import { createBody, makeParent, wire } from '../students/test-support';
import { CONTACT_PER_PARENT } from '../../auth/throttle-rules';

const CONTACT_MESSAGES_PER_HOUR = CONTACT_PER_PARENT.limit;

const SUPPORT = 'help@mathcols.example';

let database: DatabaseHandle;
let app: Hono;
let deviceid: string;
const clock = { now: START };
const mailLog: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const mailer = createMailer({ db: database.db, log: (line) => mailLog.push(line) });
  app = createApp({
    db: database.db,
    now: () => clock.now,
    mailer,
    supportEmail: SUPPORT,
    devRoutes: true,
  });
  deviceid = await newDevice(app);
});
afterAll(async () => {
  await database?.close();
});

const call = (body: Record<string, unknown>): Promise<JsonAnswer> =>
  post(app, '/api', { deviceid, ...body });

const message = (usertoken: string, extra: Record<string, unknown> = {}) =>
  call({
    tag: 'user.message',
    usertoken,
    subject: 'bug-report',
    body: 'The Save button does nothing.',
    ...extra,
  });

const storedFor = (parentId: string) =>
  database.db.select().from(contactMessages).where(eq(contactMessages.parentId, parentId));

describe('user.message', () => {
  it('stores the message and e-mails it to support with the parent to reply to', async () => {
    clock.now = START;
    const parent = await makeParent(database.db);
    const [who] = await database.db.select().from(parents).where(eq(parents.id, parent.parentId));
    const answer = await message(parent.usertoken, {
      body: '  My daughter sees no problems on Tuesdays.\nCan you help?  ',
    });

    expect(answer.status).toBe(200);
    expect(userMessageResponseSchema.parse(answer.body)).toEqual({
      tag: 'user.message',
      info: "Thank you for your message! We'll get back to you within 24 hours.",
    });

    const [stored, ...more] = await storedFor(parent.parentId);
    expect(more).toEqual([]);
    expect(stored).toMatchObject({
      subject: 'bug-report',
      body: 'My daughter sees no problems on Tuesdays.\nCan you help?',
      createdAt: START,
    });
    const [mail] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, stored?.outboxId ?? '00000000-0000-0000-0000-000000000000'));
    expect(mail?.to).toBe(SUPPORT);
    expect(mail?.subject).toBe(`[mathcols contact] Bug report from Pat ${who?.lastname}`);
    expect(mail?.text).toContain(`Reply to: Pat ${who?.lastname} <${who?.email}>`);
    expect(mail?.text).toContain('Reason: Bug report');
    expect(mail?.text).toContain('My daughter sees no problems on Tuesdays.\nCan you help?');

    const outbox = await app.request('/api/dev/outbox');
    const listed = (await outbox.json()) as { messages: { id: string; to: string }[] };
    expect(listed.messages.find((entry) => entry.id === mail?.id)?.to).toBe(SUPPORT);
    expect(
      mailLog.some((line) => line.startsWith(`E-mail to ${SUPPORT}: [mathcols contact]`)),
    ).toBe(true);
  });

  it(`refuses message ${CONTACT_MESSAGES_PER_HOUR + 1} within an hour with 429, storing nothing`, async () => {
    clock.now = START;
    const parent = await makeParent(database.db);
    const other = await makeParent(database.db);
    for (let sent = 0; sent < CONTACT_MESSAGES_PER_HOUR; sent += 1) {
      clock.now = new Date(START.getTime() + sent * 60_000);
      expect((await message(parent.usertoken, { subject: 'question' })).status).toBe(200);
    }
    const outboxBefore = await database.db.select().from(emailOutbox);

    clock.now = new Date(START.getTime() + 30 * 60_000);
    const refused = await message(parent.usertoken, { body: 'One more thing…' });
    expect(refused).toMatchObject({
      status: 429,
      body: { tag: 'user.message_error', reason: ERROR_REASONS.tooManyMessages },
    });
    // The text also in `info`, where clients of the original API read it (spec §7).
    expect(refused.body.info).toBe(ERROR_REASONS.tooManyMessages);
    expect(refused.headers.get('Retry-After')).toBe(String(30 * 60));
    expect(await storedFor(parent.parentId)).toHaveLength(CONTACT_MESSAGES_PER_HOUR);
    expect(await database.db.select().from(emailOutbox)).toHaveLength(outboxBefore.length);

    // Another parent is not held back by this one.
    expect((await message(other.usertoken)).status).toBe(200);

    // Once the first message is an hour old, one more may go.
    clock.now = new Date(START.getTime() + CONTACT_PER_PARENT.windowMs);
    expect((await message(parent.usertoken, { body: 'One more thing…' })).status).toBe(200);
    expect(await storedFor(parent.parentId)).toHaveLength(CONTACT_MESSAGES_PER_HOUR + 1);
  });

  it("answers 401 to a student's token and to no token, storing nothing", async () => {
    clock.now = START;
    const parent = await makeParent(database.db, { premium: true });
    await call(await createBody(parent.usertoken, 'contact.kid'));
    const signIn = await call({
      tag: 'student.connect',
      accountname: 'contact.kid',
      accountpassword: await wire('contact.kid', 'abcd'),
    });
    const studentToken = String(signIn.body.usertoken);

    const unauthorized = {
      status: 401,
      body: { tag: 'user.message_error', reason: ERROR_REASONS.unauthorized },
    };
    expect(await message(studentToken)).toMatchObject(unauthorized);
    expect(
      await call({ tag: 'user.message', subject: 'question', body: 'Hello there' }),
    ).toMatchObject(unauthorized);
    expect(await storedFor(parent.parentId)).toEqual([]);
  });

  it('answers 400 to an unknown reason and to an empty or too long message', async () => {
    clock.now = START;
    const parent = await makeParent(database.db);
    const refusals: [Record<string, unknown>, string][] = [
      [{ subject: 'complaint' }, 'subject: Please select a reason'],
      [{ body: '   ' }, 'body: Please enter a message'],
      [{ body: 'x'.repeat(769) }, 'body: Message must be less than 768 characters'],
    ];
    for (const [extra, reason] of refusals) {
      expect(await message(parent.usertoken, extra)).toMatchObject({
        status: 400,
        body: { tag: 'user.message_error', reason },
      });
    }
    expect((await message(parent.usertoken, { body: 'x'.repeat(768) })).status).toBe(200);
    expect(await storedFor(parent.parentId)).toHaveLength(1);
  });
});
