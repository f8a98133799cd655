import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  publicPasswordResetResponseSchema,
  userCreateResponseSchema,
} from '@mathcols/api-client/protocol';
import { PASSWORD_RESET_LIFETIME_MS } from '../../accounts/password-reset';
import {
  PASSWORD_FORGOT_PER_ADDRESS,
  PASSWORD_FORGOT_PER_EMAIL,
  SIGN_IN_PER_ACCOUNT,
} from '../../auth/throttle-rules';
import { parents } from '../../db/schema';
import { PASSWORD_RESET_SUBJECT } from '../../email/templates';
import { openForFile } from '../../testing/database';
import { newDevice } from '../../testing/http';
import {
  PASSWORD,
  TEST_ORIGIN,
  atOffset,
  callFrom,
  countEmails,
  freshEmail,
  otherDeviceAndChild,
  latestPasswordReset,
  register,
  signIn,
  startUsersTestApp,
  wire,
} from './test-support';

const t = openForFile(startUsersTestApp, (started) => started.database.close());

const NEW_PASSWORD = 'Brand-new-pass-7';
const SENT = {
  tag: 'public.passwordforgot',
  reason: 'If a parent account uses this email, we have sent it a link to choose a new password.',
};
const DEAD_LINK = 'This link has expired or was used already. Ask for a new one below.';
const INVALID = {
  tag: 'public.passwordreset_error',
  reason: DEAD_LINK,
  message: DEAD_LINK,
};
const UNAUTHORIZED = 'Authentication token not found. Please log in again.';

/** Registers a parent (password {@link PASSWORD}); returns their e-mail, id and token. */
async function newParent() {
  const email = freshEmail('forgot');
  const body = userCreateResponseSchema.parse((await register(t, email)).body);
  return { email, parentId: body.data.userId, usertoken: body.usertoken };
}

const forgot = (email: string) => t.call({ tag: 'public.passwordforgot', email });
const check = (emailtoken: string) => t.call({ tag: 'public.passwordreset', emailtoken });

/** Saves {@link NEW_PASSWORD} (or `password`) through the link, from `deviceid`. */
async function reset(
  emailtoken: string,
  email: string,
  password = NEW_PASSWORD,
  deviceid = t.deviceid,
) {
  return t.call({
    tag: 'public.passwordreset',
    deviceid,
    emailtoken,
    emailpassword: await wire(email, password),
  });
}

/** A request a signed-in parent makes: 200 while the token works, 401 once it ended. */
const emailsOff = (usertoken: string) => t.call({ tag: 'user.update', usertoken, emails: 'false' });

