import { describe, expect, it, vi } from 'vitest';
import { API_ERROR_MESSAGES } from './index';
import type { StudentGetResponse } from './protocol';
import {
  DEVICE,
  PARENT,
  SAM,
  SAM_CONNECT,
  STUDENT_TOKEN,
  TOKEN,
  fakeClient,
  studentClient,
  failure,
} from './test-support';

/** Sam's data after the parent moved addition to Tuesdays and Thursdays at level 4. */
const SAM_NOW: StudentGetResponse = {
  tag: 'student.get',
  student: {
    ...SAM_CONNECT.student,
    math: {
      addition: { schedule: 'tr', level: '4', completionDate: '2025-06-02' },
      subtraction: { schedule: 'tr', level: '1', completionDate: '2025-06-01' },
    },
  },
  history: SAM_CONNECT.history,
  progress: { addition_progress: { complete: '20', score: '90' } },
};

describe('refreshStudent', () => {
  it('sends student.get with the student’s token and stores the fresh schedule and level', async () => {
    const { client, bodies, doc } = await studentClient({ 'student.get': () => SAM_NOW });
    const tokenCookie = doc.lastWritten;
    const fresh = await client.refreshStudent();
    expect(bodies('student.get')).toEqual([
      { tag: 'student.get', deviceid: DEVICE, usertoken: STUDENT_TOKEN },
    ]);
    // As at sign-in, yesterday's completion date is dropped; today's stays.
    const expected = {
      session: {
        ...SAM_NOW.student,
        math: {
          addition: { schedule: 'tr', level: '4', completionDate: '2025-06-02' },
          subtraction: { schedule: 'tr', level: '1' },
        },
      },
      history: SAM_NOW.history,
      progress: SAM_NOW.progress,
    };
    expect(fresh).toEqual(expected);
    expect(client.session.getSnapshot()).toEqual({ parent: null, student: expected });
    // The same token, its cookie not written again (no longer life than the server's session).
    expect(client.session.getUserToken()).toBe(STUDENT_TOKEN);
    expect(doc.lastWritten).toBe(tokenCookie);
  });

  it('shares one request between calls made while one is out', async () => {
    const { client, bodies } = await studentClient({ 'student.get': () => SAM_NOW });
    const [first, second] = await Promise.all([client.refreshStudent(), client.refreshStudent()]);
    expect(second).toBe(first);
    expect(bodies('student.get')).toHaveLength(1);
    await client.refreshStudent();
    expect(bodies('student.get')).toHaveLength(2);
  });

  it('signs the student out on a 401 (token expired or ended) and says to log in again', async () => {
    const { client, doc } = await studentClient({
      'student.get': () =>
        Response.json(
          { tag: 'student.get_error', reason: API_ERROR_MESSAGES.noToken },
          { status: 401 },
        ),
    });
    const error = await failure(client.refreshStudent());
    expect(error).toMatchObject({
      message: 'Authentication token not found. Please log in again.',
      code: 'unauthorized',
      status: 401,
    });
    expect(client.session.getSnapshot()).toEqual({ parent: null, student: null });
    expect(doc.cookie).not.toContain('usertoken');
  });

  it.each([
    ['no answer (network)', () => new TypeError('Failed to fetch'), 'network'],
    ['an answer that fails the schema', () => ({ tag: 'student.get', student: {} }), 'format'],
    ['a 500', () => new Response('oops', { status: 500 }), 'http'],
  ])('keeps the stored data on %s, with the call’s own text', async (_, answer, code) => {
    const { client } = await studentClient({ 'student.get': answer });
    const before = client.session.getSnapshot();
    const error = await failure(client.refreshStudent());
    expect(error).toMatchObject({
      code,
      message: 'Failed to load your latest schedule and levels. Please try again.',
    });
    expect(client.session.getSnapshot()).toBe(before);
  });

  it('shows the server’s reason for a refusal and keeps the stored data', async () => {
    const { client } = await studentClient({
      'student.get': () => ({ tag: 'student.get_error', reason: 'Student not found' }),
    });
    const before = client.session.getSnapshot();
    const error = await failure(client.refreshStudent());
    expect(error).toMatchObject({ code: 'business', message: 'Student not found' });
    expect(client.session.getSnapshot()).toBe(before);
  });

  it('keeps a set finished while the request was out: the answer may be older', async () => {
    // The server's answers to student.get, sent when the test says.
    const answers: ((value: StudentGetResponse) => void)[] = [];
    const { client } = await studentClient({
      'student.get': () => new Promise<StudentGetResponse>((resolve) => answers.push(resolve)),
      'student.mathcomplete': () => ({
        tag: 'student.mathcomplete',
        subject: 'subtraction',
        level: '1',
        completionDate: '2025-06-02',
        entry: { createdDate: '2025-06-02-09:00', level: '1', questions: 10, errors: 0 },
        progress: { complete: '5', score: '100' },
        options: [],
      }),
    });
    const refreshing = client.refreshStudent();
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    await client.completeAssignment('subtraction', 0);
    const afterSet = client.session.getSnapshot().student;
    expect(afterSet?.history.subtraction).toHaveLength(1);
    answers[0]?.({ ...SAM_NOW, history: {} });
    expect(await refreshing).toBe(afterSet);
    expect(client.session.getSnapshot().student).toBe(afterSet);
    // The next refresh, with nothing changing meanwhile, stores the server's data.
    const next = client.refreshStudent();
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]?.(SAM_NOW);
    expect((await next).session.math.addition?.schedule).toBe('tr');
  });

  it('without a signed-in student rejects at once and sends nothing; a parent stays signed in', async () => {
    const { client, sent } = fakeClient({
      'user.connect': () => ({
        tag: 'user.connect',
        usertoken: TOKEN,
        data: PARENT,
        students: [SAM],
      }),
    });
    expect(await failure(client.refreshStudent())).toMatchObject({
      code: 'unauthorized',
      message: API_ERROR_MESSAGES.noToken,
    });
    await client.parentSignIn({ email: PARENT.email, password: 'Secret123' });
    const requests = sent.length;
    expect((await failure(client.refreshStudent())).code).toBe('unauthorized');
    expect(sent).toHaveLength(requests);
    expect(client.session.getSnapshot().parent?.students).toEqual([SAM]);
  });
});
