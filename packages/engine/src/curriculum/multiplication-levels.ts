/**
 * The 20 multiplication levels: facts up to 12 × 12, tens, 2–4 digits × 1 digit, × 10 and
 * × 100, × multiples of ten, then long multiplication up to 5 digits × 4 digits.
 * @see spec §9 "Level 0-19", issue 12 "Curriculum, sharper", docs/curriculum.md
 */
import { buildLevels, type DigitCounts, type LevelSpec } from './build-levels';
import { carriesIntoZero, multiplicationCarries } from './column-features';
import {
  hasInnerZero,
  randomBetween,
  randomOperand,
  valueBetween,
  withZeros,
  zeroFreeOperand,
} from './operand-draws';
import type { CurriculumLevel } from './level-types';
import type { Rng } from './rng';

/** The multiplication skill ladder, easiest first. */
const MULTIPLICATION_SKILLS = [
  'facts to 5 × 5',
  'facts to 9 × 9',
  'tens times a digit',
  'facts to 12 × 12',
  '× 10 and × 100',
  'no carry',
  'carry',
  'zero in the multiplicand',
  'multiple of ten',
  'multi-digit multiplier',
  'zero in the multiplier',
] as const;

type MultiplicationSkill = (typeof MULTIPLICATION_SKILLS)[number];

type Rule = (multiplicand: string, multiplier: string) => boolean;

const isOneDigitFactor = (multiplier: string): boolean => valueBetween(multiplier, 2, 9);

/** Each skill as the level's named skill (called with operands of the level's digit counts). */
const SKILL_RULES: Record<MultiplicationSkill, Rule> = {
  'facts to 5 × 5': (a, b) => valueBetween(a, 2, 5) && valueBetween(b, 2, 5),
  'facts to 9 × 9': (a, b) => isOneDigitFactor(a) && isOneDigitFactor(b) && (a > '5' || b > '5'),
  'facts to 12 × 12': (a, b) =>
    valueBetween(a, 2, 12) && valueBetween(b, 2, 12) && (a.length > 1 || b.length > 1),
  '× 10 and × 100': (_a, b) => b === '10' || b === '100',
  'tens times a digit': (a, b) => a.endsWith('0') && isOneDigitFactor(b),
  'no carry': (a, b) =>
    !a.endsWith('0') && isOneDigitFactor(b) && multiplicationCarries(a, b) === 0,
  carry: (a, b) => isOneDigitFactor(b) && multiplicationCarries(a, b) >= 1,
  'zero in the multiplicand': (a, b) => isOneDigitFactor(b) && carriesIntoZero(a, b),
  'multiple of ten': (_a, b) => b.endsWith('0') && valueBetween(b, 20, 90),
  'multi-digit multiplier': (_a, b) => !b.includes('0'),
  'zero in the multiplier': (_a, b) => hasInnerZero(b) && !b.endsWith('0'),
};

/**
 * The levels with a 0 in the multiplier accept a wider family than their named skill: any 0
 * after the leading digit, with two other digits (473 × 250 too); their draws put it in the
 * middle.
 */
const zeroAnywhereInMultiplier: Rule = (_a, b) =>
  hasInnerZero(b) && b.replaceAll('0', '').length >= 2;

type Draw = (rng: Rng, first: number, second: number) => readonly [string, string];

/** How candidates are drawn for each skill (`first`, `second`: the operands' digit counts). */
const DRAWS: Record<MultiplicationSkill, Draw> = {
  'facts to 5 × 5': (rng) => [randomBetween(rng, 2, 5), randomBetween(rng, 2, 5)],
  'facts to 9 × 9': (rng) => [randomBetween(rng, 2, 9), randomBetween(rng, 2, 9)],
  'facts to 12 × 12': (rng) => [randomBetween(rng, 2, 12), randomBetween(rng, 2, 12)],
  '× 10 and × 100': (rng, first) => [randomOperand(rng, first), `1${'0'.repeat(rng.int(1, 2))}`],
  'tens times a digit': (rng) => [`${rng.int(1, 9)}0`, randomBetween(rng, 2, 9)],
  'no carry': (rng, first) => [randomOperand(rng, first), randomBetween(rng, 2, 9)],
  carry: (rng, first) => [randomOperand(rng, first), randomBetween(rng, 2, 9)],
  // The 0 goes in a middle column, where the carry from the column on its right lands.
  'zero in the multiplicand': (rng, first) => [
    withZeros(randomOperand(rng, first), rng.int(1, first - 2), 1),
    randomBetween(rng, 2, 9),
  ],
  'multiple of ten': (rng, first) => [randomOperand(rng, first), `${rng.int(2, 9)}0`],
  'multi-digit multiplier': (rng, first, second) => [
    randomOperand(rng, first),
    zeroFreeOperand(rng, second),
  ],
  'zero in the multiplier': (rng, first, second) => [
    randomOperand(rng, first),
    withZeros(zeroFreeOperand(rng, second), rng.int(1, second - 2), 1),
  ],
};

