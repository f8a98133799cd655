/**
 * A limit on how many pieces of async work run at once in this process; waiting work starts
 * first come, first served, urgent work before the rest.
 * @see ./passwords.ts (scrypt runs under one, so password work cannot take Node's whole thread
 *   pool, and sign-ins go before new hashes)
 */

/**
 * Runs `work` once fewer than the limit's number of others are running; resolves with it.
 * `urgent` work waits only behind other urgent work. @defaultValue urgent false
 */
export type ConcurrencyLimit = <T>(work: () => Promise<T>, urgent?: boolean) => Promise<T>;

/**
 * @param limit how many may run at once (a whole number ≥ 1)
 * @throws RangeError for any other `limit`
 */
export function createConcurrencyLimit(limit: number): ConcurrencyLimit {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new RangeError(`limit must be a whole number ≥ 1, got ${limit}`);
  }
  let running = 0;
  const waiting = { urgent: [] as (() => void)[], other: [] as (() => void)[] };
  return async (work, urgent = false) => {
    // A free slot is taken at once; otherwise the one that finishes hands its slot over.
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting[urgent ? 'urgent' : 'other'].push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.urgent.shift() ?? waiting.other.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
