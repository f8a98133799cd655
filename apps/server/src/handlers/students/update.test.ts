import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { studentUpdateResponseSchema } from '@mathcols/api-client/protocol';
import { verifyStoredSecret } from '../../auth/passwords';
import { authenticate } from '../../auth/sessions';
import { students } from '../../db/schema';
import { START, startTestApp, type TestApp } from '../../testing/app';
import { createBody, makeParent, snapshotStudents, wire, type TestParent } from './test-support';

let t: TestApp;
let parent: TestParent;
beforeAll(async () => {
  t = await startTestApp();
  parent = await makeParent(t.db, { premium: true });
});
afterAll(async () => {
  await t?.database.close();
});

/** Creates a student of {@link parent} and returns a `student.update` caller for it. */
async function studentNamed(accountname: string) {
  const created = await t.call(await createBody(parent.usertoken, accountname));
  expect(created.body.result).toBe('true');
  return async (change: Record<string, unknown>) =>
    t.call({ tag: 'student.update', usertoken: parent.usertoken, accountname, ...change });
}

const rowOf = async (accountname: string) =>
  (await t.db.select().from(students).where(eq(students.accountname, accountname)))[0];

describe('student.update', () => {
  it('changes the grade and answers with the student', async () => {
    const update = await studentNamed('grade.kid');
    const answer = await update({ gradelevel: '5' });
    expect(answer.status).toBe(200);
    const body = studentUpdateResponseSchema.parse(answer.body);
    expect(body).toMatchObject({ result: 'true', student: { accountname: 'grade.kid' } });
    expect(body.student.gradelevel).toBe('5');
    expect((await rowOf('grade.kid'))?.gradelevel).toBe(5);
  });

  it('merges schedules per subject, and an empty schedule clears a subject', async () => {
    const update = await studentNamed('plan.kid');
    await update({ mathschedule: { addition: { schedule: 'mwf' } } });
    const second = await update({ mathschedule: { division: { schedule: 'sa' } } });
    expect(studentUpdateResponseSchema.parse(second.body).student.mathschedule).toEqual({
      addition: { schedule: 'mwf' },
      division: { schedule: 'sa' },
    });
    // Also at the top of the answer, where clients of the original API read it (spec §7).
    expect(second.body.mathschedule).toEqual({
      addition: { schedule: 'mwf' },
      division: { schedule: 'sa' },
    });
    const cleared = await update({ mathschedule: { addition: { schedule: '' } } });
    expect(studentUpdateResponseSchema.parse(cleared.body).student.mathschedule).toEqual({
      addition: { schedule: '' },
      division: { schedule: 'sa' },
    });
  });

  it('sets a subject’s level, keeping its completion date and the other subjects', async () => {
    const update = await studentNamed('level.kid');
    const before = await rowOf('level.kid');
    await t.db
      .update(students)
      .set({
        mathlevels: {
          ...before?.mathlevels,
          addition: { level: '2', completionDate: '2025-03-13' },
        },
      })
      .where(eq(students.accountname, 'level.kid'));
    const answer = await update({
      mathlevels: { addition: { level: '3', completionDate: '1999-01-01' } },
    });
    expect(studentUpdateResponseSchema.parse(answer.body).student.mathlevels).toEqual({
      addition: { level: '3', completionDate: '2025-03-13' },
      subtraction: { level: '0' },
      multiplication: { level: '0' },
      division: { level: '0' },
    });
  });

  it('replaces the passcode: the old one stops working and the child is signed out', async () => {
    const update = await studentNamed('pass.kid');
    const signIn = async (passcode: string) =>
      t.call({
        tag: 'student.connect',
        accountname: 'pass.kid',
        accountpassword: await wire('pass.kid', passcode),
      });
    const session = await signIn('abcd');
    const childToken = String(session.body.usertoken);
    expect(await authenticate(t.db, childToken, 'student', START)).not.toBeNull();

    const newWire = await wire('pass.kid', 'wxyz');
    const answer = await update({ accountpassword: newWire });
    expect(answer.body).toMatchObject({ tag: 'student.update', result: 'true' });
    const stored = (await rowOf('pass.kid'))?.passwordHash ?? '';
    expect(stored).not.toBe(newWire);
    expect(await verifyStoredSecret(stored, newWire)).toBe(true);
    expect(await authenticate(t.db, childToken, 'student', START)).toBeNull();
    expect((await signIn('abcd')).body.reason).toBe('Invalid credentials');
    expect((await signIn('wxyz')).body.tag).toBe('student.connect');
  });

  it.each([
    [
      'two fields',
      { gradelevel: '2', mathlevels: { addition: { level: '1' } } },
      'accountname: expected exactly one',
    ],
    ['no field', {}, 'accountname: expected exactly one'],
    ['grade', { gradelevel: '9' }, 'gradelevel: Grade level must be between 1 and 7'],
    ['level', { mathlevels: { division: { level: '20' } } }, 'mathlevels.division.level: '],
    [
      'negative level',
      { mathlevels: { division: { level: '-1' } } },
      'mathlevels.division.level: ',
    ],
    [
      'day letter',
      { mathschedule: { addition: { schedule: 'mxf' } } },
      'mathschedule.addition.schedule: ',
    ],
    [
      'repeated day',
      { mathschedule: { addition: { schedule: 'mm' } } },
      'mathschedule.addition.schedule: ',
    ],
    ['passcode', { accountpassword: 'wxyz' }, 'accountpassword: '],
  ])('answers 400 naming the path for %s, and changes nothing', async (_, change, reason) => {
    const before = await snapshotStudents(t.db);
    const answer = await t.call({
      tag: 'student.update',
      usertoken: parent.usertoken,
      accountname: 'grade.kid',
      ...change,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.tag).toBe('student.update_error');
    expect(answer.body.reason).toContain(reason);
    expect(await snapshotStudents(t.db)).toEqual(before);
  });

  it('answers Student not found for a handle the parent does not have', async () => {
    const answer = await t.call({
      tag: 'student.update',
      usertoken: parent.usertoken,
      accountname: 'nobody.here',
      gradelevel: '2',
    });
    // The text also in `message`, `info` and `error`, where clients of the original API read it.
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      tag: 'student.update_error',
      reason: 'Student not found',
      message: 'Student not found',
      info: 'Student not found',
      error: 'Student not found',
    });
  });
});
