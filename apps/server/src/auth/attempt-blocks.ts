/**
 * A throttle for a hot path that still holds across processes: each process reserves attempts
 * from the database a block at a time (one transaction per block, see `reserveAttempts`) and
 * hands them out from memory. Every attempt let through was counted in the database first, so
 * all processes together never exceed the rule's limit; the price is that a process may hold a
 * few unspent attempts (fewer than a block) when another process reaches the limit, so a busy
 * key can be refused up to `blockSize − 1` attempts per process early. Unspent attempts are
 * dropped when the window they were counted in ends. A refusal is remembered until its
 * `Retry-After` is over, so a client hammering a locked key costs no database work either.
 * @see throttle.ts; throttle-rules.ts `PUBLIC_MATH_PER_ADDRESS`; issue 13
 */
import type { Database } from '../db/open';
import { reserveAttempts, type ThrottleRule, type ThrottleVerdict } from './throttle';

/** Options of {@link createAttemptBlocks}. */
export interface AttemptBlocksOptions {
  /** Attempts reserved per database transaction. At least 1 (1 = ask the database every time). */
  blockSize: number;
  /**
   * The most keys whose unspent attempts are kept (the oldest entry goes first), so a client
   * cannot grow the server's memory without limit. A dropped block's attempts stay counted.
   * @defaultValue 10 000
   */
  maxSubjects?: number;
}

/** Hands out attempts of one rule: {@link AttemptBlocks.reserve} per attempt. */
export interface AttemptBlocks {
  /**
   * One attempt for `subject` (already normalised, e.g. a client address): from this process's
   * block when it has one left in its window, else from a new block reserved in the database.
   * @returns `{ allowed: true }`, or the refusal with `Retry-After` seconds while the key is
   *   locked
   * @throws on database errors
   */
  reserve(subject: string, now: Date): Promise<ThrottleVerdict>;
}

/**
 * What this process knows of a key: a block of attempts counted in the database and not handed
 * out yet (`left` > 0), or a refusal (`left` 0). Either holds until `until` (epoch ms): the end
 * of the window the attempts were counted in, or of the `Retry-After` the refusal gave.
 */
interface Block {
  left: number;
  until: number;
}

/**
 * A per-process store of attempt blocks for `rule`. Requests for a key whose block is empty wait
 * for one reservation at a time, so a burst from one address reserves one block, not one each.
 */
export function createAttemptBlocks(
  db: Database,
  rule: ThrottleRule,
  options: AttemptBlocksOptions,
): AttemptBlocks {
  const blockSize = Math.max(1, Math.floor(options.blockSize));
  const maxSubjects = options.maxSubjects ?? 10_000;
  const blocks = new Map<string, Block>();
  const pending = new Map<string, Promise<ThrottleVerdict>>();

  /**
   * The verdict this process can give from memory at `at` (an attempt of the subject's block,
   * or its remembered refusal), or undefined when the database must be asked.
   */
  function fromMemory(subject: string, at: number): ThrottleVerdict | undefined {
    const block = blocks.get(subject);
    if (!block || block.until <= at) return undefined;
    if (block.left === 0) {
      return { allowed: false, rule, retryAfterSeconds: Math.ceil((block.until - at) / 1000) };
    }
    block.left -= 1;
    if (block.left === 0) blocks.delete(subject);
    return { allowed: true };
  }

  function remember(subject: string, block: Block): void {
    if (blocks.size >= maxSubjects) {
      const oldest = blocks.keys().next();
      if (!oldest.done) blocks.delete(oldest.value);
    }
    blocks.set(subject, block);
  }

  async function refill(subject: string, now: Date): Promise<ThrottleVerdict> {
    blocks.delete(subject);
    const verdict = await reserveAttempts(db, { rule, subject }, now, blockSize);
    if (!verdict.allowed) {
      remember(subject, { left: 0, until: now.getTime() + verdict.retryAfterSeconds * 1000 });
      return verdict;
    }
    // This attempt takes the first of the block.
    if (verdict.granted > 1) {
      remember(subject, { left: verdict.granted - 1, until: verdict.countedUntil.getTime() });
    }
    return { allowed: true };
  }

  return {
    async reserve(subject, now) {
      for (;;) {
        const known = fromMemory(subject, now.getTime());
        if (known) return known;
        const inFlight = pending.get(subject);
        if (!inFlight) break;
        // Another request is reserving this subject's block: wait for it, then try again (a
        // refusal it got holds for this request too).
        const verdict = await inFlight;
        if (!verdict.allowed) return verdict;
      }
      const reservation = refill(subject, now).finally(() => pending.delete(subject));
      pending.set(subject, reservation);
      return reservation;
    },
  };
}
