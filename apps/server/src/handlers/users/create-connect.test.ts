import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ERROR_REASONS,
  userConnectResponseSchema,
  userCreateResponseSchema,
} from '@mathcols/api-client/protocol';
import { storedSecretCost, verifyStoredSecret } from '../../auth/passwords';
import { SIGN_IN_PER_ACCOUNT } from '../../auth/throttle-rules';
import { parents } from '../../db/schema';
import { openForFile } from '../../testing/database';
import { newDevice } from '../../testing/http';
import {
  PASSWORD,
  START,
  TEST_ORIGIN,
  freshEmail,
  latestVerification,
  register,
  signIn,
  startUsersTestApp,
  wire,
} from './test-support';

const t = openForFile(startUsersTestApp, (started) => started.database.close());

describe('user.create', () => {
  it('registers a free, unverified parent, signs them in and e-mails a code and a link', async () => {
    const email = freshEmail('new');
    const answer = await register(t, `  ${email.toUpperCase()} `, {
      emailpassword: await wire(email, PASSWORD),
      firstname: ' Robin ',
    });
    expect(answer.status).toBe(200);
    const body = userCreateResponseSchema.parse(answer.body);
    expect(body.data).toMatchObject({
      email,
      firstname: 'Robin',
      lastname: 'Parent',
      studentsMax: 1,
      userpremium: 'false',
      emailverified: 'false',
      emails: 'true',
      ftue: [],
      createdDate: START.toISOString(),
    });
    expect(body.students).toEqual([]);
    expect(body.usertoken).toMatch(/^[\w-]{43}$/);

    const mail = await latestVerification(t.db, email);
    expect(mail.text).toContain('Hello Robin,');
    expect(mail.text).toContain(`${TEST_ORIGIN}/#/verifyemail?emailtoken=${mail.linkToken}`);
    expect(t.mailLog.at(-1)).toContain(`Your verification code is: ${mail.code}`);
    // Only the newest e-mail's code and link work: the e-mail says so.
    expect(mail.text).toMatch(/new email,\s+use the newest one/);
  });

  it('stores the password only under its own salted hash, which verifies', async () => {
    const email = freshEmail();
    await register(t, email);
    const [row] = await t.db.select().from(parents).where(eq(parents.email, email));
    const wireHash = await wire(email, PASSWORD);
    expect(row?.passwordHash).not.toContain(wireHash);
    // The cost the server is set to: 16384 in production (auth.test.ts), smaller in tests.
    const { N, r, p } = storedSecretCost();
    expect(row?.passwordHash).toMatch(
      new RegExp(String.raw`^scrypt\$${N}\$${r}\$${p}\$[\w+/=]+\$[\w+/=]+$`),
    );
    expect(await verifyStoredSecret(row?.passwordHash ?? '', wireHash)).toBe(true);
    expect(
      await verifyStoredSecret(row?.passwordHash ?? '', await wire(email, 'Other-pass-1')),
    ).toBe(false);
  });

  it('refuses an e-mail address already used, whatever its case', async () => {
    const email = freshEmail('taken');
    expect((await register(t, email)).body.tag).toBe('user.create');
    const again = await register(t, email.toUpperCase(), { firstname: 'Other' });
    expect(again).toMatchObject({
      status: 200,
      body: {
        tag: 'user.create_error',
        reason: ERROR_REASONS.emailTaken,
        message: ERROR_REASONS.emailTaken,
      },
    });
    expect(await t.db.select().from(parents).where(eq(parents.email, email))).toHaveLength(1);
  });

  it('answers 400 naming the failing fields of a bad body', async () => {
    const answer = await t.call({
      tag: 'user.create',
      email: 'not an address',
      emailpassword: 'plain-password',
      firstname: 'P',
      lastname: 'Parent',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.tag).toBe('user.create_error');
    expect(answer.body.reason).toContain('email: Please enter a valid email address');
    expect(answer.body.reason).toContain('emailpassword: expected a base64 PBKDF2-SHA256 hash');
    expect(answer.body.reason).toContain('firstname:');
  });
});

describe('user.connect', () => {
  it('signs a parent in with a new token, their data and students', async () => {
    const email = freshEmail('signin');
    const created = userCreateResponseSchema.parse((await register(t, email)).body);
    const answer = await signIn(t, ` ${email.toUpperCase()}`);
    expect(answer.status).toBe(200);
    const body = userConnectResponseSchema.parse(answer.body);
    expect(body.usertoken).not.toBe(created.usertoken);
    expect(body.data).toEqual(created.data);
    expect(body.students).toEqual([]);
  });

  it('answers Invalid credentials alike for a wrong password and an unknown e-mail', async () => {
    const email = freshEmail('wrong');
    await register(t, email);
    const wrong = await signIn(t, email, 'Wrong-pass-1');
    const unknown = await signIn(t, freshEmail('nobody'));
    for (const answer of [wrong, unknown]) {
      expect(answer).toMatchObject({
        status: 200,
        body: {
          tag: 'user.connect_error',
          reason: 'Invalid credentials',
          message: 'Invalid credentials',
        },
      });
    }
  });

  it('locks an account after 5 failures (429, even with the right password) for 1 minute', async () => {
    const email = freshEmail('blocked');
    await register(t, email);
    const deviceid = await newDevice(t.app);
    for (let i = 0; i < SIGN_IN_PER_ACCOUNT.limit; i += 1) {
      expect((await signIn(t, email, 'Wrong-pass-1', deviceid)).status).toBe(200);
    }
    const refused = await signIn(t, email, PASSWORD, deviceid);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect(refused.body).toEqual({
      tag: 'user.connect_error',
      reason: 'Too many failed sign-in attempts. Please wait 1 minute and try again.',
      message: 'Too many failed sign-in attempts. Please wait 1 minute and try again.',
    });
    // Another device is refused too: the lock is the account's.
    expect((await signIn(t, email, PASSWORD, await newDevice(t.app))).status).toBe(429);
    // Another account on the first device still signs in.
    const other = freshEmail('other');
    await register(t, other);
    expect((await signIn(t, other, PASSWORD, deviceid)).body.tag).toBe('user.connect');

    t.clock.now = new Date(START.getTime() + 60_000);
    try {
      expect((await signIn(t, email, PASSWORD, deviceid)).body.tag).toBe('user.connect');
    } finally {
      t.clock.now = START;
    }
  });

  it('forgets an account’s failures after a successful sign-in', async () => {
    const email = freshEmail('forget');
    await register(t, email);
    const deviceid = await newDevice(t.app);
    for (let i = 0; i < SIGN_IN_PER_ACCOUNT.limit - 1; i += 1) {
      await signIn(t, email, 'Wrong-pass-1', deviceid);
    }
    expect((await signIn(t, email, PASSWORD, deviceid)).body.tag).toBe('user.connect');
    for (let i = 0; i < SIGN_IN_PER_ACCOUNT.limit - 1; i += 1) {
      expect((await signIn(t, email, 'Wrong-pass-1', deviceid)).status).toBe(200);
    }
    expect((await signIn(t, email, PASSWORD, deviceid)).body.tag).toBe('user.connect');
  });
});