describe('public.passwordforgot', () => {
  it('e-mails the parent a link that opens the reset page for their address', async () => {
    const { email } = await newParent();
    expect(await forgot(` ${email.toUpperCase()} `)).toEqual(
      expect.objectContaining({ status: 200, body: SENT }),
    );
    const { token, text } = await latestPasswordReset(t.db, email);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(text).toContain('Hello Pat,');
    expect(text).toContain(
      'Someone (hopefully you) asked to choose a new password for your mathcols account.',
    );
    expect(text).toContain(`${TEST_ORIGIN}/#/reset-password?emailtoken=${token}`);
    expect(text).toContain('The link works once, for 1 hour.');
    expect(text).toContain('it replaces the links sent before.');
    expect(text).toContain(
      'If you did not ask for this, you can ignore this email: your password stays the same.',
    );
    expect(await check(token)).toEqual(
      expect.objectContaining({ status: 200, body: { tag: 'public.passwordreset', email } }),
    );
  });

  it('answers an address nobody uses the same way, and sends nothing', async () => {
    const nobody = freshEmail('nobody');
    const answer = await forgot(nobody);
    expect(answer).toEqual(expect.objectContaining({ status: 200, body: SENT }));
    expect(await countEmails(t.db, nobody, PASSWORD_RESET_SUBJECT)).toBe(0);
  });

  it('refuses the 4th request for one address within the hour (429, nothing sent), known or not', async () => {
    const { email } = await newParent();
    const nobody = freshEmail('nobody');
    for (const address of [email, nobody]) {
      const from = `198.51.100.${address === email ? 10 : 11}`;
      const ask = () => callFrom(t, from, { tag: 'public.passwordforgot', email: address });
      for (let i = 0; i < PASSWORD_FORGOT_PER_EMAIL.limit; i += 1) {
        expect((await ask()).body).toEqual(SENT);
      }
      const refused = await ask();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toBe('3600');
      expect(refused.body).toEqual({
        tag: 'public.passwordforgot_error',
        reason: 'Too many password emails requested. Please wait 60 minutes and try again.',
        message: 'Too many password emails requested. Please wait 60 minutes and try again.',
      });
      // Another client address does not help: the limit is the e-mail address's.
      const elsewhere = await callFrom(t, '198.51.100.12', {
        tag: 'public.passwordforgot',
        email: address,
      });
      expect(elsewhere.status).toBe(429);
    }
    expect(await countEmails(t.db, email, PASSWORD_RESET_SUBJECT)).toBe(3);
    const nextHour = await atOffset(t, 60 * 60_000, () =>
      callFrom(t, '198.51.100.10', { tag: 'public.passwordforgot', email }),
    );
    expect(nextHour.body).toEqual(SENT);
    expect(await countEmails(t.db, email, PASSWORD_RESET_SUBJECT)).toBe(4);
  });

  it('refuses request number 21 within the hour from one client address, for any address', async () => {
    const { email } = await newParent();
    const from = '203.0.113.80';
    for (let i = 0; i < PASSWORD_FORGOT_PER_ADDRESS.limit; i += 1) {
      const answer = await callFrom(t, from, {
        tag: 'public.passwordforgot',
        email: freshEmail('spray'),
      });
      expect(answer.status).toBe(200);
    }
    const refused = await callFrom(t, from, { tag: 'public.passwordforgot', email });
    expect(refused.status).toBe(429);
    expect(refused.body.reason).toBe(
      'Too many password emails requested. Please wait 60 minutes and try again.',
    );
    expect(await countEmails(t.db, email, PASSWORD_RESET_SUBJECT)).toBe(0);
    const otherAddress = await callFrom(t, '203.0.113.81', { tag: 'public.passwordforgot', email });
    expect(otherAddress.body).toEqual(SENT);
    expect(await countEmails(t.db, email, PASSWORD_RESET_SUBJECT)).toBe(1);
  });
});

