/**
 * The one throttle of the server, kept in the database (`throttles`) so that it holds across
 * every server process on one PostgreSQL, and decided before the work it guards: an attempt is
 * reserved (counted) first, in a transaction holding the key's row, and only then is the
 * password hashed or the e-mail sent. Parallel attempts therefore get no more tries than serial
 * ones. After `limit` attempts in a window the key is locked; each lock lasts twice the one
 * before, up to a cap, and the count of locks is forgotten `memoryMs` after the last one ends.
 * The next window starts when a lock ends.
 * @see issue 9 "Safe" (throttles, lockouts with exponential back-off); throttle-rules.ts
 */
import { eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { throttles, type ThrottleRow } from '../db/schema';

/** How one kind of attempt is throttled. All durations in ms. */
export interface ThrottleRule {
  /** Prefix of the key, e.g. `sign-in-account`; the key is `<name>:<subject>`. */
  name: string;
  /** Attempts allowed per window; the attempt that reaches it locks the key. At least 1. */
  limit: number;
  /** The window attempts are counted in, from the first attempt of the window. */
  windowMs: number;
  /**
   * The first lock's length; each further lock doubles it. 0 = a plain limit per window: locked
   * until the window ends, without back-off.
   */
  lockMs: number;
  /** The longest lock (ignored when `lockMs` is 0). */
  maxLockMs: number;
  /** How long after a lock ends the count of locks (the back-off) is remembered. */
  memoryMs: number;
}

/** One attempt to reserve: a rule and the subject it is counted for (an account, an address). */
export interface ThrottleHit {
  rule: ThrottleRule;
  /** Already normalised (lower-cased e-mail, handle, parent id, client address). */
  subject: string;
}

/** The outcome of {@link reserveAttempt}. */
export type ThrottleVerdict =
  | { allowed: true }
  | {
      allowed: false;
      /** The rule whose key is locked (the longest wait when several are). */
      rule: ThrottleRule;
      /** How long until the lock ends, in whole seconds, at least 1 (`Retry-After`). */
      retryAfterSeconds: number;
    };

/** The key of a subject under a rule: `<rule name>:<subject>`. */
export const throttleKey = (hit: ThrottleHit): string => `${hit.rule.name}:${hit.subject}`;

/** A key's state; see the `throttles` table. */
export type ThrottleState = Omit<ThrottleRow, 'key'>;

/** An allowed decision of {@link decideAttempt}. */
export interface CountedAttempts {
  allowed: true;
  /** The key's new state. */
  state: ThrottleState;
  /** How many attempts were counted: `count`, or fewer when the limit came first (at least 1). */
  granted: number;
  /** The end of the window they were counted in (they may be used until then, not after). */
  countedUntil: Date;
}

/**
 * The pure decision behind {@link reserveAttempt}: given a key's stored state (undefined when
 * it has none), either the attempt is refused because the key is locked (nothing changes), or
 * it is counted and the new state returned — locked when it reached the limit. With `count`
 * above 1 (a block of attempts, see {@link reserveAttempts}) as many as the window has left are
 * counted at once, at most `count`, and the key locks when they reach the limit.
 */
export function decideAttempt(
  state: ThrottleState | undefined,
  rule: ThrottleRule,
  now: Date,
  count = 1,
): { allowed: false; retryAfterMs: number } | CountedAttempts {
  const at = now.getTime();
  const live = state && state.expiresAt.getTime() > at ? state : undefined;
  const lockedUntil = live?.lockedUntil?.getTime() ?? Number.NEGATIVE_INFINITY;
  if (lockedUntil > at) return { allowed: false, retryAfterMs: lockedUntil - at };

  const windowOpen = live !== undefined && live.windowStartedAt.getTime() + rule.windowMs > at;
  const before = windowOpen ? live.hits : 0;
  // A stored count is always below the limit (reaching it locks and starts again from 0).
  const granted = Math.max(1, Math.min(count, rule.limit - before));
  let hits = before + granted;
  let windowStartedAt = windowOpen ? live.windowStartedAt : now;
  const countedUntil = new Date(windowStartedAt.getTime() + rule.windowMs);
  let strikes = live?.strikes ?? 0;
  let locked = live?.lockedUntil ?? null;
  if (hits >= rule.limit) {
    const lockMs =
      rule.lockMs === 0
        ? windowStartedAt.getTime() + rule.windowMs - at
        : Math.min(rule.lockMs * 2 ** Math.min(strikes, 30), rule.maxLockMs);
    locked = new Date(at + lockMs);
    strikes += 1;
    hits = 0;
    windowStartedAt = locked;
  }
  const windowEnd = windowStartedAt.getTime() + rule.windowMs;
  const remembered = locked && strikes > 0 ? locked.getTime() + rule.memoryMs : 0;
  return {
    allowed: true,
    granted,
    countedUntil,
    state: {
      hits,
      windowStartedAt,
      strikes,
      lockedUntil: locked,
      expiresAt: new Date(Math.max(windowEnd, remembered)),
    },
  };
}

/** A transaction of {@link Database}. */
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Creates the key's row if missing and returns it locked for the transaction, in one statement:
 * `ON CONFLICT DO UPDATE` locks the existing row as `SELECT … FOR UPDATE` does.
 */
async function lockedRow(tx: Transaction, key: string, now: Date): Promise<ThrottleRow> {
  const [row] = await tx
    .insert(throttles)
    .values({ key, hits: 0, windowStartedAt: now, expiresAt: now })
    .onConflictDoUpdate({ target: throttles.key, set: { key: sql`excluded.key` } })
    .returning();
  if (!row) throw new Error(`Throttle row ${key} was not returned`);
  return row;
}

/** A refusal of {@link reserveAttempt} or {@link reserveAttempts}. */
type Refusal = Extract<ThrottleVerdict, { allowed: false }>;

/**
 * Reserves `count` attempts (see {@link decideAttempt}) under every hit, atomically: in one
 * transaction, each key's row is created if missing and locked (an upsert, which locks as
 * `SELECT … FOR UPDATE` does; keys in sorted order so that two requests never wait on each
 * other), then either every key counts its attempts, or — when any key is locked — none does.
 * @returns each hit's counted attempts (in key order), or the refusal with the longest wait
 *   among the locked keys
 */
async function reserve(
  db: Database,
  hits: readonly ThrottleHit[],
  now: Date,
  count: number,
): Promise<Refusal | { allowed: true; counted: CountedAttempts[] }> {
  const sorted = [...hits].sort((a, b) => throttleKey(a).localeCompare(throttleKey(b)));
  return db.transaction(async (tx) => {
    const updates: { key: string; decision: CountedAttempts }[] = [];
    let refusal: Refusal | undefined;
    for (const hit of sorted) {
      const key = throttleKey(hit);
      const decision = decideAttempt(await lockedRow(tx, key, now), hit.rule, now, count);
      if (decision.allowed) {
        updates.push({ key, decision });
        continue;
      }
      const retryAfterSeconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
      if (!refusal || retryAfterSeconds > refusal.retryAfterSeconds) {
        refusal = { allowed: false, rule: hit.rule, retryAfterSeconds };
      }
    }
    if (refusal) return refusal;
    for (const { key, decision } of updates) {
      await tx.update(throttles).set(decision.state).where(eq(throttles.key, key));
    }
    return { allowed: true, counted: updates.map(({ decision }) => decision) };
  });
}

/**
 * Reserves one attempt under every hit, atomically: in one transaction, each key's row is
 * created if missing and locked (keys in sorted order so that two requests never wait on each
 * other), then either every key counts the attempt, or — when any key is locked — none does and
 * the attempt is refused. Call it before the work it guards.
 * @returns `{ allowed: true }`, or the refusal with the longest wait among the locked keys
 * @throws on database errors
 */
export async function reserveAttempt(
  db: Database,
  hits: readonly ThrottleHit[],
  now: Date,
): Promise<ThrottleVerdict> {
  if (hits.length === 0) return { allowed: true };
  const verdict = await reserve(db, hits, now, 1);
  return verdict.allowed ? { allowed: true } : verdict;
}

/** The outcome of {@link reserveAttempts}. */
export type BlockVerdict = { allowed: true; granted: number; countedUntil: Date } | Refusal;

/**
 * Reserves a block of up to `count` attempts of one key in one transaction (the key's row
 * created if missing and locked, as in {@link reserveAttempt}): as many as its window has left,
 * so never more than the rule's limit across every process. For a process that hands them out
 * one by one without asking the database each time (see `createAttemptBlocks`).
 * @returns the attempts counted and until when they may be used, or the refusal while the key
 *   is locked
 * @throws on database errors
 */
export async function reserveAttempts(
  db: Database,
  hit: ThrottleHit,
  now: Date,
  count: number,
): Promise<BlockVerdict> {
  const verdict = await reserve(db, [hit], now, count);
  if (!verdict.allowed) return verdict;
  const [{ granted, countedUntil }] = verdict.counted as [CountedAttempts];
  return { allowed: true, granted, countedUntil };
}

/**
 * Forgets the attempts, locks and back-off of these keys (the owner signed in, or typed the
 * right code).
 */
export async function clearAttempts(db: Database, hits: readonly ThrottleHit[]): Promise<void> {
  if (hits.length === 0) return;
  await db.delete(throttles).where(inArray(throttles.key, hits.map(throttleKey)));
}

/**
 * Forgets the attempts, locks and back-off of `hit` and of every key under the same rule whose
 * subject is `hit.subject`, then `separator`, then anything (e.g. an account's per-device keys,
 * `<account> on <device>`): the owner proved who they are some other way.
 */
export async function clearAttemptsWithSubkeys(
  db: Database,
  hit: ThrottleHit,
  separator: string,
): Promise<void> {
  const key = throttleKey(hit);
  await db
    .delete(throttles)
    .where(or(eq(throttles.key, key), sql`starts_with(${throttles.key}, ${key + separator})`));
}

/**
 * Gives back one reserved attempt of these keys (count minus one, not below 0; a lock already
 * set stays): for limits that should count only failures, such as sign-ins per address.
 */
export async function refundAttempt(db: Database, hits: readonly ThrottleHit[]): Promise<void> {
  if (hits.length === 0) return;
  const keys = hits.map(throttleKey).sort();
  for (const key of keys) {
    await db
      .update(throttles)
      .set({ hits: sql`greatest(${throttles.hits} - 1, 0)` })
      .where(eq(throttles.key, key));
  }
}

/**
 * Deletes throttle rows that mean nothing any more (window over, lock over, back-off
 * forgotten: `expires_at` before `now`).
 * @returns how many rows were deleted
 */
export async function deleteExpiredThrottles(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(throttles)
    .where(lt(throttles.expiresAt, now))
    .returning({ key: throttles.key });
  return deleted.length;
}

/** The state of a key, or undefined (for tests and the runbook's "who is locked out"). */
export async function throttleState(
  db: Database,
  hit: ThrottleHit,
): Promise<ThrottleRow | undefined> {
  const [row] = await db
    .select()
    .from(throttles)
    .where(eq(throttles.key, throttleKey(hit)));
  return row;
}
