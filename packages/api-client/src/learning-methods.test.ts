import { describe, expect, it, vi } from 'vitest';
import { isScheduled } from '@mathcols/engine';
import {
  createSessionStore,
  isSameLocalDay,
  memoryCookieStore,
  memoryKeyValueStore,
  type ApiClient,
  type ProblemWork,
  type StudentSessionState,
} from './index';
import {
  DEVICE,
  NOW,
  PARENT,
  SAM,
  SAM_CONNECT,
  STUDENT_TOKEN,
  TOKEN,
  additionProblems,
  fakeClient,
  studentClient,
  subtractionProblems,
  type Handler,
  failure,
} from './test-support';

const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The Assignments badge as the dashboard counts it (spec §2): subjects scheduled today whose
 * completion date and history entries are all of other days.
 */
function badge(student: StudentSessionState | null | undefined): number {
  if (!student) return -1;
  return Object.entries(student.session.math).filter(([subject, math]) => {
    if (!math || !isScheduled(math.schedule, NOW)) return false;
    const entries = student.history[subject as keyof typeof student.history] ?? [];
    const done =
      (math.completionDate !== undefined && isSameLocalDay(math.completionDate, NOW)) ||
      entries.some((entry) => isSameLocalDay(entry.createdDate, NOW));
    return !done;
  }).length;
}

const student = (client: ApiClient) => client.session.getSnapshot().student;

describe('getAssignments', () => {
  it('asks once per subject, with the time zone and token, and takes the student’s level', async () => {
    const { client, bodies } = await studentClient({
      'student.mathget': () => ({
        tag: 'student.mathget',
        math: {
          addition_0: additionProblems(10, 100),
          addition_2: additionProblems(10),
          subtraction_1: subtractionProblems(10),
        },
      }),
    });
    const assignments = await client.getAssignments(['addition', 'subtraction', 'addition']);
    expect(bodies('student.mathget')).toEqual([
      {
        tag: 'student.mathget',
        deviceid: DEVICE,
        usertoken: STUDENT_TOKEN,
        subjects: ['addition', 'subtraction'],
        timezone: TIME_ZONE,
      },
    ]);
    expect(assignments).toEqual({
      addition: {
        subject: 'addition',
        level: 2,
        subjectKey: 'addition_2',
        questions: additionProblems(10),
      },
      subtraction: {
        subject: 'subtraction',
        level: 1,
        subjectKey: 'subtraction_1',
        questions: subtractionProblems(10),
      },
    });
  });

  it('falls back to the subject’s first level with problems when its level has none', async () => {
    const { client } = await studentClient({
      'student.mathget': () => ({
        tag: 'student.mathget',
        math: {
          addition_2: [],
          addition_0: additionProblems(3),
          addition_1: additionProblems(3, 50),
          multiplication_4: [{ number_0: '12', number_1: '3', operator: '*' }],
        },
      }),
    });
    // Sam is at addition level 2 (empty here) and has no multiplication level stored.
    const assignments = await client.getAssignments(['addition', 'multiplication']);
    expect(assignments.addition).toMatchObject({ level: 0, subjectKey: 'addition_0' });
    expect(assignments.addition?.questions).toEqual(additionProblems(3));
    expect(assignments.multiplication).toMatchObject({
      subject: 'multiplication',
      level: 4,
      subjectKey: 'multiplication_4',
    });
  });

  it('says "No questions received from server" when a subject asked for has none', async () => {
    const { client } = await studentClient({
      'student.mathget': () => ({
        tag: 'student.mathget',
        math: { addition_2: additionProblems(10), subtraction_1: [] },
      }),
    });
    const error = await failure(client.getAssignments(['addition', 'subtraction']));
    expect(error.message).toBe('No questions received from server');
  });

  it('rejects placeholder data and answers without math with the catalogue texts', async () => {
    let answer: unknown = { tag: 'student.mathget', math: { addition_2: 'placeholder' } };
    const { client } = await studentClient({ 'student.mathget': () => answer });
    expect(await failure(client.getAssignments(['addition']))).toMatchObject({
      message:
        'API endpoint appears to be returning test/placeholder data instead of math problems',
      code: 'placeholder',
    });
    answer = { tag: 'student.mathget' };
    expect((await failure(client.getAssignments(['addition']))).message).toBe(
      'API response does not have expected structure',
    );
  });

  it('shows the server’s reason, or "Failed to load assignment…" when there is no answer', async () => {
    let answer: unknown = { tag: 'student.mathget_error', reason: 'No schedule for today' };
    const { client } = await studentClient({ 'student.mathget': () => answer });
    expect((await failure(client.getAssignments(['addition']))).message).toBe(
      'No schedule for today',
    );
    answer = new TypeError('offline');
    expect((await failure(client.getAssignments(['addition']))).message).toBe(
      'Failed to load assignment. Please try again.',
    );
  });

  it('sends the time zone the client was given instead of the runtime’s', async () => {
    const { client, bodies } = await studentClient(
      {
        'student.mathget': () => ({
          tag: 'student.mathget',
          math: { addition_2: additionProblems(1) },
        }),
        'student.mathcomplete': completed(),
        'student.levelupdate': () => ({
          tag: 'student.levelupdate',
          addition: { level: '2' },
          addition_progress: { complete: '10', score: '90' },
        }),
      },
      { timeZone: 'Pacific/Honolulu' },
    );
    await client.getAssignments(['addition']);
    await client.completeAssignment('addition', 0);
    await client.updateLevel('addition', 'repeat');
    const zones = ['student.mathget', 'student.mathcomplete', 'student.levelupdate'].map(
      (tag) => bodies(tag)[0]?.timezone,
    );
    expect(zones).toEqual(['Pacific/Honolulu', 'Pacific/Honolulu', 'Pacific/Honolulu']);
  });

  it('resolves {} for no subjects without asking the server', async () => {
    const { client, bodies } = await studentClient({});
    expect(await client.getAssignments([])).toEqual({});
    expect(bodies('student.mathget')).toEqual([]);
  });
});

