/**
 * The shape of a curriculum level.
 * @see spec §9 "Level 0-19"
 */
import type { RawProblem, Subject } from '../types';
import type { Rng } from './rng';

/** Inclusive range of digit counts allowed for one operand, e.g. `{ min: 1, max: 2 }`. */
export interface DigitRange {
  readonly min: number;
  readonly max: number;
}

/**
 * How hard a level is; levels are ordered by it.
 *
 * - `work`: the digit work of the level's largest problem, from the operands' maximum digit
 *   counts d₁ and d₂. Addition and subtraction: d₁ + d₂ (digits to read and combine).
 *   Multiplication and division: d₁ × d₂ (single-digit products of a long multiplication; an
 *   upper bound for long division).
 * - `skill`: the level's place on its subject's skill ladder, 0 = easiest (for addition: no
 *   carry, one carry, two or more carries, chained carries, carry through a 9, long carry
 *   chain, carry in every column).
 *
 * Difficulty never drops: each level's `(work, skill)` pair is larger than the previous level's
 * in lexicographic order (more digit work, or the same work with a harder skill). A harder
 * skill may reappear on smaller work only after the work grew (2-digit + 1-digit without a
 * carry follows 1-digit + 1-digit with one).
 */
export interface LevelDifficulty {
  readonly work: number;
  readonly skill: number;
}

/**
 * One level of one subject: what the child practises, an example, a seeded generator and the
 * exact rule a problem must meet to belong to the level.
 *
 * Operands are normalized digit strings (most significant digit first, no leading zeros) and
 * are never 0. `first` is the addend, minuend, multiplicand or dividend; `second` the addend,
 * subtrahend, multiplier or divisor.
 * @see spec §9 "Level 0-19", spec §2 "Free practice" ("What to expect")
 */
export interface CurriculumLevel {
  readonly subject: Subject;
  /** 0 … 19. */
  readonly level: number;
  /** Short name, e.g. "2-digit + 2-digit, one carry". Unique within the subject. */
  readonly title: string;
  /** One or two plain sentences for children and parents ("What to expect"). */
  readonly description: string;
  /** Digit counts of the first and the second operand. */
  readonly digits: readonly [first: DigitRange, second: DigitRange];
  /** The skill the level adds, e.g. "carry through a 9", "zero in the quotient". */
  readonly skill: string;
  /** Where the level stands in the difficulty order. */
  readonly difficulty: LevelDifficulty;
  /** A typical problem of the level, as it travels on the wire. */
  readonly example: RawProblem;
  /**
   * Draws one problem of the level from `rng` (always one that {@link CurriculumLevel.accepts}).
   * @returns `[first, second]` operand digit strings.
   */
  generate(rng: Rng): readonly [first: string, second: string];
  /**
   * Whether the operand pair is a problem of this level: both normalized, non-zero, of the
   * level's digit counts, and meeting the level's feature rule (no carry, exactly one borrow,
   * a remainder, a zero in the quotient, …). Never throws; malformed operands give `false`.
   */
  accepts(first: string, second: string): boolean;
  /**
   * Whether the operand pair is a problem of this level that makes the child use the skill the
   * level is named for (`skill`): a carry that lands on the multiplicand's 0 (405 × 6), a 0 in
   * the middle of the multiplier (473 × 208), a long division that brings a digit down
   * (47 ÷ 3 = 15 remainder 2, not 31 ÷ 9). Implies {@link CurriculumLevel.accepts}; most levels
   * accept only such problems, a few accept a wider family (any 0 in the multiplicand). At
   * least 90 % of the problems `generate` and `generateProblems` give show the skill (tested).
   * Never throws; malformed operands give `false`.
   * @see issue 12 "Curriculum, sharper", docs/curriculum.md
   */
  showsSkill(first: string, second: string): boolean;
}
