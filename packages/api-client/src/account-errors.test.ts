import { describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES, memoryKeyValueStore, type ApiClient } from './index';
import { PARENT, SAM, SAM_CONNECT, TOKEN, fakeClient, type Handler, failure } from './test-support';

const connect: Handler = () => ({
  tag: 'user.connect',
  usertoken: TOKEN,
  data: PARENT,
  students: [SAM],
});

/** Each method with the tag it sends and whether it needs a signed-in parent. */
const CALLS: [string, string, (client: ApiClient) => Promise<unknown>][] = [
  [
    'parentSignIn',
    'user.connect',
    (c) => c.parentSignIn({ email: PARENT.email, password: 'Secret123' }),
  ],
  [
    'register',
    'user.create',
    (c) =>
      c.register({
        firstname: 'Pat',
        lastname: 'Parker',
        email: PARENT.email,
        password: 'Secret123',
      }),
  ],
  ['setEmails', 'user.update', (c) => c.setEmails(true)],
  ['updateNames', 'user.update', (c) => c.updateNames({ firstname: 'Robin', lastname: 'Okafor' })],
  [
    'changePassword',
    'user.update',
    (c) => c.changePassword({ current: 'Secret123', next: 'Brand-new-pass-7' }),
  ],
  [
    'changeEmail',
    'user.emailchange',
    (c) => c.changeEmail({ email: 'robin@example.org', current: 'Secret123' }),
  ],
  ['requestEmailVerification', 'user.emailverify', (c) => c.requestEmailVerification()],
  ['verifyEmailCode', 'user.emailverify', (c) => c.verifyEmailCode('123456')],
  ['verifyEmailLink', 'public.emailverify', (c) => c.verifyEmailLink('a'.repeat(32))],
  ['requestPasswordReset', 'public.passwordforgot', (c) => c.requestPasswordReset(PARENT.email)],
  ['checkPasswordReset', 'public.passwordreset', (c) => c.checkPasswordReset('r'.repeat(43))],
  [
    'resetPassword',
    'public.passwordreset',
    (c) =>
      c.resetPassword({ emailtoken: 'r'.repeat(43), email: PARENT.email, password: 'New-pass-8' }),
  ],
  ['undoEmailChange', 'public.emailundo', (c) => c.undoEmailChange('u'.repeat(43))],
  [
    'createStudent',
    'student.create',
    (c) =>
      c.createStudent({
        firstname: 'a',
        lastname: 'b',
        accountname: 'abc',
        passcode: '1234',
        gradelevel: 1,
      }),
  ],
  ['deleteStudent', 'student.delete', (c) => c.deleteStudent('sam')],
  [
    'studentSignIn',
    'student.connect',
    (c) => c.studentSignIn({ accountname: 'sam', passcode: '1234' }),
  ],
];

/** A signed-in parent whose `tag` is answered by `answer` (the sign-in itself succeeds). */
async function answering(tag: string, answer: Handler) {
  let signedIn = false;
  const fake = fakeClient({
    [tag]: answer,
    'user.connect': (body) => (signedIn && tag === 'user.connect' ? answer(body) : connect(body)),
  });
  await fake.client.parentSignIn({ email: PARENT.email, password: 'Secret123' });
  signedIn = true;
  fake.sent.length = 0;
  return fake;
}

describe('refusals show the server’s reason', () => {
  it.each(CALLS)('%s (%s)', async (_, tag, call) => {
    const { client } = await answering(tag, () => ({
      tag: `${tag}_error`,
      reason: 'Premium Feature',
    }));
    const error = await failure(call(client));
    expect(error).toMatchObject({
      message: 'Premium Feature',
      code: 'business',
      reason: 'Premium Feature',
      status: 200,
    });
  });

  it('parent sign-in: Invalid credentials', async () => {
    const { client } = fakeClient({
      'user.connect': () => ({ tag: 'user.connect_error', reason: 'Invalid credentials' }),
    });
    const error = await failure(client.parentSignIn({ email: PARENT.email, password: 'nope' }));
    expect(error.message).toBe('Invalid credentials');
    expect(client.session.getSnapshot().parent).toBeNull();
  });

  it('too many failed sign-ins (HTTP 429) shows the server’s reason', async () => {
    const reason = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
    const { client } = fakeClient({
      'student.connect': () =>
        Response.json({ tag: 'student.connect_error', reason }, { status: 429 }),
    });
    const error = await failure(client.studentSignIn({ accountname: 'sam', passcode: '1234' }));
    expect(error).toMatchObject({ message: reason, code: 'http', status: 429, reason });
  });
});

