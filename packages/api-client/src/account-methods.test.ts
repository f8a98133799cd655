import { describe, expect, it } from 'vitest';
import { hashParentPassword, hashStudentPasscode } from './protocol';
import {
  ALEX,
  DEVICE,
  PARENT,
  SAM,
  SAM_CONNECT,
  STUDENT_TOKEN,
  TOKEN,
  fakeClient,
  pbkdf2Base64,
  type Handler,
  failure,
  parentClient,
} from './test-support';

const connect: Handler = () => ({
  tag: 'user.connect',
  usertoken: TOKEN,
  data: PARENT,
  students: [SAM],
});

describe('password hashing', () => {
  it('is PBKDF2-SHA256, 100 000 iterations, 32 bytes, base64, salted with the identifier', async () => {
    expect(await hashParentPassword(' Parent@Example.COM ', 'Secret123')).toBe(
      pbkdf2Base64('Secret123', 'parent@example.com'),
    );
    expect(await hashStudentPasscode('Sam', '1234')).toBe(pbkdf2Base64('1234', 'sam'));
    expect(pbkdf2Base64('1234', 'sam')).toHaveLength(44);
  });
});

describe('parent sign-in and registration', () => {
  it('parentSignIn sends the hashed password (no old token) and stores the session', async () => {
    const { client, bodies, sent } = fakeClient(
      { 'user.connect': connect },
      { cookie: `deviceid=${DEVICE}; usertoken=stale` },
    );
    const parent = await client.parentSignIn({
      email: ' Parent@Example.com',
      password: 'Secret123',
    });
    expect(bodies('user.connect')).toEqual([
      {
        tag: 'user.connect',
        deviceid: DEVICE,
        email: 'Parent@Example.com',
        emailpassword: pbkdf2Base64('Secret123', 'parent@example.com'),
      },
    ]);
    expect(sent[0]?.headers.get('X-Device-ID')).toBe(DEVICE);
    expect(parent).toEqual({ user: PARENT, students: [SAM], ftue: [] });
    expect(client.session.getSnapshot().parent).toEqual(parent);
    expect(client.session.getUserToken()).toBe(TOKEN);
  });

  it('register sends names, e-mail and the hashed password, and signs the parent in', async () => {
    const { client, bodies } = fakeClient({
      'user.create': () => ({ tag: 'user.create', usertoken: TOKEN, data: PARENT, students: [] }),
    });
    await client.register({
      firstname: ' Pat ',
      lastname: 'Parker',
      email: 'parent@example.com',
      password: 'Secret123',
    });
    expect(bodies('user.create')).toEqual([
      {
        tag: 'user.create',
        deviceid: DEVICE,
        email: 'parent@example.com',
        emailpassword: pbkdf2Base64('Secret123', 'parent@example.com'),
        firstname: 'Pat',
        lastname: 'Parker',
      },
    ]);
    expect(client.session.getSnapshot().parent?.students).toEqual([]);
  });

  it('gets a new device id and signs in again once when the server forgot the device', async () => {
    const stale = '2f0c54a4-2b9e-4a5e-8f6e-4c1d3b2a1f00';
    const { client, bodies } = fakeClient(
      {
        'user.connect': (body) =>
          body.deviceid === stale
            ? { tag: 'user.connect_error', reason: 'unknown device' }
            : connect(body),
      },
      { cookie: `deviceid=${stale}` },
    );
    await client.parentSignIn({ email: PARENT.email, password: 'Secret123' });
    expect(bodies('user.connect').map((body) => body.deviceid)).toEqual([stale, DEVICE]);
  });
});

