/**
 * The 20 subtraction levels: from facts within 10 to 8-digit subtractions borrowing across
 * three zeros.
 * @see spec §9 "Level 0-19", spec §5 (minuend ≥ subtrahend), docs/curriculum.md
 */
import { buildLevels, digits, type LevelSpec } from './build-levels';
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

/** Zeros to plant in the minuend when drawing candidates for a skill. */
const PLANTED_ZEROS: Record<SubtractionSkill, number> = {
  'no borrow': 0,
  'one borrow': 0,
  'two or more borrows': 0,
  'borrow across a zero': 1,
  'borrow across two zeros': 2,
  'borrow across three zeros': 3,
};

function level(
  title: string,
  [first, second]: readonly [number, number],
  skill: SubtractionSkill,
  example: readonly [string, string],
  description: string,
): LevelSpec<SubtractionSkill> {
  const zeros = PLANTED_ZEROS[skill];
  return {
    title,
    description,
    digits: [digits(first), digits(second)],
    skill,
    example,
    rule: (minuend, subtrahend) => {
      const profile = subtractionBorrows(minuend, subtrahend);
      return profile !== null && BORROW_RULES[skill](profile);
    },
    draw: (rng) => {
      let minuend = randomOperand(rng, first);
      // A run of zeros between the ones column and the leading digit, to be borrowed across.
      if (zeros > 0) minuend = withZeros(minuend, rng.int(1, first - 1 - zeros), zeros);
      return [minuend, randomOperand(rng, second)];
    },
  };
}

/**
 * Subtraction levels 0 … 19, index = level. Every level has minuend ≥ subtrahend.
 * @see spec §9 "Level 0-19"
 */
export const SUBTRACTION_LEVELS: readonly CurriculumLevel[] = buildLevels(
  'subtraction',
  SUBTRACTION_SKILLS,
  [
    level(
      '1-digit − 1-digit, no borrowing',
      [1, 1],
      'no borrow',
      ['9', '4'],
      'Take a small number away from another, like 9 − 4.',
    ),
    level(
      '2-digit − 1-digit, no borrowing',
      [2, 1],
      'no borrow',
      ['47', '3'],
      'Take a one-digit number from a two-digit number, like 47 − 3. The ones are big enough.',
    ),
    level(
      '2-digit − 1-digit, one borrow',
      [2, 1],
      'one borrow',
      ['52', '7'],
      'The ones are too small, like 52 − 7: borrow a ten from the tens column.',
    ),
    level(
      '2-digit − 2-digit, no borrowing',
      [2, 2],
      'no borrow',
      ['68', '25'],
      'Subtract two-digit numbers column by column, ones first, like 68 − 25.',
    ),
    level(
      '2-digit − 2-digit, one borrow',
      [2, 2],
      'one borrow',
      ['62', '38'],
      'Subtract two-digit numbers with one borrow, like 62 − 38.',
    ),
    level(
      '3-digit − 2-digit, one borrow',
      [3, 2],
      'one borrow',
      ['352', '27'],
      'Take a two-digit number from a three-digit number with exactly one borrow, like 352 − 27.',
    ),
    level(
      '3-digit − 2-digit, two borrows',
      [3, 2],
      'two or more borrows',
      ['423', '57'],
      'Borrow twice, from the tens and then from the hundreds, like 423 − 57.',
    ),
    level(
      '3-digit − 3-digit, one borrow',
      [3, 3],
      'one borrow',
      ['563', '248'],
      'Subtract three-digit numbers with exactly one borrow, like 563 − 248.',
    ),
    level(
      '3-digit − 3-digit, two borrows',
      [3, 3],
      'two or more borrows',
      ['532', '278'],
      'Subtract three-digit numbers borrowing twice, like 532 − 278.',
    ),
    level(
      '3-digit − 3-digit, borrowing across a zero',
      [3, 3],
      'borrow across a zero',
      ['405', '168'],
      'The tens digit is 0, so there is nothing to borrow there: borrow from the hundreds first, like 405 − 168.',
    ),
    level(
      '4-digit − 4-digit, two or more borrows',
      [4, 4],
      'two or more borrows',
      ['7352', '2786'],
      'Subtract four-digit numbers with at least two borrows, like 7352 − 2786.',
    ),
    level(
      '4-digit − 4-digit, borrowing across a zero',
      [4, 4],
      'borrow across a zero',
      ['6203', '2745'],
      'Subtract four-digit numbers where a borrow has to cross a 0, like 6203 − 2745.',
    ),
    level(
      '4-digit − 4-digit, borrowing across two zeros',
      [4, 4],
      'borrow across two zeros',
      ['3002', '1567'],
      'Borrow across two zeros in a row, like 3002 − 1567: each 0 becomes 9 on the way.',
    ),
    level(
      '5-digit − 5-digit, two or more borrows',
      [5, 5],
      'two or more borrows',
      ['63524', '28769'],
      'Subtract five-digit numbers with several borrows, like 63524 − 28769.',
    ),
    level(
      '5-digit − 5-digit, borrowing across a zero',
      [5, 5],
      'borrow across a zero',
      ['54032', '21758'],
      'Subtract five-digit numbers where a borrow crosses a 0, like 54032 − 21758.',
    ),
    level(
      '5-digit − 5-digit, borrowing across two zeros',
      [5, 5],
      'borrow across two zeros',
      ['70024', '31569'],
      'Subtract five-digit numbers borrowing across two zeros in a row, like 70024 − 31569.',
    ),
    level(
      '6-digit − 6-digit, borrowing across two zeros',
      [6, 6],
      'borrow across two zeros',
      ['500342', '123456'],
      'Subtract six-digit numbers borrowing across two zeros in a row, like 500342 − 123456.',
    ),
    level(
      '6-digit − 6-digit, borrowing across three zeros',
      [6, 6],
      'borrow across three zeros',
      ['400023', '156748'],
      'Borrow across three zeros in a row, like 400023 − 156748.',
    ),
    level(
      '7-digit − 7-digit, borrowing across three zeros',
      [7, 7],
      'borrow across three zeros',
      ['6000415', '2347628'],
      'Subtract millions, borrowing across three zeros in a row, like 6000415 − 2347628.',
    ),
    level(
      '8-digit − 8-digit, borrowing across three zeros',
      [8, 8],
      'borrow across three zeros',
      ['80003562', '36729875'],
      'The top level: eight-digit numbers borrowing across three zeros, like 80003562 − 36729875.',
    ),
  ],
);
