/**
 * The 20 division levels: facts, 2–4 digits ÷ 1 digit (exact, with remainder, zero in the
 * quotient), then 2-digit and 3-digit divisors. Beyond the facts every problem is a real long
 * division: its quotient has at least two digits, so a digit is brought down.
 * @see spec §9 "Level 0-19", spec §5 (divisor ≠ 0, dividend ≥ divisor), issue 12 "Curriculum,
 *   sharper", docs/curriculum.md
 */
import { buildLevels, digits, type DigitCounts, type LevelSpec } from './build-levels';
import { divide, type DivisionOutcome } from './column-features';
import { randomBetween, randomOperand, valueBetween, withZeros } from './operand-draws';
import type { CurriculumLevel } from './level-types';
import type { Rng } from './rng';

/** The division skill ladder, easiest first. */
const DIVISION_SKILLS = [
  'facts ÷ 2 to 5',
  'facts ÷ 6 to 9',
  'exact',
  'remainder',
  'zero in the quotient',
] as const;

type DivisionSkill = (typeof DIVISION_SKILLS)[number];

/**
 * Each skill's rule on the division's outcome; `fewest` is the fewest quotient digits asked
 * for: 2 for the named skill (a long division that brings a digit down), 1 for the wider
 * family some levels accept (384 ÷ 48 = 8 among 3-digit ÷ 2-digit).
 */
const RULES: Record<
  DivisionSkill,
  (outcome: DivisionOutcome, divisor: string, fewest: number) => boolean
> = {
  'facts ÷ 2 to 5': ({ quotient, remainder }, divisor) =>
    valueBetween(divisor, 2, 5) && remainder === '0' && valueBetween(quotient, 1, 9),
  'facts ÷ 6 to 9': ({ quotient, remainder }, divisor) =>
    valueBetween(divisor, 6, 9) && remainder === '0' && valueBetween(quotient, 1, 9),
  exact: ({ quotient, remainder }, _divisor, fewest) =>
    remainder === '0' && !quotient.includes('0') && quotient.length >= fewest,
  remainder: ({ quotient, remainder }, _divisor, fewest) =>
    remainder !== '0' && !quotient.includes('0') && quotient.length >= fewest,
  'zero in the quotient': ({ quotient }) => quotient !== '0' && quotient.includes('0'),
};

/** dividend = divisor × quotient + remainder, worked out with `bigint`. */
function compose(divisor: string, quotient: string, remainder: number): string {
  return String(BigInt(divisor) * BigInt(quotient) + BigInt(remainder));
}

function drawFor(skill: DivisionSkill, dividendDigits: number, divisorDigits: number) {
  return (rng: Rng): readonly [string, string] => {
    if (skill === 'facts ÷ 2 to 5' || skill === 'facts ÷ 6 to 9') {
      const divisor =
        skill === 'facts ÷ 2 to 5' ? randomBetween(rng, 2, 5) : randomBetween(rng, 6, 9);
      return [compose(divisor, randomBetween(rng, 1, 9), 0), divisor];
    }
    const divisor =
      divisorDigits === 1 ? randomBetween(rng, 2, 9) : randomOperand(rng, divisorDigits);
    // At least two quotient digits: a long division, never a one-step fact such as 31 ÷ 9.
    const shortest = Math.max(2, dividendDigits - divisorDigits);
    let quotient = randomOperand(rng, rng.int(shortest, dividendDigits - divisorDigits + 1));
    if (skill === 'zero in the quotient' && quotient.length > 1) {
      quotient = withZeros(quotient, rng.int(0, quotient.length - 2), 1);
    }
    const largestRemainder = Number(divisor) - 1;
    const remainder =
      skill === 'exact' ? 0 : rng.int(skill === 'remainder' ? 1 : 0, largestRemainder);
    return [compose(divisor, quotient, remainder), divisor];
  };
}

/**
 * A division level; its row's digit counts are the dividend's least and most digits, the
 * divisor's digits and, optionally, the fewest quotient digits the level accepts (default 1;
 * 2-digit ÷ 1-digit needs 2, or it would take one-step facts such as 31 ÷ 9). Its named skill
 * always needs two.
 */
function level(
  [dividendMin, dividendMax, divisorDigits = 1, fewestQuotientDigits = 1]: DigitCounts,
  skill: DivisionSkill,
): LevelSpec {
  const rule =
    (fewest: number) =>
    (dividend: string, divisor: string): boolean => {
      const outcome = divide(dividend, divisor);
      return (
        outcome !== null &&
        (divisorDigits > 1 || divisor !== '1') &&
        RULES[skill](outcome, divisor, fewest)
      );
    };
  return {
    digits: [digits(dividendMin, dividendMax), digits(divisorDigits)],
    shows: rule(2),
    rule: rule(fewestQuotientDigits),
    draw: drawFor(skill, dividendMax, divisorDigits),
  };
}

