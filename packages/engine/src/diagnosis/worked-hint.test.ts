import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { workedAnswers } from '../checking';
import { digitAt } from '../digits';
import { layoutProblem, solveProblem } from '../operations';
import type { AnswerBox, Answers, DivisionProblem, Operator } from '../types';
import { slipHint } from './slip-hint';
import { SLIP_HINTS } from './slip-texts';
import { oneWrongDigit } from './one-wrong-digit.test-helper';
import { divisionStep } from './step-parts';

const raw = (number_0: string, operator: Operator, number_1: string) => ({
  number_0,
  number_1,
  operator,
});

/** The right digits of `a op b` with box `key` one up: the box a child got wrong. */
function wrongIn(a: string, operator: Operator, b: string, key: string): Answers {
  const answers: Record<string, number | undefined> = {
    ...workedAnswers(layoutProblem(solveProblem(raw(a, operator, b)))),
  };
  answers[key] = ((answers[key] ?? 0) + 1) % 10;
  return answers as Answers;
}

const worked = (a: string, operator: Operator, b: string, key: string) =>
  slipHint(raw(a, operator, b), wrongIn(a, operator, b, key), { worked: true })?.text;

/** [problem, red box, the worked hint a child reads there]. */
const WORKED: readonly [string, Operator, string, string, string][] = [
  ['42', '+', '35', 'sum-1', 'In this column: 4 + 3. Write the total here.'],
  ['47', '+', '38', 'sum-1', 'In this column: 4 + 3 + 1 carried. Write the total here.'],
  [
    '47',
    '+',
    '38',
    'sum-0',
    'In this column: 7 + 8. Write the ones of the total here and carry the ten.',
  ],
  ['342', '+', '25', 'sum-2', 'Only 3 is in this column. Write it straight down.'],
  [
    '81',
    '-',
    '38',
    'difference-0',
    'The top 1 gets a ten from its left, so it is 11. Work out 11 − 8 and write it here.',
  ],
  [
    '81',
    '-',
    '38',
    'difference-1',
    'The top 8 gave a ten to its right, so it is 7 now. Work out 7 − 3 and write it here.',
  ],
  [
    '512',
    '-',
    '78',
    'difference-1',
    'The top 1 gave a ten to its right and got one from its left, so it is 10 now. Work out 10 − 7 and write it here.',
  ],
  [
    '305',
    '-',
    '9',
    'difference-1',
    'The top 0 gave a ten to its right and got one from its left, so it is 9 now. Nothing is taken away here: write 9 straight down.',
  ],
  ['86', '-', '35', 'difference-1', 'Work out 8 − 3 and write it here.'],
  ['47', '*', '6', 'product-0', 'Here: 7 × 6. Write the ones here and carry the tens.'],
  [
    '47',
    '*',
    '6',
    'product-1',
    'Here: 4 × 6 + 4 carried. Write the ones here; the tens go in the box on the left.',
  ],
  ['47', '*', '6', 'product-2', 'The last top digit makes 4 × 6 + 4 carried. Its tens go here.'],
  ['42', '*', '2', 'product-1', 'Here: 4 × 2. Write the answer here.'],
  ['223', '*', '49', 'partial-1-2', 'Here: 2 × 4 + 1 carried. Write the answer here.'],
  [
    '21',
    '*',
    '34',
    'product-1',
    'In this column: 8 + 3. Write the ones of the total here and carry the ten.',
  ],
  [
    '99',
    '*',
    '99',
    'product-2',
    'In this column: 8 + 9 + 1 carried. Write the ones of the total here and carry the ten.',
  ],
  [
    '612',
    '/',
    '3',
    'quotient-3',
    'How many times does 3 fit in 12? Count in 3s: 3, 6, 9, … and stop before you go past 12.',
  ],
  [
    '4713',
    '/',
    '21',
    'multiply-2-1',
    'Work out 2 × 21. Write it under 51, its ones in the right-hand box.',
  ],
  ['4713', '/', '21', 'subtract-1-2', 'Work out 47 − 42. What is left must be smaller than 21.'],
  [
    '4713',
    '/',
    '21',
    'subtract-3-0',
    'Work out 93 − 84. What is left is the remainder: it must be smaller than 21.',
  ],
  [
    '47',
    '+',
    '58',
    'sum-2',
    'The column on the right is 4 + 5 + 1 carried: ten or more. Write its tens here, at the front of the answer.',
  ],
  [
    '223',
    '*',
    '49',
    'product-4',
    'The column on the right is 2 + 8: ten or more. Write its tens here, at the front of the answer.',
  ],
  // 1035 ÷ 5: the second step divides 3, which 5 does not fit in (a 0 in the quotient).
  ['1035', '/', '5', 'quotient-2', 'How many times does 5 fit in 3? 5 is already more than 3.'],
];

