import { describe, expect, it } from 'vitest';
import { resultBand } from './result-band';

describe('resultBand (spec §5: result text varies by score >=80, 60-79, <60)', () => {
  it.each([
    [100, 'great'],
    [80, 'great'],
    [79, 'good'],
    [79.5, 'good'],
    [60, 'good'],
    [59, 'keep-going'],
    [0, 'keep-going'],
    [Number.NaN, 'keep-going'],
    [-5, 'keep-going'],
    [120, 'great'],
  ])('a score of %d per cent is %s', (score, band) => {
    expect(resultBand(score)).toBe(band);
  });
});
