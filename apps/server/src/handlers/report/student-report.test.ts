import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ERROR_REASONS,
  REPORT_ERROR_LIMIT,
  studentReportResponseSchema,
} from '@mathcols/api-client/protocol';
import { errorReports, parents, studentSets } from '../../db/schema';
import { useTestApp } from '../../testing/app';
import { ask, makeStudent, type TestStudent } from '../learning/test-support';
import { makeParent } from '../students/test-support';

const t = useTestApp();

/** Asks for `student`'s report card with `usertoken` (the parent's by default). */
function reportOf(student: TestStudent, usertoken = student.parent.usertoken) {
  return t.call({ tag: 'student.report', usertoken, accountname: student.accountname });
}

/** Stores a finished set directly, recorded at `at` (ISO). */
async function addSet(
  student: TestStudent,
  set: { subject: string; level: number; questions: number; errors: number; at: string },
) {
  const createdAt = new Date(set.at);
  await t.db.insert(studentSets).values({
    studentId: student.studentId,
    subject: set.subject,
    level: set.level,
    questions: set.questions,
    errors: set.errors,
    createdAt,
    localDate: set.at.slice(0, 10),
    createdDate: `${set.at.slice(0, 10)}-${set.at.slice(11, 16)}`,
  });
}

/** Stores a reported error directly, as `student.mathreporterror` keeps it. */
async function addErrorReport(student: TestStudent, index: number, at: Date) {
  await t.db.insert(errorReports).values({
    studentId: student.studentId,
    subject: 'addition',
    level: 2,
    payload: {
      subject: 'addition',
      question: `${40 + index} + 38`,
      level: '2',
      number_0: String(40 + index),
      number_1: '38',
      errorcount: 1,
      result: { answer: String(70 + index), calculation: 'Sum: 7_' },
      correct: { answer: String(78 + index), calculation: 'Sum: 78' },
    },
    localDate: at.toISOString().slice(0, 10),
    createdAt: at,
  });
}

