/**
 * A reported answer as a parent reads it: each number without the leading zeros or blank boxes
 * a child may leave before it ('034' → '34', '34 R 00' → '34 R 0', '_56' → '56'). A blank
 * inside a number stays ('3_4'): that is a box the child left empty.
 * @see spec §2 "Report Cards" (the latest mistakes)
 */
export function writtenAnswer(text: string): string {
  return text.replace(/(^|\s)[0_]+(?=\d)/g, '$1');
}

/**
 * Whether a reported mistake's written answer is the correct one (read by
 * {@link writtenAnswer}): the child then slipped in the working (a carry, a partial product, a
 * step of the division), not in the answer.
 */
export function answerWasRight(answer: string, correct: string): boolean {
  return writtenAnswer(answer) === writtenAnswer(correct);
}
