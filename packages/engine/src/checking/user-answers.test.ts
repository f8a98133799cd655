import { describe, expect, it } from 'vitest';
import { solveAddition } from '../addition';
import { solveSubtraction } from '../subtraction';
import { check } from './check';
import { toUserAnswers } from './user-answers';

const problem = solveAddition('57', '68');
const answers = { 'sum-0': 5, 'carry-1': 1, 'sum-1': 3 } as const;
const at = 1_700_000_000_000;

describe('toUserAnswers', () => {
  it('records filled boxes in working order with field type and column position', () => {
    const { marks } = check(problem, answers);
    expect(toUserAnswers(problem, answers, marks, at)).toEqual([
      { fieldType: 'sum', value: 5, isCorrect: true, timestamp: at, columnPosition: 0 },
      { fieldType: 'carry', value: 1, isCorrect: null, timestamp: at, columnPosition: 1 },
      { fieldType: 'sum', value: 3, isCorrect: false, timestamp: at, columnPosition: 1 },
    ]);
  });

  it('stores unsubmitted and edited-after-submission answers as not correct', () => {
    const unsubmitted = toUserAnswers(problem, answers, null, at);
    expect(unsubmitted.map((answer) => answer.isCorrect)).toEqual([false, null, false]);
    const edited = toUserAnswers(problem, answers, { 'sum-1': false }, at);
    expect(edited[0]?.isCorrect).toBe(false);
  });

  it('uses the subtraction field types', () => {
    const records = toUserAnswers(
      solveSubtraction('52', '18'),
      { 'borrow-1': 4, 'difference-0': 4 },
      null,
      at,
    );
    expect(records.map((record) => [record.fieldType, record.columnPosition])).toEqual([
      ['borrow', 1],
      ['difference', 0],
    ]);
  });
});
