/**
 * Worked hints: the stronger hint for a box still red after the child tried again with its slip
 * hint. Where the slip hint says what kind of step the box is, the worked hint writes the step
 * out with its numbers — the digits on the sheet, the carry coming in, a top digit as borrowing
 * left it — so the child only has to work it out: "In this column: 7 + 5 + 1 carried."
 * It never names the digit that belongs in the box, except where the step is copying a digit
 * straight down.
 * @see docs/diagnosis.md "Slip hints"
 */
import { digitAt } from '../digits';
import type {
  AdditionProblem,
  AnswerBox,
  Digit,
  DivisionProblem,
  MultiplicationProblem,
  Problem,
  SubtractionProblem,
} from '../types';
import { displayedPartialProducts } from '../multiplication';
import { carryInto } from './column-slips';
import { divisionStep, multipliedRow, partialsCarryInto } from './step-parts';

/** A column's numbers and the carry into it as a sum ('7 + 5 + 1 carried'), and its total. */
function columnParts(numbers: readonly number[], carried: number) {
  return {
    parts: [...numbers.map(String), ...(carried > 0 ? [`${carried} carried`] : [])],
    total: numbers.reduce((sum, number) => sum + number, carried),
  };
}

/**
 * What a column that adds `numbers` (and `carried`) makes, written out: "In this column:
 * 7 + 5 + 1 carried. Write the ones of the total here and carry the ten." A column of one
 * number says to copy it.
 */
function columnSum(numbers: readonly number[], carried: number): string {
  const { parts, total } = columnParts(numbers, carried);
  if (parts.length === 1) return `Only ${parts[0]} is in this column. Write it straight down.`;
  const write =
    total < 10
      ? 'Write the total here.'
      : `Write the ones of the total here and carry the ${total < 20 ? 'ten' : 'tens'}.`;
  return `In this column: ${parts.join(' + ')}. ${write}`;
}

/** The front box of a sum, made of the carry out of the column on its right, written out. */
function lastCarry(numbers: readonly number[], carried: number): string {
  const { parts } = columnParts(numbers, carried);
  return `The column on the right is ${parts.join(' + ')}: ten or more. Write its tens here, at the front of the answer.`;
}

/** The numbers of an addition's column `column` (a shorter addend has none there). */
const addendDigits = (problem: AdditionProblem, column: number): number[] => [
  ...(column < problem.addend1.length ? [digitAt(problem.addend1, column)] : []),
  ...(column < problem.addend2.length ? [digitAt(problem.addend2, column)] : []),
];

/**
 * A box of a row that adds columns (a sum, the partial products' sum) `width` columns wide:
 * its column written out, or, one column further left, the front digit made of the last carry.
 * `numbers(c)` and `carried(c)` give a column's numbers and the carry into it.
 */
function sumWorked(
  column: number,
  width: number,
  numbers: (column: number) => number[],
  carried: (column: number) => number,
): string | null {
  if (column < width) return columnSum(numbers(column), carried(column));
  const right = column - 1;
  return column === width && width > 0 ? lastCarry(numbers(right), carried(right)) : null;
}

/** A column of an addition's sum, or its front digit (the last carry). */
const additionWorked = (problem: AdditionProblem, box: AnswerBox) =>
  sumWorked(
    box.column,
    problem.steps.length,
    (column) => addendDigits(problem, column),
    (column) => problem.steps[column]?.carryReceived ?? 0,
  );

/** A column of a subtraction's difference: its top digit as borrowing left it, then the take-away. */
function subtractionWorked(problem: SubtractionProblem, box: AnswerBox): string | null {
  const { column } = box;
  const step = problem.steps[column];
  if (!step) return null;
  const top = step.digit1 - step.borrowReceived + 10 * step.borrow;
  const topDigit = `The top ${step.digit1}`;
  let why = '';
  if (step.borrow && step.borrowReceived) {
    why = `${topDigit} gave a ten to its right and got one from its left, so it is ${top} now. `;
  } else if (step.borrow) {
    why = `${topDigit} gets a ten from its left, so it is ${top}. `;
  } else if (step.borrowReceived) {
    why = `${topDigit} gave a ten to its right, so it is ${top} now. `;
  }
  return column < problem.subtrahend.length
    ? `${why}Work out ${top} − ${step.digit2} and write it here.`
    : `${why}Nothing is taken away here: write ${top} straight down.`;
}

