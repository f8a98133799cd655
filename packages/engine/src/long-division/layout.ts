/**
 * The digit-box layout of a long division.
 * @see spec §2 "Worksheet behaviour", §5 "Division"
 */
import { toDigit } from '../digits';
import {
  answerBoxSpecs,
  assembleLayout,
  boxLabel,
  boxRow,
  chainLinks,
  columnRange,
  textRow,
  type BoxSpec,
  type BuiltRow,
} from '../grid';
import type { AnswerBox, DivisionProblem, DivisionStep, GridRow, WorksheetLayout } from '../types';

/**
 * The place-value column (of the dividend, 0 = ones) where a step ends: the column of the
 * last dividend digit its `dividendPart` uses. Step 1 ends under the last digit of the first
 * part; each later step one column further right; the last step ends in the ones column.
 *
 * @param problem a solved division
 * @param stepNumber 1-based step number
 * @returns a column 0…len(dividend)−1 (0 for the last step)
 * @see spec §3 "Problems" (Division steps)
 */
export function stepEndColumn(problem: DivisionProblem, stepNumber: number): number {
  return problem.steps.length - stepNumber;
}

/**
 * The place-value columns of a step's multiply or subtract row, ascending: `width` columns
 * ending at the step's end column, fewer where the dividend has fewer columns up to there.
 * The multiply value (quotient digit × divisor) has at most len(divisor) + 1 digits and the
 * subtract value (a remainder, less than the divisor) at most len(divisor) digits, so the
 * widths follow from the operands alone and still hold every value.
 */
function stepValueColumns(
  problem: DivisionProblem,
  step: DivisionStep,
  fieldType: 'multiply' | 'subtract',
): number[] {
  const end = stepEndColumn(problem, step.stepNumber);
  const width = problem.divisor.length + (fieldType === 'multiply' ? 1 : 0);
  const columnsUpToEnd = problem.dividend.length - end;
  return columnRange(end, end + Math.min(width, columnsUpToEnd) - 1);
}

/** Boxes of one multiply or subtract row, right to left (see {@link stepValueColumns}). */
function stepValueSpecs(
  problem: DivisionProblem,
  step: DivisionStep,
  fieldType: 'multiply' | 'subtract',
): BoxSpec[] {
  const end = stepEndColumn(problem, step.stepNumber);
  const name = `Step ${step.stepNumber} ${fieldType}`;
  return answerBoxSpecs({
    fieldType,
    columns: stepValueColumns(problem, step, fieldType),
    value: step[fieldType],
    lowColumn: end,
    key: (column) => `${fieldType}-${step.stepNumber}-${column}`,
    label: (column) => boxLabel(name, column),
    required: (column) => column === end,
    position: (column) => ({ stepNumber: step.stepNumber, fieldPosition: column }),
  });
}

/**
 * The multiply row and the subtract row (with its bring-down box) of one step. The last step's
 * subtract row holds the remainder: named "Remainder" and marked 'r', as school writes it.
 */
function stepRows(problem: DivisionProblem, step: DivisionStep): [BuiltRow, BuiltRow] {
  const n = step.stepNumber;
  const remainder = n === problem.steps.length;
  const multiply = boxRow(
    { id: `multiply-${n}`, kind: 'multiply', label: `Step ${n} multiply`, prefix: '−' },
    stepValueSpecs(problem, step, 'multiply'),
  );
  // The line above the difference stands under the number subtracted (the multiply row).
  const subtracted = stepValueColumns(problem, step, 'multiply');
  const subtractSpecs = stepValueSpecs(problem, step, 'subtract');
  if (step.bringDown !== undefined) {
    const column = stepEndColumn(problem, n) - 1;
    subtractSpecs.push({
      key: `bringDown-${n}`,
      fieldType: 'bringDown',
      stepNumber: n,
      fieldPosition: column,
      column,
      label: `Step ${n} bring down`,
      checked: true,
      required: true,
      countsForCompletion: true,
      expected: toDigit(step.bringDown),
    });
  }
  const subtract = boxRow(
    {
      id: `subtract-${n}`,
      kind: 'subtract',
      label: remainder ? 'Remainder' : `Step ${n} subtract`,
      ...(remainder ? { prefix: 'r' } : {}),
      ruleAbove: 'over-cells',
      ruleColumns: subtracted,
    },
    subtractSpecs,
  );
  return [multiply, subtract];
}

