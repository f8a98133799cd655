/**
 * The authorisation matrix of the student tags a parent uses: every way of asking without being
 * parent A — a second parent's token, A's child's student token, A's expired token, a made-up
 * token, no token, an empty token — against every kind of change to A's student. Each is refused and the
 * students and sessions tables are exactly as before. A control row then shows the same
 * requests with A's valid token do change things, so the refusals are not an artefact of the
 * requests themselves. `user.get`, the parent's read of their own data, is refused the same way
 * to all but a parent, and a second parent's token reads that parent's data, never A's.
 * @see issue 3 "An authorisation matrix"; spec §6
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { userGetResponseSchema } from '@mathcols/api-client/protocol';
import { SESSION_LIFETIME_MS, createSession } from './auth/sessions';
import { UNAUTHORIZED_REASON } from './auth/unauthorized';
import { sessions } from './db/schema';
import { ORIGINAL_CLIENT_FIELDS } from './http/error-envelope';
import { createBody, makeParent, snapshotStudents, wire } from './handlers/students/test-support';
import { START, startTestApp, type TestApp } from './testing/app';

const VICTIM = 'alpha.kid';

let t: TestApp;
const tokens: Record<'parentA' | 'parentB' | 'studentOfA' | 'expiredA', string> = {
  parentA: '',
  parentB: '',
  studentOfA: '',
  expiredA: '',
};

beforeAll(async () => {
  t = await startTestApp();
  const parentA = await makeParent(t.db, { premium: true });
  const parentB = await makeParent(t.db, { premium: true });
  tokens.parentA = parentA.usertoken;
  tokens.parentB = parentB.usertoken;
  tokens.expiredA = await createSession(
    t.db,
    { scope: 'parent', parentId: parentA.parentId },
    new Date(START.getTime() - SESSION_LIFETIME_MS - 1000),
  );
  for (const [token, handle] of [
    [parentA.usertoken, VICTIM],
    [parentB.usertoken, 'beta.kid'],
  ] as const) {
    expect((await t.call(await createBody(token, handle))).body.result).toBe('true');
  }
  await t.call({
    tag: 'student.update',
    usertoken: parentA.usertoken,
    accountname: VICTIM,
    mathschedule: { addition: { schedule: 'mwf' } },
  });
  const child = await t.call({
    tag: 'student.connect',
    accountname: VICTIM,
    accountpassword: await wire(VICTIM, 'abcd'),
  });
  tokens.studentOfA = String(child.body.usertoken);
});
afterAll(async () => {
  await t?.database.close();
});

/** Every request kind against A's student, as a body without a token (delete last). */
const REQUESTS: Record<string, () => Promise<Record<string, unknown>>> = {
  'student.create (A’s handle)': async () => ({
    tag: 'student.create',
    firstname: 'Mallory',
    lastname: 'Intruder',
    accountname: VICTIM,
    accountpassword: await wire(VICTIM, 'hijack'),
    gradelevel: '1',
  }),
  'student.update gradelevel': async () => ({
    tag: 'student.update',
    accountname: VICTIM,
    gradelevel: '7',
  }),
  'student.update mathschedule': async () => ({
    tag: 'student.update',
    accountname: VICTIM,
    mathschedule: { addition: { schedule: 'smtwrfa' } },
  }),
  'student.update accountpassword': async () => ({
    tag: 'student.update',
    accountname: VICTIM,
    accountpassword: await wire(VICTIM, 'hijack'),
  }),
  'student.update mathlevels': async () => ({
    tag: 'student.update',
    accountname: VICTIM,
    mathlevels: { addition: { level: '19' } },
  }),
  'student.delete': async () => ({ tag: 'student.delete', accountname: VICTIM }),
};

type Expected = { status: number; reason: string };
const unauthorized: Expected = { status: 401, reason: UNAUTHORIZED_REASON };

