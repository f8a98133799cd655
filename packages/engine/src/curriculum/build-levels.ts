/**
 * Internal: turns a subject's list of level rows into frozen {@link CurriculumLevel} records.
 * The digit-count and normalization checks live here once; each subject only states, per row,
 * its named skill, its feature rule and how to draw candidates.
 */
import { OPERATOR_BY_SUBJECT, OPERATOR_SIGNS } from '../subjects';
import type { Subject } from '../types';
import { LEVEL_COUNT } from './constants';
import type { CurriculumLevel, DigitRange } from './level-types';
import type { Rng } from './rng';

/** Candidate draws allowed before generation gives up (every level accepts far more often). */
const MAX_DRAWS = 10_000;

/**
 * What a subject makes of one row: the operands' digit ranges, the level's named skill, its
 * feature rule and the draw. Both predicates are called only with normalized, non-zero operands
 * of the level's digit counts.
 */
export interface LevelSpec {
  /** The operands' digit ranges. @defaultValue from the row's digit counts ({@link DigitCounts}) */
  readonly digits?: readonly [DigitRange, DigitRange];
  /** The named skill: the problem makes the child do what the level is named for. */
  readonly shows: (first: string, second: string) => boolean;
  /** Feature rule of the level's problems, a wider family than `shows`. @defaultValue `shows` */
  readonly rule?: (first: string, second: string) => boolean;
  /**
   * Draws a candidate pair; candidates the level does not accept are drawn again. Accepted
   * draws must show the skill at least 90 % of the time.
   */
  readonly draw: (rng: Rng) => readonly [string, string];
}

/** Shorthand for a digit range: `digits(2)` is exactly 2 digits, `digits(1, 2)` 1 or 2. */
export function digits(min: number, max: number = min): DigitRange {
  return Object.freeze({ min, max });
}

/**
 * Whether `operand` is a normalized, non-zero digit string (`'7'`, `'1050'`; not `'0'`, `'07'`,
 * `''` or a non-string) with a digit count in `range`.
 */
function fits(operand: unknown, { min, max }: DigitRange): boolean {
  return (
    typeof operand === 'string' &&
    /^[1-9]\d*$/.test(operand) &&
    operand.length >= min &&
    operand.length <= max
  );
}

/**
 * A row's digit counts: `[2, 1]` is 2-digit and 1-digit operands; a third and a fourth number,
 * when given, are the fewest digits of the second and the first operand (`[3, 2, 1]`: 3-digit
 * and 1- or 2-digit operands). A subject that sets its own `digits` may read the numbers its
 * own way (division). See {@link LevelRow}.
 */
export type DigitCounts = readonly [number, number, ...number[]];

/**
 * One level as plain data: the operands' digit counts (`[2, 1]` is 2-digit and 1-digit
 * operands; a subject may read more numbers), its skill, its title and its description.
 *
 * - title: a `#` in it stands for the operands' digit counts and the sign (`'#, one carry'` on
 *   2-digit + 1-digit operands is "2-digit + 1-digit, one carry");
 * - description: one or two plain sentences; the first problem they write ("like 38 + 47") is
 *   the level's example.
 */
export type LevelRow<Skill extends string> = readonly [
  digitCounts: DigitCounts,
  skill: Skill,
  title: string,
  description: string,
];

/**
 * Numbers the rows 0 … 19 and builds the level records of `subject`; `makeSpec` turns a row's
 * digit counts and skill into its {@link LevelSpec}. The rows are plain data, so a bundler
 * drops a subject's whole table when nothing uses it (calls of `buildLevels` are marked pure).
 * @throws {Error} when there are not exactly {@link LEVEL_COUNT} rows, or a description writes
 *   no example (programming errors).
 */
export function buildLevels<Skill extends string>(
  subject: Subject,
  skillLadder: readonly Skill[],
  makeSpec: (digitCounts: DigitCounts, skill: Skill) => LevelSpec,
  rows: readonly LevelRow<Skill>[],
): readonly CurriculumLevel[] {
  if (rows.length !== LEVEL_COUNT) throw new Error(`${subject}: ${rows.length} levels`);
  const operator = OPERATOR_BY_SUBJECT[subject];
  const sign = OPERATOR_SIGNS[operator];
  const levels = rows.map(([digitCounts, skill, title, description], level): CurriculumLevel => {
    const {
      digits: ranges = [
        digits(digitCounts[3] ?? digitCounts[0], digitCounts[0]),
        digits(digitCounts[2] ?? digitCounts[1], digitCounts[1]),
      ],
      shows,
      rule = shows,
      draw,
    } = makeSpec(digitCounts, skill);
    const [first, second] = ranges;
    const accepts = (a: string, b: string): boolean =>
      fits(a, first) && fits(b, second) && rule(a, b);
    const example = new RegExp(`(\\d+) [${sign}] (\\d+)`).exec(description);
    if (!example) throw new Error(`${subject} level ${level} writes no example`);
    const [, number_0 = '', number_1 = ''] = example;
    return Object.freeze({
      subject,
      level,
      title: title.replace('#', `${first.max}-digit ${sign} ${second.max}-digit`),
      description,
      digits: ranges,
      skill,
      difficulty: Object.freeze({
        work:
          operator === '+' || operator === '-' ? first.max + second.max : first.max * second.max,
        skill: skillLadder.indexOf(skill),
      }),
      example: Object.freeze({ number_0, number_1, operator }),
      generate: (rng: Rng): readonly [string, string] => {
        for (let draws = 0; draws < MAX_DRAWS; draws += 1) {
          const [a, b] = draw(rng);
          if (accepts(a, b)) return Object.freeze([a, b] as const);
        }
        throw new Error(`${subject} level ${level}: no problem found in ${MAX_DRAWS} draws`);
      },
      accepts,
      showsSkill: (a: string, b: string): boolean => accepts(a, b) && shows(a, b),
    });
  });
  return Object.freeze(levels);
}
