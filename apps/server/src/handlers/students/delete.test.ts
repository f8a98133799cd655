import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { studentDeleteResponseSchema } from '@mathcols/api-client/protocol';
import { authenticate } from '../../auth/sessions';
import { sessions, students } from '../../db/schema';
import { START, useTestApp } from '../../testing/app';
import { createBody, makeParent, snapshotStudents, wire } from './test-support';

const t = useTestApp();

describe('student.delete', () => {
  it('removes the student, answers the remaining ones and ends the child’s sessions', async () => {
    const parent = await makeParent(t.db, { premium: true });
    await t.call(await createBody(parent.usertoken, 'stay.kid'));
    await t.call(await createBody(parent.usertoken, 'gone.kid'));
    const session = await t.call({
      tag: 'student.connect',
      accountname: 'gone.kid',
      accountpassword: await wire('gone.kid', 'abcd'),
    });
    const [gone] = await t.db.select().from(students).where(eq(students.accountname, 'gone.kid'));
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.studentId, gone?.id ?? '')),
    ).toHaveLength(1);

    const answer = await t.call({
      tag: 'student.delete',
      usertoken: parent.usertoken,
      accountname: 'Gone.Kid',
    });
    expect(answer.status).toBe(200);
    const body = studentDeleteResponseSchema.parse(answer.body);
    expect(body.result).toBe('true');
    expect(body.students.map((student) => student.accountname)).toEqual(['stay.kid']);
    expect(await t.db.select().from(students).where(eq(students.accountname, 'gone.kid'))).toEqual(
      [],
    );
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.studentId, gone?.id ?? '')),
    ).toEqual([]);
    expect(await authenticate(t.db, String(session.body.usertoken), 'student', START)).toBeNull();
    const signIn = await t.call({
      tag: 'student.connect',
      accountname: 'gone.kid',
      accountpassword: await wire('gone.kid', 'abcd'),
    });
    expect(signIn.body.reason).toBe('Invalid credentials');
  });

  it('frees the place: a non-premium parent can add a student again', async () => {
    const parent = await makeParent(t.db);
    await t.call(await createBody(parent.usertoken, 'first.kid'));
    await t.call({ tag: 'student.delete', usertoken: parent.usertoken, accountname: 'first.kid' });
    const again = await t.call(await createBody(parent.usertoken, 'next.kid'));
    expect(again.body.result).toBe('true');
  });

  it('answers Student not found for an unknown handle and deletes nothing', async () => {
    const parent = await makeParent(t.db);
    const before = await snapshotStudents(t.db);
    const answer = await t.call({
      tag: 'student.delete',
      usertoken: parent.usertoken,
      accountname: 'no.such.kid',
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { tag: 'student.delete_error', reason: 'Student not found' },
    });
    expect(await snapshotStudents(t.db)).toEqual(before);
  });
});
