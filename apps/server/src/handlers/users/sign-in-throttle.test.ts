import { describe, expect, it } from 'vitest';
import { userConnectResponseSchema } from '@mathcols/api-client/protocol';
import { authenticate } from '../../auth/sessions';
import {
  REGISTER_PER_ADDRESS,
  SIGN_IN_PER_ACCOUNT,
  SIGN_IN_PER_ADDRESS,
} from '../../auth/throttle-rules';
import { openForFile } from '../../testing/database';
import { newDevice } from '../../testing/http';
import {
  PASSWORD,
  START,
  atOffset as shiftClock,
  callFrom,
  freshEmail,
  register,
  signIn,
  startUsersTestApp,
  wire,
} from './test-support';

const t = openForFile(startUsersTestApp, (started) => started.database.close());

const MINUTE = 60_000;
const INVALID = {
  status: 200,
  body: {
    tag: 'user.connect_error',
    reason: 'Invalid credentials',
    message: 'Invalid credentials',
  },
};

/** Runs `body` with the clock at START + `ms`, then puts it back. */
const atOffset = <T>(ms: number, body: () => Promise<T>) => shiftClock(t, ms, body);

/** `n` wrong passwords in a row; returns the statuses. */
async function wrongTimes(email: string, n: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i += 1) statuses.push((await signIn(t, email, 'Wrong-pass-1')).status);
  return statuses;
}

describe('sign-in throttle per account', () => {
  it('gives 100 parallel wrong guesses exactly the 5 tries serial ones get, then refuses the right password until the lock ends', async () => {
    const email = freshEmail('parallel');
    await register(t, email);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => signIn(t, email, 'Wrong-pass-1')),
    );
    const tried = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(tried).toHaveLength(SIGN_IN_PER_ACCOUNT.limit);
    for (const answer of tried) expect(answer).toMatchObject(INVALID);
    expect(refused).toHaveLength(100 - SIGN_IN_PER_ACCOUNT.limit);
    for (const answer of refused) {
      expect(Number(answer.headers.get('Retry-After'))).toBe(60);
      expect(answer.body.reason).toBe(
        'Too many failed sign-in attempts. Please wait 1 minute and try again.',
      );
    }

    // The right password during the lock is refused, and tells nothing.
    const during = await atOffset(MINUTE - 1000, () => signIn(t, email));
    expect(during.status).toBe(429);
    expect(during.headers.get('Retry-After')).toBe('1');
    expect(during.body).not.toHaveProperty('usertoken');
    const after = await atOffset(MINUTE, () => signIn(t, email));
    expect(userConnectResponseSchema.parse(after.body).data.email).toBe(email);
  });

  it('doubles each further lock (1, 2, 4 minutes) and the owner’s sign-in resets it', async () => {
    const email = freshEmail('backoff');
    await register(t, email);
    let at = 0;
    for (const lockMinutes of [1, 2, 4]) {
      const statuses = await atOffset(at, () => wrongTimes(email, SIGN_IN_PER_ACCOUNT.limit + 1));
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const refused = await atOffset(at, () => signIn(t, email));
      expect(refused.headers.get('Retry-After')).toBe(String(lockMinutes * 60));
      at += lockMinutes * MINUTE;
    }
    expect((await atOffset(at, () => signIn(t, email))).status).toBe(200);
    // Forgotten: the next lock is 1 minute again.
    await atOffset(at, () => wrongTimes(email, SIGN_IN_PER_ACCOUNT.limit));
    expect((await atOffset(at, () => signIn(t, email))).headers.get('Retry-After')).toBe('60');
  });
});

describe('throttles per client address, behind a trusted proxy', () => {
  const from = (address: string, body: Record<string, unknown>) => callFrom(t, address, body);

  it('locks an address after 30 failed sign-ins on any accounts; other addresses and successes are not held back', async () => {
    const email = freshEmail('sprayed');
    await register(t, email);
    const emailpassword = await wire(email, PASSWORD);
    const wrong = await wire(email, 'Wrong-pass-1');
    // Successes give their attempt back: a classroom behind one address is not counted.
    for (let i = 0; i < 10; i += 1) {
      const ok = await from('198.51.100.7', { tag: 'user.connect', email, emailpassword });
      expect(ok.status).toBe(200);
    }
    const spray = [];
    for (let i = 0; i < SIGN_IN_PER_ADDRESS.limit; i += 1) {
      const account = `nobody${i}@example.test`;
      spray.push(
        await from('203.0.113.50', {
          tag: 'user.connect',
          email: account,
          emailpassword: i % 2 === 0 ? wrong : emailpassword,
        }),
      );
    }
    expect(spray.map((answer) => answer.status)).toEqual(
      Array<number>(SIGN_IN_PER_ADDRESS.limit).fill(200),
    );
    const locked = await from('203.0.113.50', { tag: 'user.connect', email, emailpassword });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBe('60');
    const elsewhere = await from('203.0.113.51', {
      tag: 'user.connect',
      email,
      emailpassword,
    });
    expect(elsewhere.status).toBe(200);
  });

  it('refuses registration number 21 within an hour from one address (429, nothing stored)', async () => {
    const address = '192.0.2.200';
    for (let i = 0; i < REGISTER_PER_ADDRESS.limit; i += 1) {
      const email = freshEmail('many');
      const answer = await from(address, {
        tag: 'user.create',
        email,
        emailpassword: await wire(email, PASSWORD),
        firstname: 'Pat',
        lastname: 'Parent',
      });
      expect(answer.status).toBe(200);
    }
    const email = freshEmail('one-more');
    const body = {
      tag: 'user.create',
      email,
      emailpassword: await wire(email, PASSWORD),
      firstname: 'Pat',
      lastname: 'Parent',
    };
    const refused = await from(address, body);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBe(3600);
    expect(refused.body).toEqual({
      tag: 'user.create_error',
      reason: 'Too many new accounts from this address. Please wait 60 minutes and try again.',
      message: 'Too many new accounts from this address. Please wait 60 minutes and try again.',
    });
    expect((await signIn(t, email)).body.reason).toBe('Invalid credentials');
    expect((await from('192.0.2.201', body)).status).toBe(200);
  });
});

describe('sessions', () => {
  it('user.disconnect ends a parent’s session on the server, and answers alike when it is gone', async () => {
    const email = freshEmail('bye');
    await register(t, email);
    const usertoken = userConnectResponseSchema.parse((await signIn(t, email)).body).usertoken;
    const otherDevice = await newDevice(t.app);
    const kept = userConnectResponseSchema.parse(
      (await signIn(t, email, PASSWORD, otherDevice)).body,
    ).usertoken;
    for (let i = 0; i < 2; i += 1) {
      const answer = await t.call({ tag: 'user.disconnect', usertoken });
      expect(answer).toMatchObject({ status: 200, body: { tag: 'user.disconnect' } });
    }
    const after = await t.call({ tag: 'user.update', usertoken, emails: 'false' });
    expect(after.status).toBe(401);
    expect(await authenticate(t.db, kept, 'parent', START)).not.toBeNull();
    const noToken = await t.call({ tag: 'user.disconnect' });
    expect(noToken.status).toBe(401);
  });

  it('a new sign-in on a device retires that device’s older token of the account', async () => {
    const email = freshEmail('again');
    const created = await register(t, email);
    const first = created.body.usertoken as string;
    const second = (await signIn(t, email)).body.usertoken as string;
    expect(await authenticate(t.db, first, 'parent', START)).toBeNull();
    expect(await authenticate(t.db, second, 'parent', START)).not.toBeNull();
  });
});
