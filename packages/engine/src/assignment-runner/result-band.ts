/**
 * The band of an assignment score that picks the results screen's message; the site writes the
 * words. @see spec §5 "Assignment result text varies by score: >=80, 60-79, <60"
 */
import { clampPercent } from '../grading/grading';

/**
 * The message band of an assignment result: `'great'` (≥ 80 %), `'good'` (60–79 %) or
 * `'keep-going'` (< 60 %).
 * @see spec §5 "Assignment result text varies by score"
 */
export type ResultBand = 'great' | 'good' | 'keep-going';

/**
 * The lowest score of each band above `'keep-going'`, percent 0–100.
 * @see spec §5 "Assignment result text varies by score: >=80, 60-79, <60"
 */
export const RESULT_BAND_MIN: Readonly<{ great: 80; good: 60 }> = /* @__PURE__ */ Object.freeze({
  great: 80,
  good: 60,
});

/**
 * The message band of an assignment score.
 * @param score - percent 0–100 (values outside are clamped; NaN counts as 0).
 * @returns `'great'` for ≥ 80, `'good'` for 60 up to (not including) 80, `'keep-going'` below 60.
 *   Never throws.
 * @see spec §5 "Assignment result text varies by score: >=80, 60-79, <60"
 */
export function resultBand(score: number): ResultBand {
  const percent = clampPercent(score);
  if (percent >= RESULT_BAND_MIN.great) return 'great';
  if (percent >= RESULT_BAND_MIN.good) return 'good';
  return 'keep-going';
}
