import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import {
  userCreateResponseSchema,
  userEmailChangeResponseSchema,
} from '@mathcols/api-client/protocol';
import { SESSION_LIFETIME_MS, createSession } from '../../auth/sessions';
import { DEFAULT_SUPPORT_EMAIL } from '../../config';
import {
  EMAIL_CHANGE_PER_EMAIL,
  EMAIL_CHANGE_PER_PARENT,
  PASSWORD_CHANGE_PER_PARENT,
  SIGN_IN_PER_ACCOUNT,
} from '../../auth/throttle-rules';
import { emailOutbox, parents } from '../../db/schema';
import { EMAIL_CHANGED_SUBJECT, VERIFICATION_SUBJECT } from '../../email/templates';
import { openForFile } from '../../testing/database';
import { newDevice } from '../../testing/http';
import { createBody, wire as studentWire } from '../students/test-support';
import {
  PASSWORD,
  TEST_ORIGIN,
  atOffset,
  countEmails,
  freshEmail,
  otherDeviceAndChild,
  latestEmailUndo,
  latestPasswordReset,
  latestVerification,
  register,
  signIn,
  startUsersTestApp,
  whileAnotherParentTakes,
  wire,
} from './test-support';

const t = openForFile(startUsersTestApp, (started) => started.database.close());

const UNAUTHORIZED = 'Authentication token not found. Please log in again.';
const WRONG = 'Your current password is not right';
const TAKEN = 'An account with this email already exists';
const UNCHANGED = 'This is already the email address of your account';
const LOCKED = 'Too many wrong passwords. Please wait 1 minute and try again.';

/** `{ tag: 'user.emailchange_error', reason, message }`. */
const refusal = (reason: string) => ({ tag: 'user.emailchange_error', reason, message: reason });

/** Registers a parent (password {@link PASSWORD}); returns their e-mail, id and token. */
async function newParent(prefix = 'change') {
  const email = freshEmail(prefix);
  const body = userCreateResponseSchema.parse((await register(t, email)).body);
  return { email, parentId: body.data.userId, usertoken: body.usertoken };
}

/**
 * Sends `user.emailchange` as the client does: `to` as typed, the password hashed with the
 * present address (`from`) and with the new one (normalised).
 */
async function change(
  usertoken: string,
  from: string,
  to: string,
  options: { current?: string; password?: string } = {},
) {
  const password = options.password ?? PASSWORD;
  return t.call({
    tag: 'user.emailchange',
    usertoken,
    email: to,
    currentpassword: await wire(from, options.current ?? password),
    emailpassword: await wire(to.trim().toLowerCase(), password),
  });
}

/** A request a signed-in parent makes: 200 while the token works, 401 once it ended. */
const emailsOff = (usertoken: string) => t.call({ tag: 'user.update', usertoken, emails: 'false' });

/** The parent's stored row. */
async function parentRow(parentId: string) {
  const [row] = await t.db.select().from(parents).where(eq(parents.id, parentId));
  return row;
}

/** The text of the newest e-mail to `to` with this subject. */
async function latestEmail(to: string, subject: string): Promise<string> {
  const [row] = await t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.subject, subject)))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(1);
  if (!row) throw new Error(`No e-mail '${subject}' to ${to}`);
  return row.text;
}

