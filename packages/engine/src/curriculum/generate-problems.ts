/**
 * Seeded problem sets: the same subject, level, count and seed always give the same problems,
 * on the server and in the browser.
 * @see spec §2 "Free practice" ("New problems refresh daily"), spec §9
 */
import { assertWholeNumber } from '../errors';
import { assertValidDate, utcDateKey } from '../schedules/local-date';
import { OPERATOR_BY_SUBJECT } from '../subjects';
import type { RawProblem, Subject } from '../types';
import { MAX_PROBLEMS_PER_SET } from './constants';
import { curriculumLevel } from './curriculum';
import type { CurriculumLevel } from './level-types';
import { createRng, type Rng } from './rng';

type Pair = readonly [string, string];

/**
 * Levels whose operands have at most this many digits together are listed in full and
 * shuffled (a few thousand candidates at most); larger levels are sampled.
 */
const ENUMERATED_DIGITS = 4;

/** Draws allowed per requested problem when sampling distinct problems of a large level. */
const DRAWS_PER_PROBLEM = 50;

const enumerated = /* @__PURE__ */ new WeakMap<CurriculumLevel, readonly Pair[]>();

/** Every problem of a small level, in increasing order of the operands. */
function allProblems(record: CurriculumLevel): readonly Pair[] {
  const cached = enumerated.get(record);
  if (cached) return cached;
  const [first, second] = record.digits;
  const pairs: Pair[] = [];
  for (let a = first.min === 1 ? 1 : 10 ** (first.min - 1); a < 10 ** first.max; a += 1) {
    for (let b = second.min === 1 ? 1 : 10 ** (second.min - 1); b < 10 ** second.max; b += 1) {
      const pair = [String(a), String(b)] as const;
      if (record.accepts(...pair)) pairs.push(pair);
    }
  }
  enumerated.set(record, pairs);
  return pairs;
}

/** The first `count` entries of a seeded Fisher–Yates shuffle of `pairs`. */
function shuffledPrefix(pairs: readonly Pair[], count: number, rng: Rng): Pair[] {
  const pool = [...pairs];
  const taken = Math.min(count, pool.length);
  for (let index = 0; index < taken; index += 1) {
    const pick = rng.int(index, pool.length - 1);
    [pool[index], pool[pick]] = [pool[pick] as Pair, pool[index] as Pair];
  }
  return pool.slice(0, taken);
}

/** Up to `count` distinct problems drawn with the level's own generator. */
function sampledDistinct(record: CurriculumLevel, count: number, rng: Rng): Pair[] {
  const seen = new Set<string>();
  const pairs: Pair[] = [];
  for (let draw = 0; draw < count * DRAWS_PER_PROBLEM && pairs.length < count; draw += 1) {
    const pair = record.generate(rng);
    const key = `${pair[0]}|${pair[1]}`;
    if (!seen.has(key)) {
      seen.add(key);
      pairs.push(pair);
    }
  }
  return pairs;
}

/**
 * Generates a level's problem set, deterministically from `seed`.
 *
 * Every problem satisfies `curriculumLevel(subject, level).accepts`, at least 90 % of them
 * show the level's named skill (`showsSkill`, issue 12), and no problem appears twice in a set. Small levels (operands of at most 4 digits together, e.g. the facts) are
 * shuffled from the full list of their problems, so a level with fewer distinct problems than
 * `count` returns all of them (a shorter array) rather than repeating any. Larger levels have
 * thousands of problems or more and always fill the set.
 *
 * The seed is combined with the subject and level, so one seed (such as `dailySeed(now)`)
 * gives different problems for each subject and level; the number `7` and the string `'7'`
 * are the same seed.
 *
 * @param subject - the subject; the problems carry its operator (`+ - * /`).
 * @param level - 0 … 19.
 * @param count - how many problems, an integer 0 … {@link MAX_PROBLEMS_PER_SET} (usually
 *   `PROBLEMS_PER_LEVEL`, 10).
 * @param seed - any string or number.
 * @returns wire problems `{ number_0, number_1, operator }`, first operand in `number_0`.
 * @throws {RangeError} for an unknown subject, a level outside 0 … 19, or a count that is not
 *   an integer in 0 … 100.
 * @see spec §2 "Free practice", spec §3 "Raw problem", spec §9 "10 problems per level"
 */
export function generateProblems(
  subject: Subject,
  level: number,
  count: number,
  seed: string | number,
): RawProblem[] {
  const record = curriculumLevel(subject, level);
  assertWholeNumber('Problem count', count, 0, MAX_PROBLEMS_PER_SET);
  const rng = createRng(`${String(seed)}|${subject}|${level}`);
  const [first, second] = record.digits;
  const pairs =
    first.max + second.max <= ENUMERATED_DIGITS
      ? shuffledPrefix(allProblems(record), count, rng)
      : sampledDistinct(record, count, rng);
  const operator = OPERATOR_BY_SUBJECT[subject];
  return pairs.map(([number_0, number_1]) => ({ number_0, number_1, operator }));
}

/**
 * The seed of a day's problem sets: the date as `YYYY-MM-DD` in UTC, so every server and
 * browser agrees on the day's problems.
 * @example dailySeed(new Date('2024-03-05T23:30:00Z')) // '2024-03-05'
 * @throws {RangeError} when `date` is an invalid Date.
 * @see spec §2 "Free practice" ("New problems refresh daily")
 */
export function dailySeed(date: Date): string {
  assertValidDate(date);
  return utcDateKey(date);
}
