/**
 * Validation: can the child press Submit? Needs no answer key, so it never hints at the
 * answer. Scoring (which boxes are right) lives in `check.ts`.
 *
 * Submit needs two things:
 * 1. every `required` box holds a digit — the boxes the operands alone guarantee a digit in
 *    (each layout decides, see the operation's `layout.ts`);
 * 2. no **hole**: in an answer row, no blank checked box to the right of (in a lower place
 *    value than) a filled checked box of the same row. A row is written from the ones side,
 *    so a gap inside it is unfinished work — yet blank *leading* boxes (left of every digit
 *    the child wrote) stay allowed, because the answer may be shorter than the row.
 *
 * Only checked boxes take part: carry and borrow boxes (rows of kind 'carry' / 'borrow') are
 * notes, never required and never holes. Neither rule looks at `expected`, so the set of
 * boxes Submit waits for depends on the operands and the child's own digits only — it never
 * gives the answer's length away.
 * @see spec §5 Validation rules ("Submit enabled only when every required field has an
 *   entry"), spec §2 "Worksheet behaviour", conventions §3
 */
import { layoutProblem } from '../operations';
import type { AnswerBox, Answers, Problem, WorksheetLayout } from '../types';
import { answerOf } from './check';

/** Highest column holding a digit among a row's checked boxes, per row id. */
function highestFilledColumns(layout: WorksheetLayout, answers: Answers): Map<string, number> {
  const highest = new Map<string, number>();
  for (const box of layout.boxes) {
    if (!box.checked || answerOf(answers, box.key) === undefined) continue;
    highest.set(box.rowId, Math.max(box.column, highest.get(box.rowId) ?? -1));
  }
  return highest;
}

/**
 * The holes of a worksheet: blank checked boxes standing right of (in a lower column than)
 * a filled checked box of their own row. In 4093 − 3594 with 9 in the ones and 4 in the
 * hundreds, the tens box is a hole; with only the ones written there is none.
 * @returns the holes, in the layout's working order (empty when there are none).
 * @see spec §5 Validation rules
 */
export function findHoles(layout: WorksheetLayout, answers: Answers): AnswerBox[] {
  const highest = highestFilledColumns(layout, answers);
  return layout.boxes.filter(
    (box) =>
      box.checked &&
      answerOf(answers, box.key) === undefined &&
      box.column < (highest.get(box.rowId) ?? -1),
  );
}

/**
 * The boxes Submit is waiting for: every blank `required` box and every hole (see
 * {@link findHoles}), each once, in the layout's working order. Empty exactly when Submit may
 * be pressed. Non-digits in `answers` count as blank.
 * @see spec §5 Validation rules
 */
export function submitBlockers(layout: WorksheetLayout, answers: Answers): AnswerBox[] {
  const holes = new Set(findHoles(layout, answers).map((box) => box.key));
  return layout.boxes.filter(
    (box) => holes.has(box.key) || (box.required && answerOf(answers, box.key) === undefined),
  );
}

/**
 * Whether Submit (and Enter) may be pressed: every `required` box holds a digit 0–9 and no
 * answer row has a hole. Needs no answer key, so it never hints at the answer.
 * @see spec §5 "Submit enabled only when every required field has an entry"
 */
export function canSubmitLayout(layout: WorksheetLayout, answers: Answers): boolean {
  return submitBlockers(layout, answers).length === 0;
}

/**
 * `canSubmitLayout` for a solved problem's layout (see `layoutProblem`).
 * @see spec §5 Validation rules
 */
export function canSubmit(problem: Problem, answers: Answers): boolean {
  return canSubmitLayout(layoutProblem(problem), answers);
}
