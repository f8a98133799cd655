import {
  answerBoxSpecs,
  assembleLayout,
  boxLabel,
  boxRow,
  carryLabel,
  chainLinks,
  columnRange,
  regroupBoxSpecs,
  textRow,
} from '../grid';
import type { AdditionProblem, AnswerBox, WorksheetLayout } from '../types';

/**
 * Key of the sum box in `column` (0 = ones): `sum-0`, `sum-1`, …
 * @see spec §3 "Problems" (Addition), §5 "Addition/subtraction"
 */
export const sumKey = (column: number): string => `sum-${column}`;
/**
 * Key of the carry box above `column` (1 = tens): `carry-1`, `carry-2`, …
 * @see spec §3 "Problems" (Addition), §5 "Addition/subtraction"
 */
export const carryKey = (column: number): string => `carry-${column}`;

/**
 * The digit-box layout of an addition, for n = number of digits of the longer addend:
 *
 * - row `carries` ("Carries", kind carry): unchecked boxes `carry-1`…`carry-n` — every column
 *   that could take a carry, the last one being the extra leading column; `expected` = the
 *   carry, 1, or `null` where no carry is written.
 * - rows `addend1` ("First addend") and `addend2` ("Second addend", prefix '+'): text.
 * - row `sum` ("Sum", kind answer, rule above): boxes `sum-0`…`sum-n` (n + 1 columns).
 *   Required only in columns < n; the extra leading box expects 1 after a final carry and is
 *   `null` otherwise (blank or 0 accepted).
 *
 * Working order: `sum-0, carry-1, sum-1, …, carry-n, sum-n`. Auto-advance: `sum-c` → `sum-c+1`;
 * `carry-c` → `sum-c` (spec: focus moves to the next column after a carry entry).
 * @see spec §2 "Worksheet behaviour", §5 "Addition/subtraction"
 */
export function layoutAddition(problem: AdditionProblem): WorksheetLayout {
  const n = problem.steps.length;
  const carries = boxRow(
    { id: 'carries', kind: 'carry', label: 'Carries' },
    regroupBoxSpecs({
      fieldType: 'carry',
      columns: columnRange(1, n),
      key: carryKey,
      label: carryLabel,
      expected: (column) => (problem.steps[column - 1]?.carry === 1 ? 1 : null),
      position: (column) => ({ columnPosition: column }),
    }),
  );
  const sum = boxRow(
    { id: 'sum', kind: 'answer', label: 'Sum', ruleAbove: 'from-prefix' },
    answerBoxSpecs({
      fieldType: 'sum',
      columns: columnRange(0, n),
      value: problem.sum,
      key: sumKey,
      label: (column) => boxLabel('Sum', column),
      required: (column) => column < n,
      position: (column) => ({ columnPosition: column }),
    }),
  );
  const carryByColumn = new Map(carries.boxes.map((box) => [box.column, box]));
  const working: AnswerBox[] = [];
  for (const box of sum.boxes) {
    const carry = carryByColumn.get(box.column);
    if (carry) working.push(carry);
    working.push(box);
  }
  return assembleLayout({
    operator: '+',
    rows: [
      carries.row,
      textRow({ id: 'addend1', kind: 'operand', label: 'First addend' }, problem.addend1),
      textRow(
        { id: 'addend2', kind: 'operand', label: 'Second addend', prefix: '+' },
        problem.addend2,
      ),
      sum.row,
    ],
    boxes: working,
    links: [
      ...chainLinks(sum.boxes.map((box) => box.key)),
      ...carries.boxes.map((box) => [box.key, sumKey(box.column)] as const),
    ],
  });
}
