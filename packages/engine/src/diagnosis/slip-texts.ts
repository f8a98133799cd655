/**
 * The texts of slip hints: what a child is told about the first red box when no catalogued bug
 * explains the wrong boxes (an ordinary slip). Each says what the step in that box is or, when
 * the written digit shows it, what went wrong there (a carry left out, a ten lent and forgotten,
 * a quotient digit too small), in words a seven-year-old reads; like the bug hints, none holds
 * a numeral or an answer digit.
 * @see docs/diagnosis.md "Slip hints"
 */
export const SLIP_HINTS = Object.freeze({
  'past-the-answer': 'The answer does not reach this far left: leave this box empty.',
  'add-column': 'Add the two digits in this column again: count on from the bigger one.',
  'add-column-with-carry': 'Add the two digits and the carry on top of this column.',
  'add-column-makes-ten':
    'This column makes ten or more: write the ones here and carry the ten to the next column.',
  'add-carry-makes-ten':
    'Add the two digits and the carry on top: that makes ten or more, so write the ones here and carry the ten.',
  'add-one-digit': 'Only one number has a digit in this column: write it straight down.',
  'add-one-digit-with-carry':
    'Only one number has a digit in this column: add the carry on top to it.',
  'add-last-carry': 'Only the carry is left here: write it at the front of the answer.',
  'add-left-out-carry':
    'It looks like the carry was left out of this column: add it to the digits too.',
  'add-carry-not-there':
    'The column on the right makes less than ten, so nothing carries into this column: add only its own digits.',
  'add-wrote-the-ten':
    'It looks like you wrote the ten of this column here: write its ones here and carry the ten to the next column.',
  'subtract-column':
    'Take the bottom digit away from the top digit again: count up from the bottom digit to check.',
  'subtract-borrow':
    'The top digit is smaller than the bottom one: borrow a ten from the next column, then take away.',
  'subtract-lent':
    'This top digit lent a ten to the column on its right, so it is one smaller now: take away from that.',
  'subtract-lent-and-borrow':
    'This top digit lent a ten to its right, so it is one smaller; now it is too small, so borrow a ten from the left before you take away.',
  'subtract-zero-passed-on':
    'The zero on top got a ten from the left and lent one to the right, so it changed too: take away from what it is now.',
  'subtract-top-only': 'Nothing is taken away in this column: write the top digit straight down.',
  'subtract-top-from-bottom':
    'It looks like you took the top digit away from the bottom one: the top is smaller, so borrow a ten from the next column first.',
  'subtract-lent-forgotten':
    'It looks like you used this top digit as it was, but it lent a ten to the column on its right: make it one smaller first.',
  'multiply-digit':
    'Multiply this digit of the top number by the bottom digit for this row: write the ones here and carry the tens.',
  'multiply-digit-with-carry':
    'Multiply this digit of the top number by the bottom digit for this row, then add the carry.',
  'multiply-left-out-carry':
    'It looks like the carry was left out: multiply this digit, then add the number you carried.',
  'multiply-wrote-the-tens':
    'It looks like you wrote the tens here: the ones go in this box, and the tens move on to the left.',
  'multiply-last-carry': 'Every digit is multiplied: write the last carry at the front of the row.',
  'multiply-fact':
    'Say the times-table fact to yourself: its ones go in the right box of the row and its tens in the box on their left.',
  'multiply-placeholder-zero':
    'You are multiplying by tens or hundreds, so the places on the right of the row are zeros.',
  'multiply-by-zero': 'Think about what any number times zero makes.',
  'add-partial-products':
    'Add the partial products in this column: if they make ten or more, write the ones here and carry the tens.',
  'add-partial-products-with-carry':
    'Add the partial products in this column and the carry from the column on its right.',
  divide:
    'How many times does the outside number fit into the number you are dividing now? Write the most times that does not go over, or zero if it does not fit.',
  'divide-too-small': 'The outside number fits more times than that: try a bigger number on top.',
  'divide-too-big':
    'That many times goes over the number you are dividing: try a smaller number on top, or zero if it does not fit at all.',
  'multiply-back':
    'Multiply the outside number by the top digit you just wrote, and write the answer under the number you are dividing.',
  'subtract-step':
    'Take the number you just wrote away from the number above it: what is left must be smaller than the outside number.',
  remainder:
    'Take away one last time: what is left is the remainder, and it must be smaller than the outside number.',
  'bring-down': 'Bring the next digit of the number inside straight down, next to what is left.',
} as const);

/** What the first red box's step is (a key of {@link SLIP_HINTS}). */
export type SlipSituation = keyof typeof SLIP_HINTS;
