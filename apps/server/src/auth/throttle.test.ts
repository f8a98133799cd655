import { describe, expect, it } from 'vitest';
import { parents, sessions, throttles } from '../db/schema';
import { useTestDatabase } from '../testing/database';
import { purgeExpired } from './purge';
import { createSession, SESSION_LIFETIME_MS } from './sessions';
import {
  clearAttempts,
  decideAttempt,
  refundAttempt,
  reserveAttempt,
  throttleState,
  type ThrottleRule,
} from './throttle';
import { SIGN_IN_PER_ACCOUNT, pleaseWait, tooManyAttemptsReason } from './throttle-rules';

const database = useTestDatabase();

const T0 = new Date('2025-03-14T09:30:00Z');
const MINUTE = 60_000;
const after = (ms: number) => new Date(T0.getTime() + ms);

/** A plain limit: 3 per 10 minutes, from the first. */
const PLAIN: ThrottleRule = {
  name: 'plain-test',
  limit: 3,
  windowMs: 10 * MINUTE,
  lockMs: 0,
  maxLockMs: 0,
  memoryMs: 0,
};

describe('decideAttempt', () => {
  it('locks at the limit for 1, 2, 4 … minutes, capped at 30, and forgets a day after', () => {
    let state;
    let at = 0;
    const locks: number[] = [];
    for (let lock = 0; lock < 7; lock += 1) {
      for (let i = 0; i < SIGN_IN_PER_ACCOUNT.limit; i += 1) {
        const decision = decideAttempt(state, SIGN_IN_PER_ACCOUNT, after(at));
        if (!decision.allowed) throw new Error(`refused at attempt ${i} of lock ${lock}`);
        state = decision.state;
      }
      const refused = decideAttempt(state, SIGN_IN_PER_ACCOUNT, after(at));
      if (refused.allowed) throw new Error('not locked');
      locks.push(refused.retryAfterMs / MINUTE);
      at += refused.retryAfterMs;
    }
    expect(locks).toEqual([1, 2, 4, 8, 16, 30, 30]);
    // A day after the last lock ended, the back-off is forgotten: the next lock is 1 minute.
    at += 24 * 60 * MINUTE;
    for (let i = 0; i < SIGN_IN_PER_ACCOUNT.limit; i += 1) {
      const decision = decideAttempt(state, SIGN_IN_PER_ACCOUNT, after(at));
      if (!decision.allowed) throw new Error('refused after the back-off was forgotten');
      state = decision.state;
    }
    expect(state?.lockedUntil).toEqual(after(at + MINUTE));
  });

  it('counts attempts per window: spread out over more than the window they never lock', () => {
    let state;
    for (let i = 0; i < 10; i += 1) {
      const decision = decideAttempt(state, SIGN_IN_PER_ACCOUNT, after(i * 4 * MINUTE));
      if (!decision.allowed) throw new Error(`refused at attempt ${i}`);
      state = decision.state;
      expect(state.lockedUntil).toBeNull();
      // Attempts 0-3 share the first window (0 to 15 minutes); 4 opens the next one.
      expect(state.hits).toBe(i < 4 ? i + 1 : ((i - 4) % 4) + 1);
    }
  });

  it('a plain limit locks until its window ends, without back-off', () => {
    let state;
    for (const minute of [0, 2, 5]) {
      const decision = decideAttempt(state, PLAIN, after(minute * MINUTE));
      if (!decision.allowed) throw new Error('refused');
      state = decision.state;
    }
    const refused = decideAttempt(state, PLAIN, after(6 * MINUTE));
    expect(refused).toEqual({ allowed: false, retryAfterMs: 4 * MINUTE });
    expect(decideAttempt(state, PLAIN, after(10 * MINUTE)).allowed).toBe(true);
  });

  it('counts a block of attempts at once, no more than the window has left', () => {
    const rule = { ...PLAIN, limit: 12 };
    const first = decideAttempt(undefined, rule, T0, 5);
    if (!first.allowed) throw new Error('refused');
    expect(first).toMatchObject({ granted: 5, countedUntil: after(10 * MINUTE) });
    expect(first.state).toMatchObject({ hits: 5, lockedUntil: null });
    const second = decideAttempt(first.state, rule, after(MINUTE), 5);
    if (!second.allowed) throw new Error('refused');
    // Only 2 were left: they are counted, and the key locks until the window ends.
    const last = decideAttempt(second.state, rule, after(2 * MINUTE), 5);
    if (!last.allowed) throw new Error('refused');
    expect(last).toMatchObject({ granted: 2, countedUntil: after(10 * MINUTE) });
    expect(last.state.lockedUntil).toEqual(after(10 * MINUTE));
    expect(decideAttempt(last.state, rule, after(3 * MINUTE), 5)).toEqual({
      allowed: false,
      retryAfterMs: 7 * MINUTE,
    });
  });
});

