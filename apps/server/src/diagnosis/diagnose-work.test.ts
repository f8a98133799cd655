import { describe, expect, it } from 'vitest';
import { correctAnswerText, diagnoseAnswers, diagnoseWork } from './diagnose-work';
import { RIGHT, SMALLER_FROM_LARGER as WRONG } from './test-support';

describe('diagnoseAnswers', () => {
  it('names the bug the engine finds in the box answers', () => {
    const diagnosis = diagnoseAnswers(
      { number_0: '47', number_1: '38', operator: '+' },
      { 'sum-0': 5, 'sum-1': 7 },
    );
    expect(diagnosis?.answer).toBe('75');
    expect(diagnosis?.bugs.map((match) => match.id)).toEqual(['forgot-to-carry']);
  });

  it('gives null for a problem that makes no worksheet, or answers of boxes it does not have', () => {
    expect(
      diagnoseAnswers({ number_0: '38', number_1: '81', operator: '-' }, { 'difference-0': 7 }),
    ).toBeNull();
    expect(
      diagnoseAnswers({ number_0: '47', number_1: '0', operator: '/' }, { 'quotient-1': 4 }),
    ).toBeNull();
    expect(
      diagnoseAnswers({ number_0: '81', number_1: '38', operator: '-' }, { 'sum-0': 7 }),
    ).toBeNull();
  });
});

describe('diagnoseWork', () => {
  it('diagnoses each problem in order, leaving out those that cannot be diagnosed', () => {
    const diagnosed = diagnoseWork([
      WRONG['81-38']!,
      { number_0: '38', number_1: '81', operator: '-', answers: {} },
      RIGHT['91-47']!,
    ]);
    expect(diagnosed.map(({ problem }) => problem)).toEqual([
      { number_0: '81', number_1: '38', operator: '-' },
      { number_0: '91', number_1: '47', operator: '-' },
    ]);
    expect(diagnosed.map(({ diagnosis }) => diagnosis.bugs.map((match) => match.id))).toEqual([
      ['smaller-from-larger'],
      [],
    ]);
  });
});

describe('correctAnswerText', () => {
  it.each([
    ['47', '38', '+', '85'],
    ['81', '38', '-', '43'],
    ['23', '45', '*', '1035'],
    ['47', '5', '/', '9 r 2'],
    ['612', '3', '/', '204'],
  ] as const)('%s %s %s → %s, read as the child’s answer is read', (a, b, operator, text) => {
    expect(correctAnswerText({ number_0: a, number_1: b, operator })).toBe(text);
  });

  it('gives null for a problem that makes no worksheet', () => {
    expect(correctAnswerText({ number_0: '3', number_1: '8', operator: '-' })).toBeNull();
  });
});