/**
 * Builds the worksheet of a long division `dividend ÷ divisor` (dividend length L; `columns`
 * = L; column c is the dividend's 10^c place).
 *
 * Rows, top to bottom:
 * - `quotient` (kind 'quotient', "Quotient"): one box above each dividend column from step
 *   1's end column down to the ones column — the quotient's length follows from the operands,
 *   so every box is required. Key `quotient-{stepNumber}`, fieldType 'quotient',
 *   `stepNumber`, `fieldPosition` = column (quotient digit i, counted from the left, belongs to
 *   step i), labelled by its place like every box: "Quotient, tens column".
 * - `dividend` (kind 'dividend', "Dividend"): the dividend's digits as text, prefix
 *   "{divisor} )", `ruleAbove: 'bracket'` (the bracket top, meeting the ")").
 * - per step n: `multiply-{n}` (kind 'multiply', "Step n multiply", prefix '−') and
 *   `subtract-{n}` (kind 'subtract', "Step n subtract", `ruleAbove: 'over-cells'` with
 *   `ruleColumns` the multiply row's columns: the line under the number subtracted), each ending at the
 *   step's end column (see {@link stepEndColumn}) with the value right-aligned there. Widths
 *   depend on the operands only, so they give nothing away: the multiply row has
 *   min(len(divisor) + 1, L − end) boxes (quotient digit × divisor has at most len(divisor) + 1
 *   digits), the subtract row min(len(divisor), L − end) boxes (the remainder is less than the
 *   divisor), where L − end is the number of dividend columns up to and including the end
 *   column. 2996 ÷ 7: multiply rows of 2 boxes, subtract rows of 1 (plus the bring-down).
 *   Keys `multiply-{n}-{column}` / `subtract-{n}-{column}`, `stepNumber` n, `fieldPosition` =
 *   column, labels "Step 1 multiply, tens column". Only the end-column box is required; the
 *   others may stay blank (`expected: null` left of the value: blank or 0 accepted), but not
 *   as a hole under a written digit (see `findHoles`: 727 ÷ 73 with 7 and 6 but no tens digit
 *   in the multiply row cannot be submitted).
 * - Every step but the last has a bring-down box in its subtract row, one column right of
 *   the end column: key `bringDown-{n}`, label "Step n bring down", required.
 * - The last step's subtract row holds the remainder: its group is named "Remainder" and it
 *   has prefix 'r' (the remainder marked as school writes "r 3"); its boxes keep their labels
 *   ("Step 3 subtract, ones column") and keys, its kind stays 'subtract' and its rule
 *   `'over-cells'` (the prefix stands just left of its cells, not in the prefix column).
 *
 * Every box is checked and counts for completion.
 *
 * Working order (`boxes`) and auto-advance (`next`) follow what a child writes: quotient
 * digit n, step n multiply right to left, step n subtract right to left, step n bring down,
 * then quotient digit n+1, …; the last step's leftmost subtract box ends the chain.
 *
 * @param problem a solved division (see `solveLongDivision`)
 * @see spec §2 "Worksheet behaviour", §3 "Field types", §5 "Division"
 */
export function longDivisionLayout(problem: DivisionProblem): WorksheetLayout {
  // Quotient digit n (counted from the left) stands over step n's end column.
  const steps = problem.steps.length;
  const quotientRow = boxRow(
    { id: 'quotient', kind: 'quotient', label: 'Quotient' },
    answerBoxSpecs({
      fieldType: 'quotient',
      columns: problem.steps.map((step) => stepEndColumn(problem, step.stepNumber)),
      value: problem.quotient,
      key: (column) => `quotient-${steps - column}`,
      label: (column) => boxLabel('Quotient', column),
      required: () => true,
      position: (column) => ({ stepNumber: steps - column, fieldPosition: column }),
    }),
  );
  const dividendRow: GridRow = textRow(
    {
      id: 'dividend',
      kind: 'dividend',
      label: `Dividend, divided by ${problem.divisor}`,
      prefix: `${problem.divisor} )`,
      ruleAbove: 'bracket',
    },
    problem.dividend,
  );

  const rows: GridRow[] = [quotientRow.row, dividendRow];
  const boxes: AnswerBox[] = [];
  for (const [index, step] of problem.steps.entries()) {
    const [multiply, subtract] = stepRows(problem, step);
    rows.push(multiply.row, subtract.row);
    const quotientBox = quotientRow.boxes[index];
    if (quotientBox) boxes.push(quotientBox);
    boxes.push(...multiply.boxes, ...subtract.boxes);
  }

  return assembleLayout({
    operator: '/',
    rows,
    boxes,
    links: chainLinks(boxes.map((box) => box.key)),
  });
}
