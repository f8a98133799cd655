/**
 * Internal: turns a subject's list of level specs into frozen {@link CurriculumLevel} records.
 * The digit-count and normalization checks live here once; each spec only states its feature
 * rule and how to draw candidates.
 */
import { isDigitString } from '../digits';
import { OPERATOR_BY_SUBJECT, OPERATOR_SIGNS } from '../subjects';
import type { Subject } from '../types';
import { LEVEL_COUNT } from './constants';
import type { CurriculumLevel, DigitRange } from './level-types';
import type { Rng } from './rng';

/** Candidate draws allowed before generation gives up (every level accepts far more often). */
const MAX_DRAWS = 10_000;

/** The description of one level, before it is numbered. */
export interface LevelSpec<Skill extends string> {
  /**
   * The level's title; a `#` in it stands for the operands' digit counts and the sign
   * (`'#, one carry'` on 2-digit + 1-digit operands is "2-digit + 1-digit, one carry").
   */
  readonly title: string;
  /**
   * One or two plain sentences; the first problem they write ("like 38 + 47") is the level's
   * example.
   */
  readonly description: string;
  readonly digits: readonly [DigitRange, DigitRange];
  readonly skill: Skill;
  /** Feature rule; called only with normalized, non-zero operands of the level's digit counts. */
  readonly rule: (first: string, second: string) => boolean;
  /** Draws a candidate pair; candidates the level does not accept are drawn again. */
  readonly draw: (rng: Rng) => readonly [string, string];
}

/** Shorthand for a digit range: `digits(2)` is exactly 2 digits, `digits(1, 2)` 1 or 2. */
export function digits(min: number, max: number = min): DigitRange {
  return Object.freeze({ min, max });
}

function withinDigits(operand: string, range: DigitRange): boolean {
  return operand.length >= range.min && operand.length <= range.max;
}

function workOf(subject: Subject, [first, second]: readonly [DigitRange, DigitRange]): number {
  return subject === 'addition' || subject === 'subtraction'
    ? first.max + second.max
    : first.max * second.max;
}

/**
 * One level as plain data: the operands' digit counts (`[2, 1]` is 2-digit and 1-digit
 * operands; a subject may read more numbers), its skill, then the title and description as in
 * {@link LevelSpec}.
 */
export type LevelRow<Skill extends string> = readonly [
  digitCounts: readonly number[],
  skill: Skill,
  title: string,
  description: string,
];

/**
 * Numbers the rows 0 … 19 and builds the level records of `subject`; `makeSpec` turns a row
 * into a spec. The rows are plain data, so a bundler drops a subject's whole table when nothing
 * uses it (calls of `buildLevels` are marked pure).
 * @throws {Error} when there are not exactly {@link LEVEL_COUNT} rows (a programming error).
 */
export function buildLevels<Skill extends string>(
  subject: Subject,
  skillLadder: readonly Skill[],
  makeSpec: (
    title: string,
    digitCounts: readonly number[],
    skill: Skill,
    description: string,
  ) => LevelSpec<Skill>,
  rows: readonly LevelRow<Skill>[],
): readonly CurriculumLevel[] {
  if (rows.length !== LEVEL_COUNT) throw new Error(`${subject}: ${rows.length} levels`);
  const operator = OPERATOR_BY_SUBJECT[subject];
  const levels = rows.map((row, level): CurriculumLevel => {
    const [digitCounts, skill, title, description] = row;
    const spec = makeSpec(title, digitCounts, skill, description);
    const [firstDigits, secondDigits] = spec.digits;
    const accepts = (first: string, second: string): boolean =>
      isDigitString(first) &&
      isDigitString(second) &&
      first !== '0' &&
      second !== '0' &&
      withinDigits(first, firstDigits) &&
      withinDigits(second, secondDigits) &&
      spec.rule(first, second);
    const generate = (rng: Rng): readonly [string, string] => {
      for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
        const [first, second] = spec.draw(rng);
        if (accepts(first, second)) return Object.freeze([first, second] as const);
      }
      throw new Error(`${subject} level ${level}: no problem found in ${MAX_DRAWS} draws`);
    };
    const sign = OPERATOR_SIGNS[operator];
    const example = new RegExp(`(\\d+) [${sign}] (\\d+)`).exec(spec.description);
    if (!example) throw new Error(`${subject} level ${level} writes no example`);
    const [, number_0 = '', number_1 = ''] = example;
    return Object.freeze({
      subject,
      level,
      title: spec.title.replace('#', `${firstDigits.max}-digit ${sign} ${secondDigits.max}-digit`),
      description: spec.description,
      digits: spec.digits,
      skill: spec.skill,
      difficulty: Object.freeze({
        work: workOf(subject, spec.digits),
        skill: skillLadder.indexOf(spec.skill),
      }),
      example: Object.freeze({ number_0, number_1, operator }),
      generate,
      accepts,
    });
  });
  return Object.freeze(levels);
}
