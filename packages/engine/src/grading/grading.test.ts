import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { letterGrade, overallScore, progressBand, reportScore, subjectProgress } from './index';

describe('letterGrade (spec §5: >=90 A, >=80 B, >=70 C, >=60 D, else F)', () => {
  it.each([
    [100, 'A'],
    [90, 'A'],
    [89.9, 'B'],
    [80, 'B'],
    [79, 'C'],
    [70, 'C'],
    [69, 'D'],
    [60, 'D'],
    [59.5, 'F'],
    [0, 'F'],
    [Number.NaN, 'F'],
    [140, 'A'],
  ])('%d per cent is %s', (percent, grade) => {
    expect(letterGrade(percent)).toBe(grade);
  });
});

describe('reportScore (spec §9: (questions − errors) / questions)', () => {
  it('gives whole percents, rounded half up', () => {
    expect(reportScore(10, 0)).toBe(100);
    expect(reportScore(10, 1)).toBe(90);
    expect(reportScore(10, 10)).toBe(0);
    expect(reportScore(3, 1)).toBe(67);
    expect(reportScore(8, 1)).toBe(88); // 87.5 rounds up
    expect(reportScore(200, 1)).toBe(100); // 99.5 rounds up
  });

  it('is 0 with no questions, and errors beyond the questions count as all wrong', () => {
    expect(reportScore(0, 0)).toBe(0);
    expect(reportScore(5, 9)).toBe(0);
  });

  it('refuses counts that are not whole numbers', () => {
    expect(() => reportScore(-1, 0)).toThrow(RangeError);
    expect(() => reportScore(10, 1.5)).toThrow(RangeError);
  });

  it('matches the rounded exact fraction for any counts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.nat(12_000), (questions, errors) => {
        const right = questions - Math.min(errors, questions);
        // Compare with exact rational rounding: score is the integer nearest 100·right/questions.
        const score = reportScore(questions, errors);
        expect(Math.abs(100 * right - score * questions) * 2).toBeLessThanOrEqual(questions);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('overallScore (spec §9: mean of subject scores with completion)', () => {
  it('averages the completed subjects only', () => {
    expect(overallScore([90, 70])).toBe(80);
    expect(overallScore([100, 95, 90])).toBe(95);
    expect(overallScore([85])).toBe(85);
    expect(overallScore([90, 81])).toBe(86); // 85.5 rounds up
  });

  it('is null when nothing has been completed', () => {
    expect(overallScore([])).toBeNull();
  });
});

describe('progressBand (spec §9: thresholds 90, 80, 70)', () => {
  it.each([
    [95, 'excellent'],
    [90, 'excellent'],
    [89, 'good'],
    [80, 'good'],
    [79, 'fair'],
    [70, 'fair'],
    [69, 'low'],
    [0, 'low'],
  ])('%d per cent is %s', (percent, band) => {
    expect(progressBand(percent)).toBe(band);
  });
});

describe('subjectProgress', () => {
  it('counts levels below the current one as passed, out of 20', () => {
    expect(subjectProgress(0, []).complete).toBe(0);
    expect(subjectProgress(5, []).complete).toBe(25);
    expect(subjectProgress(19, []).complete).toBe(95);
  });

  it('reaches 100 % only when a set at level 19 was mastered', () => {
    expect(subjectProgress(19, [{ level: 19, questions: 10, errors: 2 }]).complete).toBe(95);
    expect(subjectProgress(19, [{ level: 19, questions: 10, errors: 1 }]).complete).toBe(100);
  });

  it('scores every finished set together', () => {
    const sets = [
      { level: 2, questions: 10, errors: 0 },
      { level: 3, questions: 10, errors: 4 },
    ];
    expect(subjectProgress(3, sets)).toEqual({ complete: 15, score: 80 });
    expect(subjectProgress(3, []).score).toBe(0);
  });

  it('refuses a level outside 0–19', () => {
    expect(() => subjectProgress(20, [])).toThrow(RangeError);
    expect(() => subjectProgress(-1, [])).toThrow(RangeError);
  });
});
