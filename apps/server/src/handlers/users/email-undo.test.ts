import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  publicEmailUndoResponseSchema,
  publicPasswordResetResponseSchema,
  userCreateResponseSchema,
} from '@mathcols/api-client/protocol';
import { EMAIL_UNDO_LIFETIME_MS } from '../../accounts/email-undo';
import { serverSecret } from '../../auth/server-secret';
import { DEFAULT_SUPPORT_EMAIL } from '../../config';
import { SIGN_IN_PER_ACCOUNT } from '../../auth/throttle-rules';
import { emailChangeUndos, emailVerifications, parents } from '../../db/schema';
import { PASSWORD_RESET_SUBJECT } from '../../email/templates';
import { openForFile } from '../../testing/database';
import { newDevice } from '../../testing/http';
import {
  PASSWORD,
  START,
  TEST_ORIGIN,
  atOffset,
  countEmails,
  freshEmail,
  latestEmailUndo,
  latestVerification,
  otherDeviceAndChild,
  register,
  signIn,
  startUsersTestApp,
  whileAnotherParentTakes,
  wire,
} from './test-support';

const t = openForFile(startUsersTestApp, (started) => started.database.close());

afterEach(() => {
  vi.restoreAllMocks();
});

const NEW_PASSWORD = 'Brand-new-pass-7';
const UNAUTHORIZED = 'Authentication token not found. Please log in again.';
const DEAD_LINK = 'This link has expired or was used already.';
const TAKEN = 'Another account uses that email address now. Please write to us.';
/** `{ tag: 'public.emailundo_error', reason, message }`. */
const refusal = (reason: string) => ({ tag: 'public.emailundo_error', reason, message: reason });
const INVALID = refusal(DEAD_LINK);

/** Registers a parent (password {@link PASSWORD}); returns their e-mail, id and token. */
async function newParent(prefix = 'undo') {
  const email = freshEmail(prefix);
  const body = userCreateResponseSchema.parse((await register(t, email)).body);
  return { email, parentId: body.data.userId, usertoken: body.usertoken };
}

/** `user.emailchange` from `from` to `to` as the client sends it (password {@link PASSWORD}). */
async function change(usertoken: string, from: string, to: string) {
  const answer = await t.call({
    tag: 'user.emailchange',
    usertoken,
    email: to,
    currentpassword: await wire(from, PASSWORD),
    emailpassword: await wire(to, PASSWORD),
  });
  if (answer.body.tag !== 'user.emailchange') {
    throw new Error(`The change failed: ${JSON.stringify(answer.body)}`);
  }
  return answer;
}

/** A parent moved from `email` to `next`, and the undo link's token the old address got. */
async function movedParent() {
  const parent = await newParent();
  const next = freshEmail('moved');
  await change(parent.usertoken, parent.email, next);
  const { token } = await latestEmailUndo(t.db, parent.email);
  return { ...parent, next, token };
}

const undo = (emailtoken: string) => t.call({ tag: 'public.emailundo', emailtoken });

/** A request a signed-in parent makes: 200 while the token works, 401 once it ended. */
const emailsOff = (usertoken: string) => t.call({ tag: 'user.update', usertoken, emails: 'false' });

/** The parent's stored row. */
async function parentRow(parentId: string) {
  const [row] = await t.db.select().from(parents).where(eq(parents.id, parentId));
  return row;
}

/** Saves `password` through a forgotten-password token, from `deviceid`. */
async function reset(emailtoken: string, email: string, password: string, deviceid = t.deviceid) {
  return t.call({
    tag: 'public.passwordreset',
    deviceid,
    emailtoken,
    emailpassword: await wire(email, password),
  });
}

