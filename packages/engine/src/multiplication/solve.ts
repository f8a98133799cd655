import { digitAt, parseOperand } from '../digits';
import type { MultiplicationDifficulty, MultiplicationProblem, PartialProduct } from '../types';

/** Lowest and highest multiplication difficulty score. @see spec §9 */
const MIN_SCORE = 1;
const MAX_SCORE = 10;
/** Highest score still called easy, and highest still called medium. @see spec §9 */
const EASY_MAX = 3;
const MEDIUM_MAX = 7;

/**
 * The multiplication difficulty score of spec §9: a number 1–10 from the operands' digit
 * lengths.
 *
 * Formula: `len(multiplicand) × len(multiplier)`, clamped to 1–10 — the number of
 * single-digit multiplications a child does in the long layout. So 7 × 8 scores 1 and
 * 123 × 4 scores 3 (easy), 47 × 36 scores 4 and 123 × 45 scores 6 (medium), 1234 × 12 scores
 * 8 (hard), and 12345 × 123 (15) is clamped to 10.
 *
 * @param multiplicand normalised digit string (most significant digit first), e.g. "47"
 * @param multiplier normalised digit string, e.g. "36"
 * @returns an integer 1–10
 * @see spec §9 "Multiplication difficulty score from digit lengths clamped 1-10"
 */
export function multiplicationDifficultyScore(multiplicand: string, multiplier: string): number {
  const raw = multiplicand.length * multiplier.length;
  return Math.min(MAX_SCORE, Math.max(MIN_SCORE, raw));
}

/**
 * The difficulty band of a score from {@link multiplicationDifficultyScore}: `easy` up to 3,
 * `medium` up to 7, `hard` above.
 *
 * @param score an integer 1–10
 * @see spec §9 "easy <=3, medium <=7, hard above"
 */
export function multiplicationDifficulty(score: number): MultiplicationDifficulty {
  if (score <= EASY_MAX) return 'easy';
  if (score <= MEDIUM_MAX) return 'medium';
  return 'hard';
}

/**
 * Solves `multiplicand × multiplier` the way the long-multiplication layout does it.
 *
 * - `partialProducts`: one per multiplier digit, **ones digit first**, zero digits included;
 *   each `value` is `multiplicand × multiplierDigit × 10^position` as a normalised digit string
 *   ("0" for a zero digit or a zero multiplicand).
 * - `product`: the exact product as a normalised digit string.
 * - `id`: `${multiplicand}x${multiplier}`; `source`: `'api'`; `difficulty`: spec §9 band of
 *   {@link multiplicationDifficultyScore}.
 *
 * All arithmetic is `bigint`; operands of any length are exact.
 *
 * @param multiplicand any operand `parseOperand` accepts (normalized here: "047" → "47"), e.g. "47"
 * @param multiplier same rules, e.g. "36"
 * @returns the solved problem; 47 × 36 gives partials "282", "1410" and product "1692"
 * @throws {OperandError} a `parseOperand` rule (`not-a-whole-number`, `negative`,
 *   `too-many-digits`) for either operand, exactly as `solveProblem` and `createWorksheet` do.
 * @see spec §3 "Problems" (Multiplication), §5 Validation rules, §9 multiplication difficulty
 */
export function solveMultiplication(
  multiplicandText: string,
  multiplierText: string,
): MultiplicationProblem {
  const multiplicand = parseOperand(multiplicandText);
  const multiplier = parseOperand(multiplierText);
  const a = BigInt(multiplicand);
  const partialProducts: PartialProduct[] = [];
  for (let position = 0; position < multiplier.length; position += 1) {
    const multiplierDigit = digitAt(multiplier, position);
    const value = a * BigInt(multiplierDigit) * 10n ** BigInt(position);
    partialProducts.push({ multiplierDigit, position, value: value.toString() });
  }
  return {
    operator: '*',
    id: `${multiplicand}x${multiplier}`,
    multiplicand,
    multiplier,
    product: (a * BigInt(multiplier)).toString(),
    partialProducts,
    difficulty: multiplicationDifficulty(multiplicationDifficultyScore(multiplicand, multiplier)),
    source: 'api',
  };
}
