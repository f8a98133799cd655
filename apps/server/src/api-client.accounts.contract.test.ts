/**
 * The real client against the real Hono app (in-memory PGlite, a clock the test moves): what a
 * parent and their child do with accounts, asserted as they would notice it — the session
 * snapshot, the e-mailed code and links, what a refresh (`user.get`) shows after a change made
 * elsewhere, and the exact texts of refusals.
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
} from '@mathcols/api-client';
import { ERROR_REASONS } from '@mathcols/api-client/protocol';
import { createApp } from './app';
import type { DatabaseHandle } from './db/open';
import { parents, sessions } from './db/schema';
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

/** The token of the newest forgotten-password e-mail to `to`, read from its link. */
async function readPasswordEmail(to: string): Promise<string> {
  const message = (await listOutbox(database.db)).find(
    (entry) => entry.to === to && entry.subject === 'Choose a new mathcols password',
  );
  const token = /reset-password\?emailtoken=([\w-]+)/.exec(message?.text ?? '')?.[1];
  if (!message || !token) throw new Error(`No password e-mail to ${to}`);
  expect(message.text).toContain(`${PUBLIC_URL}/#/reset-password?emailtoken=${token}`);
  return token;
}

/** The token of the newest undo link in a change notice to `to` (the old address). */
async function readUndoEmail(to: string): Promise<string> {
  const message = (await listOutbox(database.db)).find(
    (entry) => entry.to === to && entry.subject === 'Your mathcols email address was changed',
  );
  const token = /undo-email-change\?emailtoken=([\w-]+)/.exec(message?.text ?? '')?.[1];
  if (!message || !token) throw new Error(`No undo link to ${to}`);
  return token;
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

  it('chooses a new password through the e-mailed link; the old one and old sessions stop working', async () => {
    clock.now = START;
    const email = freshEmail();
    const parent = newClient();
    await parent.register({
      firstname: 'Flo',
      lastname: 'Forgot',
      email,
      password: 'Secret-pass-4',
    });

    // Another browser, nobody signed in: the same answer for an unknown address, no e-mail.
    const browser = newClient();
    const nobody = freshEmail();
    expect(await browser.requestPasswordReset(nobody)).toBe(ERROR_REASONS.passwordResetSent);
    await expect(readPasswordEmail(nobody)).rejects.toThrow('No password e-mail');
    expect(await browser.requestPasswordReset(` ${email} `)).toBe(ERROR_REASONS.passwordResetSent);
    const token = await readPasswordEmail(email);

    expect(await browser.checkPasswordReset(token)).toEqual({ email });
    const state = await browser.resetPassword({
      emailtoken: token,
      email,
      password: 'Fresh-pass-5',
    });
    expect(state.user).toMatchObject({ email, firstname: 'Flo', emailverified: 'true' });
    expect(browser.session.getSnapshot().parent?.user.email).toBe(email);
    await browser.setEmails(false);

    const used = await rejection(browser.checkPasswordReset(token));
    expect(used.message).toBe(ERROR_REASONS.invalidPasswordResetToken);
    expect(used.code).toBe('business');
    const usedAgain = await rejection(
      browser.resetPassword({ emailtoken: token, email, password: 'Other-pass-6' }),
    );
    expect(usedAgain.message).toBe(ERROR_REASONS.invalidPasswordResetToken);

    // The first browser was signed in with the old password: signed out.
    const ended = await rejection(parent.setEmails(true));
    expect(ended.code).toBe('unauthorized');
    expect(parent.session.getSnapshot().parent).toBeNull();
    const oldPassword = await rejection(parent.parentSignIn({ email, password: 'Secret-pass-4' }));
    expect(oldPassword.message).toBe('Invalid credentials');
    const signedIn = await parent.parentSignIn({ email, password: 'Fresh-pass-5' });
    expect(signedIn.user).toMatchObject({ email, emails: 'false', emailverified: 'true' });
  }, 60_000);

  it('moves the account to another e-mail address; it signs in there, other browsers are signed out', async () => {
    clock.now = START;
    const email = freshEmail();
    const parent = newClient();
    await parent.register({
      firstname: 'Max',
      lastname: 'Moved',
      email,
      password: 'Secret-pass-6',
    });
    await parent.verifyEmailCode((await readVerificationEmail(email)).code);
    const phone = newClient();
    await phone.parentSignIn({ email, password: 'Secret-pass-6' });
    const other = freshEmail();
    const someoneElse = newClient();
    await someoneElse.register({
      firstname: 'Oli',
      lastname: 'Other',
      email: other,
      password: 'x-Pass-77',
    });

    const refusals = [
      [
        { email: ` ${email.toUpperCase()} `, current: 'Secret-pass-6' },
        ERROR_REASONS.emailUnchanged,
      ],
      [{ email: other, current: 'Secret-pass-6' }, ERROR_REASONS.emailTaken],
      [{ email: freshEmail(), current: 'Wrong-pass-6' }, ERROR_REASONS.currentPasswordWrong],
    ] as const;
    for (const [change, reason] of refusals) {
      const refused = await rejection(parent.changeEmail(change));
      expect(refused.message).toBe(reason);
      expect(refused.code).toBe('business');
      expect(parent.session.getSnapshot().parent?.user.email).toBe(email);
    }

    const next = freshEmail();
    const user = await parent.changeEmail({
      email: ` ${next.toUpperCase()} `,
      current: 'Secret-pass-6',
    });
    expect(user).toMatchObject({ email: next, firstname: 'Max', emailverified: 'false' });
    expect(parent.session.getSnapshot().parent?.user).toMatchObject({
      email: next,
      emailverified: 'false',
    });
    // The new address gets a code and link; the old one a notice.
    await parent.verifyEmailCode((await readVerificationEmail(next)).code);
    expect(parent.session.getSnapshot().parent?.user.emailverified).toBe('true');
    const notice = (await listOutbox(database.db)).find(
      (entry) => entry.to === email && entry.subject === 'Your mathcols email address was changed',
    );
    expect(notice?.text).toContain(`was changed to ${next}.`);
    expect(notice?.text).toContain('If you did not do this, undo the change within 7 days:');
    expect(notice?.text).toContain(`${PUBLIC_URL}/#/undo-email-change?emailtoken=`);
    expect(notice?.text).toContain('If the link does not work, write to us at support@');

    // The phone was signed in with the old address: signed out; the new address signs in.
    const ended = await rejection(phone.setEmails(false));
    expect(ended.code).toBe('unauthorized');
    const oldAddress = await rejection(phone.parentSignIn({ email, password: 'Secret-pass-6' }));
    expect(oldAddress.message).toBe('Invalid credentials');
    const signedIn = await phone.parentSignIn({ email: next, password: 'Secret-pass-6' });
    expect(signedIn.user).toMatchObject({ email: next, firstname: 'Max', emailverified: 'true' });
  }, 60_000);

  it('undoes a change through the link e-mailed to the old address; a new password signs in there', async () => {
    clock.now = START;
    const email = freshEmail();
    const parent = newClient();
    await parent.register({ firstname: 'Una', lastname: 'Undo', email, password: 'Secret-pass-8' });
    const next = freshEmail();
    await parent.changeEmail({ email: next, current: 'Secret-pass-8' });
    const token = await readUndoEmail(email);

    // The owner of the old address opens the link in another browser, nobody signed in.
    const browser = newClient();
    const undone = await browser.undoEmailChange(` ${token} `);
    expect(undone).toEqual({ email, emailtoken: expect.stringMatching(/^[\w-]{43}$/) as unknown });
    const again = await rejection(browser.undoEmailChange(token));
    expect(again.message).toBe(ERROR_REASONS.invalidEmailUndoToken);
    expect(again.code).toBe('business');

    // Whoever made the change is signed out, and the new address no longer signs in.
    const ended = await rejection(parent.setEmails(false));
    expect(ended.code).toBe('unauthorized');
    const moved = await rejection(parent.parentSignIn({ email: next, password: 'Secret-pass-8' }));
    expect(moved.message).toBe('Invalid credentials');

    // The answer's token chooses a new password for the old address, and signs in.
    expect(await browser.checkPasswordReset(undone.emailtoken)).toEqual({ email });
    const state = await browser.resetPassword({
      emailtoken: undone.emailtoken,
      email,
      password: 'Fresh-pass-9',
    });
    expect(state.user).toMatchObject({ email, firstname: 'Una', emailverified: 'true' });
    const signedIn = await newClient().parentSignIn({ email, password: 'Fresh-pass-9' });
    expect(signedIn.user).toMatchObject({ email, emailverified: 'true' });
  }, 60_000);
});

