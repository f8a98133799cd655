/**
 * The server's side of procedural-bug diagnosis: the child's reported box answers are
 * diagnosed here with the engine's `diagnose` — the same code the browser runs, so a worksheet
 * is never judged two ways — and never taken as bug names from the client.
 * @see issue 12 "Teach, not only check"; architecture.md ("The same engine code runs in the
 *   browser and on the server"); docs/diagnosis.md
 */
import {
  layoutProblem,
  trySolveProblem,
  type Answers,
  type Digit,
  type Problem,
  type RawProblem,
} from '@mathcols/engine';
import {
  correctAnswerText as engineCorrectAnswerText,
  diagnose,
  type Diagnosis,
} from '@mathcols/engine/diagnosis';
import type { BoxAnswersWire, ProblemWorkWire } from '@mathcols/api-client/protocol';

/** One problem of reported work with its diagnosis. */
export interface DiagnosedProblem {
  /** The problem as the tracker keeps it: `{ number_0, number_1, operator }`. */
  problem: RawProblem;
  diagnosis: Diagnosis;
}

/**
 * The solved problem and the child's answers as the engine takes them, or null when the work
 * cannot be diagnosed: the problem makes no worksheet (`OperandError`: a subtrahend above the
 * minuend, a zero divisor, …) or an answer names a box its worksheet does not have (another
 * version of the layouts, or a client bug).
 */
function solvedWork(
  raw: RawProblem,
  answers: BoxAnswersWire,
): { problem: Problem; answers: Answers } | null {
  const solved = trySolveProblem(raw);
  if (!solved.ok) return null;
  const keys = new Set(layoutProblem(solved.problem).boxes.map((box) => box.key));
  if (!Object.keys(answers).every((key) => keys.has(key))) return null;
  // The protocol schema let through whole numbers 0–9 only.
  return { problem: solved.problem, answers: answers as Readonly<Record<string, Digit>> };
}

/**
 * Diagnoses one worksheet's box answers (`diagnose` of the engine).
 * @returns the diagnosis, or null when the work cannot be diagnosed (see {@link solvedWork})
 */
export function diagnoseAnswers(raw: RawProblem, answers: BoxAnswersWire): Diagnosis | null {
  const work = solvedWork(raw, answers);
  return work ? diagnose(work.problem, work.answers) : null;
}

/**
 * Diagnoses a finished set's reported work, problem by problem in order, leaving out problems
 * that cannot be diagnosed (they are skipped, not refused: the set itself is still recorded).
 * @param work `student.mathcomplete`'s `work`, already checked by the protocol schema
 */
export function diagnoseWork(work: readonly ProblemWorkWire[]): DiagnosedProblem[] {
  const diagnosed: DiagnosedProblem[] = [];
  for (const { number_0, number_1, operator, answers } of work) {
    const problem: RawProblem = { number_0, number_1, operator };
    const diagnosis = diagnoseAnswers(problem, answers);
    if (diagnosis) diagnosed.push({ problem, diagnosis });
  }
  return diagnosed;
}

/**
 * The correct answer of a problem, read the way the child's answer is read (the engine's
 * `correctAnswerText`): `'43'`, `'9 r 2'`.
 * @returns null when the problem makes no worksheet
 */
export function correctAnswerText(raw: RawProblem): string | null {
  const solved = trySolveProblem(raw);
  return solved.ok ? engineCorrectAnswerText(solved.problem) : null;
}
