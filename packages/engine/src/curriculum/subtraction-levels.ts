/**
 * The 20 subtraction levels: from facts within 10 to 8-digit subtractions borrowing across
 * three zeros, with a short subtrahend under a long minuend (305 − 9, 5003 − 278) after
 * 3-digit − 2-digit.
 * @see spec §9 "Level 0-19", spec §5 (minuend ≥ subtrahend), issue 12 "Curriculum, sharper",
 *   docs/curriculum.md
 */
import { buildLevels, type DigitCounts, type LevelSpec } from './build-levels';
import { subtractionBorrows, type BorrowProfile } from './column-features';
import { randomOperand, withZeros } from './operand-draws';
import type { CurriculumLevel } from './level-types';

/** The subtraction skill ladder, easiest first. */
const SUBTRACTION_SKILLS = [
  'no borrow',
  'one borrow',
  'two or more borrows',
  'borrow across a zero',
  'borrow across two zeros',
  'borrow across three zeros',
] as const;

type SubtractionSkill = (typeof SUBTRACTION_SKILLS)[number];

const BORROW_RULES: Record<SubtractionSkill, (profile: BorrowProfile) => boolean> = {
  'no borrow': (profile) => profile.borrows === 0,
  'one borrow': (profile) => profile.borrows === 1,
  'two or more borrows': (profile) => profile.borrows >= 2,
  'borrow across a zero': (profile) => profile.longestZeroRun >= 1,
  'borrow across two zeros': (profile) => profile.longestZeroRun >= 2,
  'borrow across three zeros': (profile) => profile.longestZeroRun >= 3,
};

/**
 * A subtraction level; its row's digit counts are the minuend's and the subtrahend's digits
 * and, optionally, the subtrahend's fewest digits (305 − 9 and 503 − 27 share a level).
 */
function level(
  [first, second, fewestSecond = second]: DigitCounts,
  skill: SubtractionSkill,
): LevelSpec {
  // Zeros to plant in the minuend: 1, 2 and 3 for the last three skills of the ladder.
  const zeros = Math.max(0, SUBTRACTION_SKILLS.indexOf(skill) - 2);
  return {
    shows: (minuend, subtrahend) => {
      const profile = subtractionBorrows(minuend, subtrahend);
      return profile !== null && BORROW_RULES[skill](profile);
    },
    draw: (rng) => {
      let minuend = randomOperand(rng, first);
      // A run of zeros between the ones column and the leading digit, to be borrowed across.
      if (zeros > 0) minuend = withZeros(minuend, rng.int(1, first - 1 - zeros), zeros);
      // Only a level with a choice of lengths draws one, so other levels keep their sets.
      const length = fewestSecond < second ? rng.int(fewestSecond, second) : second;
      return [minuend, randomOperand(rng, length)];
    },
  };
}

/**
 * Subtraction levels 0 … 19, index = level. Every level has minuend ≥ subtrahend.
 * @see spec §9 "Level 0-19"
 */
export const SUBTRACTION_LEVELS: readonly CurriculumLevel[] = /* @__PURE__ */ buildLevels(
  'subtraction',
  SUBTRACTION_SKILLS,
  level,
  [
    [[1, 1], 'no borrow', '#, no borrowing', 'Take a small number away from another, like 9 − 4.'],
    [
      [2, 1],
      'no borrow',
      '#, no borrowing',
      'Take a one-digit number from a two-digit number, like 47 − 3. The ones are big enough.',
    ],
    [
      [2, 1],
      'one borrow',
      '#, one borrow',
      'The ones are too small, like 52 − 7: borrow a ten from the tens column.',
    ],
    [
      [2, 2],
      'no borrow',
      '#, no borrowing',
      'Subtract two-digit numbers column by column, ones first, like 68 − 25.',
    ],
    [
      [2, 2],
      'one borrow',
      '#, one borrow',
      'Subtract two-digit numbers with one borrow, like 62 − 38.',
    ],
    [
      [3, 2],
      'one borrow',
      '#, one borrow',
      'Take a two-digit number from a three-digit number with exactly one borrow, like 352 − 27.',
    ],
    [
      [3, 2],
      'two or more borrows',
      '#, two borrows',
      'Borrow twice, from the tens and then from the hundreds, like 423 − 57.',
    ],
    [
      [3, 2, 1],
      'borrow across a zero',
      '3-digit − 1- or 2-digit, borrowing across a zero',
      'The tens digit is 0, so borrow from the hundreds first, like 305 − 9: the 0 becomes 9.',
    ],
    [
      [3, 3],
      'one borrow',
      '#, one borrow',
      'Subtract three-digit numbers with exactly one borrow, like 563 − 248.',
    ],
    [
      [3, 3],
      'two or more borrows',
      '#, two borrows',
      'Subtract three-digit numbers borrowing twice, like 532 − 278.',
    ],
    [
      [3, 3],
      'borrow across a zero',
      '#, borrowing across a zero',
      'The tens digit is 0, so there is nothing to borrow there: borrow from the hundreds first, like 405 − 168.',
    ],
    [
      [4, 3],
      'borrow across two zeros',
      '#, borrowing across two zeros',
      'Borrow from the thousands across two zeros, like 5003 − 278: each 0 becomes 9.',
    ],
    [
      [4, 4],
      'two or more borrows',
      '#, two or more borrows',
      'Subtract four-digit numbers with at least two borrows, like 7352 − 2786.',
    ],
    [
      [4, 4],
      'borrow across a zero',
      '#, borrowing across a zero',
      'Subtract four-digit numbers where a borrow has to cross a 0, like 6203 − 2745.',
    ],
    [
      [4, 4],
      'borrow across two zeros',
      '#, borrowing across two zeros',
      'Borrow across two zeros in a row, like 3002 − 1567: each 0 becomes 9 on the way.',
    ],
    [
      [5, 5],
      'two or more borrows',
      '#, two or more borrows',
      'Subtract five-digit numbers with several borrows, like 63524 − 28769.',
    ],
    [
      [5, 5],
      'borrow across a zero',
      '#, borrowing across a zero',
      'Subtract five-digit numbers where a borrow crosses a 0, like 54032 − 21758.',
    ],
    [
      [5, 5],
      'borrow across two zeros',
      '#, borrowing across two zeros',
      'Subtract five-digit numbers borrowing across two zeros in a row, like 70024 − 31569.',
    ],
    [
      [6, 6],
      'borrow across three zeros',
      '#, borrowing across three zeros',
      'Borrow across three zeros in a row, like 400023 − 156748.',
    ],
    [
      [8, 8],
      'borrow across three zeros',
      '#, borrowing across three zeros',
      'The top level: eight-digit numbers borrowing across three zeros, like 80003562 − 36729875.',
    ],
  ],
);
