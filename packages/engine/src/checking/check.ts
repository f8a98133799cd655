/**
 * Scoring (which boxes are right?), apart from validation (can the child press Submit? — see
 * `validate.ts`). Both are generic over the layout: no per-operator code.
 * @see spec §5 Validation rules, conventions §3
 */
import { isDigit } from '../digits';
import { layoutProblem } from '../operations';
import type { AnswerBox, Answers, CheckResult, Digit, Problem, WorksheetLayout } from '../types';

/**
 * The digit in box `key`, or `undefined` when the box is blank (or holds a non-digit).
 * @see spec §5 Validation rules
 */
export function answerOf(answers: Answers, key: string): Digit | undefined {
  const value = answers[key];
  return isDigit(value) ? value : undefined;
}

/**
 * The mark of one box: `null` for an unchecked box (carry, borrow); for a box expecting
 * `null` (a leading position), right when blank or 0; otherwise right when the digit equals
 * `expected` (a blank box is wrong).
 * @see spec §5 Validation rules
 */
export function markBox(box: AnswerBox, answer: Digit | undefined): boolean | null {
  if (!box.checked) return null;
  if (box.expected === null) return answer === undefined || answer === 0;
  return answer === box.expected;
}

/**
 * Marks every box of a layout.
 * @returns per box key true / false / null (unchecked); `complete` when every box with
 *   `countsForCompletion` is right; `wrongCount` = number of `false` marks.
 * @see spec §5 "Addition/subtraction: one box per column checked …; carry and borrow boxes
 *   always count correct. Extra leading sum column after the last step must be 1."
 */
export function checkLayout(layout: WorksheetLayout, answers: Answers): CheckResult {
  const marks: Record<string, boolean | null> = {};
  let complete = true;
  let wrongCount = 0;
  for (const box of layout.boxes) {
    const mark = markBox(box, answerOf(answers, box.key));
    marks[box.key] = mark;
    if (mark === false) wrongCount += 1;
    if (box.countsForCompletion && mark !== true) complete = false;
  }
  return { marks, complete, wrongCount };
}

/**
 * `checkLayout` for a solved problem's layout (see `layoutProblem`).
 * @see spec §5 Validation rules
 */
export function check(problem: Problem, answers: Answers): CheckResult {
  return checkLayout(layoutProblem(problem), answers);
}