describe('signed-in calls', () => {
  it('updateFtue and setEmails send the token and store the answer', async () => {
    const { client, bodies } = await parentClient({
      'user.update': (body) => ({
        tag: 'user.update',
        data: { ...PARENT, ...(body.ftue ? { ftue: body.ftue } : { emails: body.emails }) },
      }),
    });
    await client.updateFtue(['create_student']);
    expect(client.session.getSnapshot().parent?.ftue).toEqual(['create_student']);
    const data = await client.setEmails(false);
    expect(data.emails).toBe('false');
    expect(client.session.getSnapshot().parent?.user.emails).toBe('false');
    expect(bodies('user.update')).toEqual([
      { tag: 'user.update', deviceid: DEVICE, usertoken: TOKEN, ftue: ['create_student'] },
      { tag: 'user.update', deviceid: DEVICE, usertoken: TOKEN, emails: 'false' },
    ]);
  });

  it('updateNames and changePassword send names and wire hashes, and store the answer', async () => {
    const { client, bodies } = await parentClient({
      'user.update': (body) => ({
        tag: 'user.update',
        data: { ...PARENT, ...(body.firstname ? { firstname: body.firstname } : {}) },
      }),
    });
    const data = await client.updateNames({ firstname: ' Robin ', lastname: 'Okafor' });
    expect(data.firstname).toBe('Robin');
    expect(client.session.getSnapshot().parent?.user.firstname).toBe('Robin');
    await client.changePassword({ current: 'Secret123', next: 'Brand-new-pass-7' });
    const [names, password] = bodies('user.update');
    expect(names).toMatchObject({ firstname: 'Robin', lastname: 'Okafor', usertoken: TOKEN });
    // Only wire hashes travel, salted with the signed-in parent's e-mail.
    expect(password).toMatchObject({
      currentpassword: await hashParentPassword(PARENT.email, 'Secret123'),
      emailpassword: await hashParentPassword(PARENT.email, 'Brand-new-pass-7'),
    });
    expect(JSON.stringify(password)).not.toContain('Brand-new-pass-7');
  });

  it('changeEmail proves the password with the present address, rehashes it with the new one, and stores the new address unverified', async () => {
    const { client, bodies } = await parentClient({
      'user.emailchange': (body) => ({
        tag: 'user.emailchange',
        data: { ...PARENT, email: body.email, emailverified: 'false' },
      }),
    });
    const data = await client.changeEmail({ email: ' Robin@Example.ORG ', current: 'Secret123' });
    expect(data).toMatchObject({ email: 'robin@example.org', emailverified: 'false' });
    expect(client.session.getSnapshot().parent?.user).toMatchObject({
      email: 'robin@example.org',
      emailverified: 'false',
    });
    const [change] = bodies('user.emailchange');
    expect(change).toEqual({
      tag: 'user.emailchange',
      deviceid: DEVICE,
      usertoken: TOKEN,
      email: 'robin@example.org',
      currentpassword: await hashParentPassword(PARENT.email, 'Secret123'),
      emailpassword: await hashParentPassword('robin@example.org', 'Secret123'),
    });
    expect(JSON.stringify(change)).not.toContain('Secret123');
    // The next password change is salted with the new address.
    await client.changePassword({ current: 'Secret123', next: 'Brand-new-pass-7' }).catch(() => {});
    expect(bodies('user.update')[0]).toMatchObject({
      currentpassword: await hashParentPassword('robin@example.org', 'Secret123'),
    });
  });

  it('requestEmailVerification returns the server’s text, or the spec’s when it has none', async () => {
    let reason: string | undefined = 'Check your inbox';
    const { client, bodies } = await parentClient({
      'user.emailverify': () => ({ tag: 'user.emailverify', ...(reason && { reason }) }),
    });
    expect(await client.requestEmailVerification()).toBe('Check your inbox');
    reason = undefined;
    expect(await client.requestEmailVerification()).toBe(
      'We are sending you a new email token, please go look for it.',
    );
    expect(bodies('user.emailverify')[0]).toEqual({
      tag: 'user.emailverify',
      deviceid: DEVICE,
      usertoken: TOKEN,
    });
  });

  it('requestEmailVerification on an address verified elsewhere drops the banner, says verified', async () => {
    const { client } = await parentClient({
      'user.emailverify': () => ({ tag: 'user.emailverify', emailverify: 'true' }),
    });
    expect(client.session.getSnapshot().parent?.user.emailverified).toBe('false');
    expect(await client.requestEmailVerification()).toBe('Email verified successfully!');
    expect(client.session.getSnapshot().parent?.user.emailverified).toBe('true');
  });

  it('verifyEmailCode marks the stored parent verified only when the code is accepted', async () => {
    const { client, bodies } = await parentClient({
      'user.emailverify': (body) =>
        body.emailtoken === '123456'
          ? { tag: 'user.emailverify', emailverify: 'true' }
          : { tag: 'user.emailverify_error', reason: '' },
    });
    const typo = await failure(client.verifyEmailCode('12345'));
    expect(typo).toMatchObject({ message: 'Invalid verification code', code: 'business' });
    expect(bodies('user.emailverify')).toEqual([]);
    const wrong = await failure(client.verifyEmailCode('654321'));
    expect(wrong).toMatchObject({ message: 'Invalid verification code', code: 'business' });
    expect(client.session.getSnapshot().parent?.user.emailverified).toBe('false');
    await client.verifyEmailCode(' 123456 ');
    expect(client.session.getSnapshot().parent?.user.emailverified).toBe('true');
    expect(bodies('user.emailverify').at(-1)).toEqual({
      tag: 'user.emailverify',
      deviceid: DEVICE,
      usertoken: TOKEN,
      emailtoken: '123456',
    });
  });

  it('verifyEmailLink needs no sign-in and sends no token', async () => {
    const { client, bodies } = fakeClient({
      'public.emailverify': () => ({ tag: 'public.emailverify', emailverify: 'true' }),
    });
    await client.verifyEmailLink('a'.repeat(32));
    expect(bodies('public.emailverify')).toEqual([
      { tag: 'public.emailverify', deviceid: DEVICE, emailtoken: 'a'.repeat(32) },
    ]);
  });

  it('verifyEmailLink stores the parent’s data when the link was the signed-in parent’s', async () => {
    let data: typeof PARENT | undefined = undefined;
    const { client, bodies } = await parentClient({
      'public.emailverify': () => ({
        tag: 'public.emailverify',
        emailverify: 'true',
        ...(data && { data }),
      }),
    });
    await client.verifyEmailLink('b'.repeat(32));
    expect(bodies('public.emailverify')[0]).toMatchObject({ usertoken: TOKEN });
    // Someone else's link: this parent's banner stays.
    expect(client.session.getSnapshot().parent?.user.emailverified).toBe('false');
    data = { ...PARENT, emailverified: 'true' };
    await client.verifyEmailLink('c'.repeat(32));
    expect(client.session.getSnapshot().parent?.user.emailverified).toBe('true');
  });
});

