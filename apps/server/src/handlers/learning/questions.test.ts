import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  MAX_REQUEST_BYTES,
  studentMathGetResponseSchema,
  studentPracticeGetResponseSchema,
} from '@mathcols/api-client/protocol';
import { curriculumLevel, problemText, type RawProblem } from '@mathcols/engine';
import { students } from '../../db/schema';
import { useTestApp } from '../../testing/app';
import { makeParent } from '../students/test-support';
import { assignmentSet, highestPracticeLevel } from './assignment';
import {
  ask,
  makeStudent,
  postPractice,
  practise,
  setClock,
  type TestStudent,
} from './test-support';

const t = useTestApp();

/** `student.mathget` for some subjects, parsed with the response schema. */
async function mathGet(student: TestStudent, subjects: string[], extra = {}) {
  const answer = await ask(t, student, 'student.mathget', { subjects, ...extra });
  expect(answer.status).toBe(200);
  return studentMathGetResponseSchema.parse(answer.body).math;
}

/** Whether every problem suits its subject's curriculum level (as the worksheet needs). */
function allFit(
  problems: readonly RawProblem[],
  subject: 'addition' | 'subtraction',
  level: number,
) {
  const record = curriculumLevel(subject, level);
  return problems.every((problem) => record.accepts(problem.number_0, problem.number_1));
}