describe('getPracticeProblems', () => {
  it('posts subject and level to the practice path and returns that level’s problems', async () => {
    const { client, sent } = await studentClient({
      'student.practiceget': () => ({
        tag: 'student.practiceget',
        math: { addition_3: additionProblems(10, 30) },
      }),
    });
    expect(await client.getPracticeProblems('addition', 3)).toEqual(additionProblems(10, 30));
    const request = sent.find((s) => s.body.tag === 'student.practiceget');
    expect(request?.url).toBe('/api/practice');
    expect(request?.headers.get('X-Device-ID')).toBe(DEVICE);
    expect(request?.body).toEqual({
      tag: 'student.practiceget',
      deviceid: DEVICE,
      usertoken: STUDENT_TOKEN,
      subject: 'addition',
      level: '3',
    });
  });

  it.each([
    ['another tag', { tag: 'student.mathget', math: { addition_3: additionProblems(2) } }],
    ['no tag', { math: { addition_3: additionProblems(2) } }],
  ])('says "Invalid response tag from practice API" for %s', async (_, answer) => {
    const { client } = await studentClient({ 'student.practiceget': () => answer });
    expect(await failure(client.getPracticeProblems('addition', 3))).toMatchObject({
      message: 'Invalid response tag from practice API',
      code: 'format',
    });
  });

  it.each([
    ['missing', { addition_4: additionProblems(2) }],
    ['empty', { addition_3: [] }],
  ])('says "No problems available for this level" when the level is %s', async (_, math) => {
    const { client } = await studentClient({
      'student.practiceget': () => ({ tag: 'student.practiceget', math }),
    });
    expect((await failure(client.getPracticeProblems('addition', 3))).message).toBe(
      'No problems available for this level',
    );
  });

  it('rejects placeholder data', async () => {
    const { client } = await studentClient({
      'student.practiceget': () => ({ tag: 'student.practiceget', math: { dummy: [] } }),
    });
    expect((await failure(client.getPracticeProblems('addition', 3))).code).toBe('placeholder');
  });
});

