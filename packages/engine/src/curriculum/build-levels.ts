/**
 * Internal: turns a subject's list of level specs into frozen {@link CurriculumLevel} records.
 * The digit-count and normalization checks live here once; each spec only states its feature
 * rule and how to draw candidates.
 */
import { isDigitString } from '../digits';
import { OPERATOR_BY_SUBJECT } from '../subjects';
import type { Subject } from '../types';
import { LEVEL_COUNT } from './constants';
import type { CurriculumLevel, DigitRange } from './level-types';
import type { Rng } from './rng';

/** Candidate draws allowed before generation gives up (every level accepts far more often). */
const MAX_DRAWS = 10_000;

/** The description of one level, before it is numbered. */
export interface LevelSpec<Skill extends string> {
  readonly title: string;
  readonly description: string;
  readonly digits: readonly [DigitRange, DigitRange];
  readonly skill: Skill;
  readonly example: readonly [string, string];
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
 * Numbers the specs 0 … 19 and builds the level records of `subject`.
 * @throws {Error} when there are not exactly {@link LEVEL_COUNT} specs (a programming error).
 */
export function buildLevels<Skill extends string>(
  subject: Subject,
  skillLadder: readonly Skill[],
  specs: readonly LevelSpec<Skill>[],
): readonly CurriculumLevel[] {
  if (specs.length !== LEVEL_COUNT) {
    throw new Error(`${subject} needs ${LEVEL_COUNT} levels, has ${specs.length}`);
  }
  const operator = OPERATOR_BY_SUBJECT[subject];
  const levels = specs.map((spec, level): CurriculumLevel => {
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
    const [number_0, number_1] = spec.example;
    return Object.freeze({
      subject,
      level,
      title: spec.title,
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