describe('student.mathget', () => {
  it('serves 10 questions per subject asked for, keyed by the student’s level', async () => {
    setClock(t, '2025-03-14T09:30:00Z');
    const kid = await makeStudent(t, { mathlevels: { addition: { level: '3' } } });
    const math = await mathGet(kid, ['addition', 'subtraction']);
    expect(Object.keys(math).sort()).toEqual(['addition_3', 'subtraction_0']);
    expect(math.addition_3).toHaveLength(10);
    expect(math.subtraction_0).toHaveLength(10);
    expect(math.addition_3?.every((problem) => problem.operator === '+')).toBe(true);
    expect(math.subtraction_0?.every((problem) => problem.operator === '-')).toBe(true);
    expect(allFit(math.addition_3 ?? [], 'addition', 3)).toBe(true);
    expect(allFit(math.subtraction_0 ?? [], 'subtraction', 0)).toBe(true);
    // Each carries its readable text, e.g. '47 + 38' (spec §3 "Raw problem").
    for (const problem of [...(math.addition_3 ?? []), ...(math.subtraction_0 ?? [])]) {
      expect(problem.question).toBe(problemText(problem));
    }
  });

  it('gives a student the same questions all day, new ones the next day, others their own', async () => {
    setClock(t, '2025-03-14T00:05:00Z');
    const kid = await makeStudent(t, { mathlevels: { addition: { level: '5' } } });
    const classmate = await makeStudent(t, { mathlevels: { addition: { level: '5' } } });
    const morning = await mathGet(kid, ['addition']);
    setClock(t, '2025-03-14T23:55:00Z');
    expect(await mathGet(kid, ['addition'])).toEqual(morning);
    expect((await mathGet(classmate, ['addition'])).addition_5).not.toEqual(morning.addition_5);
    setClock(t, '2025-03-15T00:05:00Z');
    const nextDay = await mathGet(kid, ['addition']);
    expect(Object.keys(nextDay)).toEqual(['addition_5']);
    expect(nextDay.addition_5).not.toEqual(morning.addition_5);
  });

  it('brings new questions for a set done again the same day (Do More), steady until then', async () => {
    setClock(t, '2025-03-14T09:30:00Z');
    const kid = await makeStudent(t, { premium: true, mathlevels: { addition: { level: '5' } } });
    const first = await mathGet(kid, ['addition', 'subtraction']);
    const finish = async () => {
      const answer = await ask(t, kid, 'student.mathcomplete', {
        subject: 'addition',
        errors: '0',
      });
      expect(answer.status).toBe(200);
    };
    await finish();
    setClock(t, '2025-03-14T09:45:00Z');
    const again = await mathGet(kid, ['addition', 'subtraction']);
    expect(Object.keys(again).sort()).toEqual(['addition_5', 'subtraction_0']);
    expect(again.addition_5).toHaveLength(10);
    expect(again.addition_5).not.toEqual(first.addition_5);
    expect(allFit(again.addition_5 ?? [], 'addition', 5)).toBe(true);
    // A subject not finished today keeps its questions; a reload mid-set gets the same ones.
    expect(again.subtraction_0).toEqual(first.subtraction_0);
    expect(await mathGet(kid, ['addition'])).toEqual({ addition_5: again.addition_5 });

    await finish();
    const third = await mathGet(kid, ['addition']);
    expect(third.addition_5).not.toEqual(again.addition_5);
    expect(third.addition_5).not.toEqual(first.addition_5);
  });

  it('starts the day at midnight in the student’s zone (session zone, or the request’s)', async () => {
    const honolulu = await makeStudent(t, { timeZone: 'Pacific/Honolulu' });
    setClock(t, '2025-03-14T09:50:00Z'); // 23:50 on the 13th in Honolulu
    const lateEvening = await mathGet(honolulu, ['addition']);
    setClock(t, '2025-03-14T10:10:00Z'); // 00:10 on the 14th in Honolulu
    const afterMidnight = await mathGet(honolulu, ['addition']);
    expect(afterMidnight.addition_0).not.toEqual(lateEvening.addition_0);

    const utc = await makeStudent(t);
    setClock(t, '2025-03-14T20:00:00Z'); // the 14th in UTC, 05:00 on the 15th in Tokyo
    const inTokyo = await mathGet(utc, ['addition'], { timezone: 'Asia/Tokyo' });
    const inUtc = await mathGet(utc, ['addition']);
    expect(inTokyo).not.toEqual(inUtc);
    setClock(t, '2025-03-15T09:00:00Z');
    expect(await mathGet(utc, ['addition'])).toEqual(inTokyo);
  });

  it('falls back to the first level with problems when the stored level has none', async () => {
    setClock(t, '2025-03-14T09:30:00Z');
    const kid = await makeStudent(t);
    await t.db
      .update(students)
      .set({ mathlevels: { subtraction: { level: 'forty-two' } } })
      .where(eq(students.id, kid.studentId));
    const math = await mathGet(kid, ['subtraction']);
    expect(Object.keys(math)).toEqual(['subtraction_0']);
    expect(math.subtraction_0).toHaveLength(10);
  });

  it('refuses an unknown time zone with the protocol’s reason (400)', async () => {
    const kid = await makeStudent(t);
    const answer = await ask(t, kid, 'student.mathget', {
      subjects: ['addition'],
      timezone: 'Mars/Olympus_Mons',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      tag: 'student.mathget_error',
      reason: 'timezone: unknown time zone: expected an IANA name such as Europe/Berlin',
      message: 'timezone: unknown time zone: expected an IANA name such as Europe/Berlin',
    });
  });
});

describe('assignmentSet (the fallback rule)', () => {
  const generate = (_subject: string, level: number, count: number): RawProblem[] =>
    level >= 4
      ? Array.from({ length: count }, () => ({
          number_0: String(level),
          number_1: '1',
          operator: '+',
        }))
      : [];

  it('serves the stored level when it has problems, else the first level that has', () => {
    expect(assignmentSet('addition', 7, 'seed', generate)?.level).toBe(7);
    expect(assignmentSet('addition', 2, 'seed', generate)?.level).toBe(4);
    expect(assignmentSet('addition', null, 'seed', generate)?.level).toBe(4);
    expect(assignmentSet('addition', 2, 'seed', () => [])).toBeNull();
  });

  it('lets a student practise up to their level + 1, never past 19', () => {
    expect(highestPracticeLevel(null)).toBe(1);
    expect(highestPracticeLevel(3)).toBe(4);
    expect(highestPracticeLevel(19)).toBe(19);
  });
});

