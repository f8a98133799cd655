import { describe, expect, it } from 'vitest';
import { difficultyOfLevel, nearestLevelWithProblems } from './subjects';

describe('difficultyOfLevel', () => {
  it.each([
    [0, 'Introductory'],
    [3, 'Introductory'],
    [4, 'Easy'],
    [6, 'Easy'],
    [7, 'Medium'],
    [10, 'Medium'],
    [11, 'Hard'],
    [19, 'Hard'],
  ])('puts level %i under %s, where a child who climbed there is shown', (level, name) => {
    expect(difficultyOfLevel(level)?.name).toBe(name);
  });
});

describe('nearestLevelWithProblems', () => {
  it.each([
    [[0, 4, 7], 5, 4],
    [[0, 7], 4, 0],
    [[4, 7], 0, 4],
    [[4, 7], 2, 4],
    [[3], 19, 3],
  ])('among levels %j, moves a child on empty level %i to level %i', (levels, level, nearest) => {
    expect(nearestLevelWithProblems(levels, level)).toBe(nearest);
  });

  it('offers nothing when the subject has no problems today', () => {
    expect(nearestLevelWithProblems([], 7)).toBeNull();
  });
});
