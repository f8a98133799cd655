import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { studentCreateResponseSchema } from '@mathcols/api-client/protocol';
import { verifyStoredSecret } from '../../auth/passwords';
import { UNAUTHORIZED_REASON } from '../../auth/unauthorized';
import { students } from '../../db/schema';
import { useTestApp } from '../../testing/app';
import { createBody, makeParent, snapshotStudents, wire } from './test-support';

const t = useTestApp();

const studentsOf = (parentId: string) =>
  t.db.select().from(students).where(eq(students.parentId, parentId));

describe('student.create', () => {
  it('adds a student with trimmed, lower-cased names and handle, level 0 everywhere', async () => {
    const parent = await makeParent(t.db);
    const answer = await t.call({
      ...(await createBody(parent.usertoken, 'ada.k')),
      firstname: '  ADA ',
      lastname: ' Lovelace',
      accountname: ' Ada.K ',
    });
    expect(answer.status).toBe(200);
    const body = studentCreateResponseSchema.parse(answer.body);
    expect(body.student).toMatchObject({
      accountname: 'ada.k',
      firstname: 'ada',
      lastname: 'lovelace',
      gradelevel: '3',
      premium: 'false',
      mathschedule: {},
      mathlevels: {
        addition: { level: '0' },
        subtraction: { level: '0' },
        multiplication: { level: '0' },
        division: { level: '0' },
      },
    });
    expect(body.students).toEqual([body.student]);
    expect(answer.body.student).not.toHaveProperty('passwordHash');
  });

  it('stores the passcode only under the server’s own hash, never the wire hash', async () => {
    const parent = await makeParent(t.db);
    const wireHash = await wire('hash.kid', 'abcd');
    await t.call(await createBody(parent.usertoken, 'hash.kid'));
    const [row] = await studentsOf(parent.parentId);
    expect(row?.passwordHash).not.toBe(wireHash);
    expect(row?.passwordHash).not.toContain(wireHash);
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyStoredSecret(row?.passwordHash ?? '', wireHash)).toBe(true);
  });

  it('starts the subjects the parent chose at their level', async () => {
    const parent = await makeParent(t.db);
    const answer = await t.call(
      await createBody(parent.usertoken, 'levels.kid', {
        gradelevel: '7',
        mathlevels: { multiplication: { level: '19' }, addition: { level: '4' } },
      }),
    );
    const body = studentCreateResponseSchema.parse(answer.body);
    expect(body.student.gradelevel).toBe('7');
    expect(body.student.mathlevels).toEqual({
      addition: { level: '4' },
      subtraction: { level: '0' },
      multiplication: { level: '19' },
      division: { level: '0' },
    });
  });

  it('refuses a non-premium parent’s second student with Premium Feature', async () => {
    const parent = await makeParent(t.db);
    expect((await t.call(await createBody(parent.usertoken, 'only.kid'))).body.result).toBe('true');
    const second = await t.call(await createBody(parent.usertoken, 'second.kid'));
    expect(second).toMatchObject({
      status: 200,
      body: { tag: 'student.create_error', reason: 'Premium Feature', message: 'Premium Feature' },
    });
    expect((await studentsOf(parent.parentId)).map((row) => row.accountname)).toEqual(['only.kid']);
  });

  it('lets a premium parent add four students and refuses the fifth', async () => {
    const parent = await makeParent(t.db, { premium: true });
    for (const handle of ['four.a', 'four.b', 'four.c', 'four.d']) {
      const answer = await t.call(await createBody(parent.usertoken, handle));
      expect(answer.body.result).toBe('true');
      expect(studentCreateResponseSchema.parse(answer.body).student.premium).toBe('true');
    }
    const fifth = await t.call(await createBody(parent.usertoken, 'four.e'));
    expect(fifth).toMatchObject({
      status: 200,
      body: {
        tag: 'student.create_error',
        reason: 'Student Limit Reached',
        message: 'Student Limit Reached',
      },
    });
    expect(await studentsOf(parent.parentId)).toHaveLength(4);
  });

  it('keeps the limits when requests arrive at the same time', async () => {
    const free = await makeParent(t.db);
    const premium = await makeParent(t.db, { premium: true });
    const answers = await Promise.all([
      ...['race.a', 'race.b', 'race.c'].map(async (h) =>
        t.call(await createBody(free.usertoken, h)),
      ),
      ...['race.d', 'race.e', 'race.f', 'race.g', 'race.h', 'race.i'].map(async (h) =>
        t.call(await createBody(premium.usertoken, h)),
      ),
    ]);
    expect(answers.filter((a) => a.body.result === 'true')).toHaveLength(1 + 4);
    expect(await studentsOf(free.parentId)).toHaveLength(1);
    expect(await studentsOf(premium.parentId)).toHaveLength(4);
  });

  it('refuses a handle any student already has, in any letter case', async () => {
    const first = await makeParent(t.db, { premium: true });
    const other = await makeParent(t.db, { premium: true });
    await t.call(await createBody(first.usertoken, 'taken.kid'));
    const before = await snapshotStudents(t.db);
    for (const [parent, handle] of [
      [first, 'TAKEN.kid'],
      [other, 'Taken.Kid'],
    ] as const) {
      const answer = await t.call({
        ...(await createBody(parent.usertoken, 'taken.kid')),
        accountname: handle,
        accountpassword: await wire('taken.kid', 'other'),
      });
      expect(answer).toMatchObject({
        status: 200,
        body: {
          tag: 'student.create_error',
          reason: 'That student handle is already taken',
          message: 'That student handle is already taken',
        },
      });
    }
    expect(await snapshotStudents(t.db)).toEqual(before);
  });

  it.each([
    ['gradelevel', { gradelevel: '8' }, 'gradelevel: Grade level must be between 1 and 7'],
    ['gradelevel', { gradelevel: '0' }, 'gradelevel: Grade level must be between 1 and 7'],
    ['level', { mathlevels: { addition: { level: '20' } } }, 'mathlevels.addition.level: '],
    [
      'subject',
      { mathlevels: { geometry: { level: '1' } } },
      'mathlevels: Unrecognized key: "geometry"',
    ],
    ['handle', { accountname: ' ab ' }, 'accountname: Student handle must be at least 3'],
    ['passcode', { accountpassword: 'abcd' }, 'accountpassword: expected a base64 PBKDF2'],
    ['first name', { firstname: '   ' }, 'firstname: '],
  ])('answers 400 naming the path for a bad %s, and adds nobody', async (_, change, reason) => {
    const parent = await makeParent(t.db, { premium: true });
    const answer = await t.call({ ...(await createBody(parent.usertoken, 'bad.kid')), ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.tag).toBe('student.create_error');
    expect(answer.body.reason).toContain(reason);
    expect(await studentsOf(parent.parentId)).toHaveLength(0);
  });

  it('answers 401 to an unknown token and adds nobody', async () => {
    const before = await snapshotStudents(t.db);
    const answer = await t.call(await createBody('not-a-session-token', 'nobody.kid'));
    expect(answer).toEqual(
      expect.objectContaining({
        status: 401,
        body: {
          tag: 'student.create_error',
          reason: UNAUTHORIZED_REASON,
          message: UNAUTHORIZED_REASON,
        },
      }),
    );
    expect(await snapshotStudents(t.db)).toEqual(before);
  });
});
