import { describe, expect, it } from 'vitest';
import {
  studentGetResponseSchema,
  studentMathCompleteResponseSchema,
  studentMathGetResponseSchema,
} from '@mathcols/api-client/protocol';
import { createSession } from '../../auth/sessions';
import { useTestApp } from '../../testing/app';
import { ask, makeStudent, setClock, studentRow, type TestStudent } from './test-support';

const t = useTestApp();

/** `student.mathget` for addition, parsed: the served key and its questions. */
async function additionSet(student: Pick<TestStudent, 'usertoken'>) {
  const answer = await ask(t, student, 'student.mathget', { subjects: ['addition'] });
  expect(answer.status).toBe(200);
  const [[key, questions] = []] = Object.entries(
    studentMathGetResponseSchema.parse(answer.body).math,
  );
  return { key, questions };
}

/** The addition level the child's pages show after reading the student again (`student.get`). */
async function shownLevel(student: Pick<TestStudent, 'usertoken'>) {
  const answer = await ask(t, student, 'student.get');
  expect(answer.status).toBe(200);
  return studentGetResponseSchema.parse(answer.body).student.math.addition?.level;
}

/** The parent sets the child's addition level, as the dashboard's level dialog does. */
async function parentSetsLevel(kid: TestStudent, level: string) {
  const answer = await t.call({
    tag: 'student.update',
    usertoken: kid.parent.usertoken,
    accountname: kid.accountname,
    mathlevels: { addition: { level } },
  });
  expect(answer.status).toBe(200);
}

/** The child finishes today's addition set with `errors` wrong answers. */
async function finish(kid: Pick<TestStudent, 'usertoken'>, errors = '0') {
  const answer = await ask(t, kid, 'student.mathcomplete', { subject: 'addition', errors });
  expect(answer.status).toBe(200);
  return studentMathCompleteResponseSchema.parse(answer.body);
}

describe('a parent’s level change while the child works a set', () => {
  it('serves the half-done set again and records it at the level it was started at', async () => {
    setClock(t, '2025-03-14T09:30:00Z');
    const kid = await makeStudent(t, { premium: true, mathlevels: { addition: { level: '5' } } });
    const started = await additionSet(kid);
    expect(started.key).toBe('addition_5');

    await parentSetsLevel(kid, '8');
    // The child comes back to Assignments (or reloads): the same questions, at level 5.
    expect(await shownLevel(kid)).toBe('5');
    expect(await additionSet(kid)).toEqual(started);

    const result = await finish(kid, '0');
    expect(result.entry.level).toBe('5');
    // The parent's level stands, and no level choice contradicts it.
    expect(result.level).toBe('8');
    expect(result.options).toBeUndefined();
    expect((await studentRow(t.db, kid.studentId))?.mathlevels.addition?.level).toBe('8');
    expect(await shownLevel(kid)).toBe('8');

    // The next set ('Do More') is at the parent's level.
    setClock(t, '2025-03-14T09:50:00Z');
    expect((await additionSet(kid)).key).toBe('addition_8');
    expect((await finish(kid, '0')).entry.level).toBe('8');
  });

  it('keeps the started set after signing in again; the next day brings the new level', async () => {
    setClock(t, '2025-03-14T09:30:00Z');
    const kid = await makeStudent(t, { mathlevels: { addition: { level: '5' } } });
    const started = await additionSet(kid);
    expect(started.key).toBe('addition_5');
    await parentSetsLevel(kid, '2');

    // Signed out and in again (a new session): the same half-done set, so the device's kept
    // progress restores.
    const studentId = kid.studentId;
    const signedInAgain = {
      usertoken: await createSession(t.db, { scope: 'student', studentId }, t.clock.now, null),
    };
    expect(await shownLevel(signedInAgain)).toBe('5');
    expect(await additionSet(signedInAgain)).toEqual(started);

    // A set never finished is not carried into the next day.
    setClock(t, '2025-03-15T09:30:00Z');
    expect(await shownLevel(kid)).toBe('2');
    expect((await additionSet(kid)).key).toBe('addition_2');
  });

  it('records a set at the level served when the parent changed nothing, with its offer', async () => {
    setClock(t, '2025-03-14T09:30:00Z');
    const kid = await makeStudent(t, { premium: true, mathlevels: { addition: { level: '5' } } });
    await additionSet(kid);
    const result = await finish(kid, '0');
    expect(result).toMatchObject({ level: '5', entry: { level: '5' } });
    expect(result.options).toContain('advance');

    // The child moves up: the next set is at the new level, even if one was fetched before.
    setClock(t, '2025-03-14T09:40:00Z');
    expect((await additionSet(kid)).key).toBe('addition_5');
    const moved = await ask(t, kid, 'student.levelupdate', {
      subject: 'addition',
      action: 'advance',
    });
    expect(moved.status).toBe(200);
    expect((await additionSet(kid)).key).toBe('addition_6');
  });
});
