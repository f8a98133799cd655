/**
 * The quick quiz's questions: ten one-number questions per quiz, generated from a seed within the
 * limits of spec §9 (addition/subtraction operands up to 10·level capped at 1000,
 * multiplication/division factors up to min(5 + level, 20)).
 * @see spec §2 "Simple quiz page", §9 "Quiz generation"
 */
import { assertWholeNumber } from '../errors';
import { createRng, type Rng } from '../curriculum/rng';
import { fromBigInt } from '../digits/digit-strings';
import { assertSubject, isSubject, OPERATOR_BY_SUBJECT, problemText } from '../subjects';
import type { Operator, RawProblem, Subject } from '../types';

/** Questions in one quiz. @see spec §9 "Practice session and quiz: 10 problems" */
export const QUIZ_LENGTH = 10;

/** The lowest quiz level. @see spec §2 "Simple quiz page" (level default 1) */
export const QUIZ_MIN_LEVEL = 1;

/**
 * The highest quiz level. The spec sets no upper bound; every limit of spec §9 stops growing by
 * level 100 (10·100 = 1000, 5 + 100 > 20), so higher levels would only be bigger labels.
 */
export const QUIZ_MAX_LEVEL = 100;

/** The largest addend, minuend or subtrahend at any level. @see spec §9 "capped at 1000" */
export const QUIZ_MAX_OPERAND = 1000;

/** The largest factor (multiplicand, multiplier, divisor, quotient). @see spec §9 "min(5+level,20)" */
export const QUIZ_MAX_FACTOR = 20;

/** The quiz page's operation when none is given. @see spec §2 "operation (default multiplication)" */
export const DEFAULT_QUIZ_OPERATION: Subject = 'multiplication';

/** The quiz page's level when none is given. @see spec §2 "level (default 1)" */
export const DEFAULT_QUIZ_LEVEL = QUIZ_MIN_LEVEL;

/** One quiz question: the problem, its answer and how it is written. */
export interface QuizQuestion {
  /** Wire-style problem: `number_0` is the addend/minuend/multiplicand/dividend. */
  readonly problem: RawProblem;
  /** The answer (sum, difference, product or quotient) as a normalized digit string. */
  readonly answer: string;
  /** The question as shown, with the signs + − × ÷ (e.g. `'7 × 8'`, `'42 ÷ 6'`). */
  readonly text: string;
}

/** How to generate a quiz. */
export interface QuizOptions {
  readonly operation: Subject;
  /** An integer {@link QUIZ_MIN_LEVEL} … {@link QUIZ_MAX_LEVEL}. @defaultValue 1 */
  readonly level?: number;
  /** Any string or number; the same seed, operation and level give the same quiz. */
  readonly seed: string | number;
}

/**
 * The inclusive range the generator draws operands from: addends, minuend and subtrahend for
 * addition/subtraction; multiplicand, multiplier, divisor and quotient for
 * multiplication/division (the dividend is quotient × divisor).
 */
export interface QuizOperandRange {
  readonly min: number;
  readonly max: number;
}

/** Draws before a repeated question is accepted (the smallest pool, level 1 × or ÷, has 36). */
const DRAWS_PER_QUESTION = 20;

/**
 * Refuses a quiz level that is not an integer 1 … 100.
 * @throws {RangeError} 'Quiz level must be a whole number from 1 to 100, got …'
 */
export function assertQuizLevel(level: number): void {
  assertWholeNumber('Quiz level', level, QUIZ_MIN_LEVEL, QUIZ_MAX_LEVEL);
}

/**
 * The operand range of a quiz operation at a level: addition and subtraction `0 … min(10·level,
 * 1000)`; multiplication and division `1 … min(5 + level, 20)`.
 * @example quizOperandRange('addition', 5) // { min: 0, max: 50 }
 * @throws {RangeError} for an unknown operation or a level that is not an integer 1 … 100.
 * @see spec §9 "Quiz generation: addition/subtraction max 10*level capped at 1000;
 *   multiplication/division factor max min(5+level,20)"
 */
export function quizOperandRange(operation: Subject, level: number): QuizOperandRange {
  assertSubject(operation);
  assertQuizLevel(level);
  return operation === 'addition' || operation === 'subtraction'
    ? { min: 0, max: Math.min(10 * level, QUIZ_MAX_OPERAND) }
    : { min: 1, max: Math.min(5 + level, QUIZ_MAX_FACTOR) };
}

