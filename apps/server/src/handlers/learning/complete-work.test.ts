/**
 * `student.mathcomplete` with the child's work: the server diagnoses each problem with the
 * engine and keeps the student's bug tracker per subject (`student_bugs`), in the same
 * transaction as the finished set; malformed work is a 400 that stores nothing.
 */
import { describe, expect, it } from 'vitest';
import { studentMathCompleteResponseSchema } from '@mathcols/api-client/protocol';
import {
  allTrackers,
  RIGHT,
  SMALLER_FROM_LARGER,
  storedTracker,
} from '../../diagnosis/test-support';
import { useTestApp } from '../../testing/app';
import {
  ask,
  makeStudent,
  setClock,
  setsOf,
  snapshotLearning,
  type TestStudent,
} from './test-support';

const t = useTestApp();

const WRONG = SMALLER_FROM_LARGER;

function complete(student: TestStudent, fields: Record<string, unknown>) {
  return ask(t, student, 'student.mathcomplete', {
    subject: 'subtraction',
    errors: '2',
    ...fields,
  });
}

/** A premium student at subtraction level 4 (premium: may finish several sets a day). */
const premiumKid = () =>
  makeStudent(t, { premium: true, mathlevels: { subtraction: { level: '4' } } });

describe('student.mathcomplete with work', () => {
  it('confirms smaller-from-larger when it explains two problems of a set, at the server’s clock', async () => {
    setClock(t, '2025-03-14T16:05:00Z');
    const kid = await premiumKid();
    const answer = await complete(kid, {
      work: [WRONG['81-38'], RIGHT['75-21'], WRONG['63-29']],
    });
    expect(answer.status).toBe(200);
    // The answer is the same as without work.
    expect(Object.keys(studentMathCompleteResponseSchema.parse(answer.body)).sort()).toEqual(
      ['completionDate', 'entry', 'level', 'progress', 'subject', 'tag'].sort(),
    );
    expect(await setsOf(t.db, kid.studentId)).toHaveLength(1);

    const row = await storedTracker(t.db, kid.studentId, 'subtraction');
    expect(row?.updatedAt).toEqual(new Date('2025-03-14T16:05:00Z'));
    expect(row?.state).toEqual({
      problems: 3,
      bugs: [
        {
          id: 'smaller-from-larger',
          status: 'confirmed',
          problems: 2,
          cleanSolves: 0,
          firstSeen: '2025-03-14T16:05:00.000Z',
          lastSeen: '2025-03-14T16:05:00.000Z',
          example: { problem: { number_0: '63', number_1: '29', operator: '-' }, answer: '46' },
        },
      ],
    });
  });

  it('keeps a one-off only suspected, and a later set confirms it with first and last seen', async () => {
    setClock(t, '2025-03-14T16:05:00Z');
    const kid = await premiumKid();
    await complete(kid, { errors: '1', work: [WRONG['81-38'], RIGHT['75-21']] });
    const once = await storedTracker(t.db, kid.studentId, 'subtraction');
    expect(once?.state.bugs).toEqual([
      expect.objectContaining({ id: 'smaller-from-larger', status: 'suspected', problems: 1 }),
    ]);

    setClock(t, '2025-03-16T17:40:00Z');
    await complete(kid, { errors: '1', work: [WRONG['72-45']] });
    const twice = await storedTracker(t.db, kid.studentId, 'subtraction');
    expect(twice?.state.bugs).toEqual([
      expect.objectContaining({
        id: 'smaller-from-larger',
        status: 'confirmed',
        problems: 2,
        firstSeen: '2025-03-14T16:05:00.000Z',
        lastSeen: '2025-03-16T17:40:00.000Z',
        example: { problem: { number_0: '72', number_1: '45', operator: '-' }, answer: '33' },
      }),
    ]);
  });

  it('clears a suspicion when the child then borrows right on a problem that could show it', async () => {
    const kid = await premiumKid();
    await complete(kid, { errors: '1', work: [WRONG['81-38']] });
    await complete(kid, { errors: '0', work: [RIGHT['91-47']] });
    expect((await storedTracker(t.db, kid.studentId, 'subtraction'))?.state).toEqual({
      bugs: [],
      problems: 2,
    });
  });

  it('retires a confirmed bug after three clean solves', async () => {
    const kid = await premiumKid();
    await complete(kid, { work: [WRONG['81-38'], WRONG['63-29']] });
    await complete(kid, { errors: '0', work: [RIGHT['91-47'], RIGHT['84-26']] });
    expect((await storedTracker(t.db, kid.studentId, 'subtraction'))?.state.bugs).toEqual([
      expect.objectContaining({ status: 'confirmed', cleanSolves: 2 }),
    ]);
    await complete(kid, { errors: '0', work: [RIGHT['53-18']] });
    expect((await storedTracker(t.db, kid.studentId, 'subtraction'))?.state.bugs).toEqual([
      expect.objectContaining({ id: 'smaller-from-larger', status: 'retired', cleanSolves: 3 }),
    ]);
  });

  it('skips problems the engine cannot work or whose answers name other boxes, and records the set', async () => {
    const kid = await premiumKid();
    const answer = await complete(kid, {
      work: [
        // A subtrahend above the minuend makes no worksheet.
        { number_0: '38', number_1: '81', operator: '-', answers: { 'difference-0': 7 } },
        // Boxes of an addition's worksheet on a subtraction.
        { ...WRONG['63-29'], answers: { 'sum-0': 6, 'sum-1': 4 } },
        // A column this problem does not have.
        { ...WRONG['81-38'], answers: { ...WRONG['81-38']?.answers, 'difference-7': 1 } },
      ],
    });
    expect(answer.status).toBe(200);
    expect(await setsOf(t.db, kid.studentId)).toHaveLength(1);
    expect(await storedTracker(t.db, kid.studentId, 'subtraction')).toBeUndefined();

    await complete(kid, { work: [WRONG['81-38']] });
    expect((await storedTracker(t.db, kid.studentId, 'subtraction'))?.state.problems).toBe(1);
  });

  it('drops a __proto__ key of the answers, which changes nothing else', async () => {
    const kid = await premiumKid();
    const answers = JSON.parse(
      '{ "__proto__": { "difference-1": 5 }, "difference-0": 7, "difference-1": 5 }',
    ) as unknown;
    const answer = await complete(kid, { work: [{ ...WRONG['81-38'], answers }] });
    expect(answer.status).toBe(200);
    expect((await storedTracker(t.db, kid.studentId, 'subtraction'))?.state.bugs).toEqual([
      expect.objectContaining({ id: 'smaller-from-larger', status: 'suspected' }),
    ]);
    expect(({} as Record<string, unknown>)['difference-1']).toBeUndefined();
  });

  it('keeps no tracker for an old client that sends no work', async () => {
    const kid = await premiumKid();
    expect((await complete(kid, {})).status).toBe(200);
    expect(await storedTracker(t.db, kid.studentId, 'subtraction')).toBeUndefined();
  });

  it('tracks nothing for a refused set', async () => {
    setClock(t, '2025-03-14T09:30:00Z');
    const kid = await makeStudent(t, { premium: false });
    const before = await allTrackers(t.db);
    const tooMany = await complete(kid, { errors: '11', work: [WRONG['81-38']] });
    expect(tooMany.body).toMatchObject({ reason: 'More errors than questions' });
    expect((await complete(kid, { errors: '0' })).status).toBe(200);
    const again = await complete(kid, { work: [WRONG['81-38'], WRONG['63-29']] });
    expect(again.body).toMatchObject({ reason: "You already completed today's work!" });
    expect(await allTrackers(t.db)).toEqual(before);
  });
});

