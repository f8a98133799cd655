/**
 * A small seeded pseudo-random generator for problem generation: a string hash (FNV-1a with a
 * murmur3 finalizer) seeds mulberry32. Everything is 32-bit integer arithmetic, so the same seed
 * gives the same numbers on every JavaScript engine, in the browser and on the server.
 */

/**
 * A deterministic source of random integers.
 * @see spec §9 "Free difficulty start levels" (daily sets are generated from a seed)
 */
export interface Rng {
  /** The next 32-bit unsigned integer (0 … 2³² − 1). */
  nextUint32(): number;
  /**
   * A uniformly distributed integer in `[min, max]`, both inclusive (no modulo bias).
   * @throws {RangeError} when `min` or `max` is not a safe integer, `min > max`, or the range
   *   holds more than 2³² values.
   */
  int(min: number, max: number): number;
}

const TWO_POW_32 = 0x1_0000_0000;

/** FNV-1a over the UTF-16 code units of `text`, finished with murmur3's fmix32. */
function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/**
 * Creates a seeded generator. The seed is hashed as text, so the number `42` and the string
 * `'42'` give the same sequence.
 *
 * @param seed - any string (e.g. a `dailySeed(date)`) or number.
 * @returns a fresh {@link Rng}; two generators made from the same seed produce the same sequence.
 * @see spec §2 "Free practice" ("New problems refresh daily")
 */
export function createRng(seed: string | number): Rng {
  let state = hashSeed(String(seed));

  const nextUint32 = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };

  const int = (min: number, max: number): number => {
    const size = max - min + 1;
    if (
      !Number.isSafeInteger(min) ||
      !Number.isSafeInteger(max) ||
      !(size > 0 && size <= TWO_POW_32)
    ) {
      throw new RangeError(`Rng.int: bad range ${min} … ${max}`);
    }
    // Reject the top partial block so every value is equally likely.
    const limit = TWO_POW_32 - (TWO_POW_32 % size);
    let value = nextUint32();
    while (value >= limit) value = nextUint32();
    return min + (value % size);
  };

  return { nextUint32, int };
}