describe('students', () => {
  it('createStudent sends lower-cased names, the handle-salted passcode and a string grade', async () => {
    const { client, bodies } = await parentClient({
      'student.create': () => ({
        tag: 'student.create',
        result: 'true',
        student: ALEX,
        students: [SAM, ALEX],
      }),
    });
    const students = await client.createStudent({
      firstname: ' Alex ',
      lastname: 'Smithson',
      accountname: 'Alex',
      passcode: '4321',
      gradelevel: 3,
      mathlevels: { addition: { level: 4 } },
    });
    expect(bodies('student.create')).toEqual([
      {
        tag: 'student.create',
        deviceid: DEVICE,
        usertoken: TOKEN,
        firstname: 'alex',
        lastname: 'smithson',
        accountname: 'alex',
        accountpassword: pbkdf2Base64('4321', 'alex'),
        gradelevel: '3',
        mathlevels: { addition: { level: '4' } },
      },
    ]);
    expect(students).toEqual([SAM, ALEX]);
    expect(client.session.getSnapshot().parent?.students).toEqual([SAM, ALEX]);
  });

  it('deleteStudent sends the handle and stores the students left', async () => {
    const { client, bodies } = await parentClient({
      'student.delete': () => ({ tag: 'student.delete', result: 'true', students: [] }),
    });
    expect(await client.deleteStudent('Sam')).toEqual([]);
    expect(bodies('student.delete')).toEqual([
      { tag: 'student.delete', deviceid: DEVICE, usertoken: TOKEN, accountname: 'sam' },
    ]);
    expect(client.session.getSnapshot().parent?.students).toEqual([]);
  });

  it.each([
    [{ gradelevel: 5 }, { gradelevel: '5' }, 'Failed to update grade level'],
    [
      { mathschedule: { addition: { schedule: 'mtwrf' } } },
      { mathschedule: { addition: { schedule: 'mtwrf' } } },
      'Failed to update schedule',
    ],
    [
      { passcode: '9999' },
      { accountpassword: pbkdf2Base64('9999', 'sam') },
      'Failed to update password',
    ],
    [
      { mathlevels: { division: { level: 7 } } },
      { mathlevels: { division: { level: '7' } } },
      'Failed to update student level. Please try again.',
    ],
  ])('updateStudent %j sends %j; a bare refusal says %s', async (change, wire, fallback) => {
    let refuse = false;
    const updated = { ...SAM, gradelevel: '5' };
    const { client, bodies } = await parentClient({
      'student.update': () =>
        refuse
          ? { tag: 'student.update_error', reason: '' }
          : { tag: 'student.update', result: 'true', student: updated },
    });
    expect(await client.updateStudent('SAM', change)).toEqual(updated);
    expect(bodies('student.update')[0]).toEqual({
      tag: 'student.update',
      deviceid: DEVICE,
      usertoken: TOKEN,
      accountname: 'sam',
      ...wire,
    });
    expect(client.session.getSnapshot().parent?.students).toEqual([updated]);
    refuse = true;
    expect((await failure(client.updateStudent('sam', change))).message).toBe(fallback);
  });

  it('studentSignIn sends the hashed passcode and time zone and stores the student session', async () => {
    const { client, bodies } = await parentClient({ 'student.connect': () => SAM_CONNECT });
    const student = await client.studentSignIn({
      accountname: ' Sam',
      passcode: '1234',
      timezone: 'Europe/Paris',
    });
    await client.studentSignIn({ accountname: 'sam', passcode: '1234' });
    expect(bodies('student.connect')).toEqual([
      {
        tag: 'student.connect',
        deviceid: DEVICE,
        accountname: 'sam',
        accountpassword: pbkdf2Base64('1234', 'sam'),
        timezone: 'Europe/Paris',
      },
      expect.objectContaining({ timezone: Intl.DateTimeFormat().resolvedOptions().timeZone }),
    ]);
    expect(student.session.math.subtraction).toEqual({ schedule: 'tr', level: '1' });
    expect(client.session.getSnapshot()).toEqual({ parent: null, student });
    expect(client.session.getUserToken()).toBe(STUDENT_TOKEN);
  });
});