describe('student.mathcomplete refuses malformed work with 400', () => {
  const problem = WRONG['81-38'];
  const withAnswers = (answers: unknown) => [{ ...problem, answers }];
  const tooManyBoxes = Object.fromEntries(
    Array.from({ length: 65 }, (_, column) => [`difference-${column}`, 1]),
  );
  const cases: [string, Record<string, unknown>, string][] = [
    [
      'a problem of another operator than the subject’s',
      { work: [{ ...problem, operator: '+' }] },
      "work: expected every problem to have the subject's operator",
    ],
    [
      'more problems than a set has',
      { work: Array.from({ length: 11 }, () => problem) },
      'work: expected at most 10 problems, one per question of the set',
    ],
    [
      'a digit above 9',
      { work: withAnswers({ 'difference-0': 10 }) },
      'work.0.answers.difference-0: Too big: expected number to be <=9',
    ],
    [
      'a digit as text',
      { work: withAnswers({ 'difference-0': '7' }) },
      'work.0.answers.difference-0: Invalid input: expected number, received string',
    ],
    [
      'a key that is no box key',
      { work: withAnswers({ 'Difference-0': 7 }) },
      'work.0.answers.Difference-0: expected a box key such as difference-1',
    ],
    [
      'a control character in a key',
      { work: withAnswers({ 'difference-0\u0000': 7 }) },
      'work.0.answers.difference-0\u0000: must not contain control characters',
    ],
    [
      'more boxes than a worksheet has',
      { work: withAnswers(tooManyBoxes) },
      'work.0.answers: expected at most 64 boxes',
    ],
    [
      'answers that are a list',
      { work: withAnswers([7, 5]) },
      'work.0.answers: Invalid input: expected record, received array',
    ],
    [
      'an operand that is not digits',
      { work: [{ ...problem, number_0: '8e1' }] },
      'work.0.number_0: expected a string of decimal digits',
    ],
    [
      'work that is not a list',
      { work: problem },
      'work: Invalid input: expected array, received object',
    ],
  ];

  it.each(cases)('%s', async (_, fields, reason) => {
    const kid = await premiumKid();
    const before = { learning: await snapshotLearning(t.db), trackers: await allTrackers(t.db) };
    const answer = await complete(kid, fields);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ tag: 'student.mathcomplete_error' });
    expect(String(answer.body.reason).split('; ')).toContain(reason);
    expect({ learning: await snapshotLearning(t.db), trackers: await allTrackers(t.db) }).toEqual(
      before,
    );
  });
});