/**
 * A box of the row `multiplicand × factor` (shifted `position` columns left): the top digit it
 * multiplies and the carry into it; for the row's last carry, the last top digit's product.
 */
function rowWorked(multiplicand: string, factor: Digit, place: number): string | null {
  if (place < 0 || place > multiplicand.length) return null;
  const top = Math.min(place, multiplicand.length - 1);
  const digit = digitAt(multiplicand, top);
  const carry = carryInto(multiplicand, factor, top);
  const times = `${digit} × ${factor}${carry > 0 ? ` + ${carry} carried` : ''}`;
  if (place === multiplicand.length) return `The last top digit makes ${times}. Its tens go here.`;
  const makes = digit * factor + carry;
  if (makes < 10) return `Here: ${times}. Write the answer here.`;
  return place === multiplicand.length - 1
    ? `Here: ${times}. Write the ones here; the tens go in the box on the left.`
    : `Here: ${times}. Write the ones here and carry the tens.`;
}

/** A box of a partial product row, or of the product row (the partial products' sum). */
function multiplicationWorked(problem: MultiplicationProblem, box: AnswerBox): string | null {
  const row = multipliedRow(problem, box);
  if (row) return rowWorked(problem.multiplicand, row.multiplierDigit, box.column - row.position);
  const partials = displayedPartialProducts(problem);
  return sumWorked(
    box.column,
    Math.max(0, ...partials.map((partial) => partial.value.length)),
    (column) =>
      partials
        .filter((partial) => column < partial.value.length)
        .map((partial) => digitAt(partial.value, column)),
    (column) => partialsCarryInto(partials, column),
  );
}

/** A quotient digit, or a multiply or subtract box, of a long division. */
function divisionWorked(problem: DivisionProblem, box: AnswerBox): string | null {
  const { divisor } = problem;
  if (box.fieldType === 'quotient') {
    const part = problem.steps[(box.stepNumber ?? 1) - 1]?.dividendPart ?? '0';
    const fits = `How many times does ${divisor} fit in ${part}?`;
    // A part smaller than the divisor (a 0 in the quotient): counting up passes it at once.
    if (BigInt(part) < BigInt(divisor)) return `${fits} ${divisor} is already more than ${part}.`;
    const multiples = [1n, 2n, 3n].map((times) => times * BigInt(divisor)).join(', ');
    return `${fits} Count in ${divisor}s: ${multiples}, … and stop before you go past ${part}.`;
  }
  const { step, last } = divisionStep(problem, box);
  if (!step) return null;
  if (box.fieldType === 'multiply') {
    return `Work out ${step.quotientDigit} × ${divisor}. Write it under ${step.dividendPart}, its ones in the right-hand box.`;
  }
  if (box.fieldType !== 'subtract') return null;
  const left = last ? 'What is left is the remainder: it' : 'What is left';
  return `Work out ${step.dividendPart} − ${step.multiply}. ${left} must be smaller than ${divisor}.`;
}

/**
 * The worked text of answer box `box` of `problem` (the step written out with its numbers), or
 * `null` where the slip hint already says all there is: a box past the answer, a placeholder
 * zero, a multiplication by zero, a bring-down.
 */
export function workedText(problem: Problem, box: AnswerBox): string | null {
  if (box.expected === null) return null;
  switch (problem.operator) {
    case '+':
      return additionWorked(problem, box);
    case '-':
      return subtractionWorked(problem, box);
    case '*':
      return multiplicationWorked(problem, box);
    case '/':
      return divisionWorked(problem, box);
  }
}