/** Sam with subtraction due today (Monday 2 June 2025) and not yet done. */
const SAM_SUBTRACTION_DUE = {
  ...SAM_CONNECT,
  student: {
    ...SAM_CONNECT.student,
    math: {
      ...SAM_CONNECT.student.math,
      subtraction: { schedule: 'mw', level: '1', completionDate: '2025-06-01' },
    },
  },
};

const ENTRY = { createdDate: '2025-06-02-09:00', level: '1', questions: 10, errors: 1 };

const completed =
  (change: Record<string, unknown> = {}): Handler =>
  (body) => ({
    tag: 'student.mathcomplete',
    subject: body.subject,
    completionDate: '2025-06-02',
    entry: ENTRY,
    level: '1',
    progress: { complete: '10', score: '90' },
    options: ['advance', 'repeat'],
    ...change,
  });

describe('completeAssignment', () => {
  it('records the set and the subject leaves the Assignments badge', async () => {
    const { client, bodies } = await studentClient({
      'student.connect': () => SAM_SUBTRACTION_DUE,
      'student.mathcomplete': completed(),
    });
    expect(badge(student(client))).toBe(1);
    const listener = vi.fn();
    client.session.subscribe(listener);

    const result = await client.completeAssignment('subtraction', 1);

    expect(bodies('student.mathcomplete')).toEqual([
      {
        tag: 'student.mathcomplete',
        deviceid: DEVICE,
        usertoken: STUDENT_TOKEN,
        subject: 'subtraction',
        errors: '1',
        timezone: TIME_ZONE,
      },
    ]);
    expect(result).toEqual({
      options: ['advance', 'repeat'],
      level: 1,
      progress: { complete: 10, score: 90 },
      entry: ENTRY,
      completionDate: '2025-06-02',
    });
    const after = student(client);
    expect(badge(after)).toBe(0);
    expect(after?.session.math.subtraction).toEqual({
      schedule: 'mw',
      level: '1',
      completionDate: '2025-06-02',
    });
    expect(after?.history.subtraction?.at(-1)).toEqual(ENTRY);
    expect(after?.progress.subtraction_progress).toEqual({ complete: '10', score: '90' });
    expect(after?.history.addition).toEqual(SAM_CONNECT.history.addition);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stores the server’s level when it differs, and no options means no choice', async () => {
    const { client } = await studentClient({
      'student.mathcomplete': completed({ level: '3', options: undefined }),
    });
    const result = await client.completeAssignment('addition', 0);
    expect(result.options).toEqual([]);
    expect(result.level).toBe(3);
    expect(student(client)?.session.math.addition?.level).toBe('3');
    expect(student(client)?.history.addition).toEqual([...SAM_CONNECT.history.addition!, ENTRY]);
  });

  it('shows the server’s refusal (a free student redoing today’s subject) and keeps the session', async () => {
    const reason = 'You already completed addition today';
    const { client } = await studentClient({
      'student.mathcomplete': () => ({ tag: 'student.mathcomplete_error', reason }),
    });
    const before = client.session.getSnapshot();
    expect(await failure(client.completeAssignment('addition', 0))).toMatchObject({
      message: reason,
      code: 'business',
    });
    expect(client.session.getSnapshot()).toBe(before);
  });

  it('says "Failed to save your results…" for an answer about another subject', async () => {
    const { client } = await studentClient({
      'student.mathcomplete': completed({ subject: 'division' }),
    });
    const before = client.session.getSnapshot();
    expect((await failure(client.completeAssignment('addition', 0))).message).toBe(
      'Failed to save your results. Please try again.',
    );
    expect(client.session.getSnapshot()).toBe(before);
  });

  it('sends the child’s work for diagnosis: each problem with its boxes, blank ones left out', async () => {
    const { client, bodies } = await studentClient({
      'student.mathcomplete': completed(),
    });
    await client.completeAssignment('subtraction', 1, [
      {
        problem: { number_0: '81', number_1: '38', operator: '-', question: '81 − 38' },
        answers: { 'difference-0': 7, 'difference-1': 5, 'borrow-1': undefined },
      },
      { problem: { number_0: '75', number_1: '21', operator: '-' }, answers: {} },
    ]);
    expect(bodies('student.mathcomplete')[0]?.work).toEqual([
      {
        number_0: '81',
        number_1: '38',
        operator: '-',
        answers: { 'difference-0': 7, 'difference-1': 5 },
      },
      { number_0: '75', number_1: '21', operator: '-', answers: {} },
    ]);
  });

  it.each<[string, ProblemWork[]]>([
    [
      'a problem of another subject',
      [{ problem: { number_0: '4', number_1: '3', operator: '+' }, answers: { 'sum-0': 7 } }],
    ],
    [
      'more problems than a set',
      Array.from({ length: 11 }, () => ({
        problem: { number_0: '9', number_1: '3', operator: '-' as const },
        answers: { 'difference-0': 6 as const },
      })),
    ],
    [
      'a key no worksheet has',
      [{ problem: { number_0: '9', number_1: '3', operator: '-' }, answers: { 'Diff 0': 6 } }],
    ],
  ])('records the set without work that does not fit the protocol: %s', async (_, work) => {
    const { client, bodies } = await studentClient({ 'student.mathcomplete': completed() });
    const result = await client.completeAssignment('subtraction', 1, work);
    expect(result.level).toBe(1);
    const [body] = bodies('student.mathcomplete');
    expect(body).toMatchObject({ subject: 'subtraction', errors: '1' });
    expect(body).not.toHaveProperty('work');
  });

  it.each([-1, 1.5, 1000, Number.NaN])('refuses %s errors without sending', async (errors) => {
    const { client, bodies } = await studentClient({ 'student.mathcomplete': completed() });
    await expect(client.completeAssignment('addition', errors)).rejects.toThrow(RangeError);
    expect(bodies('student.mathcomplete')).toEqual([]);
  });
});

