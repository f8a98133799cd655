import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  hashStudentPasscode,
  userCreateResponseSchema,
  userUpdateResponseSchema,
} from '@mathcols/api-client/protocol';
import { createSession, SESSION_LIFETIME_MS } from '../../auth/sessions';
import { VERIFICATION_LIFETIME_MS } from '../../accounts/verification';
import { SERVER_SECRET_NAME, serverSecret } from '../../auth/server-secret';
import { VERIFY_EMAIL_PER_PARENT } from '../../auth/throttle-rules';
import { emailOutbox, emailVerifications, parents, serverSecrets, students } from '../../db/schema';
import { openForFile } from '../../testing/database';
import { newDevice } from '../../testing/http';
import {
  PASSWORD,
  START,
  freshEmail,
  latestVerification,
  register,
  signIn,
  startUsersTestApp,
  wire,
} from './test-support';

const t = openForFile(startUsersTestApp, (started) => started.database.close());

const UNAUTHORIZED = 'Authentication token not found. Please log in again.';

/** Registers a parent at the current clock; returns their e-mail, id and token. */
async function newParent() {
  const email = freshEmail();
  const body = userCreateResponseSchema.parse((await register(t, email)).body);
  return { email, parentId: body.data.userId, usertoken: body.usertoken };
}

async function isVerified(parentId: string): Promise<boolean | undefined> {
  const [row] = await t.db.select().from(parents).where(eq(parents.id, parentId));
  return row?.emailVerified;
}

/** Runs `body` with the clock at `at`, then puts it back. */
async function at<T>(moment: Date, body: () => Promise<T>): Promise<T> {
  t.clock.now = moment;
  try {
    return await body();
  } finally {
    t.clock.now = START;
  }
}

const later = (ms: number) => new Date(START.getTime() + ms);

