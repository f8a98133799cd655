/**
 * The texts of slip hints: what a child is told about the first red box when no catalogued bug
 * explains the wrong boxes (an ordinary slip). Each says what the step in that box is or, when
 * the written digit shows it, what went wrong there (a carry left out, a ten lent and forgotten,
 * a quotient digit too small), in words a seven-year-old reads; like the bug hints, none holds
 * a numeral or an answer digit.
 * @see docs/diagnosis.md "Slip hints"
 */
export const SLIP_HINTS = Object.freeze({
  'past-the-answer': 'The answer does not reach this far left. Leave this box empty.',
  'add-column': 'Add the two digits in this column again. Count on from the bigger one.',
  'add-column-with-carry': 'Add the two digits and the carry from the column on the right.',
  'add-column-makes-ten':
    'This column makes ten or more. Write the ones here and carry the ten to the next column.',
  'add-carry-makes-ten':
    'Add the two digits and the carry from the right. That makes ten or more: write the ones here and carry the ten.',
  'add-one-digit': 'Only one number has a digit in this column. Write it straight down.',
  'add-one-digit-with-carry':
    'Only one number has a digit in this column. Add the carry from the right to it.',
  'add-last-carry': 'Only the carry is left here. Write it at the front of the answer.',
  'add-left-out-carry':
    'It looks like the carry was left out of this column. Add it to the digits too.',
  'add-carry-not-there':
    'The column on the right makes less than ten, so there is no carry here. Add just the digits.',
  'add-wrote-the-ten':
    'It looks like you wrote the ten here. Write the ones here and carry the ten to the next column.',
  'subtract-column':
    'Take the bottom digit away from the top digit again. Count up from the bottom digit to check.',
  'subtract-borrow':
    'The top digit is smaller than the bottom one. Borrow a ten from the next column, then take away.',
  'subtract-lent':
    'This top digit gave a ten to the column on its right, so it is one smaller now. Take away from that.',
  'subtract-lent-and-borrow':
    'This top digit gave a ten to its right, so it is one smaller. Now it is too small: borrow a ten from the left first.',
  'subtract-zero-passed-on':
    'This zero got a ten from the left and gave one to the right, so now it is nine. Take away from nine.',
  'subtract-top-only': 'Nothing is taken away in this column. Write the top digit straight down.',
  'subtract-top-from-bottom':
    'It looks like you took the top digit away from the bottom one. The top is smaller, so borrow a ten first.',
  'subtract-lent-forgotten':
    'This top digit gave a ten to the column on its right. Make it one smaller before you take away.',
  'multiply-digit':
    'Multiply this top digit by the bottom digit. Write the ones here and carry the tens.',
  'multiply-digit-with-carry': 'Multiply this top digit by the bottom digit, then add the carry.',
  'multiply-left-out-carry':
    'It looks like the carry was left out. Multiply this digit, then add the carry.',
  'multiply-wrote-the-tens':
    'It looks like you wrote the tens here. The ones go in this box, and the tens move on to the left.',
  'multiply-last-carry': 'Every digit is multiplied. Write the last carry at the front of the row.',
  'multiply-fact':
    'Say the times table out loud. The ones go in the right box, the tens in the box next to it.',
  'multiply-placeholder-zero':
    'You are multiplying by tens or hundreds, so put zeros in the boxes on the right.',
  'multiply-by-zero': 'Think about what any number times zero makes.',
  'add-partial-products':
    'Add the numbers in this column. Ten or more? Write the ones here and carry the tens.',
  'add-partial-products-with-carry':
    'Add the numbers in this column and the carry from the column on the right.',
  divide:
    'How many times does the outside number fit in? Write the biggest number that does not go over, or zero.',
  'divide-too-small': 'The outside number fits more times than that. Try a bigger number.',
  'divide-too-big':
    'That is too many times: it goes over. Try a smaller number, or zero if it does not fit at all.',
  'multiply-back':
    'Multiply the outside number by the top digit you just wrote. Write the answer under the part you just divided, its ones in the right-hand box.',
  'subtract-step':
    'Take the number you just wrote away from the number above it. What is left must be smaller than the outside number.',
  remainder:
    'Take away one last time. What is left is the remainder, and it must be smaller than the outside number.',
  'bring-down': 'Bring the next digit of the number inside straight down, next to what is left.',
} as const);

/** What the first red box's step is (a key of {@link SLIP_HINTS}). */
export type SlipSituation = keyof typeof SLIP_HINTS;
