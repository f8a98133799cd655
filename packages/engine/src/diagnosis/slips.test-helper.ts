/**
 * Test helper (not part of the entry), shared by the tests and `npm run bench:diagnosis`: the
 * slips of a careful child (a digit off by one, two neighbouring digits swapped, one basic fact
 * wrong) and the false alarms they raise. Every run is seeded.
 */
import fc from 'fast-check';
import { answerOf, checkLayout, markBox } from '../checking';
import { createRng } from '../curriculum';
import { digitAt, isDigit } from '../digits';
import { displayedPartialProducts } from '../multiplication';
import { layoutProblem, solveProblem } from '../operations';
import { OPERATOR_BY_SUBJECT, SUBJECTS } from '../subjects';
import type {
  Answers,
  Digit,
  DivisionProblem,
  MultiplicationProblem,
  Problem,
  RawProblem,
  Subject,
  WorksheetLayout,
} from '../types';
import { BUGS } from './catalogue';
import { sameDigit } from './compare';
import { diagnose } from './diagnose';
import { problems } from './samples.test-helper';
import { simulateBug } from './simulate';
import { carefulAnswers, rowBoxes, writeDigits, type WorkAnswers } from './work-answers';

/** The kinds of slip a careful child makes. */
export const SLIP_KINDS = ['off-by-one', 'swap', 'wrong-fact', 'two-off-by-one'] as const;
/**
 * A kind of slip: a digit off by one, two neighbouring digits swapped, one basic fact wrong
 * (issue 12's three), and — harder on the diagnoser — two digits off by one in two boxes.
 */
export type SlipKind = (typeof SLIP_KINDS)[number];

type Pick = (size: number) => number;

/** `count` digits off by one, each in another checked box. */
function offByOne(layout: WorksheetLayout, pick: Pick, count = 1): WorkAnswers | null {
  const answers = carefulAnswers(layout);
  const boxes = layout.boxes.filter((box) => box.checked && box.expected !== null);
  if (boxes.length < count) return null;
  for (let slips = 0; slips < count; slips += 1) {
    const [box] = boxes.splice(pick(boxes.length), 1);
    if (!box || box.expected === null) return null;
    const up = box.expected < 9 && (box.expected === 0 || pick(2) === 0);
    answers[box.key] = (box.expected + (up ? 1 : -1)) as Digit;
  }
  return answers;
}

/** Two neighbouring digits of one row swapped (different digits, both expected). */
function swap(layout: WorksheetLayout, pick: Pick): WorkAnswers | null {
  const answers = carefulAnswers(layout);
  const pairs = layout.boxes.flatMap((box) => {
    const left = layout.boxes.find(
      (other) =>
        other.rowId === box.rowId &&
        other.fieldType === box.fieldType &&
        other.column === box.column + 1,
    );
    return box.checked &&
      left &&
      box.expected !== null &&
      left.expected !== null &&
      box.expected !== left.expected
      ? [[box, left] as const]
      : [];
  });
  const pair = pairs[pick(pairs.length)];
  if (!pair) return null;
  const [right, left] = pair;
  answers[right.key] = left.expected as Digit;
  answers[left.key] = right.expected as Digit;
  return answers;
}

/** A fact one off: ±1 (addition, subtraction) or a neighbouring table fact (× and ÷). */
const nudge = (value: number, pick: Pick) => (value === 0 || pick(2) === 0 ? value + 1 : value - 1);

/** Addition with one column's total wrong by one; the rest done right from there. */
function additionFact(problem: Problem, layout: WorksheetLayout, pick: Pick): WorkAnswers | null {
  if (problem.operator !== '+') return null;
  const answers = carefulAnswers(layout);
  const wrong = pick(problem.steps.length);
  const digits: number[] = [];
  let carry = 0;
  for (const [column, step] of problem.steps.entries()) {
    const correct = step.digit1 + step.digit2 + carry;
    const total = column === wrong ? nudge(correct, pick) : correct;
    digits.push(total % 10);
    carry = Math.floor(total / 10);
    const carryBox = rowBoxes(layout, 'carries').find((box) => box.column === column + 1);
    if (carryBox) answers[carryBox.key] = carry as Digit;
  }
  if (carry > 0) digits.push(carry);
  return writeDigits(
    answers,
    rowBoxes(layout, 'sum'),
    [...digits]
      .reverse()
      .join('')
      .replace(/^0+(?=.)/, ''),
  )
    ? answers
    : null;
}

