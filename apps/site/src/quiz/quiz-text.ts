import { quizChoiceLevel, type QuizAnswerResult, type QuizChoice } from '@mathcols/engine';

/**
 * The button label of a quiz result choice at the quiz's `level`: retry → 'Try Again',
 * back-to-assignments → 'Back to Assignments', lower-level → 'Try Level N' (N = the lower
 * level, from the engine), continue → 'Keep Going', next-level → 'Next Level',
 * stay → 'Stay on Level N'.
 * @param level - the quiz's level, 1 … 100.
 * @see spec §4 "Quiz" (retry, back to assignments, lower level, continue, next level, stay)
 */
export function quizChoiceLabel(choice: QuizChoice, level: number): string {
  switch (choice) {
    case 'retry':
      return 'Try Again';
    case 'back-to-assignments':
      return 'Back to Assignments';
    case 'lower-level':
      return `Try Level ${quizChoiceLevel(choice, level) ?? level}`;
    case 'continue':
      return 'Keep Going';
    case 'next-level':
      return 'Next Level';
    case 'stay':
      return `Stay on Level ${level}`;
  }
}

const CHEERS = ['Great job!', 'You got it!', 'Nice work!', 'Super!', 'Well done!'] as const;

/**
 * The friendly words after an answer: a short cheer when right ('Correct! Great job!', the
 * cheer changing with `index` so it does not repeat every time), kind words and the right
 * answer when wrong ('Nice try! The answer is 56.').
 * @param result - the engine's `lastResult`.
 * @param index - the question's index, 0-based (picks the cheer).
 * @param questionText - the engine's question text, e.g. '7 × 8'.
 * @returns `headline` (the first words) and `detail` (the question with its answer, e.g.
 *   '7 × 8 = 56').
 * @see visual.md principle 5 ("Kind, short words"), spec §2 "Simple quiz page"
 */
export function quizFeedback(
  result: QuizAnswerResult,
  index: number,
  questionText: string,
): { headline: string; detail: string } {
  const detail = `${questionText} = ${result.answer}`;
  if (result.correct) {
    return { headline: `Correct! ${CHEERS[index % CHEERS.length] ?? CHEERS[0]}`, detail };
  }
  return { headline: `Nice try! The answer is ${result.answer}.`, detail };
}

/**
 * The score line of the results: `quizScoreText(7, 10)` → 'You got 7 out of 10 right.'
 * @see spec §2 "Simple quiz page", §4 "Quiz"
 */
export function quizScoreText(correct: number, total: number): string {
  return `You got ${correct} out of ${total} right.`;
}
