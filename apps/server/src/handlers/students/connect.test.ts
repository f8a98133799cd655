import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { studentConnectResponseSchema } from '@mathcols/api-client/protocol';
import { authenticate } from '../../auth/sessions';
import { students } from '../../db/schema';
import { newDevice, post } from '../../testing/http';
import { START, useTestApp } from '../../testing/app';
import { createBody, makeParent, wire, type TestParent } from './test-support';

const t = useTestApp();

/** Adds a student (passcode 'abcd') for a new premium parent, and returns that parent. */
async function addStudent(accountname: string): Promise<TestParent> {
  const parent = await makeParent(t.db, { premium: true });
  const answer = await t.call(await createBody(parent.usertoken, accountname));
  expect(answer.body.result).toBe('true');
  return parent;
}

async function signIn(accountname: string, passcode: string, deviceid = t.deviceid) {
  return t.call({
    tag: 'student.connect',
    deviceid,
    accountname,
    accountpassword: await wire(accountname.trim().toLowerCase(), passcode),
    timezone: 'Europe/Paris',
  });
}

describe('student.connect', () => {
  it('signs the student in with a student-scope session and their session record', async () => {
    const parent = await addStudent('ada.k');
    await t.call({
      tag: 'student.update',
      usertoken: parent.usertoken,
      accountname: 'ada.k',
      mathschedule: { addition: { schedule: 'mwf' } },
    });
    await t.call({
      tag: 'student.update',
      usertoken: parent.usertoken,
      accountname: 'ada.k',
      mathlevels: { division: { level: '6' } },
    });
    const answer = await signIn('Ada.K', 'abcd');
    expect(answer.status).toBe(200);
    const body = studentConnectResponseSchema.parse(answer.body);
    expect(body.student).toEqual({
      accountname: 'ada.k',
      firstname: 'ada',
      lastname: 'lovelace',
      fullName: 'Ada Lovelace',
      premium: 'true',
      gradelevel: '3',
      math: {
        addition: { schedule: 'mwf', level: '0' },
        subtraction: { schedule: '', level: '0' },
        multiplication: { schedule: '', level: '0' },
        division: { schedule: '', level: '6' },
      },
    });
    expect(body.history).toEqual({});
    expect(body.progress).toEqual({});

    const [row] = await t.db.select().from(students).where(eq(students.accountname, 'ada.k'));
    expect(await authenticate(t.db, body.usertoken, 'student', START)).toEqual({
      studentId: row?.id,
      parentId: parent.parentId,
    });
    expect(await authenticate(t.db, body.usertoken, 'parent', START)).toBeNull();
  });

  it('tells a free parent’s student they are not premium, and sends their completion dates', async () => {
    const free = await makeParent(t.db);
    await t.call(await createBody(free.usertoken, 'free.kid'));
    await t.db
      .update(students)
      .set({ mathlevels: { addition: { level: '2', completionDate: '2025-03-13' } } })
      .where(eq(students.accountname, 'free.kid'));
    const body = studentConnectResponseSchema.parse((await signIn('free.kid', 'abcd')).body);
    expect(body.student.premium).toBe('false');
    expect(body.student.math.addition).toEqual({
      schedule: '',
      level: '2',
      completionDate: '2025-03-13',
    });
  });

  it('answers Invalid credentials alike for a wrong passcode and an unknown handle', async () => {
    await addStudent('wrong.kid');
    for (const answer of [await signIn('wrong.kid', 'abce'), await signIn('no.such.kid', 'abcd')]) {
      expect(answer).toEqual(
        expect.objectContaining({
          status: 200,
          body: {
            tag: 'student.connect_error',
            reason: 'Invalid credentials',
            message: 'Invalid credentials',
          },
        }),
      );
    }
  });

  it('locks a handle after 5 failures (429, even with the right passcode) for 1 minute', async () => {
    await addStudent('guess.kid');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn('guess.kid', `bad${attempt}`)).body.reason).toBe('Invalid credentials');
    }
    const otherDevice = await newDevice(t.app);
    const blocked = await signIn('guess.kid', 'abcd', otherDevice);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBe('60');
    expect(blocked.body).toEqual({
      tag: 'student.connect_error',
      reason: 'Too many failed sign-in attempts. Please wait 1 minute and try again.',
      message: 'Too many failed sign-in attempts. Please wait 1 minute and try again.',
    });
    expect(blocked.body).not.toHaveProperty('usertoken');

    t.clock.now = new Date(START.getTime() + 60_000);
    try {
      expect((await signIn('guess.kid', 'abcd', otherDevice)).body.tag).toBe('student.connect');
    } finally {
      t.clock.now = START;
    }
  });

  it('does not lock the child’s own device out when someone else guesses the handle', async () => {
    await addStudent('known.kid');
    // The child signed in on this device before: it is trusted for the handle.
    expect((await signIn('known.kid', 'abcd')).body.tag).toBe('student.connect');
    const stranger = await newDevice(t.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn('known.kid', `bad${attempt}`, stranger)).status).toBe(200);
    }
    expect((await signIn('known.kid', 'abcd', stranger)).status).toBe(429);
    const newcomer = await newDevice(t.app);
    expect((await signIn('known.kid', 'abcd', newcomer)).status).toBe(429);

    // The child's device still signs in, and its own wrong guesses lock only itself.
    expect((await signIn('known.kid', 'abcd')).body.tag).toBe('student.connect');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn('known.kid', 'oops')).body.reason).toBe('Invalid credentials');
    }
    expect((await signIn('known.kid', 'abcd')).status).toBe(429);
    // Its lock came from its own 5 guesses: over a minute later it signs in again, while the
    // stranger's lock (now 1 minute, set first) is over too.
    t.clock.now = new Date(START.getTime() + 60_000);
    try {
      expect((await signIn('known.kid', 'abcd')).body.tag).toBe('student.connect');
    } finally {
      t.clock.now = START;
    }
  });

  it('forgets a handle’s failures after a successful sign-in', async () => {
    await addStudent('retry.kid');
    for (let attempt = 0; attempt < 4; attempt += 1) await signIn('retry.kid', 'oops');
    expect((await signIn('retry.kid', 'abcd')).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await signIn('retry.kid', 'oops')).status).toBe(200);
    }
    expect((await signIn('retry.kid', 'abcd')).body.tag).toBe('student.connect');
  });

  it('retires the device’s older session of the student at a new sign-in, not other devices’', async () => {
    await addStudent('twice.kid');
    const otherDevice = await newDevice(t.app);
    const first = (await signIn('twice.kid', 'abcd')).body.usertoken as string;
    const elsewhere = (await signIn('twice.kid', 'abcd', otherDevice)).body.usertoken as string;
    const second = (await signIn('twice.kid', 'abcd', t.deviceid.toUpperCase())).body
      .usertoken as string;
    expect(await authenticate(t.db, first, 'student', START)).toBeNull();
    expect(await authenticate(t.db, second, 'student', START)).not.toBeNull();
    expect(await authenticate(t.db, elsewhere, 'student', START)).not.toBeNull();
  });

  it('answers 400 naming the path for a passcode that is not a wire hash', async () => {
    const answer = await post(t.app, '/api', {
      tag: 'student.connect',
      deviceid: t.deviceid,
      accountname: 'ada.k',
      accountpassword: 'abcd',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.reason).toMatch(/^accountpassword: /);
  });
});
