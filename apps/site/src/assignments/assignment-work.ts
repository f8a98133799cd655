import type { ProblemWork } from '@mathcols/api-client';
import type { Answers, RawProblem } from '@mathcols/engine';

/**
 * The work `completeAssignment` sends for the server's diagnosis (issue 12): every question of
 * the set in order with the digits of its **first** submission, or `undefined` (send none)
 * while a question has no submission.
 * @param questions the set's questions, in order.
 * @param firstAnswers the first submission's digits by question index (`'0'`, `'1'`, …).
 * @see docs/protocol.md `student.mathcomplete` (`work`)
 */
export function assignmentWork(
  questions: readonly RawProblem[],
  firstAnswers: Readonly<Record<string, Answers>>,
): ProblemWork[] | undefined {
  const work: ProblemWork[] = [];
  for (const [index, problem] of questions.entries()) {
    const answers = firstAnswers[String(index)];
    if (!answers) return undefined;
    work.push({ problem, answers });
  }
  return work;
}
