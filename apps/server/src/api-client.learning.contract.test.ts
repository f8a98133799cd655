/**
 * The real client against the real Hono app (one in-memory PGlite for the file, a clock the test
 * moves): a child's learning loop with the `student.*` tags, asserted as the child's app would
 * notice it — the questions served, the stored session after finishing a set or moving level,
 * what a fresh sign-in shows, what a refresh (`student.get`) shows after a parent's change, and
 * the exact texts of refusals.
 *
 * The student lives in Honolulu (UTC−10) and the clock stays near UTC midnight, so a client or
 * server that dates anything in UTC instead of the student's zone is caught.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import {
  ApiError,
  createApiClient,
  memoryCookieStore,
  memoryKeyValueStore,
  type ApiClient,
  type Assignment,
  type ProblemWork,
  type StudentSessionState,
} from '@mathcols/api-client';
import { API_PATHS, ERROR_REASONS } from '@mathcols/api-client/protocol';
import {
  assignmentStatus,
  curriculumLevel,
  remainingCount,
  solveProblem,
  SUBJECTS,
  type RawProblem,
  type Subject,
} from '@mathcols/engine';
import { createApp } from './app';
import type { DatabaseHandle } from './db/open';
import { errorReports, parents, sessions, studentSets, students } from './db/schema';
import { createMailer } from './email/mailer';
import { LEARNING_REASONS } from './handlers/learning/reasons';
import { openTestDatabase } from './testing/database';

const ZONE = 'Pacific/Honolulu';
/** Monday 2 June 2025, 14:15 in Honolulu — already Tuesday 3 June, 00:15 in UTC. */
const MONDAY_AFTERNOON = new Date('2025-06-03T00:15:00Z');
/** Monday 2 June 2025, 23:50 in Honolulu (Tuesday 09:50 UTC). */
const MONDAY_NIGHT = new Date('2025-06-03T09:50:00Z');
/** Tuesday 3 June 2025, 00:30 in Honolulu (10:30 UTC). */
const TUESDAY_AFTER_MIDNIGHT = new Date('2025-06-03T10:30:00Z');
const MONDAY = '2025-06-02';
const TUESDAY = '2025-06-03';

let database: DatabaseHandle;
let app: Hono;
const clock = { now: MONDAY_AFTERNOON };
/** Every request the clients sent: path and parsed JSON body. */
const sent: { path: string; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  app = createApp({
    db: database.db,
    now: () => clock.now,
    mailer: createMailer({ db: database.db, log: () => undefined }),
  });
}, 30_000);
afterAll(async () => {
  await database?.close();
});

const appFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = input instanceof URL ? input.href : (input as string);
  if (typeof init?.body === 'string') {
    sent.push({
      path: new URL(url, 'http://x').pathname,
      body: JSON.parse(init.body) as Record<string, unknown>,
    });
  }
  return app.request(url, init);
}) as typeof fetch;

/** A client on its own device (cookies and storage), in the Honolulu time zone. */
function newClient(): ApiClient {
  return createApiClient({
    fetch: appFetch,
    cookies: memoryCookieStore(),
    storage: memoryKeyValueStore(),
    now: () => clock.now,
    timeZone: ZONE,
  });
}

/** The error a promise rejects with (fails the test when it resolves). */
async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => new Error('expected the call to be refused'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** The signed-in student of a client's stored session (fails when there is none). */
function storedStudent(client: ApiClient): StudentSessionState {
  const student = client.session.getSnapshot().student;
  if (!student) throw new Error('No student signed in');
  return student;
}

/** The Assignments badge the student's app shows: today's scheduled subjects not done today. */
function badge(client: ApiClient): number {
  const { session, history } = storedStudent(client);
  const schedules: Partial<Record<Subject, string>> = {};
  const completions: Partial<Record<Subject, string[]>> = {};
  for (const subject of SUBJECTS) {
    const math = session.math[subject];
    if (math) schedules[subject] = math.schedule;
    const dates = (history[subject] ?? []).map((entry) => entry.createdDate);
    if (math?.completionDate) dates.push(math.completionDate);
    completions[subject] = dates;
  }
  return remainingCount(
    assignmentStatus({ schedules, completions, now: clock.now, timeZone: ZONE }),
  );
}

/** Checks the questions as the worksheet would: ten additions of the level, each solvable. */
function expectAdditionSet(questions: readonly RawProblem[], level: number): void {
  expect(questions).toHaveLength(10);
  const rules = curriculumLevel('addition', level);
  for (const question of questions) {
    expect(question.operator).toBe('+');
    const solved = solveProblem(question);
    expect(solved.operator).toBe('+');
    if (solved.operator === '+') {
      expect(BigInt(solved.sum)).toBe(BigInt(question.number_0) + BigInt(question.number_1));
    }
    expect(rules.accepts(question.number_0, question.number_1)).toBe(true);
  }
}

/** What a student's app keeps of the learning loop, to compare two sign-ins. */
function learningState(client: ApiClient) {
  const { session, history, progress } = storedStudent(client);
  return { math: session.math, history, progress };
}

/** The rows the learning tags write for one student. */
async function rowsOf(studentId: string) {
  const { db } = database;
  return {
    student: await db.select().from(students).where(eq(students.id, studentId)),
    sets: await db.select().from(studentSets).where(eq(studentSets.studentId, studentId)),
    reports: await db.select().from(errorReports).where(eq(errorReports.studentId, studentId)),
    sessions: await db.select().from(sessions).where(eq(sessions.studentId, studentId)),
  };
}

async function studentIdOf(accountname: string): Promise<string> {
  const [row] = await database.db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.accountname, accountname));
  if (!row) throw new Error(`No student ${accountname}`);
  return row.id;
}

