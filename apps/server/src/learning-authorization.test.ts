/**
 * Authorisation and input checks of the student's learning tags (and `student.get`, the
 * student's read of their own data): every way of asking without
 * being student A — A's parent's token, another parent's token, A's expired token, a made-up,
 * missing or empty token — is a 401 that changes nothing; another student's token naming A (by
 * handle or id) acts on that other student only; malformed and oversize bodies change nothing.
 * A control block then shows the same requests with A's own token do change A's work, so the
 * refusals are not an artefact of the requests themselves.
 * @see issue 6 "Every answer stays the student's own"; spec §6
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, MAX_REQUEST_BYTES } from '@mathcols/api-client/protocol';
import { SESSION_LIFETIME_MS, createSession } from './auth/sessions';
import { UNAUTHORIZED_REASON } from './auth/unauthorized';
import {
  ask,
  makeStudent,
  reportsOf,
  setClock,
  setsOf,
  snapshotLearning,
  studentRow,
  type TestStudent,
} from './handlers/learning/test-support';
import { makeParent } from './handlers/students/test-support';
import { startTestApp, type TestApp } from './testing/app';
import { post, type JsonAnswer } from './testing/http';

let t: TestApp;
let kidA: TestStudent;
let kidB: TestStudent;
const tokens = { parentA: '', parentB: '', expiredA: '' };

const QUESTION = {
  subject: 'addition',
  question: '38 + 47',
  level: '7',
  number_0: '38',
  number_1: '47',
  errorcount: 2,
  result: { answer: '75', calculation: '8+7=15' },
  correct: { answer: '85', calculation: '8+7=15, carry 1' },
};

/** Each learning tag: its path and a well-formed body (without token) aimed at A's work. */
const REQUESTS: Record<string, { path: string; body: Record<string, unknown> }> = {
  'student.mathget': {
    path: API_PATHS.api,
    body: { tag: 'student.mathget', subjects: ['addition', 'division'] },
  },
  'student.practiceget': {
    path: API_PATHS.practice,
    body: { tag: 'student.practiceget', subject: 'addition', level: '8' },
  },
  'student.mathcomplete': {
    path: API_PATHS.api,
    body: { tag: 'student.mathcomplete', subject: 'subtraction', errors: '0' },
  },
  'student.levelupdate': {
    path: API_PATHS.api,
    body: { tag: 'student.levelupdate', subject: 'addition', action: 'advance' },
  },
  'student.mathreporterror': {
    path: API_PATHS.api,
    body: { tag: 'student.mathreporterror', question: QUESTION },
  },
  'student.get': { path: API_PATHS.api, body: { tag: 'student.get' } },
};

/** POSTs a body to a path with the test device (the body's own fields win). */
function send(path: string, body: Record<string, unknown> | string): Promise<JsonAnswer> {
  return post(t.app, path, typeof body === 'string' ? body : { deviceid: t.deviceid, ...body });
}

beforeAll(async () => {
  t = await startTestApp();
  setClock(t, '2025-03-14T09:30:00Z');
  const parentA = await makeParent(t.db);
  kidA = await makeStudent(t, { parent: parentA, mathlevels: { addition: { level: '7' } } });
  kidB = await makeStudent(t, { premium: true, mathlevels: { addition: { level: '2' } } });
  tokens.parentA = parentA.usertoken;
  tokens.parentB = kidB.parent.usertoken;
  tokens.expiredA = await createSession(
    t.db,
    { scope: 'student', studentId: kidA.studentId },
    new Date(t.clock.now.getTime() - SESSION_LIFETIME_MS - 1000),
  );
  // A has work of today: a mastered set (an open offer to advance) and a reported error.
  expect(
    (await ask(t, kidA, 'student.mathcomplete', { subject: 'addition', errors: '0' })).body,
  ).toMatchObject({ options: ['advance', 'repeat'] });
  await ask(t, kidA, 'student.mathreporterror', { question: QUESTION });
});
afterAll(async () => {
  await t?.database.close();
});

