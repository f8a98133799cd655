import { describe, expect, it } from 'vitest';
import { correctAnswer } from './correct-answer';

describe('correctAnswer', () => {
  it.each([
    ['47', '38', '+', '85'],
    ['81', '38', '-', '43'],
    ['47', '6', '*', '282'],
    ['47', '5', '/', '9 r 2'],
    ['612', '3', '/', '204'],
  ] as const)('%s %s %s should be %s, written as the child’s answer is', (a, b, operator, text) => {
    expect(correctAnswer({ number_0: a, number_1: b, operator })).toBe(text);
  });

  it('is null for a problem that makes no worksheet', () => {
    expect(correctAnswer({ number_0: '7', number_1: '0', operator: '/' })).toBeNull();
  });
});
