import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/database';
import { createAttemptBlocks } from './attempt-blocks';
import { clearAttempts, throttleState, type ThrottleRule } from './throttle';

const database = useTestDatabase();

const T0 = new Date('2025-03-14T09:30:00Z');
const MINUTE = 60_000;
const after = (ms: number) => new Date(T0.getTime() + ms);

/** 12 attempts per 10 minutes, from the first. */
const RULE: ThrottleRule = {
  name: 'blocks-test',
  limit: 12,
  windowMs: 10 * MINUTE,
  lockMs: 0,
  maxLockMs: 0,
  memoryMs: 0,
};

/** How many attempts of `subject` the database has counted in the current window. */
async function counted(subject: string): Promise<number | undefined> {
  return (await throttleState(database.db, { rule: RULE, subject }))?.hits;
}

/** Reserves until refused (at most 100); how many were allowed. */
async function drain(blocks: ReturnType<typeof createAttemptBlocks>, subject: string) {
  let allowed = 0;
  while (allowed < 100 && (await blocks.reserve(subject, T0)).allowed) allowed += 1;
  return allowed;
}

describe('createAttemptBlocks', () => {
  it('asks the database once per block', async () => {
    const blocks = createAttemptBlocks(database.db, RULE, { blockSize: 5 });
    expect((await blocks.reserve('one', T0)).allowed).toBe(true);
    expect(await counted('one')).toBe(5);
    for (let i = 0; i < 4; i += 1) expect((await blocks.reserve('one', T0)).allowed).toBe(true);
    expect(await counted('one')).toBe(5);
    expect((await blocks.reserve('one', T0)).allowed).toBe(true);
    expect(await counted('one')).toBe(10);
  });

  it('never lets more than the limit through across processes, and then refuses with Retry-After', async () => {
    const processA = createAttemptBlocks(database.db, RULE, { blockSize: 5 });
    const processB = createAttemptBlocks(database.db, RULE, { blockSize: 5 });
    expect((await processA.reserve('shared', T0)).allowed).toBe(true); // A holds 4 more
    expect(await drain(processB, 'shared')).toBe(7); // 5, then the 2 the window had left
    expect(await drain(processA, 'shared')).toBe(4);
    expect(await counted('shared')).toBe(0); // locked: the count starts again after the lock
    expect(await processA.reserve('shared', after(4 * MINUTE))).toEqual({
      allowed: false,
      rule: RULE,
      retryAfterSeconds: 6 * 60,
    });
    expect((await processB.reserve('shared', after(10 * MINUTE))).allowed).toBe(true);
  });

  it('reserves one block for a burst of parallel requests', async () => {
    const blocks = createAttemptBlocks(database.db, RULE, { blockSize: 5 });
    const verdicts = await Promise.all(
      Array.from({ length: 5 }, () => blocks.reserve('burst', T0)),
    );
    expect(verdicts.every((verdict) => verdict.allowed)).toBe(true);
    expect(await counted('burst')).toBe(5);
  });

  it('drops unspent attempts when the window they were counted in ends', async () => {
    const blocks = createAttemptBlocks(database.db, RULE, { blockSize: 5 });
    await blocks.reserve('late', T0);
    expect((await blocks.reserve('late', after(10 * MINUTE))).allowed).toBe(true);
    // A new window in the database, with a new block counted in it.
    const row = await throttleState(database.db, { rule: RULE, subject: 'late' });
    expect(row).toMatchObject({ hits: 5, windowStartedAt: after(10 * MINUTE) });
  });

  it('remembers a refusal until its Retry-After is over, without asking the database', async () => {
    const blocks = createAttemptBlocks(database.db, RULE, { blockSize: 5 });
    await drain(blocks, 'locked');
    await clearAttempts(database.db, [{ rule: RULE, subject: 'locked' }]);
    expect((await blocks.reserve('locked', after(MINUTE))).allowed).toBe(false);
    expect(await counted('locked')).toBeUndefined();
    expect((await blocks.reserve('locked', after(10 * MINUTE))).allowed).toBe(true);
    expect(await counted('locked')).toBe(5);
  });

  it('keeps at most maxSubjects blocks; a dropped block’s attempts stay counted', async () => {
    const blocks = createAttemptBlocks(database.db, RULE, { blockSize: 5, maxSubjects: 2 });
    for (const subject of ['s1', 's2', 's3']) await blocks.reserve(subject, T0);
    await blocks.reserve('s1', T0); // s1's block was dropped for s3's: a new one is reserved
    expect(await counted('s1')).toBe(10);
    await blocks.reserve('s3', T0); // still held
    expect(await counted('s3')).toBe(5);
  });
});
