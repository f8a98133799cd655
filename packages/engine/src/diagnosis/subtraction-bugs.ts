/**
 * Subtraction bugs, named as in VanLehn's catalogue: smaller-from-larger, borrow-no-decrement,
 * borrow-from-zero, borrow-across-zero, stops-borrow-at-zero.
 *
 * How the buggy work lands in our boxes (layout: borrows `borrow-1…borrow-(m−1)`, holding the
 * minuend digit after lending; difference `difference-0…`): the difference row holds the
 * child's digits (a leading 0 left blank); a borrow box holds the new value of every minuend
 * digit the child changed, and stays blank over the digits the child left alone — so
 * smaller-from-larger and borrow-no-decrement fill no borrow box, borrow-from-zero writes the 9
 * over the 0 and nothing to its left, borrow-across-zero leaves the 0 blank and writes the
 * lowered digit beyond it, stops-borrow-at-zero writes only over non-zero lenders. When a rule
 * leaves a column with nothing to borrow from, the work breaks down and the simulator returns
 * `null`.
 * @see issue 12, docs/diagnosis.md "Subtraction"
 */
import type { SubtractionProblem } from '../types';
import { VANLEHN, VANLEHN_AND_BUGGY } from './sources';
import { lendCorrectly, simulateSubtraction, type LendRule } from './subtraction-work';
import type { BugModule } from './types';

/** Adds the ten and changes nothing on the left. */
const noDecrement: LendRule = () => true;

/** The lender is decremented; a 0 lender becomes 9 and the borrow stops there. */
const zeroBecomesNine: LendRule = (top, column, changed) => {
  const lender = column + 1;
  if (lender >= top.length) return false;
  top[lender] = top[lender] === 0 ? 9 : (top[lender] ?? 0) - 1;
  changed.add(lender);
  return true;
};

/** Zeros are skipped (left unchanged); the next non-zero digit lends. */
const skipZeros: LendRule = (top, column, changed) => {
  let lender = column + 1;
  while (lender < top.length && top[lender] === 0) lender += 1;
  if (lender >= top.length) return false;
  top[lender] = (top[lender] ?? 0) - 1;
  changed.add(lender);
  return true;
};

/** A non-zero lender is decremented; a 0 lender changes nothing. */
const stopAtZero: LendRule = (top, column, changed) => {
  const lender = column + 1;
  if (lender >= top.length) return false;
  return top[lender] === 0 ? true : lendCorrectly(top, column, changed);
};

/**
 * The subtraction bug module.
 * @see issue 12 "subtraction: smaller-from-larger (81 − 38 = 57), borrow-no-decrement
 *   (81 − 38 = 53), borrow-from-zero (305 − 9 = 396), borrow-across-zero (206 − 8 = 108,
 *   305 − 9 = 206), stops-borrow-at-zero (206 − 8 = 208)"
 */
export const subtractionBugs = {
  operator: '-',
  subject: 'subtraction',
  bugs: [
    {
      id: 'smaller-from-larger',
      subject: 'subtraction',
      name: 'Smaller from larger',
      hint: 'When the top digit is smaller, borrow from the next column first.',
      parentDescription:
        'In every column your child takes the smaller digit away from the larger one, whichever is on top, so they never borrow.',
      example: { problem: { number_0: '81', number_1: '38', operator: '-' }, answer: '57' },
      source: VANLEHN_AND_BUGGY,
      simulate: (problem, layout) => simulateSubtraction(problem, layout, 'smaller-from-larger'),
    },
    {
      id: 'borrow-no-decrement',
      subject: 'subtraction',
      name: 'Borrows without decrementing',
      hint: 'After you borrow a ten, cross out the digit you borrowed from and make it one smaller.',
      parentDescription:
        'Your child adds the borrowed ten to the column correctly but does not take one away from the column it came from, so the digit on the left stays one too big.',
      example: { problem: { number_0: '81', number_1: '38', operator: '-' }, answer: '53' },
      source: VANLEHN_AND_BUGGY,
      simulate: (problem, layout) => simulateSubtraction(problem, layout, noDecrement),
    },
    {
      id: 'borrow-from-zero',
      namedFirst: true,
      subject: 'subtraction',
      name: 'Borrows from zero and stops',
      hint: 'When you borrow from a zero, keep going left and make the next digit one smaller too.',
      parentDescription:
        'When your child has to borrow from a 0, they change the 0 to 9 but do not go on to take one from the digit to its left, so that digit stays one too big.',
      example: { problem: { number_0: '305', number_1: '9', operator: '-' }, answer: '396' },
      source: VANLEHN_AND_BUGGY,
      simulate: (problem, layout) => simulateSubtraction(problem, layout, zeroBecomesNine),
    },
    {
      id: 'borrow-across-zero',
      namedFirst: true,
      subject: 'subtraction',
      name: 'Skips the zero when borrowing',
      hint: 'When you borrow across a zero, the zero changes too: it gets a ten from the left and lends one to the right.',
      parentDescription:
        'When the digit to borrow from is a 0, your child skips it and borrows from the next digit on the left, leaving the 0 as it was, so the column of the 0 comes out wrong.',
      example: { problem: { number_0: '206', number_1: '8', operator: '-' }, answer: '108' },
      source: VANLEHN,
      simulate: (problem, layout) => simulateSubtraction(problem, layout, skipZeros),
    },
    {
      id: 'stops-borrow-at-zero',
      namedFirst: true,
      subject: 'subtraction',
      name: 'Stops borrowing at zero',
      hint: 'When the next digit is a zero, borrow from the digit beyond it and change the zero as well.',
      parentDescription:
        'When the digit to borrow from is a 0, your child adds the ten to the column but changes nothing on the left, so the answer comes out too big.',
      example: { problem: { number_0: '206', number_1: '8', operator: '-' }, answer: '208' },
      source: VANLEHN,
      simulate: (problem, layout) => simulateSubtraction(problem, layout, stopAtZero),
    },
  ],
} satisfies BugModule<SubtractionProblem>;
