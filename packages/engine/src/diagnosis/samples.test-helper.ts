/**
 * Test helper (not part of the entry), shared by the tests and `npm run bench:diagnosis`:
 * problems for the measurements — fast-check arbitraries of operands of 1–5 digits (zeros made
 * likely) and the curriculum's own generators — and the recognition of simulated bugs.
 * Every run is seeded.
 */
import fc from 'fast-check';
import { answerOf } from '../checking';
import { createRng, LEVEL_COUNT, curriculumLevel } from '../curriculum';
import { layoutProblem, solveProblem } from '../operations';
import { OPERATOR_BY_SUBJECT } from '../subjects';
import type { Answers, Digit, RawProblem, Subject } from '../types';
import { BUGS } from './catalogue';
import { diagnose } from './diagnose';
import { simulateBug } from './simulate';
import type { BugId } from './types';

/** A digit string of `length` digits, leading digit 1–9, a 0 drawn one time in three. */
const digitString = (length: number) =>
  fc
    .tuple(
      fc.integer({ min: 1, max: 9 }),
      fc.array(
        fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 9 })),
        {
          minLength: length - 1,
          maxLength: length - 1,
        },
      ),
    )
    .map(([lead, rest]) => `${lead}${rest.join('')}`);

/** An operand of `min`–`max` digits. */
const operand = (min: number, max: number) =>
  fc.integer({ min, max }).chain((length) => digitString(length));

/** Puts the larger operand first (minuend ≥ subtrahend, dividend ≥ divisor). */
const ordered = (a: string, b: string): [string, string] =>
  BigInt(a) >= BigInt(b) ? [a, b] : [b, a];

/** Random operands of 1–5 digits for a subject (a divisor of 1–3 digits). */
function randomProblem(subject: Subject): fc.Arbitrary<RawProblem> {
  const operator = OPERATOR_BY_SUBJECT[subject];
  const pair =
    subject === 'addition' || subject === 'multiplication'
      ? fc.tuple(operand(1, 5), operand(1, subject === 'multiplication' ? 4 : 5))
      : subject === 'subtraction'
        ? fc.tuple(operand(1, 5), operand(1, 5)).map(([a, b]) => ordered(a, b))
        : fc.tuple(operand(1, 5), operand(1, 3)).map(([a, b]) => ordered(a, b));
  return pair.map(([number_0, number_1]) => ({ number_0, number_1, operator }));
}

/** A problem drawn by a random level's own generator. */
function levelProblem(subject: Subject): fc.Arbitrary<RawProblem> {
  return fc
    .tuple(fc.integer({ min: 0, max: LEVEL_COUNT - 1 }), fc.integer())
    .map(([level, seed]) => {
      const [number_0, number_1] = curriculumLevel(subject, level).generate(createRng(seed));
      return { number_0, number_1, operator: OPERATOR_BY_SUBJECT[subject] };
    });
}

/**
 * Problems of a subject: random operands (1–5 digits) two times in three, a curriculum level's
 * problem one time in three.
 */
export function problems(subject: Subject): fc.Arbitrary<RawProblem> {
  return fc.oneof(randomProblem(subject), randomProblem(subject), levelProblem(subject));
}

/** A problem with the answers a child with a bug writes on it. */
export interface BuggySample {
  problem: RawProblem;
  answers: Answers;
}

/**
 * `count` problems that can show `bug` (and the bug's answers on them), deterministic for a
 * seed; drawn in batches of fast-check samples.
 * @throws {Error} when fewer than `count` turn up in 200 batches (a bug that almost never shows).
 */
export function samplesShowing(bug: BugId, count: number, seed: number): BuggySample[] {
  const subject = BUGS.find((record) => record.id === bug)?.subject ?? 'addition';
  const samples: BuggySample[] = [];
  for (let batch = 0; batch < 200 && samples.length < count; batch += 1) {
    for (const problem of fc.sample(problems(subject), { numRuns: 200, seed: seed + batch })) {
      const answers = simulateBug(bug, problem);
      if (answers) samples.push({ problem, answers });
      if (samples.length === count) return samples;
    }
  }
  throw new Error(`only ${samples.length} problems showing ${bug}`);
}

/** How one simulated worksheet was diagnosed. */
export type Outcome =
  | { kind: 'alone'; id: BugId }
  | { kind: 'ambiguous'; ids: BugId[]; includesTrue: boolean }
  | { kind: 'none' };

/** Diagnoses a sample and classifies the result against the true bug. */
export function outcomeOf(bug: BugId, sample: BuggySample): Outcome {
  const { bugs } = diagnose(sample.problem, sample.answers);
  const ids = bugs.map((match) => match.id);
  if (ids.length === 0) return { kind: 'none' };
  if (ids.length === 1) return { kind: 'alone', id: ids[0] as BugId };
  return { kind: 'ambiguous', ids, includesTrue: ids.includes(bug) };
}

/** Recognition of one bug over its samples. */
export interface Recognition {
  bug: BugId;
  samples: number;
  /** Named alone. */
  alone: number;
  /** Named within an announced ambiguous set. */
  inAmbiguousSet: number;
  /** Named (alone or in a set) / samples. */
  rate: number;
  /** Diagnosed column → count: a bug id (named alone), 'ambiguous' or 'none'. */
  row: Record<string, number>;
  /** Ambiguous sets seen (ids joined by ' + ') → count. */
  ambiguousSets: Record<string, number>;
}

/** Measures how often the diagnoser names `bug` on `samples` of its own simulated answers. */
export function recognition(bug: BugId, samples: readonly BuggySample[]): Recognition {
  const result: Recognition = {
    bug,
    samples: samples.length,
    alone: 0,
    inAmbiguousSet: 0,
    rate: 0,
    row: {},
    ambiguousSets: {},
  };
  const count = (record: Record<string, number>, key: string) => {
    record[key] = (record[key] ?? 0) + 1;
  };
  for (const sample of samples) {
    const outcome = outcomeOf(bug, sample);
    if (outcome.kind === 'alone') {
      count(result.row, outcome.id);
      if (outcome.id === bug) result.alone += 1;
    } else if (outcome.kind === 'ambiguous') {
      count(result.row, outcome.includesTrue ? 'ambiguous' : 'ambiguous (without it)');
      count(result.ambiguousSets, outcome.ids.join(' + '));
      if (outcome.includesTrue) result.inAmbiguousSet += 1;
    } else {
      count(result.row, 'none');
    }
  }
  result.rate = (result.alone + result.inAmbiguousSet) / Math.max(1, samples.length);
  return result;
}

/**
 * Recognition when the child is not consistent: the bug's answers with one more slip (a digit
 * off by one in a random checked box the bug got right).
 */
export function noisyRecognition(
  bug: BugId,
  samples: readonly BuggySample[],
  seed: number,
): number {
  const rng = createRng(`noise|${bug}|${seed}`);
  let named = 0;
  for (const sample of samples) {
    const layout = layoutProblem(solveProblem(sample.problem));
    const answers: Record<string, Digit | undefined> = { ...sample.answers };
    const right = layout.boxes.filter(
      (box) => box.checked && box.expected !== null && answerOf(answers, box.key) === box.expected,
    );
    const box = right[right.length === 0 ? 0 : rng.int(0, right.length - 1)];
    if (box && box.expected !== null)
      answers[box.key] = (box.expected === 9 ? 8 : box.expected + 1) as Digit;
    if (diagnose(sample.problem, answers).bugs.some((match) => match.id === bug)) named += 1;
  }
  return named / Math.max(1, samples.length);
}