describe('user.update', () => {
  it('saves the FTUE steps without duplicates and answers the data', async () => {
    const { email, usertoken } = await newParent();
    const answer = await t.call({
      tag: 'user.update',
      usertoken,
      ftue: ['create_student', 'update_schedule', 'create_student'],
    });
    expect(answer.status).toBe(200);
    expect(userUpdateResponseSchema.parse(answer.body).data.ftue).toEqual([
      'create_student',
      'update_schedule',
    ]);
    const again = await signIn(t, email);
    expect((again.body.data as { ftue: string[] }).ftue).toEqual([
      'create_student',
      'update_schedule',
    ]);
  });

  it('turns the weekly e-mails off and on', async () => {
    const { usertoken } = await newParent();
    const off = await t.call({ tag: 'user.update', usertoken, emails: 'false' });
    expect((off.body.data as { emails: string }).emails).toBe('false');
    const on = await t.call({ tag: 'user.update', usertoken, emails: 'true' });
    expect((on.body.data as { emails: string }).emails).toBe('true');
  });

  it('answers 400 when both or neither of ftue and emails are sent', async () => {
    const { usertoken } = await newParent();
    const both = await t.call({ tag: 'user.update', usertoken, ftue: [], emails: 'true' });
    expect(both.status).toBe(400);
    expect(both.body.reason).toBe(
      'ftue: expected exactly one of ftue, emails, firstname with lastname, or emailpassword with currentpassword',
    );
    const half = await t.call({ tag: 'user.update', usertoken, firstname: 'Robin' });
    expect(half.status).toBe(400);
    expect((await t.call({ tag: 'user.update', usertoken })).status).toBe(400);
  });

  it('changes the names (Manage Account), trimmed, and answers them', async () => {
    const { usertoken, parentId } = await newParent();
    const answer = await t.call({
      tag: 'user.update',
      usertoken,
      firstname: '  Robin ',
      lastname: 'Okafor',
    });
    expect(answer.status).toBe(200);
    const data = userUpdateResponseSchema.parse(answer.body).data;
    expect([data.firstname, data.lastname]).toEqual(['Robin', 'Okafor']);
    const [row] = await t.db.select().from(parents).where(eq(parents.id, parentId));
    expect([row?.firstname, row?.lastname]).toEqual(['Robin', 'Okafor']);
    const tooShort = await t.call({ tag: 'user.update', usertoken, firstname: 'R', lastname: 'O' });
    expect(tooShort.status).toBe(400);
  });

  it('changes the password only with the right current one; the new one signs in', async () => {
    const { email, usertoken } = await newParent();
    const change = async (current: string, next: string) =>
      t.call({
        tag: 'user.update',
        usertoken,
        currentpassword: await wire(email, current),
        emailpassword: await wire(email, next),
      });
    const wrong = await change('Not-my-pass-1', 'Brand-new-pass-7');
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatchObject({
      tag: 'user.update_error',
      reason: 'Your current password is not right',
    });
    expect((await signIn(t, email, 'Brand-new-pass-7')).body.tag).toBe('user.connect_error');

    expect((await change(PASSWORD, 'Brand-new-pass-7')).body.tag).toBe('user.update');
    expect((await signIn(t, email, 'Brand-new-pass-7')).body.tag).toBe('user.connect');
    expect((await signIn(t, email, PASSWORD)).body.tag).toBe('user.connect_error');
  });

  it('signs the other devices out after a password change, not the device that made it', async () => {
    const { email, usertoken } = await newParent();
    const otherDevice = await newDevice(t.app);
    const other = await signIn(t, email, PASSWORD, otherDevice);
    const otherToken = String(other.body.usertoken);
    const emailsOff = (token: string) =>
      t.call({ tag: 'user.update', usertoken: token, emails: 'false' });
    expect((await emailsOff(otherToken)).status).toBe(200);

    // A wrong current password changes nothing: both devices stay signed in.
    const wrong = await t.call({
      tag: 'user.update',
      usertoken,
      currentpassword: await wire(email, 'Not-my-pass-1'),
      emailpassword: await wire(email, 'Brand-new-pass-7'),
    });
    expect(wrong.body.tag).toBe('user.update_error');
    expect((await emailsOff(otherToken)).status).toBe(200);

    const changed = await t.call({
      tag: 'user.update',
      usertoken,
      currentpassword: await wire(email, PASSWORD),
      emailpassword: await wire(email, 'Brand-new-pass-7'),
    });
    expect(changed.body.tag).toBe('user.update');
    expect((await emailsOff(usertoken)).status).toBe(200);
    const signedOut = await emailsOff(otherToken);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.reason).toBe(UNAUTHORIZED);
  });

  it('locks password changes after 5 wrong current passwords (429), not the sign-in', async () => {
    const { email, usertoken } = await newParent();
    const change = async (current: string) =>
      t.call({
        tag: 'user.update',
        usertoken,
        currentpassword: await wire(email, current),
        emailpassword: await wire(email, 'Brand-new-pass-7'),
      });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await change(`Guess-${attempt}-pass`)).status).toBe(200);
    }
    const locked = await change(PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.reason).toBe(
      'Too many wrong passwords. Please wait 1 minute and try again.',
    );
    // The sign-in is not locked (from another device: this one's session stays).
    expect((await signIn(t, email, PASSWORD, await newDevice(t.app))).body.tag).toBe(
      'user.connect',
    );
    const after = await at(later(60_000), () => change(PASSWORD));
    expect(after.body.tag).toBe('user.update');
  });

  it('answers 401 without a token, with an unknown or expired one, and with a student’s', async () => {
    const { parentId, usertoken } = await newParent();
    const [student] = await t.db
      .insert(students)
      .values({
        parentId,
        accountname: `kid-${Date.now()}`,
        passwordHash: await hashStudentPasscode('kid', 'abcd'),
        firstname: 'kid',
        lastname: 'parent',
        gradelevel: 2,
      })
      .returning();
    const studentToken = await createSession(
      t.db,
      { scope: 'student', studentId: student?.id ?? '' },
      START,
    );
    const expiredAt = later(SESSION_LIFETIME_MS);
    const attempts = [
      () => t.call({ tag: 'user.update', emails: 'false' }),
      () => t.call({ tag: 'user.update', usertoken: 'x'.repeat(43), emails: 'false' }),
      () => t.call({ tag: 'user.update', usertoken: studentToken, emails: 'false' }),
      () => at(expiredAt, () => t.call({ tag: 'user.update', usertoken, emails: 'false' })),
      () => at(expiredAt, () => t.call({ tag: 'user.emailverify', usertoken })),
    ];
    for (const attempt of attempts) {
      const answer = await attempt();
      expect(answer.status).toBe(401);
      expect(answer.body.reason).toBe(UNAUTHORIZED);
      expect(answer.body.tag).toMatch(/^user\.(update|emailverify)_error$/);
    }
    const [row] = await t.db.select().from(parents).where(eq(parents.id, parentId));
    expect(row?.emails).toBe(true);
    // One millisecond before expiry the session still works.
    const last = later(SESSION_LIFETIME_MS - 1);
    expect(
      (await at(last, () => t.call({ tag: 'user.update', usertoken, emails: 'false' }))).status,
    ).toBe(200);
  });
});