/** A multiplication level from its row's digit counts (the operands' most digits). */
function level([first, second]: DigitCounts, skill: MultiplicationSkill): LevelSpec {
  return {
    shows: SKILL_RULES[skill],
    rule: skill === 'zero in the multiplier' ? zeroAnywhereInMultiplier : undefined,
    draw: (rng) => DRAWS[skill](rng, first, second),
  };
}

/**
 * Multiplication levels 0 … 19, index = level. `first` is the multiplicand, `second` the
 * multiplier.
 * @see spec §9 "Level 0-19"
 */
export const MULTIPLICATION_LEVELS: readonly CurriculumLevel[] = /* @__PURE__ */ buildLevels(
  'multiplication',
  MULTIPLICATION_SKILLS,
  level,
  [
    [
      [1, 1],
      'facts to 5 × 5',
      'Facts up to 5 × 5',
      'Times tables with numbers from 2 to 5, like 4 × 3.',
    ],
    [
      [1, 1],
      'facts to 9 × 9',
      'Facts up to 9 × 9',
      'The bigger times tables, with a 6, 7, 8 or 9 in every problem, like 7 × 8.',
    ],
    [
      [2, 1],
      'tens times a digit',
      'Tens × 1-digit',
      'Multiply whole tens by one digit, like 30 × 4: 3 tens × 4 = 12 tens = 120.',
    ],
    [
      [2, 1],
      'no carry',
      '#, no carrying',
      'Multiply each digit in turn, ones first, like 23 × 3. Nothing to carry.',
    ],
    [
      [2, 1],
      'carry',
      '#, carrying',
      'The ones make 10 or more, like 47 × 6: write the ones digit and carry the tens.',
    ],
    [
      [3, 1],
      'carry',
      '#, carrying',
      'Multiply a three-digit number by one digit, carrying as you go, like 268 × 7.',
    ],
    [
      [3, 1],
      'zero in the multiplicand',
      '#, zero in the multiplicand',
      'A 0 in the top number, like 405 × 6: 0 × 6 is 0, but add the 3 carried from 5 × 6.',
    ],
    [
      [2, 2, 1, 1],
      'facts to 12 × 12',
      'Facts up to 12 × 12',
      'The 10, 11 and 12 times tables, like 12 × 7 = 84.',
    ],
    [
      [4, 1],
      'carry',
      '#, carrying',
      'Multiply a four-digit number by one digit, with carries, like 3478 × 6.',
    ],
    [
      [2, 2],
      'multiple of ten',
      '2-digit × tens',
      'Multiply by whole tens, like 34 × 20: put a 0 in the ones, then multiply by 2.',
    ],
    [
      [2, 2],
      'multi-digit multiplier',
      '#',
      'Long multiplication: two partial products, one for each digit of 37, then add them, like 46 × 37.',
    ],
    [
      [2, 3, 2],
      '× 10 and × 100',
      '2-digit × 10 and × 100',
      'Times 10 moves each digit one place left, times 100 two places, like 47 × 100 = 4700.',
    ],
    [
      [3, 2],
      'multiple of ten',
      '3-digit × tens',
      'Multiply a three-digit number by whole tens, like 253 × 40.',
    ],
    [
      [3, 2],
      'multi-digit multiplier',
      '#',
      'Long multiplication of a three-digit number by a two-digit number, like 364 × 27.',
    ],
    [
      [4, 2],
      'multi-digit multiplier',
      '#',
      'Long multiplication of a four-digit number by a two-digit number, like 2853 × 46.',
    ],
    [[3, 3], 'multi-digit multiplier', '#', 'Three partial products to add up, like 473 × 268.'],
    [
      [3, 3],
      'zero in the multiplier',
      '#, zero in the multiplier',
      'A 0 in the middle of the bottom number, like 473 × 208: its partial product is all zeros, keep the places lined up.',
    ],
    [
      [4, 3],
      'multi-digit multiplier',
      '#',
      'Long multiplication of a four-digit number by a three-digit number, like 3619 × 247.',
    ],
    [
      [4, 4],
      'zero in the multiplier',
      '#, zero in the multiplier',
      'Four-digit numbers with a 0 in the middle of the multiplier, like 4826 × 3057.',
    ],
    [
      [5, 4],
      'multi-digit multiplier',
      '#',
      'The top level: a five-digit number times a four-digit number, like 52734 × 6158.',
    ],
  ],
);