/** Who asks, and how they are refused. */
const INTRUDERS: [string, () => string | undefined, (requestName: string) => Expected][] = [
  [
    'a second parent’s token',
    () => tokens.parentB,
    (name) => ({
      status: 200,
      reason: name.startsWith('student.create')
        ? 'That student handle is already taken'
        : 'Student not found',
    }),
  ],
  ['the student’s own token', () => tokens.studentOfA, () => unauthorized],
  ['parent A’s expired token', () => tokens.expiredA, () => unauthorized],
  ['a made-up token', () => 'x'.repeat(43), () => unauthorized],
  ['no token', () => undefined, () => unauthorized],
  ['an empty token', () => '', () => unauthorized],
];

const snapshot = async () => ({
  students: await snapshotStudents(t.db),
  sessions: await t.db.select().from(sessions).orderBy(asc(sessions.tokenHash)),
});

const CELLS = INTRUDERS.flatMap(([who, token, expected]) =>
  Object.keys(REQUESTS).map((name) => [who, name, token, expected(name)] as const),
);

// Before the matrix below, whose control deletes and re-creates A's student (ending the
// child's session).
describe('user.get (parent scope) without parent A’s valid token', () => {
  const refused = INTRUDERS.filter(([who]) => who !== 'a second parent’s token');

  it.each(refused)('refuses %s with 401, and nothing changes', async (_, token) => {
    const usertoken = token();
    const before = await snapshot();
    const answer = await t.call({
      tag: 'user.get',
      ...(usertoken === undefined ? {} : { usertoken }),
    });
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 401,
      body: { tag: 'user.get_error', reason: UNAUTHORIZED_REASON, message: UNAUTHORIZED_REASON },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('a second parent’s token reads that parent’s data, never A’s', async () => {
    const before = await snapshot();
    const answer = await t.call({ tag: 'user.get', usertoken: tokens.parentB });
    expect(answer.status).toBe(200);
    const body = userGetResponseSchema.parse(answer.body);
    expect(body.students.map((student) => student.accountname)).toEqual(['beta.kid']);
    expect(await snapshot()).toEqual(before);
  });

  it('control: parent A’s valid token reads A’s data, A’s student included', async () => {
    const answer = await t.call({ tag: 'user.get', usertoken: tokens.parentA });
    expect(answer.status).toBe(200);
    const body = userGetResponseSchema.parse(answer.body);
    expect(body.students).toEqual([
      expect.objectContaining({
        accountname: VICTIM,
        mathschedule: expect.objectContaining({ addition: { schedule: 'mwf' } }),
      }),
    ]);
  });
});

describe('authorisation matrix of the student tags', () => {
  it.each(CELLS)('refuses %s on %s, and nothing changes', async (_, name, token, expected) => {
    const request = await REQUESTS[name]!();
    const usertoken = token();
    const before = await snapshot();
    // A cell must not pass only because an earlier one already removed the student.
    expect(before.students.map((row) => row.accountname)).toContain(VICTIM);
    const answer = await t.call(usertoken === undefined ? request : { ...request, usertoken });
    expect(answer.status).toBe(expected.status);
    expect(answer.body.tag).toBe(`${String(request.tag)}_error`);
    expect(answer.body.reason).toBe(expected.reason);
    // The refusal's text, and nothing else: in `message`, and in the fields the original
    // API's clients read for this tag (`info`, `error` for student.update).
    const textFields = [
      'message',
      ...(ORIGINAL_CLIENT_FIELDS[`${String(request.tag)}_error`] ?? []),
    ];
    expect(Object.keys(answer.body).sort()).toEqual(['reason', 'tag', ...textFields].sort());
    for (const field of textFields) expect(answer.body[field]).toBe(expected.reason);
    expect(await snapshot()).toEqual(before);
  });

  it('control: the same requests with parent A’s valid token change the student', async () => {
    // Updates first, then delete, then re-create the freed handle.
    const updates = Object.keys(REQUESTS).filter((name) => name.startsWith('student.update'));
    for (const name of [...updates, 'student.delete', 'student.create (A’s handle)']) {
      const before = await snapshotStudents(t.db);
      const answer = await t.call({ ...(await REQUESTS[name]!()), usertoken: tokens.parentA });
      expect(answer.status, name).toBe(200);
      expect(answer.body.result, `${name}: ${JSON.stringify(answer.body)}`).toBe('true');
      expect(await snapshotStudents(t.db), name).not.toEqual(before);
    }
  });
});
