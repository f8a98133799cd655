import { describe, expect, it } from 'vitest';
import {
  studentLevelUpdateResponseSchema,
  studentMathGetResponseSchema,
} from '@mathcols/api-client/protocol';
import { useTestApp } from '../../testing/app';
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

const UNAVAILABLE = {
  tag: 'student.levelupdate_error',
  reason: 'That level change is not available now',
  message: 'That level change is not available now',
};

function levelUpdate(student: TestStudent, subject: string, action: string, extra = {}) {
  return ask(t, student, 'student.levelupdate', { subject, action, ...extra });
}

async function complete(student: TestStudent, subject: string, errors: string) {
  const answer = await ask(t, student, 'student.mathcomplete', { subject, errors });
  expect(answer.body.tag).toBe('student.mathcomplete');
  return answer.body;
}

/** Tries an action and expects the refusal, with nothing changed anywhere. */
async function expectRefused(
  student: TestStudent,
  subject: string,
  action: string,
  extra: Record<string, unknown> = {},
) {
  const before = await snapshotLearning(t.db);
  const answer = await levelUpdate(student, subject, action, extra);
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual(UNAVAILABLE);
  expect(await snapshotLearning(t.db)).toEqual(before);
}

describe('student.levelupdate', () => {
  it('takes an offered advance once: new level, progress, and the next assignment', async () => {
    setClock(t, '2025-03-14T09:30:00Z');
    const kid = await makeStudent(t, { mathlevels: { addition: { level: '3' } } });
    expect((await complete(kid, 'addition', '0')).options).toEqual(['advance', 'repeat']);

    const answer = await levelUpdate(kid, 'addition', 'advance');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      tag: 'student.levelupdate',
      addition: { level: '4' },
      addition_progress: { complete: '20', score: '100' },
    });
    expect(studentLevelUpdateResponseSchema.safeParse(answer.body).success).toBe(true);
    expect((await studentRow(t.db, kid.studentId))?.mathlevels.addition).toEqual({
      level: '4',
      completionDate: '2025-03-14',
    });
    const [set] = await setsOf(t.db, kid.studentId);
    expect(set?.chosenAction).toBe('advance');
    const math = studentMathGetResponseSchema.parse(
      (await ask(t, kid, 'student.mathget', { subjects: ['addition'] })).body,
    ).math;
    expect(Object.keys(math)).toEqual(['addition_4']);

    await expectRefused(kid, 'addition', 'advance');
    await expectRefused(kid, 'addition', 'repeat');
  });

  it('refuses before any set, and an action the set did not offer', async () => {
    setClock(t, '2025-03-14T09:30:00Z');
    const kid = await makeStudent(t, { mathlevels: { division: { level: '6' } } });
    await expectRefused(kid, 'division', 'advance');
    await complete(kid, 'division', '0');
    await expectRefused(kid, 'division', 'decrease');
    await expectRefused(kid, 'multiplication', 'advance');
    const repeat = await levelUpdate(kid, 'division', 'repeat');
    expect(repeat.body).toMatchObject({ division: { level: '6' } });
  });

  it('offers a step down after a hard set', async () => {
    setClock(t, '2025-03-14T09:30:00Z');
    const kid = await makeStudent(t, { mathlevels: { subtraction: { level: '5' } } });
    expect((await complete(kid, 'subtraction', '6')).options).toEqual(['repeat', 'decrease']);
    await expectRefused(kid, 'subtraction', 'advance');
    const answer = await levelUpdate(kid, 'subtraction', 'decrease');
    expect(answer.body).toEqual({
      tag: 'student.levelupdate',
      subtraction: { level: '4' },
      subtraction_progress: { complete: '20', score: '40' },
    });
  });

  it('refuses when the set offered nothing, when a later set replaced the offer, and the next day', async () => {
    setClock(t, '2025-03-14T09:30:00Z');
    const kid = await makeStudent(t, { premium: true, mathlevels: { addition: { level: '2' } } });
    await complete(kid, 'addition', '2'); // 80 %: no options
    await expectRefused(kid, 'addition', 'advance');

    await complete(kid, 'addition', '0'); // offers advance…
    await complete(kid, 'addition', '3'); // …but the latest set offers nothing
    await expectRefused(kid, 'addition', 'advance');

    await complete(kid, 'addition', '1'); // offers advance again, today only
    setClock(t, '2025-03-15T09:30:00Z');
    await expectRefused(kid, 'addition', 'advance');
    expect((await studentRow(t.db, kid.studentId))?.mathlevels.addition?.level).toBe('2');
  });

  it('judges "today" in the student’s zone', async () => {
    setClock(t, '2025-03-14T09:30:00Z'); // 23:30 on the 13th in Honolulu, the 14th in UTC
    const lateOwl = await makeStudent(t, { timeZone: 'Pacific/Honolulu' });
    const traveller = await makeStudent(t, { timeZone: 'Pacific/Honolulu' });
    await complete(lateOwl, 'addition', '0');
    await complete(traveller, 'addition', '0');
    // Asked in UTC, the offer (made on the 13th, Honolulu time) is from yesterday.
    await expectRefused(traveller, 'addition', 'advance', { timezone: 'UTC' });
    setClock(t, '2025-03-14T09:50:00Z'); // 23:50 in Honolulu: still the day of the offer
    expect((await levelUpdate(lateOwl, 'addition', 'advance')).body).toMatchObject({
      addition: { level: '1' },
    });
    setClock(t, '2025-03-14T10:15:00Z'); // 00:15 on the 14th in Honolulu: the offer expired
    await expectRefused(traveller, 'addition', 'advance');
  });
});