describe('a learning tag without student A’s valid token', () => {
  const intruders: [string, () => string | undefined][] = [
    ['A’s parent’s token', () => tokens.parentA],
    ['another parent’s token', () => tokens.parentB],
    ['A’s expired token', () => tokens.expiredA],
    ['a made-up token', () => 'x'.repeat(43)],
    ['no token', () => undefined],
    ['an empty token', () => ''],
  ];
  for (const [tag, { path, body }] of Object.entries(REQUESTS)) {
    it(`${tag}: 401 for every intruder, and nothing written`, async () => {
      const before = await snapshotLearning(t.db);
      for (const [who, token] of intruders) {
        const answer = await send(path, { ...body, usertoken: token() });
        expect({ who, status: answer.status, body: answer.body }).toEqual({
          who,
          status: 401,
          body: { tag: `${tag}_error`, reason: UNAUTHORIZED_REASON, message: UNAUTHORIZED_REASON },
        });
      }
      expect(await snapshotLearning(t.db)).toEqual(before);
    });
  }
});

describe('student B’s token naming student A', () => {
  const pointingAtA = () => ({
    usertoken: kidB.usertoken,
    accountname: kidA.accountname,
    studentId: kidA.studentId,
    student_id: kidA.studentId,
  });

  it('reads B’s own levels, never A’s', async () => {
    const math = await send(API_PATHS.api, {
      ...REQUESTS['student.mathget']!.body,
      ...pointingAtA(),
    });
    expect(Object.keys(math.body.math as object).sort()).toEqual(['addition_2', 'division_0']);
    const practice = await send(API_PATHS.practice, {
      ...REQUESTS['student.practiceget']!.body,
      ...pointingAtA(),
    });
    expect(practice.body).toEqual({
      tag: 'student.practiceget_error',
      reason: 'No problems available for this level',
      message: 'No problems available for this level',
    });
    const data = await send(API_PATHS.api, { ...REQUESTS['student.get']!.body, ...pointingAtA() });
    expect(data.body.student).toMatchObject({
      accountname: kidB.accountname,
      math: expect.objectContaining({ addition: { schedule: '', level: '2' } }),
    });
  });

  it('writes B’s work only: A’s levels, sets and reports stay as they were', async () => {
    const aBefore = {
      row: await studentRow(t.db, kidA.studentId),
      sets: await setsOf(t.db, kidA.studentId),
      reports: await reportsOf(t.db, kidA.studentId),
    };
    const levelUpdate = await send(API_PATHS.api, {
      ...REQUESTS['student.levelupdate']!.body,
      ...pointingAtA(),
    });
    expect(levelUpdate.body.reason).toBe('That level change is not available now');
    const completed = await send(API_PATHS.api, {
      ...REQUESTS['student.mathcomplete']!.body,
      ...pointingAtA(),
    });
    expect(completed.body).toMatchObject({ tag: 'student.mathcomplete', level: '0' });
    const reported = await send(API_PATHS.api, {
      ...REQUESTS['student.mathreporterror']!.body,
      ...pointingAtA(),
    });
    expect(reported.body).toEqual({ tag: 'student.mathreporterror' });

    expect({
      row: await studentRow(t.db, kidA.studentId),
      sets: await setsOf(t.db, kidA.studentId),
      reports: await reportsOf(t.db, kidA.studentId),
    }).toEqual(aBefore);
    expect(await setsOf(t.db, kidB.studentId)).toHaveLength(1);
    expect(await reportsOf(t.db, kidB.studentId)).toHaveLength(1);
    expect((await studentRow(t.db, kidB.studentId))?.mathlevels.subtraction?.completionDate).toBe(
      '2025-03-14',
    );
  });
});

