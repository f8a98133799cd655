/**
 * Reading the child's answer off a worksheet, as a parent or a hint would quote it.
 * @see docs/diagnosis.md
 */
import { answerOf, workedAnswers } from '../checking';
import { layoutProblem } from '../operations';
import type { Answers, WorksheetLayout } from '../types';
import { solvedProblem, type ProblemInput } from './solve-input';

/** The digits written in a row's boxes of the given field types, left to right, blanks skipped. */
function rowDigits(
  layout: WorksheetLayout,
  answers: Answers,
  rowId: string,
  skip: ReadonlySet<string>,
): string {
  return layout.boxes
    .filter((box) => box.rowId === rowId && !skip.has(box.fieldType))
    .sort((a, b) => b.column - a.column)
    .map((box) => answerOf(answers, box.key) ?? '')
    .join('');
}

/** A number as read: leading zeros dropped, `'0'` for zeros only, `''` for nothing written. */
const asNumber = (digits: string): string => (digits === '' ? '' : digits.replace(/^0+(?=.)/, ''));

const BRING_DOWN = new Set(['bringDown']);
const NONE = new Set<string>();

/**
 * Internal: {@link answerText} on a layout.
 */
export function layoutAnswerText(layout: WorksheetLayout, answers: Answers): string {
  const answerRow = layout.rows.find((row) => row.kind === 'answer' || row.kind === 'quotient');
  const answer = answerRow ? asNumber(rowDigits(layout, answers, answerRow.id, NONE)) : '';
  const remainders = layout.rows
    .filter((row) => row.kind === 'subtract')
    .map((row) => asNumber(rowDigits(layout, answers, row.id, BRING_DOWN)))
    .filter((digits) => digits !== '');
  const remainder = remainders[remainders.length - 1];
  return remainder === undefined || remainder === '0' ? answer : `${answer} r ${remainder}`;
}

/**
 * The answer a worksheet shows, read the way a person reads it: the digits of the answer row
 * (sum, difference, product; the quotient of a division) left to right, blank boxes skipped and
 * leading zeros dropped; a division whose last written subtract row is not 0 adds
 * `' r '` and that remainder.
 *
 * @param problem a wire problem or a solved problem (its layout is `layoutProblem`'s).
 * @param answers box key → digit, as the child typed them.
 * @returns e.g. `'57'`, `'715'`, `'8 r 7'`; `''` when the answer row is blank.
 * @throws `OperandError` as `solveProblem` for a raw problem that makes no worksheet.
 * @see issue 12 (the published examples are answers read this way)
 */
export function answerText(problem: ProblemInput, answers: Answers): string {
  return layoutAnswerText(layoutProblem(solvedProblem(problem)), answers);
}

/**
 * The right answer of a problem, read as {@link answerText} reads a child's: the answer of a
 * careful child's worksheet (`workedAnswers`), so it can stand beside the child's answer —
 * "51 + 9 = 50, should be 60", "612 ÷ 3 = 204", "47 ÷ 5 = 9 r 2".
 * @param problem a wire problem or a solved problem
 * @throws `OperandError` as `solveProblem` for a raw problem that makes no worksheet
 * @see issue 12 (trouble spots' examples, the printed answer key)
 */
export function correctAnswerText(problem: ProblemInput): string {
  const layout = layoutProblem(solvedProblem(problem));
  return layoutAnswerText(layout, workedAnswers(layout));
}
