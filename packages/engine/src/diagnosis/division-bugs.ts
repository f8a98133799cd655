/**
 * Division bugs: the zero missing from the quotient, and a last quotient digit one too small
 * (a remainder not smaller than the divisor).
 *
 * How the buggy work lands in our boxes (layout: one quotient box per step, `quotient-n`, and
 * per step a multiply row, a subtract row and a bring-down box):
 * - **missing-quotient-zero**: when the divisor does not go into the part, the child writes no
 *   0 and brings the next digit down at once, so the child's steps are the steps whose quotient
 *   digit is not 0. They land in our step rows in order, each value right-aligned in its row:
 *   the quotient digits left-aligned in the quotient boxes (612 ÷ 3 reads 2|4|blank), step k's
 *   multiply and subtract rows hold the child's k-th step, its bring-down box the first digit
 *   brought down after it; the later steps stay blank.
 * - **remainder-too-large**: the last step's quotient digit is one too small and the child does
 *   not compare the remainder with the divisor (47 ÷ 5: 8, multiply 40, subtract 7). When that
 *   digit is already 0, or the remainder has more digits than the subtract row has boxes, the
 *   simulator returns `null`.
 *
 * For both, the quotient digits in question are the bug's keys (see `SimulatedWork.keys`): a
 * child who wrote them right does not show the bug even if a slip in the multiply row makes the
 * rows below look like it.
 * @see issue 12, docs/diagnosis.md "Division"
 */
import type { DivisionProblem, DivisionStep, WorksheetLayout } from '../types';
import { ASHLOCK } from './sources';
import type { BugModule } from './types';
import { carefulAnswers, rowBoxes, writeBox, writeDigits, type WorkAnswers } from './work-answers';

/** What a child writes in one step's boxes. */
interface StepWork {
  quotientDigit: number;
  multiply: string;
  subtract: string;
  bringDown?: number;
}

/**
 * Writes one step's work into step `stepNumber`'s boxes, or blanks them all (`null`).
 * @returns `false` when a value has more digits than its row has boxes.
 */
function writeStep(
  answers: WorkAnswers,
  layout: WorksheetLayout,
  stepNumber: number,
  work: StepWork | null,
): boolean {
  writeBox(answers, `quotient-${stepNumber}`, work?.quotientDigit);
  const bringDown = rowBoxes(layout, `subtract-${stepNumber}`, 'bringDown')[0];
  if (bringDown) writeBox(answers, bringDown.key, work?.bringDown);
  return (
    writeDigits(answers, rowBoxes(layout, `multiply-${stepNumber}`), work?.multiply ?? null) &&
    writeDigits(
      answers,
      rowBoxes(layout, `subtract-${stepNumber}`, 'subtract'),
      work?.subtract ?? null,
    )
  );
}

/** The grid column of step `stepNumber`'s quotient box. */
function quotientColumn(layout: WorksheetLayout, stepNumber: number): number[] {
  const box = layout.boxes.find((candidate) => candidate.key === `quotient-${stepNumber}`);
  return box ? [box.column] : [];
}

const asWork = (step: DivisionStep): StepWork => ({
  quotientDigit: step.quotientDigit,
  multiply: step.multiply,
  subtract: step.subtract,
  ...(step.bringDown === undefined ? {} : { bringDown: step.bringDown }),
});

/**
 * The division bug module.
 * @see issue 12 "division: missing zero in the quotient (612 ÷ 3 = 24), and a last quotient
 *   digit one too small, leaving a remainder not smaller than the divisor (47 ÷ 5 = 8 r 7)"
 */
export const divisionBugs = {
  operator: '/',
  subject: 'division',
  bugs: [
    {
      id: 'missing-quotient-zero',
      subject: 'division',
      name: 'Zero missing from the quotient',
      hint: 'If the outside number does not fit, write a zero on top before you bring down the next digit.',
      parentDescription:
        'When the divisor does not go into part of the number, your child brings the next digit down without writing 0 in the quotient, so the answer is missing a digit.',
      example: { problem: { number_0: '612', number_1: '3', operator: '/' }, answer: '24' },
      source: ASHLOCK,
      simulate(problem, layout) {
        const childSteps = problem.steps.filter((step) => step.quotientDigit !== 0);
        if (childSteps.length === problem.steps.length) return null;
        const answers = carefulAnswers(layout);
        for (const [index, step] of problem.steps.entries()) {
          const childStep = childSteps[index];
          if (!writeStep(answers, layout, step.stepNumber, childStep ? asWork(childStep) : null)) {
            return null;
          }
        }
        const zeros = problem.steps.filter((step) => step.quotientDigit === 0);
        const columns = zeros.flatMap((step) => quotientColumn(layout, step.stepNumber));
        return { answers, columns, keys: zeros.map((step) => `quotient-${step.stepNumber}`) };
      },
    },
    {
      id: 'remainder-too-large',
      subject: 'division',
      name: 'Remainder too large',
      hint: 'What is left is too big, so the outside number fits one more time: make the top digit one bigger.',
      parentDescription:
        'Your child picks a last quotient digit one too small and does not compare the remainder with the divisor, so the remainder is as large as the divisor or larger.',
      example: { problem: { number_0: '47', number_1: '5', operator: '/' }, answer: '8 r 7' },
      source: ASHLOCK,
      simulate(problem, layout) {
        const last = problem.steps[problem.steps.length - 1];
        if (!last || last.quotientDigit === 0) return null;
        const quotientDigit = last.quotientDigit - 1;
        const multiply = BigInt(quotientDigit) * BigInt(problem.divisor);
        const answers = carefulAnswers(layout);
        const written = writeStep(answers, layout, last.stepNumber, {
          quotientDigit,
          multiply: multiply.toString(),
          subtract: (BigInt(last.dividendPart) - multiply).toString(),
        });
        if (!written) return null;
        return {
          answers,
          columns: quotientColumn(layout, last.stepNumber),
          keys: [`quotient-${last.stepNumber}`],
        };
      },
    },
  ],
} satisfies BugModule<DivisionProblem>;
