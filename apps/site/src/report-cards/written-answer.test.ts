import { describe, expect, it } from 'vitest';
import { answerWasRight, writtenAnswer } from './written-answer';

describe('a reported answer as a parent reads it', () => {
  it('drops the zeros and blank boxes a child left before a number', () => {
    expect(writtenAnswer('034')).toBe('34');
    expect(writtenAnswer('34 R 00')).toBe('34 R 0');
    expect(writtenAnswer('_56')).toBe('56');
    expect(writtenAnswer('0')).toBe('0');
    expect(writtenAnswer('105 R 20')).toBe('105 R 20');
  });

  it('keeps a box left empty inside a number', () => {
    expect(writtenAnswer('3_4')).toBe('3_4');
  });

  it('tells a right answer with a slip in the working from a wrong answer', () => {
    expect(answerWasRight('34 R 00', '34 R 0')).toBe(true);
    expect(answerWasRight('75', '85')).toBe(false);
    expect(answerWasRight('34 R 1', '34 R 0')).toBe(false);
  });
});