describe('user.emailverify', () => {
  it('sends a new e-mail on request; its code verifies the address', async () => {
    const { email, parentId, usertoken } = await newParent();
    const first = await latestVerification(t.db, email);
    const resent = await at(later(1000), () => t.call({ tag: 'user.emailverify', usertoken }));
    expect(resent.body).toEqual({
      tag: 'user.emailverify',
      reason: 'We are sending you a new email token, please go look for it.',
    });
    const second = await latestVerification(t.db, email);
    expect(second.code === first.code && second.linkToken === first.linkToken).toBe(false);

    const ok = await t.call({ tag: 'user.emailverify', usertoken, emailtoken: ` ${second.code} ` });
    expect(ok.body).toEqual({ tag: 'user.emailverify', emailverify: 'true' });
    expect(await isVerified(parentId)).toBe(true);
    // From another device: a sign-in on this one would retire `usertoken`.
    const elsewhere = await signIn(t, email, PASSWORD, await newDevice(t.app));
    expect(elsewhere.body.data).toMatchObject({ emailverified: 'true' });
  });

  it('answers verified, sending nothing, once the address was verified (say by the link)', async () => {
    const { email, usertoken } = await newParent();
    const { code, linkToken } = await latestVerification(t.db, email);
    await t.call({ tag: 'public.emailverify', emailtoken: linkToken });
    const outbox = async () =>
      (await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).length;
    const before = await outbox();
    const request = await t.call({ tag: 'user.emailverify', usertoken });
    expect(request.body).toEqual({ tag: 'user.emailverify', emailverify: 'true' });
    expect(await outbox()).toBe(before);
    const usedCode = await t.call({ tag: 'user.emailverify', usertoken, emailtoken: code });
    expect(usedCode.body).toEqual({ tag: 'user.emailverify', emailverify: 'true' });
  });

  it('refuses a wrong code, another parent’s code and an expired one', async () => {
    const a = await newParent();
    const b = await newParent();
    const codeOfB = (await latestVerification(t.db, b.email)).code;
    const codeOfA = (await latestVerification(t.db, a.email)).code;
    const wrong = codeOfA === '000000' ? '000001' : '000000';
    for (const emailtoken of [wrong, codeOfB === codeOfA ? wrong : codeOfB]) {
      const answer = await t.call({ tag: 'user.emailverify', usertoken: a.usertoken, emailtoken });
      expect(answer).toMatchObject({
        status: 200,
        body: {
          tag: 'user.emailverify_error',
          reason: 'Invalid verification code',
          message: 'Invalid verification code',
        },
      });
    }
    // Expired: 24 hours after it was sent (the session, 7 days, is still valid).
    const expired = await at(later(VERIFICATION_LIFETIME_MS), () =>
      t.call({ tag: 'user.emailverify', usertoken: a.usertoken, emailtoken: codeOfA }),
    );
    expect(expired.body.reason).toBe('Invalid verification code');
    expect(await isVerified(a.parentId)).toBe(false);
    const bad = await t.call({
      tag: 'user.emailverify',
      usertoken: a.usertoken,
      emailtoken: '12ab',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.reason).toBe('emailtoken: Invalid verification code');
  });

  it('counts wrong codes across new e-mails: the 5th locks codes (429) until the lock ends', async () => {
    const { email, parentId, usertoken } = await newParent();
    const { code: firstCode } = await latestVerification(t.db, email);
    const wrong = firstCode === '999999' ? '999998' : '999999';
    for (let i = 0; i < 3; i += 1) {
      const answer = await t.call({ tag: 'user.emailverify', usertoken, emailtoken: wrong });
      expect(answer.body.reason).toBe('Invalid verification code');
    }
    // A new e-mail does not reset the count: two more wrong codes lock.
    await at(later(1000), () => t.call({ tag: 'user.emailverify', usertoken }));
    const fresh = await latestVerification(t.db, email);
    const wrongAgain = fresh.code === wrong ? '999997' : wrong;
    for (let i = 0; i < 2; i += 1) {
      await t.call({ tag: 'user.emailverify', usertoken, emailtoken: wrongAgain });
    }
    const blocked = await t.call({ tag: 'user.emailverify', usertoken, emailtoken: fresh.code });
    expect(blocked).toMatchObject({
      status: 429,
      body: {
        tag: 'user.emailverify_error',
        reason: 'Too many wrong codes. Please wait 1 minute and try again.',
        message: 'Too many wrong codes. Please wait 1 minute and try again.',
      },
    });
    expect(blocked.headers.get('Retry-After')).toBe('60');
    await at(later(2000), () => t.call({ tag: 'user.emailverify', usertoken }));
    const newest = await latestVerification(t.db, email);
    const stillBlocked = await t.call({
      tag: 'user.emailverify',
      usertoken,
      emailtoken: newest.code,
    });
    expect(stillBlocked.status).toBe(429);
    expect(await isVerified(parentId)).toBe(false);

    const ok = await at(later(60_000), () =>
      t.call({ tag: 'user.emailverify', usertoken, emailtoken: newest.code }),
    );
    expect(ok.body.emailverify).toBe('true');
  });

  it('keeps one live code: a new e-mail voids the older code and link', async () => {
    const { email, parentId, usertoken } = await newParent();
    const older = await latestVerification(t.db, email);
    await at(later(1000), () => t.call({ tag: 'user.emailverify', usertoken }));
    const newer = await latestVerification(t.db, email);
    if (older.code !== newer.code) {
      const oldCode = await t.call({ tag: 'user.emailverify', usertoken, emailtoken: older.code });
      expect(oldCode.body.reason).toBe('Invalid verification code');
    }
    const ok = await t.call({ tag: 'user.emailverify', usertoken, emailtoken: newer.code });
    expect(ok.body.emailverify).toBe('true');
    for (const linkToken of [older.linkToken, newer.linkToken]) {
      const link = await t.call({ tag: 'public.emailverify', emailtoken: linkToken });
      expect(link.body.reason).toBe('Something went wrong, this token is not valid');
    }
    expect(await isVerified(parentId)).toBe(true);
  });

  it('stores codes and link tokens only as HMAC-SHA-256 under the server secret', async () => {
    const { email, parentId } = await newParent();
    const { code, linkToken } = await latestVerification(t.db, email);
    const [row] = await t.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.parentId, parentId));
    const key = await serverSecret(t.db);
    const [stored] = await t.db
      .select()
      .from(serverSecrets)
      .where(eq(serverSecrets.name, SERVER_SECRET_NAME));
    expect(stored?.value).toBe(key.toString('base64url'));
    const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
    expect(row?.codeHash).not.toBe(sha256(code));
    expect(row?.codeHash).toBe(
      createHmac('sha256', key).update(`verify-code:${parentId}:${code}`).digest('hex'),
    );
    expect(row?.linkTokenHash).toBe(
      createHmac('sha256', key).update(`verify-link:${linkToken}`).digest('hex'),
    );
  });

  it('sends at most 5 verification e-mails per hour to a parent (429, nothing sent)', async () => {
    const { email, usertoken } = await newParent();
    const sent = async () =>
      (await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).length;
    for (let i = 0; i < VERIFY_EMAIL_PER_PARENT.limit; i += 1) {
      expect((await t.call({ tag: 'user.emailverify', usertoken })).status).toBe(200);
    }
    const before = await sent();
    const refused = await t.call({ tag: 'user.emailverify', usertoken });
    expect(refused).toMatchObject({
      status: 429,
      body: {
        tag: 'user.emailverify_error',
        reason: 'Too many verification emails requested. Please wait 60 minutes and try again.',
        message: 'Too many verification emails requested. Please wait 60 minutes and try again.',
      },
    });
    expect(refused.headers.get('Retry-After')).toBe('3600');
    expect(await sent()).toBe(before);
    const nextHour = await at(later(60 * 60_000), () =>
      t.call({ tag: 'user.emailverify', usertoken }),
    );
    expect(nextHour.status).toBe(200);
  });
});