/** Steps that have no numbers to show keep the slip hint's sentence. */
const PLAIN: readonly [string, Operator, string, string][] = [
  ['47', '*', '60', 'product-0'],
  ['47', '*', '0', 'product-0'],
  ['4713', '/', '21', 'bringDown-2'],
];

/**
 * The digit a worked hint leads to in `box`: its numbers worked out as the hint says (a
 * column's total's ones, a take-away, a product's ones or tens, how many times the divisor
 * fits, a long division step's number at the box's place).
 */
function digitTheHintLeadsTo(text: string, box: AnswerBox, problem: DivisionProblem | null) {
  const numbers = (text.match(/\d+/g) ?? []).map(Number);
  const [first = 0, second = 0, third = 0] = numbers;
  const total = numbers.reduce((sum, number) => sum + number, 0);
  if (text.startsWith('In this column: ')) return total % 10;
  if (text.startsWith('The column on the right is ')) return Math.floor(total / 10);
  if (/^Only \d+ is in this column/.test(text)) return first;
  if (text.includes('straight down')) return numbers.at(-1);
  if (/^The last top digit/.test(text)) return Math.floor((first * second + third) / 10);
  if (text.startsWith('Here: ')) return (first * second + third) % 10;
  if (text.startsWith('How many times')) return Math.floor(second / first);
  if (problem && /^Work out \d+ × /.test(text)) {
    return digitAt(String(first * second), divisionStep(problem, box).place);
  }
  if (problem && / What is left/.test(text)) {
    return digitAt(String(first - second), divisionStep(problem, box).place);
  }
  // A subtraction's column: the last take-away in the text.
  const [, top = '0', bottom = '0'] = text.match(/Work out (\d+) − (\d+) and write it here/) ?? [];
  return Number(top) - Number(bottom);
}

describe('slipHint, worked', () => {
  it.each(WORKED)('%s %s %s, %s still red: "%s"', (a, operator, b, key, text) => {
    const hint = slipHint(raw(a, operator, b), wrongIn(a, operator, b, key), { worked: true });
    const plain = slipHint(raw(a, operator, b), wrongIn(a, operator, b, key));
    expect(hint).toEqual({ ...plain, text });
  });

  it.each(PLAIN)('%s %s %s, %s: the slip sentence stands', (a, operator, b, key) => {
    const plain = slipHint(raw(a, operator, b), wrongIn(a, operator, b, key));
    expect(worked(a, operator, b, key)).toBe(plain?.text);
    expect(Object.values(SLIP_HINTS)).toContain(plain?.text);
  });

  it('leads to the right digit on any worksheet with one wrong digit', () => {
    const oneSlip = oneWrongDigit((box) => box.checked && box.expected !== null);
    fc.assert(
      fc.property(oneSlip, ({ problem, box, answers }) => {
        const hint = slipHint(problem, answers, { worked: true });
        expect(hint?.key).toBe(box.key);
        if (Object.values(SLIP_HINTS).includes(hint?.text as never)) return;
        const division = problem.operator === '/' ? problem : null;
        expect(digitTheHintLeadsTo(hint?.text ?? '', box, division)).toBe(box.expected);
      }),
      { numRuns: 600 },
    );
  });
});