describe('student.practiceget on POST /api/practice', () => {
  it('serves 10 problems of the level asked for, new ones on every request', async () => {
    const kid = await makeStudent(t, { mathlevels: { multiplication: { level: '3' } } });
    const first = await practise(t, kid, 'multiplication', '4');
    expect(first.status).toBe(200);
    const math = studentPracticeGetResponseSchema.parse(first.body).math;
    expect(Object.keys(math)).toEqual(['multiplication_4']);
    expect(math.multiplication_4).toHaveLength(10);
    expect(math.multiplication_4?.every((problem) => problem.operator === '*')).toBe(true);
    for (const problem of math.multiplication_4 ?? []) {
      expect(problem.question).toBe(`${problem.number_0} × ${problem.number_1}`);
    }
    const second = studentPracticeGetResponseSchema.parse(
      (await practise(t, kid, 'multiplication', '4')).body,
    ).math;
    expect(second.multiplication_4).not.toEqual(math.multiplication_4);
  });

  it('refuses a level above the student’s level + 1 in that subject', async () => {
    const kid = await makeStudent(t, {
      mathlevels: { addition: { level: '3' }, division: { level: '19' } },
    });
    const refusal = {
      tag: 'student.practiceget_error',
      reason: 'No problems available for this level',
      message: 'No problems available for this level',
    };
    expect((await practise(t, kid, 'addition', '5')).body).toEqual(refusal);
    expect((await practise(t, kid, 'subtraction', '2')).body).toEqual(refusal);
    expect((await practise(t, kid, 'subtraction', '1')).body.tag).toBe('student.practiceget');
    expect((await practise(t, kid, 'addition', '1')).body.tag).toBe('student.practiceget');
    expect((await practise(t, kid, 'division', '19')).body.tag).toBe('student.practiceget');
  });

  it('answers like /api does: 401 without a student token, 400 bad bodies, 405, 413', async () => {
    const kid = await makeStudent(t);
    const parent = await makeParent(t.db);
    const unauthorized = {
      tag: 'student.practiceget_error',
      reason: 'Authentication token not found. Please log in again.',
      message: 'Authentication token not found. Please log in again.',
    };
    for (const usertoken of [undefined, '', parent.usertoken, 'x'.repeat(43)]) {
      const answer = await postPractice(t, {
        tag: 'student.practiceget',
        usertoken,
        subject: 'addition',
        level: '0',
      });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(unauthorized);
    }
    const badLevel = await practise(t, kid, 'addition', '20');
    expect(badLevel.status).toBe(400);
    expect(badLevel.body).toEqual({
      tag: 'student.practiceget_error',
      reason: 'level: expected a level from 0 to 19',
      message: 'level: expected a level from 0 to 19',
    });
    const otherTag = await postPractice(t, {
      tag: 'student.mathget',
      usertoken: kid.usertoken,
      subjects: ['addition'],
    });
    expect(otherTag.status).toBe(400);
    expect(otherTag.body.tag).toBe('error');
    const onApi = await ask(t, kid, 'student.practiceget', { subject: 'addition', level: '0' });
    expect(onApi.status).toBe(400);
    expect(onApi.body).toEqual({
      tag: 'student.practiceget_error',
      reason: 'tag: unknown tag',
      message: 'tag: unknown tag',
    });
    const malformed = await postPractice(t, '{"tag": "student.practiceget",');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      tag: 'error',
      reason: '(root): malformed JSON',
      message: '(root): malformed JSON',
    });

    const unknownDevice = await postPractice(t, {
      tag: 'student.practiceget',
      deviceid: '00000000-0000-4000-8000-000000000000',
      usertoken: kid.usertoken,
      subject: 'addition',
      level: '0',
    });
    expect(unknownDevice.body).toEqual({
      tag: 'student.practiceget_error',
      reason: 'unknown device',
      message: 'unknown device',
    });

    const get = await t.app.request('/api/practice');
    expect(get.status).toBe(405);
    expect(get.headers.get('Allow')).toBe('POST');

    const huge = await postPractice(t, {
      tag: 'student.practiceget',
      usertoken: kid.usertoken,
      subject: 'addition',
      level: '0',
      padding: 'x'.repeat(MAX_REQUEST_BYTES),
    });
    expect(huge.status).toBe(413);
  });
});
