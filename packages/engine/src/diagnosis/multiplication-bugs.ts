/**
 * Multiplication bugs: the carry not added, the carry added before multiplying, and the partial
 * product not shifted (the placeholder zero missing).
 *
 * How the buggy work lands in our boxes (see `multiplication-work.ts` for the layout):
 * - **carry-not-added**: each column writes the ones of its own product and the carry is
 *   written in its carry box but never added; the last column writes its product whole
 *   (47 × 6: 7 × 6 = 42, write 2, carry 4; 4 × 6 = 24 → 242). With partial rows each row is
 *   worked so and the rows are added correctly.
 * - **carry-added-before-multiplying**: the carry is added to the next multiplicand digit and
 *   the sum multiplied (47 × 6: 7 × 6 = 42, write 2, carry 4; (4 + 4) × 6 = 48 → 482). A carry
 *   of two digits does not fit a carry box, and a row one digit too long does not fit its boxes:
 *   `null`.
 * - **partial-product-not-shifted**: our partial rows start at the right column and their
 *   placeholder zeros are fixed text, so the child's partial rows come out right; the child
 *   then adds the numbers they wrote as if they were lined up on the right, ignoring the zeros
 *   (23 × 45: 115 + 92 = 207 in the product row). With a single row (a multiplier such as 30)
 *   the placeholder zero is a box: the child leaves it out and starts the product in the ones
 *   box (47 × 30 → 141).
 * @see issue 12, docs/diagnosis.md "Multiplication"
 */
import type { MultiplicationProblem } from '../types';
import { multiplyCorrectly, rowFromColumns, simulateMultiplication } from './multiplication-work';
import { ASHLOCK } from './sources';
import type { BugModule } from './types';

/** Each column's own product; the carry is written but never added. */
const carryNotAdded = rowFromColumns((digit, factor) => digit * factor);

/** The carry is added to the next multiplicand digit before it is multiplied. */
const carryAddedFirst = rowFromColumns((digit, factor, carry) => (digit + carry) * factor);

/**
 * The multiplication bug module.
 * @see issue 12 "multiplication, two separate bugs: carry not added (47 × 6 = 242) and carry
 *   added before multiplying (47 × 6 = 482); and partial product not shifted, the placeholder
 *   zero missing (23 × 45 = 207)"
 */
export const multiplicationBugs = {
  operator: '*',
  subject: 'multiplication',
  bugs: [
    {
      id: 'carry-not-added',
      subject: 'multiplication',
      name: 'Carry not added',
      hint: 'After you multiply the next digit, add the number you carried.',
      parentDescription:
        'Your child writes the carry down but does not add it to the next product, so the answer comes out too small.',
      example: { problem: { number_0: '47', number_1: '6', operator: '*' }, answer: '242' },
      source: ASHLOCK,
      simulate: (problem, layout) =>
        simulateMultiplication(problem, layout, carryNotAdded, 'shifted'),
    },
    {
      id: 'carry-added-before-multiplying',
      subject: 'multiplication',
      name: 'Adds the carry before multiplying',
      hint: 'Multiply the digit first, then add the number you carried.',
      parentDescription:
        'Your child adds the carried number to the next digit of the top number and then multiplies, instead of multiplying first and adding the carry after, so the answer comes out too big.',
      example: { problem: { number_0: '47', number_1: '6', operator: '*' }, answer: '482' },
      source: ASHLOCK,
      simulate: (problem, layout) =>
        simulateMultiplication(problem, layout, carryAddedFirst, 'shifted'),
    },
    {
      id: 'partial-product-not-shifted',
      subject: 'multiplication',
      name: 'Partial product not shifted',
      hint: 'Multiplying by tens or hundreds makes tens or hundreds, so keep the zeros at the end.',
      parentDescription:
        'Your child lines every partial product up on the right, as if each digit of the bottom number were ones, leaving out the placeholder zero, so the product comes out far too small.',
      example: { problem: { number_0: '23', number_1: '45', operator: '*' }, answer: '207' },
      source: ASHLOCK,
      simulate: (problem, layout) =>
        simulateMultiplication(problem, layout, multiplyCorrectly, 'not-shifted'),
    },
  ],
} satisfies BugModule<MultiplicationProblem>;