describe('the notice of a change', () => {
  it('carries the undo link in both parts; its token is the message’s secret, stored hashed', async () => {
    const { email, parentId, usertoken } = await newParent();
    const next = freshEmail('moved');
    const send = vi.spyOn(t.mailer, 'send');
    await atOffset(t, 1000, () => change(usertoken, email, next));

    const { token, text, html } = await latestEmailUndo(t.db, email);
    expect(token).toMatch(/^[\w-]{43}$/);
    const link = `${TEST_ORIGIN}/#/undo-email-change?emailtoken=${token}`;
    expect(text).toContain(`If you did not do this, undo the change within 7 days:\n${link}\n`);
    expect(html).toMatch(/<a href="[^"]*" style="[^"]*">Undo this change<\/a>/);
    expect([...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual([
      link,
      link,
      `mailto:${DEFAULT_SUPPORT_EMAIL}`,
    ]);
    expect(html).toContain(`>${link}</a>`);
    // Sent with the token as its secret: an SMTP delivery masks it in the outbox copy.
    const notices = send.mock.calls.filter(([message]) => message.to === email);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.[0].secrets).toEqual([token]);

    const [row] = await t.db
      .select()
      .from(emailChangeUndos)
      .where(eq(emailChangeUndos.parentId, parentId));
    const key = await serverSecret(t.db);
    expect(row).toEqual({
      parentId,
      tokenHash: createHmac('sha256', key).update(`email-undo:${token}`).digest('hex'),
      oldEmail: email,
      createdAt: new Date(START.getTime() + 1000),
      expiresAt: new Date(START.getTime() + 1000 + EMAIL_UNDO_LIFETIME_MS),
      usedAt: null,
    });
  });

  it('goes without the link when the link cannot be made, and the change stands', async () => {
    const { email, parentId, usertoken } = await newParent();
    const next = freshEmail('moved');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await t.db.execute(
      sql.raw(`create function refuse_undo() returns trigger language plpgsql as $$
        begin raise exception 'no undo for %', new.old_email; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_undo before insert on email_change_undos for each row
        execute function refuse_undo()`),
    );
    try {
      expect((await change(usertoken, email, next)).status).toBe(200);
    } finally {
      await t.db.execute(sql`drop trigger refuse_undo on email_change_undos`);
      await t.db.execute(sql`drop function refuse_undo()`);
    }
    expect((await parentRow(parentId))?.email).toBe(next);
    await expect(latestEmailUndo(t.db, email)).rejects.toThrow('No undo link');
    const logged = error.mock.calls.map((call) => String(call[0]));
    expect(logged).toEqual([
      expect.stringMatching(
        new RegExp(`^user\\.emailchange: the undo link for parent ${parentId} failed: `),
      ) as unknown,
    ]);
    expect(logged.join('\n')).not.toContain(email);
  });
});

describe('public.emailundo', () => {
  it('moves the account back: the old address, verified; the new address has no account', async () => {
    const { email, parentId, next, token } = await movedParent();
    const newAddressLink = (await latestVerification(t.db, next)).linkToken;

    const answer = await undo(token);
    expect(answer.status).toBe(200);
    const body = publicEmailUndoResponseSchema.parse(answer.body);
    expect(body).toEqual({ tag: 'public.emailundo', email, emailtoken: expect.any(String) });
    expect(body.emailtoken).toMatch(/^[\w-]{43}$/);
    const row = await parentRow(parentId);
    expect(row).toMatchObject({ email, emailVerified: true });
    // The new address's code and link went with it.
    expect(
      await t.db.select().from(emailVerifications).where(eq(emailVerifications.parentId, parentId)),
    ).toEqual([]);
    const staleLink = await t.call({ tag: 'public.emailverify', emailtoken: newAddressLink });
    expect(staleLink.body.tag).toBe('public.emailverify_error');

    const withNew = await signIn(t, next, PASSWORD, await newDevice(t.app));
    expect(withNew.body).toMatchObject({
      tag: 'user.connect_error',
      reason: 'Invalid credentials',
    });
    // The stored password is still the wire hash salted with the new address: the old address
    // does not sign in with it, which is why the answer carries a reset token.
    const withOld = await signIn(t, email, PASSWORD, await newDevice(t.app));
    expect(withOld.body.tag).toBe('user.connect_error');
    // The reset token is answered, not e-mailed.
    expect(await countEmails(t.db, email, PASSWORD_RESET_SUBJECT)).toBe(0);
  });

  it('signs the parent out everywhere, the session that made the change too, but not their child', async () => {
    const parent = await newParent();
    const { otherToken, childMath } = await otherDeviceAndChild(t, parent.email, parent.usertoken);
    const next = freshEmail('moved');
    await change(parent.usertoken, parent.email, next);
    expect((await emailsOff(parent.usertoken)).status).toBe(200);
    const { token } = await latestEmailUndo(t.db, parent.email);

    expect((await undo(token)).body.tag).toBe('public.emailundo');
    for (const ended of [parent.usertoken, otherToken]) {
      const refused = await emailsOff(ended);
      expect(refused.status).toBe(401);
      expect(refused.body.reason).toBe(UNAUTHORIZED);
    }
    expect((await childMath()).body.tag).toBe('student.mathget');
  });

  it('answers a reset token that public.passwordreset takes: the new password signs in with the old address', async () => {
    const { email, next, token } = await movedParent();
    const answer = publicEmailUndoResponseSchema.parse((await undo(token)).body);

    const check = await t.call({ tag: 'public.passwordreset', emailtoken: answer.emailtoken });
    expect(check.body).toEqual({ tag: 'public.passwordreset', email });
    const saved = await reset(answer.emailtoken, email, NEW_PASSWORD, await newDevice(t.app));
    const session = publicPasswordResetResponseSchema.parse(saved.body);
    expect(session).toMatchObject({ tag: 'public.passwordreset', email });
    expect(session.data).toMatchObject({ email, emailverified: 'true' });
    expect((await emailsOff(session.usertoken ?? '')).status).toBe(200);

    const withOld = await signIn(t, email, NEW_PASSWORD, await newDevice(t.app));
    expect(withOld.body).toMatchObject({ tag: 'user.connect', data: { email } });
    for (const [address, password] of [
      [email, PASSWORD],
      [next, PASSWORD],
      [next, NEW_PASSWORD],
    ] as const) {
      expect((await signIn(t, address, password)).body.tag).toBe('user.connect_error');
    }
  });

  it('works once: the second use of the link is refused and changes nothing', async () => {
    const { email, parentId, token } = await movedParent();
    const first = publicEmailUndoResponseSchema.parse((await undo(token)).body);
    const before = await parentRow(parentId);

    const again = await undo(token);
    expect(again).toEqual(expect.objectContaining({ status: 200, body: INVALID }));
    expect(await parentRow(parentId)).toEqual(before);
    // No newer reset token replaced the first answer's: it still chooses the password.
    expect((await reset(first.emailtoken, email, NEW_PASSWORD)).body.tag).toBe(
      'public.passwordreset',
    );
    expect((await undo(token)).body).toEqual(INVALID);
    expect((await signIn(t, email, NEW_PASSWORD)).body.tag).toBe('user.connect');
  });

  it('lets one of two uses at the same moment win; the other is refused', async () => {
    const { email, parentId, token } = await movedParent();
    const answers = await Promise.all([undo(token), undo(token)]);
    const tags = answers.map((answer) => answer.body.tag);
    expect([...tags].sort()).toEqual(['public.emailundo', 'public.emailundo_error']);
    expect(answers[tags.indexOf('public.emailundo_error')]?.body).toEqual(INVALID);
    expect((await parentRow(parentId))?.email).toBe(email);
  });

  it('expires the link 7 days after the change', async () => {
    const { email, parentId, next, token } = await movedParent();
    const expired = await atOffset(t, EMAIL_UNDO_LIFETIME_MS, () => undo(token));
    expect(expired).toEqual(expect.objectContaining({ status: 200, body: INVALID }));
    expect((await parentRow(parentId))?.email).toBe(next);
    const lastMoment = await atOffset(t, EMAIL_UNDO_LIFETIME_MS - 1, () => undo(token));
    expect(lastMoment.body).toMatchObject({ tag: 'public.emailundo', email });
  });

  it('refuses a token nobody was sent', async () => {
    const { parentId, next } = await movedParent();
    for (const token of ['A'.repeat(43), 'f'.repeat(16), 'x'.repeat(128)]) {
      expect(await undo(token)).toEqual(expect.objectContaining({ status: 200, body: INVALID }));
    }
    expect((await parentRow(parentId))?.email).toBe(next);
  });

  it('keeps the first link when the account is moved again: it still leads back to the first address', async () => {
    const { email, parentId, usertoken, next, token: first } = await movedParent();
    // Whoever moved it moves it on, from their own address: that notice carries no link.
    const third = freshEmail('again');
    await atOffset(t, 1000, () => change(usertoken, next, third));
    await expect(latestEmailUndo(t.db, next)).rejects.toThrow('No undo link');

    expect((await undo(first)).body).toMatchObject({ tag: 'public.emailundo', email });
    expect((await parentRow(parentId))?.email).toBe(email);
  });

  it('refuses while another parent has the old address, changing nothing; once it is free again the link works', async () => {
    const { email, parentId, usertoken, next, token } = await movedParent();
    const other = userCreateResponseSchema.parse((await register(t, email)).body);
    const before = await parentRow(parentId);

    const taken = await undo(token);
    expect(taken).toEqual(expect.objectContaining({ status: 200, body: refusal(TAKEN) }));
    expect(await parentRow(parentId)).toEqual(before);
    expect((await emailsOff(usertoken)).status).toBe(200);
    expect((await signIn(t, next, PASSWORD, await newDevice(t.app))).body).toMatchObject({
      tag: 'user.connect',
      data: { userId: parentId },
    });
    expect((await signIn(t, email, PASSWORD, await newDevice(t.app))).body).toMatchObject({
      tag: 'user.connect',
      data: { userId: other.data.userId },
    });

    // The other parent moves away: the link was not used up.
    await change(other.usertoken, email, freshEmail('elsewhere'));
    expect((await undo(token)).body).toMatchObject({ tag: 'public.emailundo', email });
  });

  it('answers emailUndoTaken, not 500, when another parent takes the address between check and write', async () => {
    const { email, parentId, usertoken, next, token } = await movedParent();
    const answer = await whileAnotherParentTakes(t.db, email, () => undo(token));
    expect(answer).toEqual(expect.objectContaining({ status: 200, body: refusal(TAKEN) }));
    expect((await parentRow(parentId))?.email).toBe(next);
    expect((await emailsOff(usertoken)).status).toBe(200);
  });

  it('trusts no device after an undo: the changer’s device is counted with strangers’ guesses', async () => {
    const parent = await newParent();
    // Someone with the password signs in on their own device (trusted) and moves the account.
    const intruder = await newDevice(t.app);
    const held = await signIn(t, parent.email, PASSWORD, intruder);
    expect(held.status).toBe(200);
    const next = freshEmail('moved');
    await change(held.body.usertoken as string, parent.email, next);
    const { token } = await latestEmailUndo(t.db, parent.email);
    const { emailtoken } = publicEmailUndoResponseSchema.parse((await undo(token)).body);
    const owner = await newDevice(t.app);
    expect((await reset(emailtoken, parent.email, NEW_PASSWORD, owner)).status).toBe(200);
    // Wrong guesses from another device lock the address…
    const stranger = await newDevice(t.app);
    for (let i = 0; i < SIGN_IN_PER_ACCOUNT.limit; i += 1) {
      await signIn(t, parent.email, `Wrong-pass-${i}`, stranger);
    }
    // …and the device that made the change is locked with it, even with the right password.
    expect((await signIn(t, parent.email, NEW_PASSWORD, intruder)).status).toBe(429);
  });

  it('answers 400 for a body that fails the schema, naming the field', async () => {
    const { parentId, next, token } = await movedParent();
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'emailtoken: '],
      [{ emailtoken: 'too-short' }, 'emailtoken: '],
      [{ emailtoken: 'x'.repeat(129) }, 'emailtoken: '],
      [{ emailtoken: 42 }, 'emailtoken: '],
      [{ emailtoken: `${token}\u0000` }, 'emailtoken: '],
    ];
    for (const [fields, reason] of cases) {
      const answer = await t.call({ tag: 'public.emailundo', ...fields });
      expect(answer.status).toBe(400);
      expect(answer.body.tag).toBe('public.emailundo_error');
      expect(String(answer.body.reason)).toContain(reason);
    }
    expect((await parentRow(parentId))?.email).toBe(next);
  });
});