/** Draws one problem: first operand, second operand, answer, all as bigint. */
function drawProblem(
  operation: Subject,
  { min, max }: QuizOperandRange,
  rng: Rng,
): [bigint, bigint, bigint] {
  const a = BigInt(rng.int(min, max));
  const b = BigInt(rng.int(min, max));
  switch (operation) {
    case 'addition':
      return [a, b, a + b];
    case 'subtraction':
      // Minuend ≥ subtrahend: the difference is never negative.
      return a >= b ? [a, b, a - b] : [b, a, b - a];
    case 'multiplication':
      return [a, b, a * b];
    case 'division':
      // a is the quotient, b the divisor (≥ 1): the dividend divides exactly.
      return [a * b, b, a];
  }
}

/** Builds a quiz question from two operand digit strings (answer by BigInt arithmetic). */
function toQuestion(
  operator: Operator,
  first: bigint,
  second: bigint,
  answer: bigint,
): QuizQuestion {
  const number_0 = fromBigInt(first);
  const number_1 = fromBigInt(second);
  return Object.freeze({
    problem: Object.freeze({ number_0, number_1, operator }),
    answer: fromBigInt(answer),
    text: problemText({ number_0, number_1, operator }),
  });
}

/**
 * Generates a quiz: {@link QUIZ_LENGTH} questions of one operation, deterministic for the seed,
 * operation and level (no clock, no `Math.random`).
 *
 * Operands are drawn uniformly from {@link quizOperandRange}: a subtraction's larger draw is the
 * minuend (never a negative difference); a division draws the quotient and the divisor (both
 * ≥ 1) and sets dividend = quotient × divisor (always exact). A question is not repeated within
 * a quiz (the draw is retried up to 20 times; every pool holds at least 36 questions).
 *
 * @example generateQuiz({ operation: 'multiplication', level: 3, seed: 7 })[0].text // e.g. '6 × 8'
 * @returns 10 frozen questions; answers are digit strings computed with BigInt.
 * @throws {RangeError} for an unknown operation or a level that is not an integer 1 … 100.
 * @see spec §9 "Quiz generation", §2 "Simple quiz page"
 */
export function generateQuiz({
  operation,
  level = DEFAULT_QUIZ_LEVEL,
  seed,
}: QuizOptions): QuizQuestion[] {
  const range = quizOperandRange(operation, level);
  const operator = OPERATOR_BY_SUBJECT[operation];
  const rng = createRng(`quiz:${operation}:${level}:${String(seed)}`);
  const seen = new Set<string>();
  const questions: QuizQuestion[] = [];
  while (questions.length < QUIZ_LENGTH) {
    let drawn = drawProblem(operation, range, rng);
    for (let draw = 1; draw < DRAWS_PER_QUESTION && seen.has(drawn.join()); draw += 1) {
      drawn = drawProblem(operation, range, rng);
    }
    seen.add(drawn.join());
    questions.push(toQuestion(operator, ...drawn));
  }
  return questions;
}

/** The quiz page's settings: an operation and a level. */
export interface QuizSettings {
  readonly operation: Subject;
  /** 1 … 100. */
  readonly level: number;
}

/**
 * Reads the quiz page's settings from query parameters or navigation state, with the page's
 * defaults: an unknown or missing operation gives `'multiplication'`; a missing or non-numeric
 * level gives 1; a whole-number level outside 1 … 100 is clamped into it (`'0'` → 1,
 * `'500'` → 100). Never throws.
 * @param input - raw values, e.g. `{ operation: params.get('operation'), level:
 *   params.get('level') }` (strings of digits or numbers).
 * @see spec §2 "Simple quiz page" ("operation (default multiplication) and level (default 1)")
 */
export function parseQuizSettings(input: {
  readonly operation?: unknown;
  readonly level?: unknown;
}): QuizSettings {
  const { operation, level } = input;
  const validOperation =
    typeof operation === 'string' && isSubject(operation) ? operation : DEFAULT_QUIZ_OPERATION;
  let number = Number.NaN;
  if (typeof level === 'number' && Number.isInteger(level)) number = level;
  // Number() ignores the spaces around the digits.
  if (typeof level === 'string' && /^\s*\d{1,6}\s*$/.test(level)) number = Number(level);
  const validLevel = Number.isNaN(number)
    ? DEFAULT_QUIZ_LEVEL
    : Math.min(QUIZ_MAX_LEVEL, Math.max(QUIZ_MIN_LEVEL, number));
  return { operation: validOperation, level: validLevel };
}
