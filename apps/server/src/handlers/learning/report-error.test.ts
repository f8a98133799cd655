import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReports } from '../../db/schema';
import { startTestApp, type TestApp } from '../students/test-support';
import { ERROR_REPORTS_PER_DAY } from './report-error';
import { ask, makeStudent, reportsOf, setClock, type TestStudent } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.database.close();
});

const QUESTION = {
  subject: 'subtraction',
  question: '52 - 17',
  level: '4',
  number_0: '52',
  number_1: '17',
  errorcount: 1,
  result: { answer: '45', calculation: '12-7=5; 5-1=4' },
  correct: { answer: '35', calculation: '12-7=5; 4-1=3' },
};

function report(student: TestStudent, question: Record<string, unknown> = QUESTION) {
  return ask(t, student, 'student.mathreporterror', { question });
}

describe('student.mathreporterror', () => {
  it('keeps the report for the parent and answers with its tag', async () => {
    setClock(t, '2025-03-14T09:30:00Z');
    const kid = await makeStudent(t, { timeZone: 'Pacific/Honolulu' });
    const answer = await report(kid);
    expect(answer).toMatchObject({ status: 200, body: { tag: 'student.mathreporterror' } });
    expect(Object.keys(answer.body)).toEqual(['tag']);
    const [stored] = await reportsOf(t.db, kid.studentId);
    expect(stored).toMatchObject({
      subject: 'subtraction',
      level: 4,
      payload: QUESTION,
      localDate: '2025-03-13',
    });
  });

  it(`stores at most ${ERROR_REPORTS_PER_DAY} a day, answering alike, and again the next day`, async () => {
    setClock(t, '2025-03-14T09:30:00Z');
    const kid = await makeStudent(t);
    await t.db.insert(errorReports).values(
      Array.from({ length: ERROR_REPORTS_PER_DAY - 1 }, () => ({
        studentId: kid.studentId,
        subject: 'addition',
        level: 1,
        payload: {},
        localDate: '2025-03-14',
      })),
    );
    expect((await report(kid)).body).toEqual({ tag: 'student.mathreporterror' });
    expect(await reportsOf(t.db, kid.studentId)).toHaveLength(ERROR_REPORTS_PER_DAY);
    expect((await report(kid)).body).toEqual({ tag: 'student.mathreporterror' });
    expect(await reportsOf(t.db, kid.studentId)).toHaveLength(ERROR_REPORTS_PER_DAY);
    setClock(t, '2025-03-15T09:30:00Z');
    await report(kid);
    expect(await reportsOf(t.db, kid.studentId)).toHaveLength(ERROR_REPORTS_PER_DAY + 1);
  });

  it('refuses a malformed question with the path at fault (400), storing nothing', async () => {
    const kid = await makeStudent(t);
    const answer = await report(kid, { ...QUESTION, number_0: '5e2' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      tag: 'student.mathreporterror_error',
      reason: 'question.number_0: expected a string of decimal digits',
      message: 'question.number_0: expected a string of decimal digits',
    });
    expect(await reportsOf(t.db, kid.studentId)).toEqual([]);
  });
});