describe('HTTP failures on calls that show reasons never show an HTTP status', () => {
  const SCHEMA_REASON = 'accountname: Student handle must be at least 3 characters long';

  it('Add Student answered 400 says Failed to add student, keeping status and reason', async () => {
    const { client } = await answering('student.create', () =>
      Response.json({ tag: 'student.create_error', reason: SCHEMA_REASON }, { status: 400 }),
    );
    const [, , create] = CALLS.find(([method]) => method === 'createStudent') ?? [];
    if (!create) throw new Error('no createStudent call');
    const error = await failure(create(client));
    expect(error).toMatchObject({
      message: 'Failed to add student',
      code: 'http',
      status: 400,
      reason: SCHEMA_REASON,
    });
    expect(error.message).not.toMatch(/HTTP|status/);
  });

  it.each([
    ['register', 500, 'Registration failed'],
    ['deleteStudent', 503, 'Failed to delete student'],
    ['verifyEmailCode', 400, 'Invalid verification code'],
    ['studentSignIn', 500, 'Login failed'],
  ])('%s answered HTTP %i says %s', async (name, status, message) => {
    const [, tag, call] = CALLS.find(([method]) => method === name) ?? [];
    if (!tag || !call) throw new Error(`no call ${name}`);
    const { client } = await answering(tag, () => new Response('oops', { status }));
    expect(await failure(call(client))).toMatchObject({ message, code: 'http', status });
  });

  it('a 429 without a reason falls back to the tag’s text too', async () => {
    const { client } = fakeClient({
      'student.connect': () => new Response('', { status: 429 }),
    });
    const error = await failure(client.studentSignIn({ accountname: 'sam', passcode: '1234' }));
    expect(error).toMatchObject({ message: 'Login failed', code: 'http', status: 429 });
  });
});

describe('the spec’s texts when the server gives none', () => {
  it.each([
    ['parentSignIn', 'Login failed', 'An error occurred during login'],
    ['register', 'Registration failed', 'An error occurred during registration'],
    ['setEmails', 'Failed to update email settings', 'Failed to update email settings'],
    [
      'changeEmail',
      'Failed to change your email address. Please try again.',
      'Failed to change your email address. Please try again.',
    ],
    [
      'requestEmailVerification',
      'Failed to send verification email',
      'Failed to send verification email. Please try again.',
    ],
    ['verifyEmailCode', 'Invalid verification code', 'Failed to verify code. Please try again.'],
    [
      'verifyEmailLink',
      'Something went wrong, this token is not valid',
      'Failed to verify email. Please try again.',
    ],
    [
      'requestPasswordReset',
      'Failed to send the email. Please try again.',
      'Failed to send the email. Please try again.',
    ],
    [
      'checkPasswordReset',
      'This link has expired or was used already. Ask for a new one below.',
      'Failed to check your link. Please try again.',
    ],
    [
      'resetPassword',
      'This link has expired or was used already. Ask for a new one below.',
      'Failed to save your new password. Please try again.',
    ],
    [
      'undoEmailChange',
      'Failed to undo the email change. Please try again.',
      'Failed to undo the email change. Please try again.',
    ],
    ['createStudent', 'Failed to add student', 'Failed to add student'],
    ['deleteStudent', 'Failed to delete student', 'Failed to delete student'],
    ['studentSignIn', 'Login failed', 'An error occurred during login'],
  ])('%s: refused → %s; no answer → %s', async (name, refused, unavailable) => {
    const [, tag, call] = CALLS.find(([method]) => method === name) ?? [];
    if (!tag || !call) throw new Error(`no call ${name}`);
    let fail: 'refuse' | 'network' = 'refuse';
    const { client } = await answering(tag, () =>
      fail === 'refuse' ? { tag: `${tag}_error`, reason: '' } : new TypeError('fetch failed'),
    );
    expect(await failure(call(client))).toMatchObject({ message: refused, code: 'business' });
    fail = 'network';
    expect(await failure(call(client))).toMatchObject({ message: unavailable, code: 'network' });
  });

  it('an answer without a token is a failed login, not a signed-in parent', async () => {
    const { client } = fakeClient({
      'user.connect': () => ({ tag: 'user.connect', data: PARENT, students: [] }),
    });
    const error = await failure(
      client.parentSignIn({ email: PARENT.email, password: 'Secret123' }),
    );
    expect(error).toMatchObject({ message: 'Login failed', code: 'format' });
    expect(client.session.getSnapshot().parent).toBeNull();
  });
});

