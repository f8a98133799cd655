import { describe, expect, it } from 'vitest';
import { practiceLevels } from './practice-levels';

describe('practiceLevels (spec §9 "Practice levels: 1 up to current level +1")', () => {
  it.each([
    [0, [0, 1]],
    [1, [1, 2]],
    [3, [1, 2, 3, 4]],
    [18, Array.from({ length: 19 }, (_, i) => i + 1)],
    [19, Array.from({ length: 19 }, (_, i) => i + 1)],
  ])('a student at level %i may practise %j', (current, levels) => {
    expect(practiceLevels(current)).toEqual(levels);
  });

  it.each([-1, 20, 2.5, Number.NaN])('throws RangeError for level %d', (level) => {
    expect(() => practiceLevels(level)).toThrow(RangeError);
  });
});
