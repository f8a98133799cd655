import { describe, expect, it } from 'vitest';
import { quizBand, quizChoiceLevel, quizChoicesAt } from './quiz-bands';

describe('quizBand (spec §4 "Quiz", §9 "Quiz bands 0-4, 5-8, 9-10")', () => {
  it.each([
    [0, 'keep-practicing', 'Keep Practicing!', ['retry', 'back-to-assignments']],
    [4, 'keep-practicing', 'Keep Practicing!', ['retry', 'back-to-assignments']],
    [5, 'good-progress', 'Good Progress!', ['lower-level', 'continue']],
    [8, 'good-progress', 'Good Progress!', ['lower-level', 'continue']],
    [9, 'excellent', 'Excellent Work!', ['next-level', 'stay']],
    [10, 'excellent', 'Excellent Work!', ['next-level', 'stay']],
  ])('%i correct is %s, titled %s, offering %j', (correct, band, title, choices) => {
    expect(quizBand(correct)).toEqual({ band, title, choices });
  });

  it.each([-1, 11, 4.5, Number.NaN])('throws RangeError for %d correct', (correct) => {
    expect(() => quizBand(correct)).toThrow(RangeError);
  });
});

describe('quizChoiceLevel', () => {
  it.each([
    ['retry', 4, 4],
    ['continue', 4, 4],
    ['stay', 4, 4],
    ['lower-level', 4, 3],
    ['next-level', 4, 5],
    ['back-to-assignments', 4, null],
  ] as const)('%s at level %i leads to %s', (choice, level, next) => {
    expect(quizChoiceLevel(choice, level)).toBe(next);
  });

  it('refuses moves out of 1 … 100, bad levels and unknown choices', () => {
    expect(() => quizChoiceLevel('lower-level', 1)).toThrow(RangeError);
    expect(() => quizChoiceLevel('next-level', 100)).toThrow(RangeError);
    expect(() => quizChoiceLevel('stay', 0)).toThrow(RangeError);
    expect(() => quizChoiceLevel('jump' as never, 3)).toThrow(RangeError);
    expect(() => quizChoiceLevel('toString' as never, 3)).toThrow(RangeError);
  });
});

describe('quizChoicesAt', () => {
  it('offers the band’s choices where the level can move', () => {
    expect(quizChoicesAt(6, 3)).toEqual(['lower-level', 'continue']);
    expect(quizChoicesAt(10, 3)).toEqual(['next-level', 'stay']);
    expect(quizChoicesAt(2, 1)).toEqual(['retry', 'back-to-assignments']);
  });

  it('drops lower-level at level 1 and next-level at level 100', () => {
    expect(quizChoicesAt(6, 1)).toEqual(['continue']);
    expect(quizChoicesAt(9, 100)).toEqual(['stay']);
  });
});
