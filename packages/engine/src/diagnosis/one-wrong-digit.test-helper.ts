/**
 * Test helper: random worksheets worked right but for one digit, for the property tests of the
 * slip hints and the worked hints.
 */
import fc from 'fast-check';
import { workedAnswers } from '../checking';
import { toDigit } from '../digits';
import { layoutProblem, solveProblem } from '../operations';
import type { AnswerBox, Answers, Operator, Problem, RawProblem } from '../types';

/** One worksheet with one wrong digit: the problem, the box and all the digits. */
export interface OneWrongDigit {
  raw: RawProblem;
  problem: Problem;
  /** The box whose digit is wrong. */
  box: AnswerBox;
  /** The engine's digits in every box but `box`, which holds another digit. */
  answers: Answers;
}

/**
 * Random operands of 1–6 digits (the larger first for − and ÷) and one of the layout's boxes
 * that `pick` takes (by default every checked box), written 1–9 off its digit.
 */
export function oneWrongDigit(
  pick: (box: AnswerBox) => boolean = (box) => box.checked,
): fc.Arbitrary<OneWrongDigit> {
  const operand = fc.stringMatching(/^[1-9]\d{0,5}$/);
  const operator = fc.constantFrom<Operator>('+', '-', '*', '/');
  return fc
    .tuple(operand, operand, operator, fc.nat(), fc.integer({ min: 1, max: 9 }))
    .map(([a, b, operator, at, shift]) => {
      const [larger, smaller] = BigInt(a) >= BigInt(b) ? [a, b] : [b, a];
      const ordered = operator === '-' || operator === '/';
      const raw = { number_0: ordered ? larger : a, number_1: ordered ? smaller : b, operator };
      const problem = solveProblem(raw);
      const layout = layoutProblem(problem);
      const boxes = layout.boxes.filter(pick);
      const box = boxes[at % boxes.length]!;
      const digit = toDigit(((box.expected ?? 0) + shift) % 10);
      return { raw, problem, box, answers: { ...workedAnswers(layout), [box.key]: digit } };
    });
}
