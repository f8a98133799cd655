/**
 * The real client against the real Hono app (in-memory PGlite, a clock the test moves): what a
 * parent and their child do with accounts, asserted as they would notice it — the session
 * snapshot, the e-mailed code and link, and the exact texts of refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import {
  ApiError,
  createApiClient,
  memoryCookieStore,
  memoryKeyValueStore,
  type ApiClient,
} from '@mathcols/api-client';
import { ERROR_REASONS } from '@mathcols/api-client/protocol';
import { createApp } from './app';
import type { DatabaseHandle } from './db/open';
import { openTestDatabase } from './testing/database';
import { createMailer, listOutbox } from './email/mailer';

const START = new Date('2025-06-02T10:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const PUBLIC_URL = 'http://mathcols.test';

let database: DatabaseHandle;
let app: Hono;
const clock = { now: START };

beforeAll(async () => {
  database = await openTestDatabase();
  const mailer = createMailer({ db: database.db, log: () => undefined });
  app = createApp({
    db: database.db,
    now: () => clock.now,
    mailer,
    publicUrl: PUBLIC_URL,
    devRoutes: true,
  });
}, 30_000);
afterAll(async () => {
  await database?.close();
});

const appFetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
  app.request(input instanceof URL ? input.href : (input as string), init)) as typeof fetch;

function newClient(): ApiClient {
  return createApiClient({
    fetch: appFetch,
    cookies: memoryCookieStore(),
    storage: memoryKeyValueStore(),
    now: () => clock.now,
  });
}

/** The 6-digit code and the link token of the newest e-mail to `to`, as a parent reads them. */
async function readVerificationEmail(to: string): Promise<{ code: string; linkToken: string }> {
  const message = (await listOutbox(database.db)).find((entry) => entry.to === to);
  if (!message) throw new Error(`No e-mail to ${to}`);
  expect(message.subject).toBe('Verify your mathcols email address');
  const code = /verification code is: (\d{6})/.exec(message.text)?.[1];
  const linkToken = /emailtoken=([\w-]+)/.exec(message.text)?.[1];
  if (!code || !linkToken) throw new Error(`No code or link in: ${message.text}`);
  expect(message.text).toContain(`${PUBLIC_URL}/#/verifyemail?emailtoken=${linkToken}`);
  return { code, linkToken };
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

let emailCount = 0;
function freshEmail(): string {
  emailCount += 1;
  return `parent${emailCount}.${Date.now()}@example.test`;
}

describe('a parent and a child with the real client and server', () => {
  it('registers, verifies by code, adds a student, and the child signs in', async () => {
    clock.now = START;
    const email = freshEmail();
    const parent = newClient();

    await parent.register({
      firstname: 'Pat',
      lastname: 'Parent',
      email,
      password: 'Secret-pass-1',
    });
    const snapshot = parent.session.getSnapshot();
    expect(snapshot.parent?.user).toMatchObject({
      email,
      firstname: 'Pat',
      lastname: 'Parent',
      userpremium: 'false',
      emailverified: 'false',
      studentsMax: 1,
    });
    expect(snapshot.parent?.students).toEqual([]);
    expect(snapshot.student).toBeNull();

    const { code } = await readVerificationEmail(email);
    await parent.verifyEmailCode(code);
    expect(parent.session.getSnapshot().parent?.user.emailverified).toBe('true');

    const students = await parent.createStudent({
      firstname: ' Ada ',
      lastname: 'LoveLace',
      accountname: 'Ada.Kid',
      passcode: 'abcd',
      gradelevel: 3,
    });
    expect(students).toHaveLength(1);
    expect(students[0]).toMatchObject({
      accountname: 'ada.kid',
      firstname: 'ada',
      lastname: 'lovelace',
      gradelevel: '3',
      premium: 'false',
    });
    expect(parent.session.getSnapshot().parent?.students).toEqual(students);

    const second = await rejection(
      parent.createStudent({
        firstname: 'Bob',
        lastname: 'Kid',
        accountname: 'bob.kid',
        passcode: 'efgh',
        gradelevel: 2,
      }),
    );
    expect(second.message).toBe('Premium Feature');
    expect(second.message).toBe(ERROR_REASONS.premiumFeature);
    expect(second.code).toBe('business');
    expect(parent.session.getSnapshot().parent?.students).toHaveLength(1);

    const updated = await parent.updateStudent('ADA.KID', {
      mathschedule: { addition: { schedule: 'mwf' } },
    });
    expect(updated.mathschedule).toEqual({ addition: { schedule: 'mwf' } });
    expect(parent.session.getSnapshot().parent?.students[0]?.mathschedule).toEqual({
      addition: { schedule: 'mwf' },
    });

    await parent.signOut();
    expect(parent.session.getSnapshot().parent).toBeNull();

    const child = newClient();
    const wrong = await rejection(
      child.studentSignIn({ accountname: 'ada.kid', passcode: 'abce' }),
    );
    expect(wrong.message).toBe('Invalid credentials');
    expect(child.session.getSnapshot().student).toBeNull();

    const signedIn = await child.studentSignIn({
      accountname: ' Ada.Kid ',
      passcode: 'abcd',
      timezone: 'UTC',
    });
    expect(signedIn.session.fullName).toBe('Ada Lovelace');
    const studentSnapshot = child.session.getSnapshot().student;
    expect(studentSnapshot?.session).toMatchObject({
      accountname: 'ada.kid',
      fullName: 'Ada Lovelace',
      gradelevel: '3',
      premium: 'false',
    });
    expect(studentSnapshot?.session.math.addition).toMatchObject({ schedule: 'mwf', level: '0' });
    expect(child.session.getSnapshot().parent).toBeNull();
  }, 60_000);

  it('signs the parent out when their 7-day session has expired', async () => {
    clock.now = START;
    const email = freshEmail();
    const parent = newClient();
    await parent.register({ firstname: 'Sam', lastname: 'Late', email, password: 'Secret-pass-2' });
    expect(parent.session.getSnapshot().parent?.user.email).toBe(email);

    clock.now = new Date(START.getTime() + 8 * DAY_MS);
    const expired = await rejection(parent.setEmails(false));
    expect(expired.message).toBe('Authentication token not found. Please log in again.');
    expect(expired.code).toBe('unauthorized');
    expect(parent.session.getSnapshot().parent).toBeNull();
  }, 60_000);

  it('verifies by the e-mailed link once; the second time the token is not valid', async () => {
    clock.now = START;
    const email = freshEmail();
    const parent = newClient();
    await parent.register({ firstname: 'Lee', lastname: 'Link', email, password: 'Secret-pass-3' });
    const { linkToken } = await readVerificationEmail(email);

    // The link is opened in another browser, with nobody signed in.
    const browser = newClient();
    await browser.verifyEmailLink(linkToken);
    const again = await rejection(browser.verifyEmailLink(linkToken));
    expect(again.message).toBe('Something went wrong, this token is not valid');

    // The parent sees it verified the next time they sign in.
    await parent.signOut();
    await parent.parentSignIn({ email, password: 'Secret-pass-3' });
    expect(parent.session.getSnapshot().parent?.user.emailverified).toBe('true');
  }, 60_000);
});