describe('public.passwordreset', () => {
  it('checks the link without using it up: it still saves the password afterwards', async () => {
    const { email } = await newParent();
    await forgot(email);
    const { token } = await latestPasswordReset(t.db, email);
    for (let i = 0; i < 3; i += 1) {
      expect((await check(token)).body).toEqual({ tag: 'public.passwordreset', email });
    }
    expect((await reset(token, email)).body.tag).toBe('public.passwordreset');
  });

  it('saves the new password: it signs in, the old one does not, and the answer is a session', async () => {
    const { email, parentId } = await newParent();
    await forgot(email);
    const { token } = await latestPasswordReset(t.db, email);
    const answer = await reset(token, email, NEW_PASSWORD, await newDevice(t.app));
    expect(answer.status).toBe(200);
    const body = publicPasswordResetResponseSchema.parse(answer.body);
    expect(body).toMatchObject({ tag: 'public.passwordreset', email, students: [] });
    // The parent read the mailbox: the address counts as verified.
    expect(body.data).toMatchObject({ email, firstname: 'Pat', emailverified: 'true' });
    expect((await emailsOff(body.usertoken ?? '')).status).toBe(200);
    const [row] = await t.db.select().from(parents).where(eq(parents.id, parentId));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);

    const withNew = await signIn(t, email, NEW_PASSWORD, await newDevice(t.app));
    expect(withNew.body).toMatchObject({ tag: 'user.connect', data: { email } });
    const withOld = await signIn(t, email, PASSWORD, await newDevice(t.app));
    expect(withOld.body).toMatchObject({
      tag: 'user.connect_error',
      reason: 'Invalid credentials',
    });
  });

  it('signs the parent out everywhere, but not their child', async () => {
    const { email, usertoken } = await newParent();
    const { otherToken, childMath } = await otherDeviceAndChild(t, email, usertoken);
    expect((await childMath()).status).toBe(200);

    await forgot(email);
    const { token } = await latestPasswordReset(t.db, email);
    const answer = await reset(token, email, NEW_PASSWORD, await newDevice(t.app));
    for (const ended of [usertoken, otherToken]) {
      const refused = await emailsOff(ended);
      expect(refused.status).toBe(401);
      expect(refused.body.reason).toBe(UNAUTHORIZED);
    }
    expect((await emailsOff(String(answer.body.usertoken))).status).toBe(200);
    expect((await childMath()).body.tag).toBe('student.mathget');
  });

  it('works once: the second use of a link fails and changes nothing', async () => {
    const { email } = await newParent();
    await forgot(email);
    const { token } = await latestPasswordReset(t.db, email);
    expect((await reset(token, email)).body.tag).toBe('public.passwordreset');
    const again = await reset(token, email, 'Another-pass-9');
    expect(again).toEqual(expect.objectContaining({ status: 200, body: INVALID }));
    expect((await check(token)).body).toEqual(INVALID);
    expect((await signIn(t, email, 'Another-pass-9')).body.tag).toBe('user.connect_error');
    expect((await signIn(t, email, NEW_PASSWORD)).body.tag).toBe('user.connect');
  });

  it('lets one of two uses at the same moment win; the other changes nothing', async () => {
    const { email } = await newParent();
    await forgot(email);
    const { token } = await latestPasswordReset(t.db, email);
    const answers = await Promise.all([
      reset(token, email, 'First-pass-1'),
      reset(token, email, 'Second-pass-2'),
    ]);
    const tags = answers.map((answer) => answer.body.tag);
    expect([...tags].sort()).toEqual(['public.passwordreset', 'public.passwordreset_error']);
    const winner = tags.indexOf('public.passwordreset') === 0 ? 'First-pass-1' : 'Second-pass-2';
    const loser = winner === 'First-pass-1' ? 'Second-pass-2' : 'First-pass-1';
    expect((await signIn(t, email, loser)).body.tag).toBe('user.connect_error');
    expect((await signIn(t, email, winner)).body.tag).toBe('user.connect');
  });

  it('keeps one live link: a newer e-mail voids the older one', async () => {
    const { email } = await newParent();
    await forgot(email);
    const older = (await latestPasswordReset(t.db, email)).token;
    await atOffset(t, 1000, () => forgot(email));
    const newer = (await latestPasswordReset(t.db, email)).token;
    expect(newer).not.toBe(older);
    expect((await check(older)).body).toEqual(INVALID);
    expect((await reset(older, email)).body).toEqual(INVALID);
    expect((await signIn(t, email, PASSWORD)).body.tag).toBe('user.connect');
    expect((await reset(newer, email)).body.tag).toBe('public.passwordreset');
  });

  it('expires the link 1 hour after it was sent', async () => {
    const { email } = await newParent();
    await forgot(email);
    const { token } = await latestPasswordReset(t.db, email);
    const lastMoment = await atOffset(t, PASSWORD_RESET_LIFETIME_MS - 1, () => check(token));
    expect(lastMoment.body).toEqual({ tag: 'public.passwordreset', email });
    const expired = await atOffset(t, PASSWORD_RESET_LIFETIME_MS, () => check(token));
    expect(expired.body).toEqual(INVALID);
    const tooLate = await atOffset(t, PASSWORD_RESET_LIFETIME_MS, () => reset(token, email));
    expect(tooLate.body).toEqual(INVALID);
    expect((await signIn(t, email, PASSWORD)).body.tag).toBe('user.connect');
  });

  it('refuses a token nobody was sent, with and without a password', async () => {
    const { email } = await newParent();
    expect((await check('A'.repeat(43))).body).toEqual(INVALID);
    expect((await reset('A'.repeat(43), email)).body).toEqual(INVALID);
    expect((await signIn(t, email, NEW_PASSWORD)).body.tag).toBe('user.connect_error');
  });

  it.each([
    ['a device never signed in from (the account-wide lock)', false],
    ['the parent’s own trusted device (its own lock)', true],
  ])('unlocks sign-in on %s, locked by wrong passwords', async (_, trusted) => {
    const { email } = await newParent();
    const laptop = await newDevice(t.app);
    // A device signed in from once has its attempts counted under a key of its own.
    if (trusted) expect((await signIn(t, email, PASSWORD, laptop)).status).toBe(200);
    for (let i = 0; i < SIGN_IN_PER_ACCOUNT.limit; i += 1) {
      await signIn(t, email, `Wrong-pass-${i}`, laptop);
    }
    expect((await signIn(t, email, PASSWORD, laptop)).status).toBe(429);
    await forgot(email);
    const { token } = await latestPasswordReset(t.db, email);
    expect((await reset(token, email, NEW_PASSWORD, await newDevice(t.app))).status).toBe(200);
    const after = await signIn(t, email, NEW_PASSWORD, laptop);
    expect(after.body).toMatchObject({ tag: 'user.connect', data: { email } });
  });
});