/**
 * A parent registers and adds a student with addition at level 2 scheduled on Mondays;
 * `premium` makes the parent premium (as a payment would).
 */
async function parentWithStudent(
  accountname: string,
  premium: boolean,
): Promise<{ parent: ApiClient; studentId: string }> {
  const parent = newClient();
  const email = `${accountname}.parent@example.test`;
  await parent.register({ firstname: 'Pat', lastname: 'Parent', email, password: 'Secret-pass-1' });
  if (premium) {
    await database.db.update(parents).set({ premium: true }).where(eq(parents.email, email));
  }
  await parent.createStudent({
    firstname: 'Ada',
    lastname: 'Lovelace',
    accountname,
    passcode: 'abcd',
    gradelevel: 3,
    mathlevels: { addition: { level: 2 } },
  });
  const updated = await parent.updateStudent(accountname, {
    mathschedule: { addition: { schedule: 'm' } },
  });
  expect(updated.mathschedule).toEqual({ addition: { schedule: 'm' } });
  return { parent, studentId: await studentIdOf(accountname) };
}

async function signIn(accountname: string): Promise<ApiClient> {
  const client = newClient();
  await client.studentSignIn({ accountname, passcode: 'abcd' });
  return client;
}

describe("a student's learning loop with the real client and server", () => {
  // One story, in order: each step starts where the one before left the student.
  let ada: ApiClient;
  let adaId: string;
  let adaParent: ApiClient;
  let mondaySet: Assignment;
  let mondayLevel3: Assignment;

  it('a parent schedules addition at level 2 for Monday; the child signs in and has 1 due', async () => {
    clock.now = MONDAY_AFTERNOON;
    ({ parent: adaParent, studentId: adaId } = await parentWithStudent('ada.kid', false));
    ada = await signIn('ada.kid');

    const { session, history, progress } = storedStudent(ada);
    expect(session.premium).toBe('false');
    expect(session.math.addition).toEqual({ schedule: 'm', level: '2' });
    expect(history).toEqual({});
    expect(progress).toEqual({});
    // Monday in Honolulu (it is Tuesday in UTC): addition is due.
    expect(badge(ada)).toBe(1);
    const [session0] = (await rowsOf(adaId)).sessions;
    expect(session0?.timezone).toBe(ZONE);
  });

  it("serves today's 10 additions at level 2, the same all day (though UTC's date changes)", async () => {
    clock.now = MONDAY_AFTERNOON;
    const { addition } = await ada.getAssignments(['addition']);
    if (!addition) throw new Error('no addition assignment');
    expect(addition.level).toBe(2);
    expect(addition.subjectKey).toBe('addition_2');
    expectAdditionSet(addition.questions, 2);
    expect(sent.at(-1)?.body).toMatchObject({
      tag: 'student.mathget',
      subjects: ['addition'],
      timezone: ZONE,
    });
    mondaySet = addition;

    clock.now = MONDAY_NIGHT;
    const later = await ada.getAssignments(['addition']);
    expect(later.addition?.questions).toEqual(mondaySet.questions);
  });

  it('practises at level 3 on the practice path; level 4 has no problems for this child', async () => {
    clock.now = MONDAY_NIGHT;
    const problems = await ada.getPracticeProblems('addition', 3);
    expect(problems.length).toBeGreaterThan(0);
    expectAdditionSet(problems, 3);
    expect(sent.at(-1)).toMatchObject({
      path: API_PATHS.practice,
      body: { tag: 'student.practiceget', subject: 'addition', level: '3' },
    });

    const tooHigh = await rejection(ada.getPracticeProblems('addition', 4));
    expect(tooHigh.message).toBe('No problems available for this level');
    // Practice records nothing.
    expect((await rowsOf(adaId)).sets).toEqual([]);
  });

  it('finishes the set without errors: offered to advance, dated Monday in Honolulu', async () => {
    clock.now = MONDAY_NIGHT;
    const done = await ada.completeAssignment('addition', 0);
    expect(done.options).toEqual(['advance', 'repeat']);
    expect(done.completionDate).toBe(MONDAY);
    expect(done.level).toBe(2);
    expect(done.entry).toEqual({
      createdDate: `${MONDAY}-23:50`,
      level: '2',
      questions: 10,
      errors: 0,
    });
    // My Progress: level 2 of 20 is 10 % through, every answer right.
    expect(done.progress).toEqual({ complete: 10, score: 100 });

    const { session, history, progress } = storedStudent(ada);
    expect(session.math.addition).toEqual({ schedule: 'm', level: '2', completionDate: MONDAY });
    expect(history.addition).toEqual([done.entry]);
    expect(progress.addition_progress).toEqual({ complete: '10', score: '100' });
    expect(badge(ada)).toBe(0);

    // Signing in again (another tablet) shows exactly what this one stored.
    const again = await signIn('ada.kid');
    expect(learningState(again)).toEqual(learningState(ada));
    expect(badge(again)).toBe(0);
  });

  it("refuses a free student's second set of the day and leaves the stored session as it was", async () => {
    clock.now = MONDAY_NIGHT;
    const before = structuredClone(ada.session.getSnapshot());
    const rowsBefore = await rowsOf(adaId);
    const second = await rejection(ada.completeAssignment('addition', 0));
    expect(second.message).toBe("You already completed today's work!");
    expect(second.message).toBe(LEARNING_REASONS.alreadyCompleted);
    expect(second.code).toBe('business');
    expect(ada.session.getSnapshot()).toEqual(before);
    expect(await rowsOf(adaId)).toEqual(rowsBefore);
  });

  it('advances to level 3 once; a fresh sign-in and the next assignment show level 3', async () => {
    clock.now = MONDAY_NIGHT;
    const change = await ada.updateLevel('addition', 'advance');
    expect(change.level).toBe(3);
    expect(change.progress).toEqual({ complete: 15, score: 100 });
    expect(storedStudent(ada).session.math.addition).toEqual({
      schedule: 'm',
      level: '3',
      completionDate: MONDAY,
    });
    expect(storedStudent(ada).progress.addition_progress).toEqual({ complete: '15', score: '100' });

    const again = await signIn('ada.kid');
    expect(storedStudent(again).session.math.addition?.level).toBe('3');
    expect(learningState(again)).toEqual(learningState(ada));

    const { addition } = await ada.getAssignments(['addition']);
    if (!addition) throw new Error('no addition assignment');
    expect(addition.subjectKey).toBe('addition_3');
    expectAdditionSet(addition.questions, 3);
    mondayLevel3 = addition;

    const twice = await rejection(ada.updateLevel('addition', 'advance'));
    expect(twice.message).toBe('That level change is not available now');
    expect(storedStudent(ada).session.math.addition?.level).toBe('3');
    expect((await rowsOf(adaId)).student[0]?.mathlevels.addition?.level).toBe('3');
  });

  it('keeps a wrong answer for the parent; signed out, nothing is sent', async () => {
    clock.now = MONDAY_NIGHT;
    const [problem] = mondaySet.questions;
    if (!problem) throw new Error('no question');
    const report = {
      subject: 'addition' as const,
      level: 2,
      problem,
      errorCount: 2,
      given: { answer: '1', calculation: 'guess' },
      correct: {
        answer: String(BigInt(problem.number_0) + BigInt(problem.number_1)),
        calculation: 'columns',
      },
    };
    expect(await ada.reportError(report)).toBe(true);
    const [stored] = (await rowsOf(adaId)).reports;
    expect(stored).toMatchObject({ subject: 'addition', level: 2, localDate: MONDAY });
    expect(stored?.payload).toMatchObject({
      question: `${problem.number_0} + ${problem.number_1}`,
      number_0: problem.number_0,
      number_1: problem.number_1,
      errorcount: 2,
    });

    const signedOut = await signIn('ada.kid');
    await signedOut.signOut();
    const requests = sent.length;
    expect(await signedOut.reportError(report)).toBe(false);
    expect(sent).toHaveLength(requests);
    expect((await rowsOf(adaId)).reports).toHaveLength(1);
  });

  it("lets a premium parent's child redo the set; 5 errors offer repeat or decrease, 3 none", async () => {
    clock.now = MONDAY_NIGHT;
    const adaRows = await rowsOf(adaId);
    const { studentId: boId } = await parentWithStudent('bo.kid', true);
    const bo = await signIn('bo.kid');
    expect(storedStudent(bo).session.premium).toBe('true');

    const boSet = (await bo.getAssignments(['addition'])).addition;
    expect(boSet?.subjectKey).toBe('addition_2');
    expect(boSet?.questions).not.toEqual(mondaySet.questions);

    const first = await bo.completeAssignment('addition', 0);
    expect(first.options).toEqual(['advance', 'repeat']);
    const poor = await bo.completeAssignment('addition', 5);
    expect(poor.options).toEqual(['repeat', 'decrease']);
    const middling = await bo.completeAssignment('addition', 3);
    expect(middling.options).toEqual([]);
    expect(storedStudent(bo).history.addition?.map((entry) => entry.errors)).toEqual([0, 5, 3]);
    // The offer of the latest set (none) is the one that counts.
    const noOffer = await rejection(bo.updateLevel('addition', 'decrease'));
    expect(noOffer.message).toBe('That level change is not available now');
    expect(
      await bo.reportError({
        subject: 'addition',
        level: 2,
        problem: boSet!.questions[0]!,
        errorCount: 1,
        given: { answer: '0', calculation: '' },
        correct: { answer: '1', calculation: '' },
      }),
    ).toBe(true);

    expect((await rowsOf(boId)).sets).toHaveLength(3);
    expect((await rowsOf(boId)).reports).toHaveLength(1);
    // Nothing Bo did touched Ada.
    expect(await rowsOf(adaId)).toEqual(adaRows);
  });

  it("refuses a parent's token on a student tag with the client's sign-in-again error", async () => {
    clock.now = MONDAY_NIGHT;
    const rowsBefore = await rowsOf(adaId);
    expect(adaParent.session.getSnapshot().parent).not.toBeNull();
    const refused = await rejection(adaParent.call('student.mathget', { subjects: ['addition'] }));
    expect(refused.code).toBe('unauthorized');
    expect(refused.message).toBe(ERROR_REASONS.unauthorized);
    expect(refused.message).toBe('Authentication token not found. Please log in again.');
    expect(adaParent.session.getSnapshot().parent).toBeNull();
    expect(await rowsOf(adaId)).toEqual(rowsBefore);
  });

  it('on the next day in Honolulu serves new questions and the free child may finish again', async () => {
    clock.now = TUESDAY_AFTER_MIDNIGHT;
    const { addition } = await ada.getAssignments(['addition']);
    if (!addition) throw new Error('no addition assignment');
    expect(addition.subjectKey).toBe('addition_3');
    expectAdditionSet(addition.questions, 3);
    expect(addition.questions).not.toEqual(mondayLevel3.questions);

    const done = await ada.completeAssignment('addition', 0);
    expect(done.completionDate).toBe(TUESDAY);
    expect(done.entry.createdDate).toBe(`${TUESDAY}-00:30`);
    expect(storedStudent(ada).history.addition).toHaveLength(2);
    const again = await signIn('ada.kid');
    expect(learningState(again)).toEqual(learningState(ada));
  });

  it("sends the child's work; the server's diagnosis names a trouble spot on the parent's report card", async () => {
    clock.now = MONDAY_NIGHT;
    const { parent } = await parentWithStudent('cy.kid', true);
    const cy = await signIn('cy.kid');
    // The worksheets' first submissions, as the worksheet store holds them: 47 + 38 written 75
    // and 29 + 8 written 27 (the carried ten left out each time), 12 + 34 right.
    const work: ProblemWork[] = [
      {
        problem: { number_0: '47', number_1: '38', operator: '+', question: '47 + 38' },
        answers: { 'sum-0': 5, 'sum-1': 7, 'carry-1': undefined },
      },
      {
        problem: { number_0: '29', number_1: '8', operator: '+' },
        answers: { 'sum-0': 7, 'sum-1': 2 },
      },
      {
        problem: { number_0: '12', number_1: '34', operator: '+' },
        answers: { 'sum-0': 6, 'sum-1': 4 },
      },
    ];
    const done = await cy.completeAssignment('addition', 2, work);
    expect(done.level).toBe(2);
    expect(sent.at(-1)?.body.work).toEqual([
      { number_0: '47', number_1: '38', operator: '+', answers: { 'sum-0': 5, 'sum-1': 7 } },
      { number_0: '29', number_1: '8', operator: '+', answers: { 'sum-0': 7, 'sum-1': 2 } },
      { number_0: '12', number_1: '34', operator: '+', answers: { 'sum-0': 6, 'sum-1': 4 } },
    ]);
    const reported = await cy.reportError({
      subject: 'addition',
      level: 2,
      problem: work[0]!.problem,
      errorCount: 1,
      given: { answer: '75', calculation: 'Sum: 75' },
      correct: { answer: '85', calculation: 'Carry: 1; Sum: 85' },
      answers: work[0]!.answers,
    });
    expect(reported).toBe(true);

    const report = await parent.getStudentReport('cy.kid');
    expect(report.subjects.map((subject) => subject.troubleSpots?.length)).toEqual([1, 0, 0, 0]);
    expect(report.subjects[0]?.troubleSpots).toEqual([
      {
        id: 'forgot-to-carry',
        status: 'confirmed',
        name: 'Forgets to carry',
        parentDescription: expect.stringContaining('does not carry the ten into the next column'),
        hint: 'When a column makes ten or more, carry the ten into the next column and add it there.',
        firstSeen: MONDAY_NIGHT.toISOString(),
        lastSeen: MONDAY_NIGHT.toISOString(),
        problems: 2,
        example: { problem: { number_0: '29', number_1: '8', operator: '+' }, answer: '27' },
      },
    ]);
    expect(report.errorReports[0]).toMatchObject({
      question: '47 + 38',
      answer: '75',
      correct: '85',
      bugs: [{ id: 'forgot-to-carry', name: 'Forgets to carry' }],
    });
  });
});

