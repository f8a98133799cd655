import { describe, expect, it } from 'vitest';
import { difficultyOfLevel } from './subjects';

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
