/**
 * The 20 addition levels: from 1-digit sums within 10 to 8-digit addends with a carry in every
 * column, with unequal addends (347 + 56, 5368 + 634) after 2-digit + 1-digit.
 * @see spec §9 "Level 0-19", issue 12 "Curriculum, sharper", docs/curriculum.md
 */
import { buildLevels, type DigitCounts, type LevelSpec } from './build-levels';
import { additionCarries, type CarryProfile } from './column-features';
import { randomOperand } from './operand-draws';
import type { CurriculumLevel } from './level-types';

/** The addition skill ladder, easiest first. */
const ADDITION_SKILLS = [
  'no carry',
  'one carry',
  'two or more carries',
  'chained carries',
  'carry through a 9',
  'long carry chain',
  'carry in every column',
] as const;

type AdditionSkill = (typeof ADDITION_SKILLS)[number];

const CARRY_RULES: Record<AdditionSkill, (profile: CarryProfile) => boolean> = {
  'no carry': (profile) => profile.carries === 0,
  'one carry': (profile) => profile.carries === 1,
  'two or more carries': (profile) => profile.carries >= 2,
  'chained carries': (profile) => profile.longestRun >= 2,
  'carry through a 9': (profile) => profile.throughNine,
  'long carry chain': (profile) => profile.longestRun >= 4,
  'carry in every column': (profile) => profile.everyColumn,
};

function level([first, second]: DigitCounts, skill: AdditionSkill): LevelSpec {
  return {
    shows: (addend1, addend2) => CARRY_RULES[skill](additionCarries(addend1, addend2)),
    draw: (rng) => [randomOperand(rng, first), randomOperand(rng, second)],
  };
}

/**
 * Addition levels 0 … 19, index = level.
 * @see spec §9 "Level 0-19"
 */
export const ADDITION_LEVELS: readonly CurriculumLevel[] = /* @__PURE__ */ buildLevels(
  'addition',
  ADDITION_SKILLS,
  level,
  [
    [
      [1, 1],
      'no carry',
      '#, no carrying',
      'Add two small numbers with a total of 9 or less, like 3 + 4.',
    ],
    [
      [1, 1],
      'one carry',
      '#, one carry',
      'Add two small numbers that make 10 or more, like 8 + 5 = 13: write the ones and carry the ten.',
    ],
    [
      [2, 1],
      'no carry',
      '#, no carrying',
      'Add a one-digit number to a two-digit number, like 42 + 6. Each column stays under 10.',
    ],
    [
      [2, 1],
      'one carry',
      '#, one carry',
      'Add a one-digit number to a two-digit number where the ones make 10 or more, like 47 + 8: carry 1 into the tens.',
    ],
    [
      [2, 2],
      'no carry',
      '#, no carrying',
      'Add two two-digit numbers column by column, ones first, like 34 + 25. No carrying.',
    ],
    [
      [2, 2],
      'one carry',
      '#, one carry',
      'Add two two-digit numbers with exactly one carry, like 38 + 47.',
    ],
    [
      [2, 2],
      'chained carries',
      '#, chained carries',
      'Both columns carry, like 68 + 57 = 125: the tens get a carry and make a new hundreds digit.',
    ],
    [
      [3, 2],
      'carry through a 9',
      '#, carry through a 9',
      'A column that makes 9 gets a carry and carries too, like 347 + 56 = 403.',
    ],
    [
      [3, 3],
      'one carry',
      '#, one carry',
      'Add two three-digit numbers with exactly one carry, like 345 + 128.',
    ],
    [
      [3, 3],
      'chained carries',
      '#, chained carries',
      'Add three-digit numbers where a carried column carries again, like 478 + 356.',
    ],
    [
      [4, 3],
      'carry through a 9',
      '#, carry through a 9',
      'Carries pass through columns that make 9, like 5368 + 634 = 6002.',
    ],
    [
      [4, 4],
      'two or more carries',
      '#, two or more carries',
      'Add two four-digit numbers with at least two carries, like 4583 + 2649.',
    ],
    [
      [4, 4],
      'carry through a 9',
      '#, carry through a 9',
      'A column adds up to 9, then the carry it receives makes it 10 and it carries on, like the tens of 3756 + 2248.',
    ],
    [
      [5, 5],
      'chained carries',
      '#, chained carries',
      'Add five-digit numbers where carries pass from column to column, like 45678 + 23456.',
    ],
    [
      [5, 5],
      'carry through a 9',
      '#, carry through a 9',
      'Add five-digit numbers where a column making 9 passes a carry along, like 52946 + 31758.',
    ],
    [
      [5, 5],
      'long carry chain',
      '#, long carry chain',
      'At least four columns in a row carry, like 56789 + 24567. Keep track of every carry!',
    ],
    [
      [6, 6],
      'long carry chain',
      '#, long carry chain',
      'Add six-digit numbers where at least four columns in a row carry, like 458769 + 237458.',
    ],
    [
      [6, 6],
      'carry in every column',
      '#, carry in every column',
      'Every column carries, so the answer has seven digits, like 768594 + 453826.',
    ],
    [
      [8, 8],
      'long carry chain',
      '#, long carry chain',
      'Add eight-digit numbers with a long chain of carries, like 47583926 + 23649187.',
    ],
    [
      [8, 8],
      'carry in every column',
      '#, carry in every column',
      'The top level: eight-digit numbers where every column carries, like 87654329 + 45678987.',
    ],
  ],
);