describe('public.emailverify', () => {
  it('verifies the address with the link token, once', async () => {
    const { email, parentId } = await newParent();
    const { linkToken } = await latestVerification(t.db, email);
    const ok = await t.call({ tag: 'public.emailverify', emailtoken: linkToken });
    expect(ok).toMatchObject({
      status: 200,
      body: { tag: 'public.emailverify', emailverify: 'true' },
    });
    expect(await isVerified(parentId)).toBe(true);
    const twice = await t.call({ tag: 'public.emailverify', emailtoken: linkToken });
    expect(twice.body).toEqual({
      tag: 'public.emailverify_error',
      reason: 'Something went wrong, this token is not valid',
      message: 'Something went wrong, this token is not valid',
    });
  });

  it('answers the parent’s data when the browser holds that parent’s session, only then', async () => {
    const own = await newParent();
    const other = await newParent();
    const ownLink = (await latestVerification(t.db, own.email)).linkToken;
    const otherLink = (await latestVerification(t.db, other.email)).linkToken;
    const mine = await t.call({
      tag: 'public.emailverify',
      usertoken: own.usertoken,
      emailtoken: ownLink,
    });
    expect(mine.body).toMatchObject({
      emailverify: 'true',
      data: { email: own.email, emailverified: 'true' },
    });
    const theirs = await t.call({
      tag: 'public.emailverify',
      usertoken: own.usertoken,
      emailtoken: otherLink,
    });
    expect(theirs.body).toEqual({ tag: 'public.emailverify', emailverify: 'true' });
  });

  it('refuses an unknown token and an expired one', async () => {
    const { email, parentId } = await newParent();
    const { linkToken } = await latestVerification(t.db, email);
    const unknown = await t.call({ tag: 'public.emailverify', emailtoken: 'A'.repeat(43) });
    expect(unknown.body.tag).toBe('public.emailverify_error');
    const expired = await at(later(VERIFICATION_LIFETIME_MS), () =>
      t.call({ tag: 'public.emailverify', emailtoken: linkToken }),
    );
    expect(expired.body.reason).toBe('Something went wrong, this token is not valid');
    expect(await isVerified(parentId)).toBe(false);
  });
});