describe('user.emailchange', () => {
  it('moves the account: the new address and its hash sign in, the old address no longer does', async () => {
    const { email, parentId, usertoken } = await newParent();
    const { code } = await latestVerification(t.db, email);
    expect((await t.call({ tag: 'user.emailverify', usertoken, emailtoken: code })).status).toBe(
      200,
    );
    const next = freshEmail('moved');

    const answer = await change(usertoken, email, ` ${next.toUpperCase()} `);
    expect(answer.status).toBe(200);
    const body = userEmailChangeResponseSchema.parse(answer.body);
    expect(body).toEqual({
      tag: 'user.emailchange',
      data: expect.objectContaining({
        userId: parentId,
        email: next,
        firstname: 'Pat',
        emailverified: 'false',
      }) as unknown,
    });
    expect((await parentRow(parentId))?.passwordHash).toMatch(/^scrypt\$/);

    const withNew = await signIn(t, next, PASSWORD, await newDevice(t.app));
    expect(withNew.body).toMatchObject({
      tag: 'user.connect',
      data: { userId: parentId, email: next, emailverified: 'false' },
    });
    // The old address: no account any more, whether with the old hash or the new one.
    const withOld = await signIn(t, email, PASSWORD, await newDevice(t.app));
    expect(withOld.body).toMatchObject({
      tag: 'user.connect_error',
      reason: 'Invalid credentials',
    });
    const oldAddressNewHash = await t.call({
      tag: 'user.connect',
      deviceid: await newDevice(t.app),
      email,
      emailpassword: await wire(next, PASSWORD),
    });
    expect(oldAddressNewHash.body.tag).toBe('user.connect_error');
  });

  it('signs the parent out on other devices, keeps the asking session and the child’s', async () => {
    const { email, usertoken } = await newParent();
    const { otherToken, childMath } = await otherDeviceAndChild(t, email, usertoken);
    expect((await childMath()).status).toBe(200);

    expect((await change(usertoken, email, freshEmail('moved'))).status).toBe(200);
    const ended = await emailsOff(otherToken);
    expect(ended.status).toBe(401);
    expect(ended.body.reason).toBe(UNAUTHORIZED);
    expect((await emailsOff(usertoken)).status).toBe(200);
    expect((await childMath()).body.tag).toBe('student.mathget');
  });

  it('e-mails a new code and link to the new address and a notice to the old one', async () => {
    const { email, usertoken } = await newParent();
    const oldCode = (await latestVerification(t.db, email)).code;
    await t.call({ tag: 'public.passwordforgot', email });
    const oldResetLink = (await latestPasswordReset(t.db, email)).token;
    const next = freshEmail('moved');

    await atOffset(t, 1000, () => change(usertoken, email, next));
    expect(await countEmails(t.db, next, VERIFICATION_SUBJECT)).toBe(1);
    expect(await countEmails(t.db, email, VERIFICATION_SUBJECT)).toBe(1);
    const undo = await latestEmailUndo(t.db, email);
    expect(await latestEmail(email, EMAIL_CHANGED_SUBJECT)).toBe(
      [
        'Hello Pat,',
        '',
        `The email address of your mathcols account was changed to ${next}.`,
        'From now on, sign in with that address; this one no longer signs in.',
        '',
        'If you did not do this, undo the change within 7 days:',
        `${TEST_ORIGIN}/#/undo-email-change?emailtoken=${undo.token}`,
        'The link works once. It moves the account back to this address and signs it out',
        'everywhere; then you choose a new password.',
        '',
        `If the link does not work, write to us at ${DEFAULT_SUPPORT_EMAIL} straight away.`,
      ].join('\n'),
    );
    expect(await countEmails(t.db, next, EMAIL_CHANGED_SUBJECT)).toBe(0);

    // What went to the old address stops working: its code and its forgotten-password link.
    const stale = await t.call({ tag: 'user.emailverify', usertoken, emailtoken: oldCode });
    expect(stale.body.reason).toBe('Invalid verification code');
    const staleLink = await t.call({ tag: 'public.passwordreset', emailtoken: oldResetLink });
    expect(staleLink.body.tag).toBe('public.passwordreset_error');

    const { code, linkToken, text } = await latestVerification(t.db, next);
    expect(text).toContain(`${TEST_ORIGIN}/#/verifyemail?emailtoken=${linkToken}`);
    const verified = await t.call({ tag: 'user.emailverify', usertoken, emailtoken: code });
    expect(verified.body).toEqual({ tag: 'user.emailverify', emailverify: 'true' });
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const { email, parentId, usertoken } = await newParent();
    const before = await parentRow(parentId);
    const next = freshEmail('moved');
    const wrong = await change(usertoken, email, next, { current: 'Not-my-pass-1' });
    expect(wrong).toEqual(expect.objectContaining({ status: 200, body: refusal(WRONG) }));
    // The right password hashed with the new address (not the present one) is no proof either.
    const saltedWrong = await t.call({
      tag: 'user.emailchange',
      usertoken,
      email: next,
      currentpassword: await wire(next, PASSWORD),
      emailpassword: await wire(next, PASSWORD),
    });
    expect(saltedWrong.body).toEqual(refusal(WRONG));

    expect(await parentRow(parentId)).toEqual(before);
    expect(await countEmails(t.db, next, VERIFICATION_SUBJECT)).toBe(0);
    expect(await countEmails(t.db, email, EMAIL_CHANGED_SUBJECT)).toBe(0);
    expect((await signIn(t, email)).body.tag).toBe('user.connect');
    expect((await signIn(t, next)).body.tag).toBe('user.connect_error');
  });

  it('locks after 5 wrong current passwords (429), counted with the password change of user.update', async () => {
    const { email, usertoken } = await newParent();
    const next = freshEmail('moved');
    const changePassword = async (current: string) =>
      t.call({
        tag: 'user.update',
        usertoken,
        currentpassword: await wire(email, current),
        emailpassword: await wire(email, 'Brand-new-pass-7'),
      });
    expect(PASSWORD_CHANGE_PER_PARENT.limit).toBe(5);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await changePassword(`Guess-${attempt}-pass`)).body.reason).toBe(WRONG);
    }
    for (let attempt = 3; attempt < 5; attempt += 1) {
      const answer = await change(usertoken, email, next, { current: `Guess-${attempt}-pass` });
      expect(answer.body).toEqual(refusal(WRONG));
    }

    const locked = await change(usertoken, email, next);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBe('60');
    expect(locked.body).toEqual(refusal(LOCKED));
    expect((await changePassword(PASSWORD)).status).toBe(429);
    expect(await countEmails(t.db, next, VERIFICATION_SUBJECT)).toBe(0);
    // Not the sign-in: it still takes the present address.
    expect((await signIn(t, email, PASSWORD, await newDevice(t.app))).body.tag).toBe(
      'user.connect',
    );

    const later = await atOffset(t, 60_000, () => change(usertoken, email, next));
    expect(later.body).toMatchObject({ tag: 'user.emailchange', data: { email: next } });
  });

  it('moves a parent at most 5 times an hour (429), changing and sending nothing, then again', async () => {
    const { email, parentId, usertoken } = await newParent();
    expect(EMAIL_CHANGE_PER_PARENT.limit).toBe(5);
    let present = email;
    for (let move = 0; move < 5; move += 1) {
      const next = freshEmail(`move-${move}`);
      expect((await change(usertoken, present, next)).body.tag).toBe('user.emailchange');
      present = next;
    }

    const sixth = freshEmail('sixth');
    const refused = await change(usertoken, present, sixth);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('3600');
    expect(refused.body).toEqual(
      refusal('Too many email changes. Please wait 60 minutes and try again.'),
    );
    expect((await parentRow(parentId))?.email).toBe(present);
    expect(await countEmails(t.db, sixth, VERIFICATION_SUBJECT)).toBe(0);
    expect(await countEmails(t.db, present, EMAIL_CHANGED_SUBJECT)).toBe(0);

    const later = await atOffset(t, 60 * 60_000, () => change(usertoken, present, sixth));
    expect(later.body).toMatchObject({ tag: 'user.emailchange', data: { email: sixth } });
  });

  it('lets accounts move to one address 3 times an hour, whoever asks: no flooding its mailbox', async () => {
    expect(EMAIL_CHANGE_PER_EMAIL.limit).toBe(3);
    const target = freshEmail('mailbox');
    for (let turn = 0; turn < 3; turn += 1) {
      const { email, usertoken } = await newParent(`turn-${turn}`);
      expect((await change(usertoken, email, target)).body.tag).toBe('user.emailchange');
      // Moves away again, which frees the address for the next account.
      expect((await change(usertoken, target, freshEmail('away'))).body.tag).toBe(
        'user.emailchange',
      );
    }
    const fourth = await newParent('turn-3');
    const refused = await change(fourth.usertoken, fourth.email, ` ${target.toUpperCase()} `);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(
      refusal('Too many email changes. Please wait 60 minutes and try again.'),
    );
    expect(await countEmails(t.db, target, VERIFICATION_SUBJECT)).toBe(3);
    expect((await parentRow(fourth.parentId))?.email).toBe(fourth.email);
  });

  it('refuses an address another parent has, in any case, and changes nothing', async () => {
    const { email, usertoken } = await newParent();
    const other = await newParent('taken');
    const answer = await change(usertoken, email, ` ${other.email.toUpperCase()} `);
    expect(answer).toEqual(expect.objectContaining({ status: 200, body: refusal(TAKEN) }));
    expect((await signIn(t, email)).body.tag).toBe('user.connect');
    expect((await signIn(t, other.email)).body).toMatchObject({
      tag: 'user.connect',
      data: { userId: other.parentId },
    });
    expect(await countEmails(t.db, email, EMAIL_CHANGED_SUBJECT)).toBe(0);
  });

  it('answers emailTaken, not 500, when another parent takes the address between check and write', async () => {
    const { email, parentId, usertoken } = await newParent();
    const next = freshEmail('raced');
    // Another parent registers `next` inside the write (after the handler's check found nobody):
    // the unique index refuses the move and the transaction rolls back.
    const answer = await whileAnotherParentTakes(t.db, next, () => change(usertoken, email, next));
    expect(answer).toEqual(expect.objectContaining({ status: 200, body: refusal(TAKEN) }));
    expect((await parentRow(parentId))?.email).toBe(email);
    expect((await emailsOff(usertoken)).status).toBe(200);
    expect(await countEmails(t.db, next, VERIFICATION_SUBJECT)).toBe(0);
    expect(await countEmails(t.db, email, EMAIL_CHANGED_SUBJECT)).toBe(0);
  });

  it('gives an address two parents ask for at once to one of them; the other gets emailTaken', async () => {
    const first = await newParent();
    const second = await newParent();
    const next = freshEmail('wanted');
    const answers = await Promise.all([
      change(first.usertoken, first.email, next),
      change(second.usertoken, second.email, next),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const tags = answers.map((answer) => answer.body.tag);
    expect([...tags].sort()).toEqual(['user.emailchange', 'user.emailchange_error']);
    const loser = tags[0] === 'user.emailchange' ? second : first;
    expect(answers[tags.indexOf('user.emailchange_error')]?.body).toEqual(refusal(TAKEN));
    expect((await signIn(t, loser.email)).body.tag).toBe('user.connect');
    expect(await countEmails(t.db, next, VERIFICATION_SUBJECT)).toBe(1);
  });

  it('refuses the present address, without counting the password', async () => {
    const { email, usertoken } = await newParent();
    for (let attempt = 0; attempt < PASSWORD_CHANGE_PER_PARENT.limit + 1; attempt += 1) {
      const answer = await change(usertoken, email, ` ${email.toUpperCase()} `, {
        current: `Guess-${attempt}-pass`,
      });
      expect(answer).toEqual(expect.objectContaining({ status: 200, body: refusal(UNCHANGED) }));
    }
    expect(await countEmails(t.db, email, EMAIL_CHANGED_SUBJECT)).toBe(0);
    // No attempt was counted: the right password still changes the address.
    const next = freshEmail('moved');
    expect((await change(usertoken, email, next)).body.tag).toBe('user.emailchange');
  });

  it('keeps the family’s trusted devices trusted under the new address', async () => {
    const { email, usertoken } = await newParent();
    const laptop = await newDevice(t.app);
    expect((await signIn(t, email, PASSWORD, laptop)).status).toBe(200);
    const next = freshEmail('moved');
    expect((await change(usertoken, email, next)).status).toBe(200);
    // A stranger locks the new address with wrong guesses from another device…
    const stranger = await newDevice(t.app);
    for (let i = 0; i < SIGN_IN_PER_ACCOUNT.limit; i += 1) {
      await signIn(t, next, `Wrong-pass-${i}`, stranger);
    }
    expect((await signIn(t, next, PASSWORD, stranger)).status).toBe(429);
    // …but the parent's laptop, trusted before the change, is counted apart.
    expect((await signIn(t, next, PASSWORD, laptop)).body).toMatchObject({
      tag: 'user.connect',
      data: { email: next },
    });
  });

  it('answers 401 without a token, with an unknown or expired one, and with a student’s', async () => {
    const { email, parentId, usertoken } = await newParent();
    const handle = `kid.${Date.now()}`;
    await t.call(await createBody(usertoken, handle));
    const child = await t.call({
      tag: 'student.connect',
      accountname: handle,
      accountpassword: await studentWire(handle, 'abcd'),
    });
    const stale = await createSession(t.db, { scope: 'parent', parentId }, t.clock.now);
    const next = freshEmail('moved');
    const body = {
      tag: 'user.emailchange',
      email: next,
      currentpassword: await wire(email, PASSWORD),
      emailpassword: await wire(next, PASSWORD),
    };
    const attempts = [
      () => t.call(body),
      () => t.call({ ...body, usertoken: 'x'.repeat(43) }),
      () => t.call({ ...body, usertoken: String(child.body.usertoken) }),
      () => atOffset(t, SESSION_LIFETIME_MS, () => t.call({ ...body, usertoken: stale })),
    ];
    for (const attempt of attempts) {
      const answer = await attempt();
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(refusal(UNAUTHORIZED));
    }
    expect((await parentRow(parentId))?.email).toBe(email);
  });

  it('answers 400 for a body that fails the schema, naming the field', async () => {
    const { email, parentId, usertoken } = await newParent();
    const next = freshEmail('moved');
    const valid = {
      tag: 'user.emailchange',
      usertoken,
      email: next,
      currentpassword: await wire(email, PASSWORD),
      emailpassword: await wire(next, PASSWORD),
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, email: 'not-an-address' }, 'email: Please enter a valid email address'],
      [{ ...valid, currentpassword: PASSWORD }, 'currentpassword: expected a base64'],
      [{ ...valid, emailpassword: undefined }, 'emailpassword: '],
    ];
    for (const [body, reason] of cases) {
      const answer = await t.call(body);
      expect(answer.status).toBe(400);
      expect(answer.body.tag).toBe('user.emailchange_error');
      expect(String(answer.body.reason)).toContain(reason);
    }
    expect((await parentRow(parentId))?.email).toBe(email);
  });
});
