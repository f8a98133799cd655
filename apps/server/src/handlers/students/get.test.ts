import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  studentConnectResponseSchema,
  studentGetResponseSchema,
} from '@mathcols/api-client/protocol';
import { SESSION_LIFETIME_MS, createSession } from '../../auth/sessions';
import { UNAUTHORIZED_REASON } from '../../auth/unauthorized';
import { parents, sessions, students } from '../../db/schema';
import { post } from '../../testing/http';
import { START, useTestApp } from '../../testing/app';
import { createBody, makeParent, wire, type TestParent } from './test-support';

const t = useTestApp();

/** A premium parent with a student `accountname` (passcode 'abcd') who has signed in. */
async function signedInStudent(accountname: string, premium = true) {
  const parent = await makeParent(t.db, { premium });
  expect((await t.call(await createBody(parent.usertoken, accountname))).body.result).toBe('true');
  const connect = await signIn(accountname);
  return { parent, usertoken: connect.usertoken, connect };
}

async function signIn(accountname: string) {
  const answer = await t.call({
    tag: 'student.connect',
    accountname,
    accountpassword: await wire(accountname, 'abcd'),
    timezone: 'Europe/Paris',
  });
  return studentConnectResponseSchema.parse(answer.body);
}

const get = (usertoken: string | undefined) =>
  t.call({ tag: 'student.get', ...(usertoken === undefined ? {} : { usertoken }) });

const sessionRows = () => t.db.select().from(sessions).orderBy(asc(sessions.tokenHash));

/** The parent changes one thing about their student, as Configure Students does. */
async function change(parent: TestParent, accountname: string, fields: Record<string, unknown>) {
  const answer = await t.call({
    tag: 'student.update',
    usertoken: parent.usertoken,
    accountname,
    ...fields,
  });
  expect(answer.body.result).toBe('true');
}

describe('student.get', () => {
  it('answers the schedule and levels a parent changed after the sign-in, with the same token', async () => {
    const { parent, usertoken, connect } = await signedInStudent('fresh.kid');
    expect(connect.student.math.addition).toEqual({ schedule: '', level: '0' });
    await change(parent, 'fresh.kid', { mathschedule: { addition: { schedule: 'mwf' } } });
    await change(parent, 'fresh.kid', { mathlevels: { division: { level: '6' } } });
    await change(parent, 'fresh.kid', { gradelevel: '4' });
    const before = await sessionRows();

    const answer = await get(usertoken);
    expect(answer.status).toBe(200);
    const body = studentGetResponseSchema.parse(answer.body);
    expect(Object.keys(answer.body).sort()).toEqual(['history', 'progress', 'student', 'tag']);
    expect(body.student).toEqual({
      accountname: 'fresh.kid',
      firstname: 'ada',
      lastname: 'lovelace',
      fullName: 'Ada Lovelace',
      premium: 'true',
      gradelevel: '4',
      math: {
        addition: { schedule: 'mwf', level: '0' },
        subtraction: { schedule: '', level: '0' },
        multiplication: { schedule: '', level: '0' },
        division: { schedule: '', level: '6' },
      },
    });
    // No new session, and the one asked with neither ends nor lasts longer.
    expect(await sessionRows()).toEqual(before);
  });

  it('answers exactly what a new sign-in would, history and progress included', async () => {
    const { parent, usertoken } = await signedInStudent('same.kid', false);
    await change(parent, 'same.kid', { mathlevels: { subtraction: { level: '3' } } });
    const finished = await t.call({
      tag: 'student.mathcomplete',
      usertoken,
      subject: 'subtraction',
      errors: '1',
    });
    expect(finished.body.tag).toBe('student.mathcomplete');

    const body = studentGetResponseSchema.parse((await get(usertoken)).body);
    const again = await signIn('same.kid');
    expect(body).toEqual({
      tag: 'student.get',
      student: again.student,
      history: again.history,
      progress: again.progress,
    });
    expect(body.history.subtraction).toHaveLength(1);
    expect(body.progress.subtraction_progress).toBeDefined();
    expect(body.student.math.subtraction?.completionDate).toBe('2025-03-14');
  });

  it('follows the parent’s premium flag', async () => {
    const { parent, usertoken } = await signedInStudent('plan.kid', false);
    expect(studentGetResponseSchema.parse((await get(usertoken)).body).student.premium).toBe(
      'false',
    );
    await t.db.update(parents).set({ premium: true }).where(eq(parents.id, parent.parentId));
    expect(studentGetResponseSchema.parse((await get(usertoken)).body).student.premium).toBe(
      'true',
    );
  });

  it('answers 401 for no, an empty, a made-up, an expired or a parent’s token, writing nothing', async () => {
    const { parent } = await signedInStudent('locked.kid');
    const [row] = await t.db.select().from(students).where(eq(students.accountname, 'locked.kid'));
    const expired = await createSession(
      t.db,
      { scope: 'student', studentId: row!.id },
      new Date(START.getTime() - SESSION_LIFETIME_MS - 1000),
    );
    const before = await sessionRows();
    for (const token of [undefined, '', 'x'.repeat(43), expired, parent.usertoken]) {
      const answer = await get(token);
      expect({ token, status: answer.status, body: answer.body }).toEqual({
        token,
        status: 401,
        body: {
          tag: 'student.get_error',
          reason: UNAUTHORIZED_REASON,
          message: UNAUTHORIZED_REASON,
        },
      });
    }
    expect(await sessionRows()).toEqual(before);
  });

  it('answers 401 once the parent deleted the student, or changed the passcode', async () => {
    const gone = await signedInStudent('gone.kid');
    await t.call({
      tag: 'student.delete',
      usertoken: gone.parent.usertoken,
      accountname: 'gone.kid',
    });
    expect((await get(gone.usertoken)).status).toBe(401);

    const moved = await signedInStudent('moved.kid');
    await change(moved.parent, 'moved.kid', { accountpassword: await wire('moved.kid', 'efgh') });
    expect((await get(moved.usertoken)).status).toBe(401);
  });

  it('answers 400 naming the path for a device id that is not one', async () => {
    const { usertoken } = await signedInStudent('device.kid');
    const answer = await post(t.app, '/api', { tag: 'student.get', deviceid: 'abc', usertoken });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ tag: 'student.get_error' });
    expect(String(answer.body.reason)).toMatch(/^deviceid: /);
  });
});