describe('updateLevel', () => {
  it('sends the chosen action and stores the new level and progress', async () => {
    const { client, bodies } = await studentClient({
      'student.levelupdate': () => ({
        tag: 'student.levelupdate',
        addition: { level: '3' },
        addition_progress: { complete: '20', score: '95' },
      }),
    });
    expect(await client.updateLevel('addition', 'advance')).toEqual({
      level: 3,
      progress: { complete: 20, score: 95 },
    });
    expect(bodies('student.levelupdate')).toEqual([
      {
        tag: 'student.levelupdate',
        deviceid: DEVICE,
        usertoken: STUDENT_TOKEN,
        subject: 'addition',
        action: 'advance',
        timezone: TIME_ZONE,
      },
    ]);
    const after = student(client);
    expect(after?.session.math.addition).toEqual({
      schedule: 'mwf',
      level: '3',
      completionDate: '2025-06-02',
    });
    expect(after?.progress).toEqual({
      addition_progress: { complete: '20', score: '95' },
    });
  });

  it('says "Failed to update student level…" when the answer lacks the subject', async () => {
    const { client } = await studentClient({
      'student.levelupdate': () => ({
        tag: 'student.levelupdate',
        division: { level: '3' },
        division_progress: { complete: '20', score: '95' },
      }),
    });
    expect((await failure(client.updateLevel('addition', 'repeat'))).message).toBe(
      'Failed to update student level. Please try again.',
    );
    expect(student(client)?.session.math.addition?.level).toBe('2');
  });
});

const REPORT = {
  subject: 'addition',
  level: 2,
  problem: { number_0: '47', number_1: '38', operator: '+' },
  errorCount: 2,
  given: { answer: '75', calculation: '7+8=15, wrote 5; 4+3=7' },
  correct: { answer: '85', calculation: '7+8=15, write 5 carry 1; 4+3+1=8' },
} as const;