describe('bad bodies with A’s valid token', () => {
  const withA = (body: Record<string, unknown>) => ({ ...body, usertoken: kidA.usertoken });
  const BAD: [string, string, Record<string, unknown> | string][] = [
    ['mathget: no subjects', API_PATHS.api, { tag: 'student.mathget', subjects: [] }],
    ['mathget: unknown subject', API_PATHS.api, { tag: 'student.mathget', subjects: ['algebra'] }],
    [
      'mathget: repeated subject',
      API_PATHS.api,
      { tag: 'student.mathget', subjects: ['addition', 'addition'] },
    ],
    [
      'mathget: subjects not a list',
      API_PATHS.api,
      { tag: 'student.mathget', subjects: 'addition' },
    ],
    [
      'mathcomplete: errors not digits',
      API_PATHS.api,
      { tag: 'student.mathcomplete', subject: 'addition', errors: 'x' },
    ],
    [
      'mathcomplete: negative errors',
      API_PATHS.api,
      { tag: 'student.mathcomplete', subject: 'addition', errors: '-1' },
    ],
    [
      'mathcomplete: errors as a number',
      API_PATHS.api,
      { tag: 'student.mathcomplete', subject: 'addition', errors: 1 },
    ],
    ['mathcomplete: no subject', API_PATHS.api, { tag: 'student.mathcomplete', errors: '0' }],
    [
      'mathcomplete: unknown zone',
      API_PATHS.api,
      { tag: 'student.mathcomplete', subject: 'addition', errors: '0', timezone: 'Mars/Base' },
    ],
    [
      'levelupdate: unknown action',
      API_PATHS.api,
      { tag: 'student.levelupdate', subject: 'addition', action: 'jump' },
    ],
    [
      'levelupdate: subject in capitals',
      API_PATHS.api,
      { tag: 'student.levelupdate', subject: 'Addition', action: 'advance' },
    ],
    ['mathreporterror: no question', API_PATHS.api, { tag: 'student.mathreporterror' }],
    [
      'mathreporterror: level 20',
      API_PATHS.api,
      { tag: 'student.mathreporterror', question: { ...QUESTION, level: '20' } },
    ],
    [
      'mathreporterror: negative count',
      API_PATHS.api,
      { tag: 'student.mathreporterror', question: { ...QUESTION, errorcount: -1 } },
    ],
    [
      'practiceget: level 20',
      API_PATHS.practice,
      { tag: 'student.practiceget', subject: 'addition', level: '20' },
    ],
    [
      'practiceget: level as a number',
      API_PATHS.practice,
      { tag: 'student.practiceget', subject: 'addition', level: 3 },
    ],
    [
      'practiceget: bad device id',
      API_PATHS.practice,
      { tag: 'student.practiceget', subject: 'addition', level: '1', deviceid: 'abc' },
    ],
  ];

  it('answers 400 naming the field for each, and writes nothing', async () => {
    const before = await snapshotLearning(t.db);
    for (const [name, path, body] of BAD) {
      const answer = await send(path, typeof body === 'string' ? body : withA(body));
      expect({ name, status: answer.status }).toEqual({ name, status: 400 });
      expect(String(answer.body.reason)).toMatch(/^[a-z_.0-9]+: /);
    }
    for (const path of [API_PATHS.api, API_PATHS.practice]) {
      const malformed = await send(
        path,
        `{"tag":"student.mathcomplete","usertoken":"${kidA.usertoken}",`,
      );
      expect(malformed).toMatchObject({ status: 400, body: { reason: '(root): malformed JSON' } });
    }
    expect(await snapshotLearning(t.db)).toEqual(before);
  });

  it('answers 413 to an oversize body on either path, and writes nothing', async () => {
    const before = await snapshotLearning(t.db);
    for (const [, { path, body }] of Object.entries(REQUESTS)) {
      const answer = await send(path, { ...withA(body), padding: 'x'.repeat(MAX_REQUEST_BYTES) });
      expect(answer.status).toBe(413);
    }
    expect(await snapshotLearning(t.db)).toEqual(before);
  });
});

describe('control: the same requests with A’s own token', () => {
  it('read and change A’s work', async () => {
    const answers: Record<string, JsonAnswer> = {};
    for (const [tag, { path, body }] of Object.entries(REQUESTS)) {
      answers[tag] = await send(path, { ...body, usertoken: kidA.usertoken });
      expect({ tag, status: answers[tag]?.status }).toEqual({ tag, status: 200 });
    }
    expect(Object.keys(answers['student.mathget']?.body.math as object).sort()).toEqual([
      'addition_7',
      'division_0',
    ]);
    expect(Object.keys(answers['student.practiceget']?.body.math as object)).toEqual([
      'addition_8',
    ]);
    expect(answers['student.levelupdate']?.body).toMatchObject({ addition: { level: '8' } });
    expect(answers['student.get']?.body.student).toMatchObject({ accountname: kidA.accountname });
    expect(await setsOf(t.db, kidA.studentId)).toHaveLength(2);
    expect(await reportsOf(t.db, kidA.studentId)).toHaveLength(2);
    expect((await studentRow(t.db, kidA.studentId))?.mathlevels).toEqual({
      addition: { level: '8', completionDate: '2025-03-14' },
      subtraction: { level: '0', completionDate: '2025-03-14' },
    });
  });
});
