import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reportScore } from '../grading';
import { adaptiveOptions, applyLevelAction, isLevelAction } from './index';

describe('adaptiveOptions (docs/curriculum.md "Adaptive levels")', () => {
  it('offers advance or repeat after a mastered set (≥ 90 %)', () => {
    expect(adaptiveOptions({ level: 4, questions: 10, errors: 0 })).toEqual(['advance', 'repeat']);
    expect(adaptiveOptions({ level: 4, questions: 10, errors: 1 })).toEqual(['advance', 'repeat']);
  });

  it('offers nothing while the student is still learning (60–89 %)', () => {
    expect(adaptiveOptions({ level: 4, questions: 10, errors: 2 })).toEqual([]);
    expect(adaptiveOptions({ level: 4, questions: 10, errors: 4 })).toEqual([]);
  });

  it('offers repeat or decrease after a frustrating set (< 60 %)', () => {
    expect(adaptiveOptions({ level: 4, questions: 10, errors: 5 })).toEqual(['repeat', 'decrease']);
    expect(adaptiveOptions({ level: 4, questions: 10, errors: 10 })).toEqual([
      'repeat',
      'decrease',
    ]);
  });

  it('never offers a move out of levels 0–19, and one action alone is no choice', () => {
    expect(adaptiveOptions({ level: 19, questions: 10, errors: 0 })).toEqual([]);
    expect(adaptiveOptions({ level: 0, questions: 10, errors: 9 })).toEqual([]);
    expect(adaptiveOptions({ level: 0, questions: 10, errors: 0 })).toEqual(['advance', 'repeat']);
    expect(adaptiveOptions({ level: 19, questions: 10, errors: 8 })).toEqual([
      'repeat',
      'decrease',
    ]);
  });

  it('refuses a level outside 0–19 or an empty set', () => {
    expect(() => adaptiveOptions({ level: 20, questions: 10, errors: 0 })).toThrow(RangeError);
    expect(() => adaptiveOptions({ level: 3, questions: 0, errors: 0 })).toThrow(RangeError);
  });

  it('every offered action keeps the level in 0–19 and follows the accuracy bands', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 19 }),
        fc.integer({ min: 1, max: 20 }),
        fc.nat(25),
        (level, questions, errors) => {
          const options = adaptiveOptions({ level, questions, errors });
          const accuracy = reportScore(questions, errors);
          if (options.includes('advance')) expect(accuracy).toBeGreaterThanOrEqual(90);
          if (options.includes('decrease')) expect(accuracy).toBeLessThan(60);
          for (const action of options) {
            const next = applyLevelAction(level, action);
            expect(Math.abs(next - level)).toBeLessThanOrEqual(1);
            if (action !== 'repeat') expect(next).not.toBe(level);
          }
        },
      ),
    );
  });
});

describe('applyLevelAction', () => {
  it('moves one level up or down, or stays', () => {
    expect(applyLevelAction(4, 'advance')).toBe(5);
    expect(applyLevelAction(4, 'repeat')).toBe(4);
    expect(applyLevelAction(4, 'decrease')).toBe(3);
  });

  it('stays within 0–19', () => {
    expect(applyLevelAction(19, 'advance')).toBe(19);
    expect(applyLevelAction(0, 'decrease')).toBe(0);
  });

  it('refuses an unknown action or level', () => {
    expect(() => applyLevelAction(3, 'jump' as never)).toThrow(RangeError);
    expect(() => applyLevelAction(2.5, 'repeat')).toThrow(RangeError);
    expect(isLevelAction('advance')).toBe(true);
    expect(isLevelAction('Advance')).toBe(false);
  });
});