describe('reserveAttempt', () => {
  it('lets exactly `limit` of 100 parallel attempts through, whatever the order', async () => {
    const hit = { rule: SIGN_IN_PER_ACCOUNT, subject: 'race@example.test' };
    const verdicts = await Promise.all(
      Array.from({ length: 100 }, () => reserveAttempt(database.db, [hit], T0)),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(SIGN_IN_PER_ACCOUNT.limit);
    expect(verdicts.filter((verdict) => !verdict.allowed)[0]).toEqual({
      allowed: false,
      rule: SIGN_IN_PER_ACCOUNT,
      retryAfterSeconds: 60,
    });
  });

  it('counts nothing when one of the keys is locked, and answers the longest wait', async () => {
    const locked = { rule: PLAIN, subject: 'locked' };
    const free = { rule: SIGN_IN_PER_ACCOUNT, subject: 'free@example.test' };
    for (let i = 0; i < PLAIN.limit; i += 1) await reserveAttempt(database.db, [locked], T0);
    const verdict = await reserveAttempt(database.db, [free, locked], after(MINUTE));
    expect(verdict).toEqual({ allowed: false, rule: PLAIN, retryAfterSeconds: 9 * 60 });
    expect((await throttleState(database.db, free))?.hits).toBe(0);
  });

  it('refundAttempt gives one back and clearAttempts forgets a key', async () => {
    const hit = { rule: SIGN_IN_PER_ACCOUNT, subject: 'refund@example.test' };
    await reserveAttempt(database.db, [hit], T0);
    await reserveAttempt(database.db, [hit], T0);
    await refundAttempt(database.db, [hit]);
    expect((await throttleState(database.db, hit))?.hits).toBe(1);
    await clearAttempts(database.db, [hit]);
    expect(await throttleState(database.db, hit)).toBeUndefined();
  });
});

describe('purgeExpired', () => {
  it('deletes expired sessions and throttle rows whose window, lock and back-off passed', async () => {
    await database.db.delete(throttles);
    const [parent] = await database.db
      .insert(parents)
      .values({ email: 'purge@example.test', passwordHash: '-', firstname: 'Al', lastname: 'Bo' })
      .returning();
    const owner = { scope: 'parent', parentId: parent?.id ?? '' } as const;
    await createSession(database.db, owner, T0);
    await createSession(database.db, owner, after(SESSION_LIFETIME_MS));
    await reserveAttempt(database.db, [{ rule: PLAIN, subject: 'old' }], T0);
    const lockedHit = { rule: SIGN_IN_PER_ACCOUNT, subject: 'locked@example.test' };
    for (let i = 0; i < SIGN_IN_PER_ACCOUNT.limit; i += 1) {
      await reserveAttempt(database.db, [lockedHit], T0);
    }
    const now = after(SESSION_LIFETIME_MS + 1);
    const sessionsBefore = (await database.db.select().from(sessions)).length;
    expect(await purgeExpired(database.db, now)).toEqual({
      sessions: 1,
      throttles: 2,
      trustedDevices: 0,
      passwordResets: 0,
      emailVerifications: 0,
      emailUndos: 0,
    });
    expect(await database.db.select().from(sessions)).toHaveLength(sessionsBefore - 1);
    // A lock's back-off is remembered a day after it ends: kept by a purge within that day.
    for (let i = 0; i < SIGN_IN_PER_ACCOUNT.limit; i += 1) {
      await reserveAttempt(database.db, [lockedHit], now);
    }
    expect(await purgeExpired(database.db, new Date(now.getTime() + 60 * MINUTE))).toEqual({
      sessions: 0,
      throttles: 0,
      trustedDevices: 0,
      passwordResets: 0,
      emailVerifications: 0,
      emailUndos: 0,
    });
  });
});

describe('refusal texts', () => {
  it('words the wait in whole minutes, rounded up', () => {
    expect(tooManyAttemptsReason(1)).toBe(
      'Too many failed sign-in attempts. Please wait 1 minute and try again.',
    );
    expect(tooManyAttemptsReason(61)).toBe(
      'Too many failed sign-in attempts. Please wait 2 minutes and try again.',
    );
    expect(pleaseWait('Too many wrong codes.', 3600)).toBe(
      'Too many wrong codes. Please wait 60 minutes and try again.',
    );
  });
});