describe('changes made elsewhere during a parent’s session, with the real client and server', () => {
  /** The parent's row and their sessions, as the database holds them. */
  async function parentRows(email: string) {
    const [row] = await database.db.select().from(parents).where(eq(parents.email, email));
    if (!row) throw new Error(`No parent ${email}`);
    const rows = await database.db.select().from(sessions).where(eq(sessions.parentId, row.id));
    return { id: row.id, sessions: rows };
  }

  it('show on refreshParent without signing in again: the plan ended, the address verified, a student added; same token', async () => {
    clock.now = START;
    const email = freshEmail();
    await newClient().register({
      firstname: 'Ren',
      lastname: 'Fresh',
      email,
      password: 'Secret-pass-10',
    });
    const { id } = await parentRows(email);
    await database.db
      .update(parents)
      .set({ premium: true, plan: 'annual' })
      .where(eq(parents.id, id));
    const parent = newClient();
    await parent.parentSignIn({ email, password: 'Secret-pass-10' });
    const token = parent.session.getUserToken();
    expect(parent.session.getSnapshot().parent?.user).toMatchObject({
      userpremium: 'true',
      studentsMax: 4,
      plan: 'annual',
      emailverified: 'false',
    });

    // Later that day: a student is added on another device, the subscription is cancelled in
    // the billing portal (premium off) and the address is verified in another tab.
    clock.now = new Date(START.getTime() + DAY_MS / 4);
    const tablet = newClient();
    await tablet.parentSignIn({ email, password: 'Secret-pass-10' });
    await tablet.createStudent({
      firstname: 'Kim',
      lastname: 'Fresh',
      accountname: 'kim.fresh',
      passcode: 'abcd',
      gradelevel: 2,
    });
    await database.db
      .update(parents)
      .set({ premium: false, emailVerified: true })
      .where(eq(parents.id, id));
    // This browser still shows what the sign-in stored until it refreshes.
    expect(parent.session.getSnapshot().parent?.user.userpremium).toBe('true');
    expect(parent.session.getSnapshot().parent?.students).toEqual([]);
    const sessionsBefore = (await parentRows(email)).sessions;

    const fresh = await parent.refreshParent();
    expect(fresh.user).toMatchObject({
      email,
      userpremium: 'false',
      studentsMax: 1,
      emailverified: 'true',
    });
    expect(fresh.user.plan).toBeUndefined();
    expect(fresh.students).toEqual([
      expect.objectContaining({ accountname: 'kim.fresh', premium: 'false' }),
    ]);
    expect(parent.session.getSnapshot().parent).toEqual(fresh);
    // Same session: same token, no new session row, its expiry unchanged.
    expect(parent.session.getUserToken()).toBe(token);
    expect((await parentRows(email)).sessions).toEqual(sessionsBefore);
    // Exactly what a new sign-in would have stored.
    const again = await newClient().parentSignIn({ email, password: 'Secret-pass-10' });
    expect(again).toEqual(fresh);
  }, 60_000);

  it('signs the parent out locally when the session ended (the password changed on another device)', async () => {
    clock.now = START;
    const email = freshEmail();
    const parent = newClient();
    await parent.register({ firstname: 'Ola', lastname: 'Out', email, password: 'Secret-pass-11' });
    const other = newClient();
    await other.parentSignIn({ email, password: 'Secret-pass-11' });
    await other.changePassword({ current: 'Secret-pass-11', next: 'Secret-pass-12' });

    const refused = await rejection(parent.refreshParent());
    expect(refused.code).toBe('unauthorized');
    expect(refused.message).toBe('Authentication token not found. Please log in again.');
    expect(parent.session.getSnapshot()).toEqual({ parent: null, student: null });
  }, 60_000);
});
