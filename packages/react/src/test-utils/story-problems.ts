import {
  layoutProblem,
  solveProblem,
  type Answers,
  type AnswerBox,
  type Digit,
  type RawProblem,
  type WorksheetLayout,
} from '@mathcols/engine';

/** A raw problem from an operator and two operands: `problemOf('*', '48276', '3519')`. */
export function problemOf(
  operator: RawProblem['operator'],
  first: string,
  second: string,
): RawProblem {
  return { number_0: first, number_1: second, operator };
}

/** The engine's layout of a raw problem (throws the engine's `OperandError` if invalid). */
export function layoutOf(problem: RawProblem): WorksheetLayout {
  return layoutProblem(solveProblem(problem));
}

/**
 * The checked boxes in the order a child fills them: from the first checked box (where the
 * worksheet puts focus) along each box's `next` (auto-advance), as the keyboard moves.
 */
export function workingOrder(layout: WorksheetLayout): AnswerBox[] {
  const byKey = new Map(layout.boxes.map((box) => [box.key, box]));
  const order: AnswerBox[] = [];
  const seen = new Set<string>();
  let box = layout.boxes.find((candidate) => candidate.checked);
  while (box && !seen.has(box.key)) {
    seen.add(box.key);
    order.push(box);
    box = box.next === undefined ? undefined : byKey.get(box.next);
  }
  return order;
}

/**
 * The keys a child presses to solve `problem` from the first box, without carry or borrow
 * notes (user-event keyboard syntax): each expected digit, and a Space (move on, write
 * nothing) where no digit belongs. `slips` lists positions in that order whose digit is typed
 * one too high, to get red boxes.
 */
export function solvingKeys(problem: RawProblem, slips: readonly number[] = []): string {
  return workingOrder(layoutOf(problem))
    .map((box, index) => {
      if (box.expected === null) return ' ';
      return String(slips.includes(index) ? (box.expected + 1) % 10 : box.expected);
    })
    .join('');
}

/** Options of {@link solvedAnswers}. */
export interface SolvedAnswersOptions {
  /** Only the first `count` boxes of the working order. @defaultValue every box */
  count?: number;
  /** Positions in the working order whose digit is one too high (red after Submit). */
  slips?: readonly number[];
}

/**
 * The right digits of the checked boxes, as `defaultAnswers` for a partly filled, nearly
 * wrong or solved worksheet (carries and borrows stay empty; a box where no digit belongs
 * stays blank).
 */
export function solvedAnswers(problem: RawProblem, options: SolvedAnswersOptions = {}): Answers {
  const { count, slips = [] } = options;
  const answers: Record<string, Digit> = {};
  workingOrder(layoutOf(problem))
    .slice(0, count)
    .forEach((box, index) => {
      if (box.expected === null) return;
      answers[box.key] = slips.includes(index)
        ? (((box.expected + 1) % 10) as Digit)
        : box.expected;
    });
  return answers;
}