describe('student.report', () => {
  it('grades each subject and the whole card with the engine’s numbers', async () => {
    const kid = await makeStudent(t, {
      premium: true,
      mathlevels: { addition: { level: '3' }, subtraction: { level: '5' } },
    });
    // Stored newest first, so the answer's order comes from the dates.
    await addSet(kid, {
      subject: 'addition',
      level: 3,
      questions: 10,
      errors: 3,
      at: '2025-03-12T16:05:00Z',
    });
    await addSet(kid, {
      subject: 'addition',
      level: 2,
      questions: 10,
      errors: 1,
      at: '2025-03-10T15:00:00Z',
    });
    await addSet(kid, {
      subject: 'subtraction',
      level: 5,
      questions: 10,
      errors: 0,
      at: '2025-03-11T15:00:00Z',
    });
    await addSet(kid, {
      subject: 'subtraction',
      level: 5,
      questions: 10,
      errors: 2,
      at: '2025-03-13T15:00:00Z',
    });

    const answer = await reportOf(kid);
    expect(answer.status).toBe(200);
    const report = studentReportResponseSchema.parse(answer.body);
    expect(report.student).toEqual({
      accountname: kid.accountname,
      firstname: 'lee',
      lastname: kid.accountname,
    });
    expect(report.subjects.map((subject) => subject.subject)).toEqual([
      'addition',
      'subtraction',
      'multiplication',
      'division',
    ]);
    const [addition, subtraction, multiplication] = report.subjects;
    // 20 questions, 4 wrong: 80 % → B; level 3 of 20 → 15 % complete.
    expect(addition).toMatchObject({ level: '3', complete: '15', score: '80', grade: 'B' });
    expect(addition?.history).toEqual([
      { createdDate: '2025-03-10-15:00', level: '2', questions: 10, errors: 1 },
      { createdDate: '2025-03-12-16:05', level: '3', questions: 10, errors: 3 },
    ]);
    // 20 questions, 2 wrong: 90 % → A; level 5 → 25 %.
    expect(subtraction).toMatchObject({ level: '5', complete: '25', score: '90', grade: 'A' });
    expect(subtraction?.history.map((entry) => entry.createdDate)).toEqual([
      '2025-03-11-15:00',
      '2025-03-13-15:00',
    ]);
    // Never worked: level 0, nothing to grade, no trouble spots.
    expect(multiplication).toEqual({
      subject: 'multiplication',
      level: '0',
      complete: '0',
      score: null,
      grade: null,
      history: [],
      troubleSpots: [],
    });
    // Mean of the subjects with sets only: (80 + 90) / 2 = 85 → B.
    expect(report.overall).toEqual({ score: '85', grade: 'B' });
    expect(report.errorReports).toEqual([]);
  });

  it('has no scores before the first finished set', async () => {
    const kid = await makeStudent(t, { premium: true, mathlevels: { division: { level: '4' } } });
    const report = studentReportResponseSchema.parse((await reportOf(kid)).body);
    expect(report.overall).toEqual({ score: null, grade: null });
    expect(report.subjects.map(({ score, grade }) => [score, grade])).toEqual([
      [null, null],
      [null, null],
      [null, null],
      [null, null],
    ]);
    expect(report.subjects[3]).toMatchObject({ level: '4', complete: '20' });
  });

  it('lists the latest reported errors, newest first, at most REPORT_ERROR_LIMIT', async () => {
    const kid = await makeStudent(t, { premium: true });
    const total = REPORT_ERROR_LIMIT + 2;
    for (let index = 0; index < total; index += 1) {
      await addErrorReport(kid, index, new Date(Date.UTC(2025, 2, 1, 12, index)));
    }
    const report = studentReportResponseSchema.parse((await reportOf(kid)).body);
    expect(report.errorReports).toHaveLength(REPORT_ERROR_LIMIT);
    const newest = total - 1;
    expect(report.errorReports[0]).toEqual({
      subject: 'addition',
      level: '2',
      createdAt: new Date(Date.UTC(2025, 2, 1, 12, newest)).toISOString(),
      question: `${40 + newest} + 38`,
      number_0: String(40 + newest),
      number_1: '38',
      answer: String(70 + newest),
      correct: String(78 + newest),
    });
    // The two oldest fall off the end.
    expect(report.errorReports.at(-1)?.number_0).toBe(String(40 + 2));
    const times = report.errorReports.map((error) => error.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('lists the same wrong answer to the same question once a day, the newest', async () => {
    const kid = await makeStudent(t, { premium: true });
    // 47 + 38 answered 75 in a set the child left, then again in the set done afresh.
    await addErrorReport(kid, 7, new Date(Date.UTC(2025, 2, 1, 9, 0)));
    await addErrorReport(kid, 7, new Date(Date.UTC(2025, 2, 1, 9, 20)));
    // Another question in between, and the same mistake again the next day.
    await addErrorReport(kid, 1, new Date(Date.UTC(2025, 2, 1, 9, 10)));
    await addErrorReport(kid, 7, new Date(Date.UTC(2025, 2, 2, 9, 0)));
    const report = studentReportResponseSchema.parse((await reportOf(kid)).body);
    expect(report.errorReports.map((error) => [error.question, error.createdAt])).toEqual([
      ['47 + 38', new Date(Date.UTC(2025, 2, 2, 9, 0)).toISOString()],
      ['47 + 38', new Date(Date.UTC(2025, 2, 1, 9, 20)).toISOString()],
      ['41 + 38', new Date(Date.UTC(2025, 2, 1, 9, 10)).toISOString()],
    ]);
  });

  it('sends a parent without premium to pricing, with no report data', async () => {
    const kid = await makeStudent(t, { premium: false });
    await addSet(kid, {
      subject: 'addition',
      level: 0,
      questions: 10,
      errors: 1,
      at: '2025-03-10T15:00:00Z',
    });
    const answer = await reportOf(kid);
    expect(answer).toEqual(
      expect.objectContaining({
        status: 200,
        body: {
          tag: 'student.report_error',
          reason: ERROR_REASONS.reportCardsPremium,
          message: ERROR_REASONS.reportCardsPremium,
        },
      }),
    );

    // The same parent, once premium, gets the card.
    await t.db.update(parents).set({ premium: true }).where(eq(parents.id, kid.parent.parentId));
    const premium = studentReportResponseSchema.parse((await reportOf(kid)).body);
    expect(premium.subjects[0]).toMatchObject({ score: '90', grade: 'A' });
  });

  it('refuses another parent’s student like an unknown one', async () => {
    const kid = await makeStudent(t, { premium: true });
    const stranger = await makeParent(t.db, { premium: true });
    const foreign = await reportOf(kid, stranger.usertoken);
    expect(foreign).toEqual(
      expect.objectContaining({
        status: 200,
        body: {
          tag: 'student.report_error',
          reason: 'Student not found',
          message: 'Student not found',
        },
      }),
    );
    const unknown = await t.call({
      tag: 'student.report',
      usertoken: stranger.usertoken,
      accountname: 'nobody.here',
    });
    expect(unknown.body).toEqual(foreign.body);
  });

  it('answers 401 to a student’s token and to no token', async () => {
    const kid = await makeStudent(t, { premium: true });
    const asStudent = await ask(t, kid, 'student.report', { accountname: kid.accountname });
    expect(asStudent.status).toBe(401);
    expect(asStudent.body).toEqual({
      tag: 'student.report_error',
      reason: ERROR_REASONS.unauthorized,
      message: ERROR_REASONS.unauthorized,
    });
    const anonymous = await t.call({ tag: 'student.report', accountname: kid.accountname });
    expect(anonymous.status).toBe(401);
  });
});
