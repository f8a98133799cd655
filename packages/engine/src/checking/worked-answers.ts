/**
 * The worksheet a careful child hands in, as answers: what the About page's demo types and what
 * a printed answer key shows.
 * @see spec §2 "Worksheet behaviour"; issue 12 "Print" (the answer key with the filled-in
 *   column work)
 */
import type { Answers, Digit, WorksheetLayout } from '../types';

/**
 * Every digit a careful child writes on a worksheet: each checked box at its `expected` digit
 * and each carry or borrow a careful child writes; boxes expecting `null` (unused leading
 * positions, columns without a carry, digits that do not lend) stay blank.
 * @param layout a problem's layout (see `layoutProblem`)
 * @returns box key → digit, in the layout's working order; never throws
 * @see spec §2 "Worksheet behaviour", §5 Validation rules (`check` marks these answers complete)
 */
export function workedAnswers(layout: WorksheetLayout): Answers {
  const answers: Record<string, Digit> = {};
  for (const box of layout.boxes) {
    if (box.expected !== null) {
      answers[box.key] = box.expected;
    }
  }
  return answers;
}