describe('reportError', () => {
  it('sends the question in its wire shape and resolves true', async () => {
    const { client, bodies } = await studentClient({
      'student.mathreporterror': () => ({ tag: 'student.mathreporterror' }),
    });
    expect(await client.reportError(REPORT)).toBe(true);
    expect(bodies('student.mathreporterror')).toEqual([
      {
        tag: 'student.mathreporterror',
        deviceid: DEVICE,
        usertoken: STUDENT_TOKEN,
        question: {
          subject: 'addition',
          question: '47 + 38',
          level: '2',
          number_0: '47',
          number_1: '38',
          errorcount: 2,
          result: REPORT.given,
          correct: REPORT.correct,
        },
      },
    ]);
  });

  it('sends the worksheet’s box answers when given, and leaves out answers that do not fit', async () => {
    const { client, bodies } = await studentClient({
      'student.mathreporterror': () => ({ tag: 'student.mathreporterror' }),
    });
    await client.reportError({
      ...REPORT,
      answers: { 'sum-0': 5, 'sum-1': 7, 'carry-1': undefined },
    });
    const tooMany = Object.fromEntries(
      Array.from({ length: 65 }, (_, column) => [`sum-${column}`, 1 as const]),
    );
    expect(await client.reportError({ ...REPORT, answers: tooMany })).toBe(true);
    const [first, second] = bodies('student.mathreporterror');
    expect(first?.question).toEqual(
      expect.objectContaining({ answers: { 'sum-0': 5, 'sum-1': 7 } }),
    );
    expect(second?.question).not.toHaveProperty('answers');
  });

  it.each<[string, unknown]>([
    ['a refusal', { tag: 'student.mathreporterror_error', reason: 'nope' }],
    ['an HTTP 500', new Response('', { status: 500 })],
    ['a network failure', new TypeError('offline')],
    ['an odd answer', { tag: 'something.else' }],
  ])('never rejects: %s resolves false', async (_, answer) => {
    const { client } = await studentClient({ 'student.mathreporterror': () => answer });
    await expect(client.reportError(REPORT)).resolves.toBe(false);
  });

  it('sends nothing without a user token', async () => {
    const { client, sent } = fakeClient({
      'student.mathreporterror': () => ({ tag: 'student.mathreporterror' }),
    });
    expect(await client.reportError(REPORT)).toBe(false);
    expect(sent).toEqual([]);
  });

  it('sends nothing without a device id (and does not ask for one)', async () => {
    const storage = memoryKeyValueStore();
    createSessionStore({ cookies: memoryCookieStore(), storage, secure: false }).setStudentSession(
      SAM_CONNECT,
      NOW,
    );
    const { client, sent } = fakeClient(
      { 'student.mathreporterror': () => ({ tag: 'student.mathreporterror' }) },
      { cookie: `usertoken=${STUDENT_TOKEN}`, storage },
    );
    expect(student(client)).not.toBeNull();
    expect(await client.reportError(REPORT)).toBe(false);
    expect(sent).toEqual([]);
  });
});

describe('without a signed-in student', () => {
  const calls: [string, (client: ApiClient) => Promise<unknown>][] = [
    ['getAssignments', (c) => c.getAssignments(['addition'])],
    ['getPracticeProblems', (c) => c.getPracticeProblems('addition', 1)],
    ['completeAssignment', (c) => c.completeAssignment('addition', 0)],
    ['updateLevel', (c) => c.updateLevel('addition', 'advance')],
  ];

  it.each(calls)('%s says "Authentication token not found…" and sends nothing', async (_, call) => {
    const { client, sent } = fakeClient({});
    expect(await failure(call(client))).toMatchObject({
      message: 'Authentication token not found. Please log in again.',
      code: 'unauthorized',
    });
    expect(sent).toEqual([]);
  });

  it.each(calls)('%s leaves a signed-in parent signed in', async (_, call) => {
    const { client, sent } = fakeClient({
      'user.connect': () => ({
        tag: 'user.connect',
        usertoken: TOKEN,
        data: PARENT,
        students: [SAM],
      }),
    });
    await client.parentSignIn({ email: PARENT.email, password: 'Secret123' });
    expect((await failure(call(client))).code).toBe('unauthorized');
    expect(client.session.getSnapshot().parent?.students).toEqual([SAM]);
    expect(sent.map((s) => s.body.tag)).toEqual(['user.connect']);
  });

  it('a 401 answer clears the student’s session', async () => {
    const { client } = await studentClient({
      'student.mathcomplete': () => new Response('{}', { status: 401 }),
    });
    expect((await failure(client.completeAssignment('addition', 0))).code).toBe('unauthorized');
    expect(client.session.getSnapshot()).toEqual({ parent: null, student: null });
  });
});
