import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  studentConnectResponseSchema,
  studentMathCompleteResponseSchema,
} from '@mathcols/api-client/protocol';
import { sha256Hex } from '../../auth/sessions';
import { sessions, studentSets } from '../../db/schema';
import { useTestApp } from '../../testing/app';
import { createBody, makeParent, wire } from '../students/test-support';
import { HISTORY_LIMIT, studentHistory } from './sets';
import {
  ask,
  makeStudent,
  setClock,
  setsOf,
  snapshotLearning,
  studentRow,
  type TestStudent,
} from './test-support';

const t = useTestApp();

const ALREADY = "You already completed today's work!";

function complete(student: TestStudent, subject: string, errors: string, extra = {}) {
  return ask(t, student, 'student.mathcomplete', { subject, errors, ...extra });
}

/** A successful `student.mathcomplete`, parsed with the response schema. */
async function completed(student: TestStudent, subject: string, errors: string, extra = {}) {
  const answer = await complete(student, subject, errors, extra);
  expect(answer.status).toBe(200);
  return studentMathCompleteResponseSchema.parse(answer.body);
}

describe('student.mathcomplete', () => {
  it('records the day: history entry, completion date, progress and the level offer', async () => {
    setClock(t, '2025-03-14T09:30:00Z');
    const kid = await makeStudent(t, { mathlevels: { addition: { level: '3' } } });
    const answer = await complete(kid, 'addition', '0');
    expect(answer.body).toEqual({
      tag: 'student.mathcomplete',
      subject: 'addition',
      completionDate: '2025-03-14',
      entry: { createdDate: '2025-03-14-09:30', level: '3', questions: 10, errors: 0 },
      level: '3',
      progress: { complete: '15', score: '100' },
      options: ['advance', 'repeat'],
    });
    expect(studentMathCompleteResponseSchema.safeParse(answer.body).success).toBe(true);
    expect((await studentRow(t.db, kid.studentId))?.mathlevels.addition).toEqual({
      level: '3',
      completionDate: '2025-03-14',
    });
  });

  it('offers repeat or decrease after a hard set, and nothing in between', async () => {
    setClock(t, '2025-03-14T09:30:00Z');
    const kid = await makeStudent(t, {
      mathlevels: { subtraction: { level: '4' }, division: { level: '2' } },
    });
    const hard = await completed(kid, 'subtraction', '5');
    expect(hard.options).toEqual(['repeat', 'decrease']);
    expect(hard.progress).toEqual({ complete: '20', score: '50' });
    const middling = await complete(kid, 'division', '2');
    expect(middling.body).not.toHaveProperty('options');
    expect(middling.body.progress).toEqual({ complete: '10', score: '80' });
  });

  it('refuses more errors than questions and writes nothing', async () => {
    const kid = await makeStudent(t);
    const before = await snapshotLearning(t.db);
    const answer = await complete(kid, 'addition', '11');
    expect(answer).toMatchObject({
      status: 200,
      body: { tag: 'student.mathcomplete_error', reason: 'More errors than questions' },
    });
    expect(await snapshotLearning(t.db)).toEqual(before);
  });

  it('refuses a free student a second set of a subject the same day; the next day is fine', async () => {
    setClock(t, '2025-03-14T09:30:00Z');
    const kid = await makeStudent(t, { premium: false });
    await completed(kid, 'addition', '0');
    setClock(t, '2025-03-14T18:00:00Z');
    const before = await snapshotLearning(t.db);
    const again = await complete(kid, 'addition', '0');
    expect(again).toMatchObject({
      status: 200,
      body: { tag: 'student.mathcomplete_error', reason: ALREADY },
    });
    expect(await snapshotLearning(t.db)).toEqual(before);
    expect((await completed(kid, 'subtraction', '1')).completionDate).toBe('2025-03-14');
    setClock(t, '2025-03-15T08:00:00Z');
    expect((await completed(kid, 'addition', '0')).completionDate).toBe('2025-03-15');
    expect(await setsOf(t.db, kid.studentId)).toHaveLength(3);
  });

  it('refuses a second set on the same day in another zone named a day behind', async () => {
    setClock(t, '2026-11-27T08:02:00Z'); // still the 26th at UTC−12
    const kid = await makeStudent(t, { premium: false });
    expect((await completed(kid, 'addition', '0', { timezone: 'UTC' })).completionDate).toBe(
      '2026-11-27',
    );
    const before = await snapshotLearning(t.db);
    const behind = await complete(kid, 'addition', '0', { timezone: 'Etc/GMT+12' });
    expect(behind.body).toMatchObject({ tag: 'student.mathcomplete_error', reason: ALREADY });
    expect(await snapshotLearning(t.db)).toEqual(before);
    // The next day in UTC is open again.
    setClock(t, '2026-11-28T08:02:00Z');
    expect((await completed(kid, 'addition', '0', { timezone: 'UTC' })).completionDate).toBe(
      '2026-11-28',
    );
  });

  it('never moves a completion date back: a premium set a zone behind keeps the later date', async () => {
    setClock(t, '2026-11-27T08:02:00Z');
    const kid = await makeStudent(t, { premium: true });
    await completed(kid, 'addition', '0', { timezone: 'UTC' });
    const behind = await completed(kid, 'addition', '1', { timezone: 'Etc/GMT+12' });
    expect(behind.entry.createdDate).toBe('2026-11-26-20:02');
    expect(behind.completionDate).toBe('2026-11-27');
    expect((await studentRow(t.db, kid.studentId))?.mathlevels.addition?.completionDate).toBe(
      '2026-11-27',
    );
  });

  it('lets a premium student repeat a subject the same day; progress counts every set', async () => {
    setClock(t, '2025-03-14T09:30:00Z');
    const kid = await makeStudent(t, { premium: true, mathlevels: { addition: { level: '2' } } });
    await completed(kid, 'addition', '0');
    setClock(t, '2025-03-14T09:45:00Z');
    const second = await completed(kid, 'addition', '4');
    expect(second.entry).toEqual({
      createdDate: '2025-03-14-09:45',
      level: '2',
      questions: 10,
      errors: 4,
    });
    expect(second.progress).toEqual({ complete: '10', score: '80' });
    expect(await setsOf(t.db, kid.studentId)).toHaveLength(2);
  });

  it('dates a set in the student’s zone: 23:30 in Honolulu is still that day', async () => {
    setClock(t, '2025-03-14T09:30:00Z'); // 23:30 on 13 March in Honolulu (UTC−10)
    const kid = await makeStudent(t, { timeZone: 'Pacific/Honolulu' });
    const late = await completed(kid, 'addition', '1');
    expect(late.completionDate).toBe('2025-03-13');
    expect(late.entry.createdDate).toBe('2025-03-13-23:30');
    const [set] = await setsOf(t.db, kid.studentId);
    expect(set?.localDate).toBe('2025-03-13');

    setClock(t, '2025-03-14T09:50:00Z'); // 23:50, twenty minutes later: still today
    expect((await complete(kid, 'addition', '0')).body.reason).toBe(ALREADY);

    setClock(t, '2025-03-14T10:05:00Z'); // 00:05 on the 14th: a new day
    const nextDay = await completed(kid, 'addition', '0');
    expect(nextDay.completionDate).toBe('2025-03-14');
    expect(nextDay.entry.createdDate).toBe('2025-03-14-00:05');
  });

  it('uses the request’s time zone over the session’s', async () => {
    setClock(t, '2025-03-14T09:30:00Z');
    const kid = await makeStudent(t, { timeZone: 'Europe/Berlin' });
    const answer = await completed(kid, 'addition', '0', { timezone: 'Pacific/Honolulu' });
    expect(answer.entry.createdDate).toBe('2025-03-13-23:30');
    const berlin = await completed(kid, 'subtraction', '0');
    expect(berlin.entry.createdDate).toBe('2025-03-14-10:30');
  });
});