/** Subtraction with one column's difference fact wrong by one (borrows unchanged). */
function subtractionFact(
  problem: Problem,
  layout: WorksheetLayout,
  pick: Pick,
): WorkAnswers | null {
  if (problem.operator !== '-') return null;
  const answers = carefulAnswers(layout);
  const step = problem.steps[pick(problem.steps.length)];
  if (!step) return null;
  const value = nudge(step.difference, pick);
  if (!isDigit(value)) return null;
  answers[`difference-${step.columnPosition}`] = value;
  return answers;
}

/** One row multiplied with one basic fact wrong (a neighbouring fact of the table). */
function wrongRow(multiplicand: string, factor: Digit, wrongColumn: number, pick: Pick) {
  const written: number[] = [];
  const carries = [0];
  let carry = 0;
  for (let column = 0; column < multiplicand.length; column += 1) {
    const a = digitAt(multiplicand, column);
    const fact =
      column === wrongColumn
        ? pick(2) === 0
          ? nudge(a, pick) * factor
          : a * nudge(factor, pick)
        : a * factor;
    const product = fact + carry;
    const last = column === multiplicand.length - 1;
    written.push(last ? product : product % 10);
    carry = Math.floor(product / 10);
    carries.push(carry);
  }
  return {
    value: [...written]
      .reverse()
      .join('')
      .replace(/^0+(?=.)/, ''),
    carries,
  };
}

/** Long multiplication with one basic fact wrong in one row; the rest (and the adding) right. */
function multiplicationFact(
  problem: Problem,
  layout: WorksheetLayout,
  pick: Pick,
): WorkAnswers | null {
  if (problem.operator !== '*') return null;
  const product = problem as MultiplicationProblem;
  const shown = displayedPartialProducts(product);
  const rows =
    shown.length > 0 ? shown : product.partialProducts.filter((p) => p.multiplierDigit !== 0);
  if (rows.length === 0) return null;
  const wrongRowIndex = pick(rows.length);
  const wrongColumn = pick(product.multiplicand.length);
  const answers = carefulAnswers(layout);
  let total = 0n;
  for (const [index, row] of rows.entries()) {
    const work =
      index === wrongRowIndex
        ? wrongRow(product.multiplicand, row.multiplierDigit, wrongColumn, pick)
        : wrongRow(product.multiplicand, row.multiplierDigit, -1, pick);
    total += BigInt(work.value) * 10n ** BigInt(row.position);
    if (shown.length > 0 && !writeDigits(answers, rowBoxes(layout, `partial-${index}`), work.value))
      return null;
    if (index === 0) {
      for (const box of rowBoxes(layout, 'carries'))
        answers[box.key] = (work.carries[box.column] ?? 0) as Digit;
    }
  }
  return writeDigits(answers, rowBoxes(layout, 'product'), total.toString()) ? answers : null;
}

/** Long division with one fact wrong in one step's multiply; the later steps done right. */
function divisionFact(problem: Problem, layout: WorksheetLayout, pick: Pick): WorkAnswers | null {
  if (problem.operator !== '/') return null;
  const division = problem as DivisionProblem;
  const wrong = pick(division.steps.length);
  const divisor = BigInt(division.divisor);
  const place = pick(division.divisor.length);
  const divisorDigit = BigInt(digitAt(division.divisor, place));
  const answers = carefulAnswers(layout);
  let part = BigInt(division.steps[0]?.dividendPart ?? '0');
  for (const [index, step] of division.steps.entries()) {
    const q = part / divisor;
    if (q > 9n) return null;
    let multiply = q * divisor;
    if (index === wrong) {
      if (q === 0n) return null;
      const delta = (pick(2) === 0 ? divisorDigit : q) * 10n ** BigInt(place);
      multiply += pick(2) === 0 ? delta : -delta;
    }
    const subtract = part - multiply;
    if (subtract < 0n || multiply < 0n) return null;
    const n = step.stepNumber;
    answers[`quotient-${n}`] = Number(q) as Digit;
    if (
      !writeDigits(answers, rowBoxes(layout, `multiply-${n}`), multiply.toString()) ||
      !writeDigits(answers, rowBoxes(layout, `subtract-${n}`, 'subtract'), subtract.toString())
    ) {
      return null;
    }
    part = subtract * 10n + BigInt(step.bringDown ?? 0);
  }
  return answers;
}

