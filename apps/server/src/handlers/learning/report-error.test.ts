import { describe, expect, it } from 'vitest';
import { errorReports } from '../../db/schema';
import { allTrackers } from '../../diagnosis/test-support';
import { useTestApp } from '../../testing/app';
import { ERROR_REPORTS_PER_DAY } from './report-error';
import { ask, makeStudent, reportsOf, setClock, type TestStudent } from './test-support';

const t = useTestApp();

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

  it('answers alike but keeps nothing for a problem no worksheet can pose', async () => {
    const kid = await makeStudent(t);
    const impossible = [
      { subject: 'division', question: '10 / 0', number_0: '10', number_1: '0' },
      { subject: 'division', question: '3 / 7', number_0: '3', number_1: '7' },
      { subject: 'subtraction', question: '3 - 7', number_0: '3', number_1: '7' },
    ];
    for (const problem of impossible) {
      const answer = await report(kid, { ...QUESTION, ...problem });
      expect(answer).toMatchObject({ status: 200, body: { tag: 'student.mathreporterror' } });
    }
    // The parent's Latest mistakes never show '10 ÷ 0' with a 'correct answer'.
    expect(await reportsOf(t.db, kid.studentId)).toEqual([]);
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

  it('names the bug the box answers show, stores it with the report, and tracks nothing', async () => {
    const kid = await makeStudent(t, { premium: true });
    const trackersBefore = await allTrackers(t.db);
    // 52 − 17 written 45: borrow-no-decrement and smaller-from-larger both explain it.
    const ambiguous = { ...QUESTION, answers: { 'difference-0': 5, 'difference-1': 4 } };
    // 81 − 38 written 57: smaller-from-larger alone.
    const clear = {
      ...QUESTION,
      question: '81 − 38',
      number_0: '81',
      number_1: '38',
      result: { answer: '57', calculation: 'Difference: 57' },
      correct: { answer: '43', calculation: 'Borrow: 7; Difference: 43' },
      answers: { 'difference-0': 7, 'difference-1': 5 },
    };
    // A slip no bug explains (41), and answers of boxes 81 − 38 does not have.
    const slip = {
      ...clear,
      result: { answer: '41', calculation: 'Difference: 41' },
      answers: { 'difference-0': 1, 'difference-1': 4 },
    };
    const otherBoxes = {
      ...clear,
      result: { answer: '47', calculation: 'Difference: 47' },
      answers: { 'sum-0': 7 },
    };
    // Another wrong answer to 52 − 17, without box answers (the card lists each wrong answer once).
    const noBoxes = { ...QUESTION, result: { answer: '25', calculation: '12-7=5; 4-2=2' } };
    for (const [minute, question] of [ambiguous, clear, slip, otherBoxes, noBoxes].entries()) {
      setClock(t, `2025-03-14T09:3${minute}:00Z`);
      expect((await report(kid, question)).status).toBe(200);
    }
    const stored = await reportsOf(t.db, kid.studentId);
    expect(stored.map((row) => row.bugs)).toEqual([
      ['borrow-no-decrement', 'smaller-from-larger'],
      ['smaller-from-larger'],
      [],
      null,
      null,
    ]);
    expect(stored[1]?.payload).toEqual(clear);
    expect(await allTrackers(t.db)).toEqual(trackersBefore);

    // The parent's report card names them, newest first.
    const card = await t.call({
      tag: 'student.report',
      usertoken: kid.parent.usertoken,
      accountname: kid.accountname,
    });
    const reports = (card.body.errorReports as Record<string, unknown>[]).map((row) => row.bugs);
    expect(reports).toEqual([
      undefined,
      undefined,
      [],
      [{ id: 'smaller-from-larger', name: 'Smaller from larger' }],
      [
        { id: 'borrow-no-decrement', name: 'Borrows without decrementing' },
        { id: 'smaller-from-larger', name: 'Smaller from larger' },
      ],
    ]);
  });

  it('refuses malformed answers with the path at fault (400), storing nothing', async () => {
    const kid = await makeStudent(t);
    const answer = await report(kid, { ...QUESTION, answers: { 'difference-0': -1 } });
    expect(answer.status).toBe(400);
    expect(answer.body.reason).toBe(
      'question.answers.difference-0: Too small: expected number to be >=0',
    );
    expect(await reportsOf(t.db, kid.studentId)).toEqual([]);
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