describe('student.connect with finished sets', () => {
  it('keeps the sign-in time zone for later tags and sends history and progress', async () => {
    setClock(t, '2025-03-14T09:30:00Z');
    const parent = await makeParent(t.db, { premium: true });
    expect((await t.call(await createBody(parent.usertoken, 'island.kid'))).body.result).toBe(
      'true',
    );
    const signIn = async (timezone: string) =>
      t.call({
        tag: 'student.connect',
        accountname: 'island.kid',
        accountpassword: await wire('island.kid', 'abcd'),
        timezone,
      });

    const unknownZone = await signIn('Atlantis/Capital');
    expect(unknownZone).toMatchObject({
      status: 400,
      body: {
        tag: 'student.connect_error',
        reason: 'timezone: unknown time zone: expected an IANA name such as Europe/Berlin',
      },
    });

    const first = studentConnectResponseSchema.parse((await signIn('Pacific/Honolulu')).body);
    expect(first.history).toEqual({});
    expect(first.progress).toEqual({});
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(first.usertoken)));
    expect(session?.timezone).toBe('Pacific/Honolulu');

    const kid = { usertoken: first.usertoken } as TestStudent;
    const set = await completed(kid, 'addition', '1'); // no timezone: the session's
    expect(set.completionDate).toBe('2025-03-13');
    setClock(t, '2025-03-14T09:40:00Z');
    await completed(kid, 'addition', '3');

    const again = studentConnectResponseSchema.parse((await signIn('Pacific/Honolulu')).body);
    expect(again.history).toEqual({
      addition: [
        { createdDate: '2025-03-13-23:30', level: '0', questions: 10, errors: 1 },
        { createdDate: '2025-03-13-23:40', level: '0', questions: 10, errors: 3 },
      ],
    });
    expect(again.progress).toEqual({ addition_progress: { complete: '0', score: '80' } });
    expect(again.student.math.addition?.completionDate).toBe('2025-03-13');
  });

  it('keeps the latest 60 history entries per subject, oldest first', async () => {
    const kid = await makeStudent(t);
    const day = (index: number) => new Date(Date.UTC(2025, 0, 1) + index * 86_400_000);
    await t.db.insert(studentSets).values(
      Array.from({ length: HISTORY_LIMIT + 5 }, (_, index) => ({
        studentId: kid.studentId,
        subject: 'division',
        level: 1,
        questions: 10,
        errors: index % 10,
        createdAt: day(index),
        localDate: day(index).toISOString().slice(0, 10),
        createdDate: `${day(index).toISOString().slice(0, 10)}-09:00`,
      })),
    );
    const history = await studentHistory(t.db, kid.studentId);
    expect(history.division).toHaveLength(HISTORY_LIMIT);
    expect(history.division?.[0]?.createdDate).toBe('2025-01-06-09:00');
    expect(history.division?.at(-1)?.createdDate).toBe('2025-03-06-09:00');
  });
});