describe('no token, or a token the server refuses', () => {
  const expired = () =>
    Response.json(
      { tag: 'student.create_error', reason: API_ERROR_MESSAGES.noToken },
      { status: 401 },
    );

  it('a 401 clears the parent session and says to log in again', async () => {
    const { client, doc } = await answering('student.create', expired);
    const error = await failure(
      client.createStudent({
        firstname: 'a',
        lastname: 'b',
        accountname: 'abc',
        passcode: '1234',
        gradelevel: 1,
      }),
    );
    expect(error).toMatchObject({
      message: 'Authentication token not found. Please log in again.',
      code: 'unauthorized',
      status: 401,
    });
    expect(client.session.getSnapshot()).toEqual({ parent: null, student: null });
    expect(doc.cookie).not.toContain('usertoken');
  });

  it('a 401 clears a student session too', async () => {
    const { client } = fakeClient({
      'student.connect': () => SAM_CONNECT,
      'user.update': () =>
        Response.json({ tag: 'user.update_error', reason: 'expired' }, { status: 401 }),
    });
    await client.studentSignIn({ accountname: 'sam', passcode: '1234' });
    const error = await failure(client.call('user.update', { emails: 'true' }));
    expect(error.code).toBe('unauthorized');
    expect(client.session.getSnapshot().student).toBeNull();
  });

  it.each([
    ['deleteStudent', (c: ApiClient) => c.deleteStudent('sam')],
    ['setEmails', (c: ApiClient) => c.setEmails(false)],
    ['updateStudent', (c: ApiClient) => c.updateStudent('sam', { gradelevel: 2 })],
    ['verifyEmailCode', (c: ApiClient) => c.verifyEmailCode('123456')],
  ])('%s without a stored token fails at once, sending nothing', async (_, call) => {
    const { client, sent } = fakeClient({});
    const error = await failure(call(client));
    expect(error).toMatchObject({ message: API_ERROR_MESSAGES.noToken, code: 'unauthorized' });
    expect(sent).toHaveLength(0);
  });
});

describe('a sign-in that cannot become a session', () => {
  it("a token that is there but unusable: 'No valid authentication token', nobody signed in", async () => {
    const { client } = fakeClient({
      'user.connect': () => ({ tag: 'user.connect', usertoken: '', data: PARENT, students: [] }),
    });
    const error = await failure(
      client.parentSignIn({ email: PARENT.email, password: 'Secret123' }),
    );
    expect(error.message).toBe(API_ERROR_MESSAGES.noAuthenticationToken);
    expect(error.message).toBe('No valid authentication token');
    expect(client.session.getSnapshot().parent).toBeNull();
  });

  it("a registration answer without a token: 'No valid registration token'", async () => {
    const { client } = fakeClient({
      'user.create': () => ({ tag: 'user.create', data: PARENT, students: [] }),
    });
    const error = await failure(
      client.register({
        firstname: 'Pat',
        lastname: 'Parker',
        email: PARENT.email,
        password: 'Secret123',
      }),
    );
    expect(error.message).toBe('No valid registration token');
    expect(client.session.getSnapshot().parent).toBeNull();
  });

  it("storage that refuses the session (full, disabled): 'Session management failed'", async () => {
    const refusing = {
      ...memoryKeyValueStore(),
      set: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const { client } = fakeClient({ 'user.connect': connect }, { storage: refusing });
    const error = await failure(
      client.parentSignIn({ email: PARENT.email, password: 'Secret123' }),
    );
    expect(error.message).toBe('Session management failed');
  });
});
