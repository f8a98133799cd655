/**
 * The result bands of the quick quiz and the choices each band offers; the site labels the
 * choices.
 * @see spec §4 "Quiz": "0-4 correct 'Keep Practicing!' (retry same level or back to
 *   assignments); 5-8 'Good Progress!' (lower level or continue); 9-10 'Excellent Work!' (next
 *   level or stay)", §9 "Quiz bands 0-4, 5-8, 9-10"
 */
import { assertWholeNumber } from '../errors';
import { QUIZ_LENGTH, QUIZ_MAX_LEVEL, QUIZ_MIN_LEVEL, assertQuizLevel } from './quiz-generation';

/** A quiz result band: 0–4, 5–8 or 9–10 correct. @see spec §9 "Quiz bands 0-4, 5-8, 9-10" */
export type QuizBandId = 'keep-practicing' | 'good-progress' | 'excellent';

/** The spec's title of each band. @see spec §4 "Quiz" */
export type QuizBandTitle = 'Keep Practicing!' | 'Good Progress!' | 'Excellent Work!';

/**
 * What the student may do after a quiz: `'retry'` (same level, new questions),
 * `'back-to-assignments'` (leave), `'lower-level'` (level − 1), `'continue'` (same level),
 * `'next-level'` (level + 1), `'stay'` (same level).
 * @see spec §4 "Quiz"
 */
export type QuizChoice =
  'retry' | 'back-to-assignments' | 'lower-level' | 'continue' | 'next-level' | 'stay';

/** A band with its title and its choices, in the order the spec names them. */
export interface QuizBand {
  readonly band: QuizBandId;
  readonly title: QuizBandTitle;
  readonly choices: readonly QuizChoice[];
}

/** A frozen band record. */
function quizBandRecord(
  band: QuizBandId,
  title: QuizBandTitle,
  choices: readonly QuizChoice[],
): QuizBand {
  return Object.freeze({ band, title, choices: Object.freeze(choices) });
}

const KEEP_PRACTICING = /* @__PURE__ */ quizBandRecord('keep-practicing', 'Keep Practicing!', [
  'retry',
  'back-to-assignments',
]);
const GOOD_PROGRESS = /* @__PURE__ */ quizBandRecord('good-progress', 'Good Progress!', [
  'lower-level',
  'continue',
]);
const EXCELLENT = /* @__PURE__ */ quizBandRecord('excellent', 'Excellent Work!', [
  'next-level',
  'stay',
]);

/**
 * The band of a quiz result: 0–4 correct `'Keep Practicing!'` (`retry`,
 * `back-to-assignments`), 5–8 `'Good Progress!'` (`lower-level`, `continue`), 9–10
 * `'Excellent Work!'` (`next-level`, `stay`).
 * @param correct - correct answers, an integer 0 … 10.
 * @returns a frozen band record (the same object for every score of the band).
 * @throws {RangeError} when `correct` is not an integer 0 … {@link QUIZ_LENGTH}.
 * @see spec §4 "Quiz", §9 "Quiz bands 0-4, 5-8, 9-10"
 */
export function quizBand(correct: number): QuizBand {
  assertWholeNumber('Correct answers', correct, 0, QUIZ_LENGTH);
  if (correct >= 9) return EXCELLENT;
  if (correct >= 5) return GOOD_PROGRESS;
  return KEEP_PRACTICING;
}

const LEVEL_STEP: Readonly<Record<Exclude<QuizChoice, 'back-to-assignments'>, -1 | 0 | 1>> = {
  retry: 0,
  continue: 0,
  stay: 0,
  'lower-level': -1,
  'next-level': 1,
};

/**
 * The quiz level a choice leads to: `lower-level` level − 1, `next-level` level + 1, `retry`,
 * `continue` and `stay` the same level; `null` for `back-to-assignments` (leave the quiz).
 * @param level - the quiz's level, an integer 1 … 100.
 * @throws {RangeError} when `level` is not an integer 1 … 100, `choice` is unknown, or the move
 *   would leave 1 … 100 (`lower-level` at 1, `next-level` at 100; see {@link quizChoicesAt}).
 * @see spec §4 "Quiz"
 */
export function quizChoiceLevel(choice: QuizChoice, level: number): number | null {
  assertQuizLevel(level);
  if (choice === 'back-to-assignments') return null;
  const step = Object.hasOwn(LEVEL_STEP, choice) ? LEVEL_STEP[choice] : undefined;
  if (step === undefined) throw new RangeError(`Unknown quiz choice: ${String(choice)}`);
  const next = level + step;
  if (next < QUIZ_MIN_LEVEL || next > QUIZ_MAX_LEVEL) {
    throw new RangeError(`'${choice}' is not possible at quiz level ${level}`);
  }
  return next;
}

/**
 * The choices of a result's band that are possible at `level`: the band's choices without
 * `lower-level` at level 1 and without `next-level` at level 100 (a button that would not
 * change the level is not offered).
 * @param correct - correct answers, an integer 0 … 10.
 * @param level - the quiz's level, an integer 1 … 100.
 * @returns a new array, e.g. `quizChoicesAt(6, 1)` → `['continue']`.
 * @throws {RangeError} as {@link quizBand} and {@link quizChoiceLevel} do for bad inputs.
 * @see spec §4 "Quiz"
 */
export function quizChoicesAt(correct: number, level: number): QuizChoice[] {
  assertQuizLevel(level);
  const possible = (choice: QuizChoice): boolean => {
    const step = choice === 'back-to-assignments' ? 0 : LEVEL_STEP[choice];
    return level + step >= QUIZ_MIN_LEVEL && level + step <= QUIZ_MAX_LEVEL;
  };
  return quizBand(correct).choices.filter(possible);
}
