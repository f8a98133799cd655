import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { userConnectResponseSchema, userGetResponseSchema } from '@mathcols/api-client/protocol';
import { SESSION_LIFETIME_MS, createSession } from '../../auth/sessions';
import { UNAUTHORIZED_REASON } from '../../auth/unauthorized';
import { parents, sessions } from '../../db/schema';
import { openForFile } from '../../testing/database';
import { newDevice } from '../../testing/http';
import { createBody, wire as studentWire } from '../students/test-support';
import { START, atOffset, freshEmail, register, signIn, startUsersTestApp } from './test-support';

const t = openForFile(startUsersTestApp, (started) => started.database.close());

/** A parent registered and signed in, with their row's id and the sign-in's answer. */
async function signedInParent(prefix: string) {
  const email = freshEmail(prefix);
  expect((await register(t, email)).status).toBe(200);
  const connect = userConnectResponseSchema.parse((await signIn(t, email)).body);
  return { email, parentId: connect.data.userId, usertoken: connect.usertoken, connect };
}

const get = (usertoken: string | undefined) =>
  t.call({ tag: 'user.get', ...(usertoken === undefined ? {} : { usertoken }) });

const sessionRows = () => t.db.select().from(sessions).orderBy(asc(sessions.tokenHash));

describe('user.get', () => {
  it('answers today’s data: the plan ended, the address verified and a student added since the sign-in', async () => {
    const { email, parentId, usertoken } = await signedInParent('ended');
    await t.db
      .update(parents)
      .set({ premium: true, plan: 'monthly' })
      .where(eq(parents.id, parentId));
    const premium = userGetResponseSchema.parse((await get(usertoken)).body);
    expect(premium.data).toMatchObject({ userpremium: 'true', studentsMax: 4, plan: 'monthly' });

    // The subscription ends (the billing portal), the address is verified in another tab, and
    // a child is added on another device.
    await t.db
      .update(parents)
      .set({ premium: false, emailVerified: true })
      .where(eq(parents.id, parentId));
    const added = await t.call(await createBody(usertoken, 'late.kid'));
    expect(added.body.result).toBe('true');
    const before = await sessionRows();

    const answer = await get(usertoken);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['data', 'students', 'tag']);
    const body = userGetResponseSchema.parse(answer.body);
    expect(body.tag).toBe('user.get');
    expect(body.data).toEqual({
      userId: parentId,
      email,
      firstname: 'Pat',
      lastname: 'Parent',
      studentsMax: 1,
      createdDate: START.toISOString(),
      userpremium: 'false',
      emailverified: 'true',
      emails: 'true',
      ftue: [],
    });
    expect(body.students).toEqual([
      expect.objectContaining({ accountname: 'late.kid', premium: 'false', gradelevel: '3' }),
    ]);
    // No new session, and the one asked with neither ends nor lasts longer.
    expect(await sessionRows()).toEqual(before);
  });

  it('answers exactly what a new sign-in would, without its token', async () => {
    const { email, usertoken } = await signedInParent('same');
    expect((await t.call(await createBody(usertoken, 'same.kid'))).body.result).toBe('true');
    const saved = await t.call({ tag: 'user.update', usertoken, ftue: ['create_student'] });
    expect(saved.status).toBe(200);
    expect((await t.call({ tag: 'user.update', usertoken, emails: 'false' })).status).toBe(200);

    const body = userGetResponseSchema.parse((await get(usertoken)).body);
    const again = userConnectResponseSchema.parse(
      (await signIn(t, email, undefined, await newDevice(t.app))).body,
    );
    expect(body).toEqual({ tag: 'user.get', data: again.data, students: again.students });
    expect(body.data).toMatchObject({ ftue: ['create_student'], emails: 'false' });
  });

  it('reads only: the session still ends 7 days after the sign-in, however often it is read', async () => {
    const { usertoken } = await signedInParent('expiry');
    const before = await sessionRows();
    for (const days of [1, 3, 6]) {
      const answer = await atOffset(t, days * 24 * 60 * 60 * 1000, () => get(usertoken));
      expect({ days, status: answer.status }).toEqual({ days, status: 200 });
    }
    expect(await sessionRows()).toEqual(before);
    const late = await atOffset(t, SESSION_LIFETIME_MS + 1000, () => get(usertoken));
    expect(late.status).toBe(401);
  });

  it('answers 401 for no, an empty, a made-up, an expired or a student’s token, writing nothing', async () => {
    const { parentId, usertoken } = await signedInParent('locked');
    expect((await t.call(await createBody(usertoken, 'locked.kid'))).body.result).toBe('true');
    const child = await t.call({
      tag: 'student.connect',
      accountname: 'locked.kid',
      accountpassword: await studentWire('locked.kid', 'abcd'),
    });
    const studentToken = String(child.body.usertoken);
    const expired = await createSession(
      t.db,
      { scope: 'parent', parentId },
      new Date(START.getTime() - SESSION_LIFETIME_MS - 1000),
    );
    const before = await sessionRows();
    for (const token of [undefined, '', 'x'.repeat(43), expired, studentToken]) {
      const answer = await get(token);
      expect({ token, status: answer.status, body: answer.body }).toEqual({
        token,
        status: 401,
        body: { tag: 'user.get_error', reason: UNAUTHORIZED_REASON, message: UNAUTHORIZED_REASON },
      });
    }
    expect(await sessionRows()).toEqual(before);
  });

  it('answers 401 once the parent’s account was deleted', async () => {
    const { parentId, usertoken } = await signedInParent('gone');
    expect((await get(usertoken)).status).toBe(200);
    await t.db.delete(parents).where(eq(parents.id, parentId));
    const answer = await get(usertoken);
    expect(answer.status).toBe(401);
    expect(answer.body.reason).toBe(UNAUTHORIZED_REASON);
  });

  it('answers 400 naming the path for a device id that is not one', async () => {
    const { usertoken } = await signedInParent('device');
    const answer = await t.call({ tag: 'user.get', deviceid: 'abc', usertoken });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ tag: 'user.get_error' });
    expect(String(answer.body.reason)).toMatch(/^deviceid: /);
  });
});
