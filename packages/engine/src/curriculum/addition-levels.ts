/**
 * The 20 addition levels: from 1-digit sums within 10 to 8-digit addends with a carry in every
 * column.
 * @see spec §9 "Level 0-19", docs/curriculum.md
 */
import { buildLevels, digits, type LevelSpec } from './build-levels';
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

function level(
  title: string,
  [first, second]: readonly [number, number],
  skill: AdditionSkill,
  example: readonly [string, string],
  description: string,
): LevelSpec<AdditionSkill> {
  return {
    title,
    description,
    digits: [digits(first), digits(second)],
    skill,
    example,
    rule: (addend1, addend2) => CARRY_RULES[skill](additionCarries(addend1, addend2)),
    draw: (rng) => [randomOperand(rng, first), randomOperand(rng, second)],
  };
}

/**
 * Addition levels 0 … 19, index = level.
 * @see spec §9 "Level 0-19"
 */
export const ADDITION_LEVELS: readonly CurriculumLevel[] = buildLevels(
  'addition',
  ADDITION_SKILLS,
  [
    level(
      '1-digit + 1-digit, no carrying',
      [1, 1],
      'no carry',
      ['3', '4'],
      'Add two small numbers with a total of 9 or less, like 3 + 4.',
    ),
    level(
      '1-digit + 1-digit, one carry',
      [1, 1],
      'one carry',
      ['8', '5'],
      'Add two small numbers that make 10 or more, like 8 + 5 = 13: write the ones and carry the ten.',
    ),
    level(
      '2-digit + 1-digit, no carrying',
      [2, 1],
      'no carry',
      ['42', '6'],
      'Add a one-digit number to a two-digit number, like 42 + 6. Each column stays under 10.',
    ),
    level(
      '2-digit + 1-digit, one carry',
      [2, 1],
      'one carry',
      ['47', '8'],
      'Add a one-digit number to a two-digit number where the ones make 10 or more, like 47 + 8: carry 1 into the tens.',
    ),
    level(
      '2-digit + 2-digit, no carrying',
      [2, 2],
      'no carry',
      ['34', '25'],
      'Add two two-digit numbers column by column, ones first, like 34 + 25. No carrying.',
    ),
    level(
      '2-digit + 2-digit, one carry',
      [2, 2],
      'one carry',
      ['38', '47'],
      'Add two two-digit numbers with exactly one carry, like 38 + 47.',
    ),
    level(
      '2-digit + 2-digit, chained carries',
      [2, 2],
      'chained carries',
      ['68', '57'],
      'Both columns carry, like 68 + 57 = 125: the tens get a carry and make a new hundreds digit.',
    ),
    level(
      '3-digit + 3-digit, one carry',
      [3, 3],
      'one carry',
      ['345', '128'],
      'Add two three-digit numbers with exactly one carry, like 345 + 128.',
    ),
    level(
      '3-digit + 3-digit, chained carries',
      [3, 3],
      'chained carries',
      ['478', '356'],
      'Add three-digit numbers where a carried column carries again, like 478 + 356.',
    ),
    level(
      '4-digit + 4-digit, two or more carries',
      [4, 4],
      'two or more carries',
      ['4583', '2649'],
      'Add two four-digit numbers with at least two carries, like 4583 + 2649.',
    ),
    level(
      '4-digit + 4-digit, carry through a 9',
      [4, 4],
      'carry through a 9',
      ['3756', '2248'],
      'A column adds up to 9, then the carry it receives makes it 10 and it carries on, like the tens of 3756 + 2248.',
    ),
    level(
      '5-digit + 5-digit, chained carries',
      [5, 5],
      'chained carries',
      ['45678', '23456'],
      'Add five-digit numbers where carries pass from column to column, like 45678 + 23456.',
    ),
    level(
      '5-digit + 5-digit, carry through a 9',
      [5, 5],
      'carry through a 9',
      ['52946', '31758'],
      'Add five-digit numbers where a column making 9 passes a carry along, like 52946 + 31758.',
    ),
    level(
      '5-digit + 5-digit, long carry chain',
      [5, 5],
      'long carry chain',
      ['56789', '24567'],
      'At least four columns in a row carry, like 56789 + 24567. Keep track of every carry!',
    ),
    level(
      '6-digit + 6-digit, chained carries',
      [6, 6],
      'chained carries',
      ['356478', '218356'],
      'Add six-digit numbers where a carried column carries again, like 356478 + 218356.',
    ),
    level(
      '6-digit + 6-digit, long carry chain',
      [6, 6],
      'long carry chain',
      ['458769', '237458'],
      'Add six-digit numbers where at least four columns in a row carry, like 458769 + 237458.',
    ),
    level(
      '6-digit + 6-digit, carry in every column',
      [6, 6],
      'carry in every column',
      ['768594', '453826'],
      'Every column carries, so the answer has seven digits, like 768594 + 453826.',
    ),
    level(
      '7-digit + 7-digit, long carry chain',
      [7, 7],
      'long carry chain',
      ['3647895', '2458367'],
      'Add millions: seven-digit numbers with at least four carries in a row, like 3647895 + 2458367.',
    ),
    level(
      '8-digit + 8-digit, long carry chain',
      [8, 8],
      'long carry chain',
      ['47583926', '23649187'],
      'Add eight-digit numbers with a long chain of carries, like 47583926 + 23649187.',
    ),
    level(
      '8-digit + 8-digit, carry in every column',
      [8, 8],
      'carry in every column',
      ['87654329', '45678987'],
      'The top level: eight-digit numbers where every column carries, like 87654329 + 45678987.',
    ),
  ],
);