describe("a parent's change during the child's session, with the real client and server", () => {
  it('shows on refreshStudent without signing in again: new schedule and level, same token', async () => {
    clock.now = MONDAY_AFTERNOON;
    const { parent, studentId } = await parentWithStudent('di.kid', false);
    const di = await signIn('di.kid');
    const token = di.session.getUserToken();
    expect(storedStudent(di).session.math.addition).toEqual({ schedule: 'm', level: '2' });
    expect(storedStudent(di).session.math.subtraction).toEqual({ schedule: '', level: '0' });
    expect(badge(di)).toBe(1);

    // Later that day the parent, on Configure Students, moves addition to Tuesdays and puts
    // subtraction on Mondays at level 4.
    await parent.updateStudent('di.kid', {
      mathschedule: { addition: { schedule: 't' }, subtraction: { schedule: 'm' } },
    });
    await parent.updateStudent('di.kid', { mathlevels: { subtraction: { level: 4 } } });
    // The child's stored session still has the sign-in's schedule until it refreshes.
    expect(storedStudent(di).session.math.addition).toEqual({ schedule: 'm', level: '2' });
    const sessionsBefore = (await rowsOf(studentId)).sessions;

    const fresh = await di.refreshStudent();
    expect(sent.at(-1)).toEqual({
      path: API_PATHS.api,
      body: { tag: 'student.get', deviceid: expect.any(String), usertoken: token },
    });
    expect(fresh.session.math.addition).toEqual({ schedule: 't', level: '2' });
    expect(fresh.session.math.subtraction).toEqual({ schedule: 'm', level: '4' });
    expect(storedStudent(di)).toEqual(fresh);
    // Same session: same token, no new session row, its expiry unchanged.
    expect(di.session.getUserToken()).toBe(token);
    expect((await rowsOf(studentId)).sessions).toEqual(sessionsBefore);
    // Monday in Honolulu: subtraction is due now, addition is not; today's set is at level 4.
    expect(badge(di)).toBe(1);
    const { subtraction } = await di.getAssignments(['subtraction']);
    expect(subtraction?.subjectKey).toBe('subtraction_4');
    // Exactly what a new sign-in would have stored.
    const again = await signIn('di.kid');
    expect(learningState(again)).toEqual(learningState(di));
  });

  it('signs the child out locally when the session ended (the parent changed the passcode)', async () => {
    clock.now = MONDAY_AFTERNOON;
    const { parent } = await parentWithStudent('ed.kid', false);
    const ed = await signIn('ed.kid');
    await parent.updateStudent('ed.kid', { passcode: 'efgh' });
    const refused = await rejection(ed.refreshStudent());
    expect(refused.code).toBe('unauthorized');
    expect(refused.message).toBe('Authentication token not found. Please log in again.');
    expect(ed.session.getSnapshot()).toEqual({ parent: null, student: null });
  });
});