const FACTS = [additionFact, subtractionFact, multiplicationFact, divisionFact];

/** One slip of `kind` on the careful worksheet of `problem`, or `null` when none fits. */
export function slip(problem: RawProblem, kind: SlipKind, pick: Pick): WorkAnswers | null {
  const solved = solveProblem(problem);
  const layout = layoutProblem(solved);
  const answers =
    kind === 'off-by-one'
      ? offByOne(layout, pick)
      : kind === 'two-off-by-one'
        ? offByOne(layout, pick, 2)
        : kind === 'swap'
          ? swap(layout, pick)
          : FACTS.reduce<WorkAnswers | null>(
              (found, fact) => found ?? fact(solved, layout, pick),
              null,
            );
  // A "slip" that leaves every checked box right (0 × a digit, say) is no slip.
  return answers && checkLayout(layout, answers).wrongCount > 0 ? answers : null;
}

/**
 * Whether some bug's simulated worksheet reproduces the child's checked boxes exactly, as the
 * diagnoser reads them: the same boxes right and wrong, the same digits in the wrong ones.
 */
export function reproducedByABug(problem: RawProblem, answers: Answers): boolean {
  const layout = layoutProblem(solveProblem(problem));
  const subject = SUBJECTS.find((name) => OPERATOR_BY_SUBJECT[name] === problem.operator);
  return BUGS.filter((bug) => bug.subject === subject).some((bug) => {
    const simulated = simulateBug(bug.id, problem);
    if (simulated === null) return false;
    return layout.boxes.every((box) => {
      if (!box.checked) return true;
      const child = answerOf(answers, box.key);
      const buggy = answerOf(simulated, box.key);
      const childRight = markBox(box, child) === true;
      if (childRight !== (markBox(box, buggy) === true)) return false;
      return childRight || sameDigit(child, buggy);
    });
  });
}

/** False alarms of one slip kind on one subject. */
export interface FalseAlarms {
  subject: Subject;
  kind: SlipKind;
  /** Slipped worksheets diagnosed (no bug reproduces them exactly). */
  worksheets: number;
  /** Left out because a bug's simulation reproduces them exactly. */
  reproduced: number;
  /**
   * Of those left out, the ones on which a bug was claimed: a slip that writes exactly a bug's
   * answer cannot be told from the bug (a written carry or borrow digit may still clear it).
   */
  reproducedClaimed: number;
  /** Worksheets on which a bug was claimed. */
  claimed: number;
  /** claimed / worksheets. */
  rate: number;
  /** Claimed bug id → count. */
  claims: Record<string, number>;
}

/**
 * Diagnoses `count` slipped worksheets of `kind` (problems from {@link problems}, slips chosen
 * by a seeded generator) and counts the claims. The careful child writes every carry and
 * borrow box (`regroup: 'written'`, issue 12's definition) or leaves them all blank.
 */
export function falseAlarms(
  subject: Subject,
  kind: SlipKind,
  count: number,
  seed: number,
  regroup: 'written' | 'blank' = 'written',
): FalseAlarms {
  const rng = createRng(`slips|${subject}|${kind}|${seed}`);
  const pick: Pick = (size) => (size <= 0 ? 0 : rng.int(0, size - 1));
  const result: FalseAlarms = {
    subject,
    kind,
    worksheets: 0,
    reproduced: 0,
    reproducedClaimed: 0,
    claimed: 0,
    rate: 0,
    claims: {},
  };
  for (let batch = 0; batch < 100 && result.worksheets < count; batch += 1) {
    for (const problem of fc.sample(problems(subject), { numRuns: 200, seed: seed + batch })) {
      if (result.worksheets >= count) break;
      const answers = slip(problem, kind, pick);
      if (!answers) continue;
      if (regroup === 'blank') {
        for (const box of layoutProblem(solveProblem(problem)).boxes) {
          if (!box.checked) delete answers[box.key];
        }
      }
      const { bugs } = diagnose(problem, answers);
      if (reproducedByABug(problem, answers)) {
        result.reproduced += 1;
        if (bugs.length > 0) result.reproducedClaimed += 1;
        continue;
      }
      result.worksheets += 1;
      if (bugs.length > 0) {
        result.claimed += 1;
        for (const match of bugs) result.claims[match.id] = (result.claims[match.id] ?? 0) + 1;
      }
    }
  }
  result.rate = result.claimed / Math.max(1, result.worksheets);
  return result;
}