/**
 * Division levels 0 … 19, index = level. `first` is the dividend, `second` the divisor
 * (never 0 or 1; dividend ≥ divisor).
 * @see spec §9 "Level 0-19"
 */
export const DIVISION_LEVELS: readonly CurriculumLevel[] = /* @__PURE__ */ buildLevels(
  'division',
  DIVISION_SKILLS,
  level,
  [
    [
      [1, 2, 1],
      'facts ÷ 2 to 5',
      'Division facts ÷ 2 to ÷ 5',
      'Share equally using the times tables you know, like 20 ÷ 4 = 5.',
    ],
    [
      [1, 2, 1],
      'facts ÷ 6 to 9',
      'Division facts ÷ 6 to ÷ 9',
      'Division facts with the bigger tables, like 56 ÷ 7 = 8.',
    ],
    [
      [2, 2, 1, 2],
      'exact',
      '#, exact',
      'Long division, one digit at a time: divide, multiply, subtract, bring down, like 84 ÷ 4 = 21. Nothing left over.',
    ],
    [
      [2, 2, 1, 2],
      'remainder',
      '#, with remainder',
      'Long division with something left over at the end, like 47 ÷ 3 = 15 remainder 2.',
    ],
    [
      [3, 3, 1],
      'exact',
      '#, exact',
      'Divide a three-digit number by one digit with nothing left over, like 738 ÷ 6 = 123.',
    ],
    [
      [3, 3, 1],
      'remainder',
      '#, with remainder',
      'Divide a three-digit number by one digit with a remainder, like 587 ÷ 4 = 146 remainder 3.',
    ],
    [
      [3, 3, 1],
      'zero in the quotient',
      '#, zero in the quotient',
      'Sometimes the divisor does not go in at all: write 0 in the answer, like 612 ÷ 3 = 204.',
    ],
    [
      [4, 4, 1],
      'exact',
      '#, exact',
      'Divide a four-digit number by one digit with nothing left over, like 5936 ÷ 8 = 742.',
    ],
    [
      [4, 4, 1],
      'remainder',
      '#, with remainder',
      'Divide a four-digit number by one digit with a remainder, like 7354 ÷ 6 = 1225 remainder 4.',
    ],
    [
      [4, 4, 1],
      'zero in the quotient',
      '#, zero in the quotient',
      'Four-digit division with a 0 in the answer, like 6035 ÷ 5 = 1207.',
    ],
    [
      [3, 3, 2],
      'exact',
      '#, exact',
      'Divide by a two-digit number: estimate each digit, like 384 ÷ 12 = 32.',
    ],
    [
      [3, 3, 2],
      'remainder',
      '#, with remainder',
      'Divide by a two-digit number with a remainder, like 749 ÷ 23 = 32 remainder 13.',
    ],
    [
      [4, 4, 2],
      'exact',
      '#, exact',
      'Divide a four-digit number by a two-digit number exactly, like 7452 ÷ 23 = 324.',
    ],
    [
      [4, 4, 2],
      'remainder',
      '#, with remainder',
      'Divide a four-digit number by a two-digit number with a remainder, like 8537 ÷ 34 = 251 remainder 3.',
    ],
    [
      [4, 4, 2],
      'zero in the quotient',
      '#, zero in the quotient',
      'A two-digit divisor and a 0 in the answer, like 8476 ÷ 21 = 403 remainder 13.',
    ],
    [
      [5, 5, 2],
      'remainder',
      '#, with remainder',
      'Divide a five-digit number by a two-digit number, like 58231 ÷ 47 = 1238 remainder 45.',
    ],
    [
      [4, 4, 3],
      'exact',
      '#, exact',
      'Divide by a three-digit number exactly, like 9372 ÷ 284 = 33.',
    ],
    [
      [4, 4, 3],
      'remainder',
      '#, with remainder',
      'Divide by a three-digit number with a remainder, like 8659 ÷ 347 = 24 remainder 331.',
    ],
    [
      [5, 5, 3],
      'remainder',
      '#, with remainder',
      'Divide a five-digit number by a three-digit number, like 58231 ÷ 347 = 167 remainder 282.',
    ],
    [
      [5, 5, 3],
      'zero in the quotient',
      '#, zero in the quotient',
      'The top level: a three-digit divisor and a 0 in the answer, like 71542 ÷ 235 = 304 remainder 102.',
    ],
  ],
);
