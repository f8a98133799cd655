import type { HowItWorksTopic } from './how-it-works-topic';

/**
 * The lines of 'How it works' for each topic: 2–4 short sentences for a child of about 7 that
 * say what goes in the boxes — a carry, a borrow (the digit after lending, 4 → 3), a fact's ones
 * and tens, a partial row with its 0 already there and the '+', a bring-down and the 'r' — and
 * nothing the worksheet beside them does not have (no borrowing beside 6 − 2, no little box
 * beside 6 × 2). A step some problems do not need starts with its condition ('10 or more?',
 * 'Digits left?'), so the lines hold on every level of the topic, division facts included.
 * @see issue 12 "Children meet the boxes without words"
 */
export const HOW_IT_WORKS_TEXT: Readonly<Record<HowItWorksTopic, readonly string[]>> = {
  addition: [
    'Start with the ones on the right.',
    'Write the ones digit under the column.',
    '10 or more? Put the 1 in the little box above the next column.',
  ],
  subtraction: [
    'Start with the ones on the right.',
    'Top digit too small? Borrow from the digit to the left.',
    'Write that digit one less in the little box above it (4\u00a0→\u00a03).',
    'Your column gets ten more.',
  ],
  'subtraction-one-column': [
    'Take the bottom number away from the top number.',
    'Count back on your fingers if it helps.',
    'Write what is left in the box.',
  ],
  'subtraction-across-zero': [
    'Start with the ones on the right.',
    'Top digit too small? Borrow from the left: your column gets ten more.',
    'Next door is a 0? It borrows from its left first and becomes 9.',
    'Write each new digit in the little box above it (3\u00a0→\u00a02, 0\u00a0→\u00a09).',
  ],
  multiplication: [
    'Multiply by each digit of the bottom number on its own row.',
    'From the second row on, the zeros at the end are already there for you.',
    'More than one row? Add the rows with +.',
    'Fewer digits than boxes? Press Space to skip the empty box.',
  ],
  'multiplication-fact': [
    'Multiply the two numbers: 6\u00a0×\u00a02 is two sixes, 6\u00a0+\u00a06.',
    'Write the ones digit in the box on the right.',
    '10 or more? Write the tens in the box to its left.',
  ],
  'multiplication-one-row': [
    'Start with the ones on the right.',
    'Multiply each top digit by the bottom number.',
    '10 or more? Put the tens in the little box above the next column.',
    'Add that little number to the next answer.',
  ],
  'multiplication-tens': [
    'Write the zeros of the bottom number at the end of the answer first.',
    'Then multiply each top digit by the other bottom digit, from the right.',
    '10 or more? Put the tens in the little box above the next column.',
    'Add that little number to the next answer.',
  ],
  division: [
    'How many times does the outside number fit? Write it on top (it can be 0).',
    'Multiply it by the outside number. Write that under, ones first, then subtract.',
    'Digits left? Bring the next one down and go again.',
    'What is left at the end goes after r.',
  ],
  'division-long-divisor': [
    'How many times does the outside number fit? Write it on top (it can be 0).',
    'Not sure? Make a guess, multiply, and if it is too big, try one less.',
    'Multiply it by the outside number. Write that under, ones first, then subtract.',
    'Digits left? Bring the next one down and go again; the rest goes after r.',
  ],
};
