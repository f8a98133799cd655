import { describe, expect, it } from 'vitest';
import { OperandError } from '../errors';
import type { Digit } from '../types';
import { createWorksheet } from './worksheet-store';

// 57 + 68 = 125
const addition = () => createWorksheet({ number_0: '57', number_1: '68', operator: '+' });

function fillRight(store: ReturnType<typeof addition>) {
  store.enterDigit('sum-0', 5);
  store.enterDigit('sum-1', 2);
  store.enterDigit('sum-2', 1);
}

describe('createWorksheet', () => {
  it('starts blank, unsubmitted, with Submit disabled', () => {
    const state = addition().getState();
    expect(state.answers).toEqual({});
    expect(state).toMatchObject({
      marks: null,
      submitted: false,
      complete: false,
      canSubmit: false,
      attempts: 0,
      activeRowId: null,
    });
    expect(state.layout.operator).toBe('+');
  });

  it('starts from given answers, dropping unknown keys and non-digits', () => {
    const store = createWorksheet(
      { number_0: '57', number_1: '68', operator: '+' },
      { answers: { 'sum-0': 5, 'sum-1': 2, nowhere: 3, 'sum-2': '12' as never } },
    );
    const state = store.getState();
    expect(state.answers).toEqual({ 'sum-0': 5, 'sum-1': 2 });
    expect(state).toMatchObject({ submitted: false, canSubmit: true, attempts: 0 });
    expect(store.submit()).toMatchObject({ complete: false, wrongCount: 1 });
  });

  it('refuses a raw problem that cannot make a worksheet', () => {
    expect(() => createWorksheet({ number_0: '3', number_1: '5', operator: '-' })).toThrow(
      OperandError,
    );
  });
});

describe('WorksheetStore', () => {
  it('enables Submit once the required boxes hold digits and ignores non-digits', () => {
    const store = addition();
    store.enterDigit('sum-0', '5');
    store.enterDigit('sum-1', 'x');
    store.enterDigit('nowhere', 3);
    expect(store.getState().answers).toEqual({ 'sum-0': 5 });
    expect(store.getState().canSubmit).toBe(false);
    store.enterDigit('sum-1', 2);
    expect(store.getState().canSubmit).toBe(true);
    store.enterDigit('sum-1', '');
    expect(store.getState().canSubmit).toBe(false);
  });

  it('keeps Submit off while a difference has a hole, and submits nothing (4093 − 3594)', () => {
    const store = createWorksheet({ number_0: '4093', number_1: '3594', operator: '-' });
    store.enterDigit('difference-0', 9);
    expect(store.getState().canSubmit).toBe(true);
    store.enterDigit('difference-2', 4);
    expect(store.getState().canSubmit).toBe(false);
    expect(store.submit()).toBeNull();
    store.enterDigit('difference-1', 9);
    expect(store.getState().canSubmit).toBe(true);
    expect(store.submit()?.complete).toBe(true);
  });

  it('does nothing on submit while required boxes are empty', () => {
    const store = addition();
    expect(store.submit()).toBeNull();
    expect(store.getState().attempts).toBe(0);
  });

  it('marks every box on submit and completes a right answer', () => {
    const store = addition();
    fillRight(store);
    const result = store.submit();
    expect(result?.complete).toBe(true);
    expect(store.getState()).toMatchObject({ submitted: true, complete: true, attempts: 1 });
    expect(store.getState().marks?.['sum-1']).toBe(true);
  });

  it('un-marks an edited box and clears complete after submission', () => {
    const store = addition();
    fillRight(store);
    store.submit();
    store.enterDigit('sum-1', 7);
    const state = store.getState();
    expect(state.complete).toBe(false);
    expect(state.submitted).toBe(false);
    expect(state.marks).not.toHaveProperty('sum-1');
    expect(state.marks?.['sum-0']).toBe(true);
  });

  it('keeps digits and red marks on Try Again, then completes after a fix', () => {
    const store = addition();
    store.enterDigit('sum-0', 5);
    store.enterDigit('sum-1', 3);
    store.submit();
    expect(store.getState()).toMatchObject({ complete: false, wrongCount: 2 });
    store.retry();
    const state = store.getState();
    expect(state.submitted).toBe(false);
    expect(state.answers).toEqual({ 'sum-0': 5, 'sum-1': 3 });
    expect(state.marks).toEqual({ 'sum-1': false, 'sum-2': false });
    store.enterDigit('sum-1', 2);
    store.enterDigit('sum-2', 1);
    expect(store.submit()?.complete).toBe(true);
    expect(store.getState().attempts).toBe(2);
  });

  it('does not count pressing Submit again without changes as another attempt', () => {
    const store = addition();
    store.enterDigit('sum-0', 5);
    store.enterDigit('sum-1', 3);
    store.submit();
    expect(store.submit()?.wrongCount).toBe(2);
    expect(store.getState().attempts).toBe(1);
  });

  it('records the answers as user answers, edited ones as not correct', () => {
    const store = addition();
    fillRight(store);
    store.submit();
    store.enterDigit('sum-2', 0);
    expect(
      store.userAnswers(42).map((answer) => [answer.columnPosition, answer.isCorrect]),
    ).toEqual([
      [0, true],
      [1, true],
      [2, false],
    ]);
    expect(store.userAnswers(42)[0]?.timestamp).toBe(42);
  });

  it('notifies subscribers on changes only', () => {
    const store = addition();
    let calls = 0;
    store.subscribe(() => (calls += 1));
    store.enterDigit('sum-0', 5);
    store.enterDigit('sum-0', 5);
    store.enterDigit('sum-0', 'a');
    expect(calls).toBe(1);
  });

  it('resets to a blank worksheet', () => {
    const store = addition();
    fillRight(store);
    store.submit();
    store.reset();
    expect(store.getState()).toMatchObject({ answers: {}, marks: null, attempts: 0 });
  });
});

describe('setAnswers', () => {
  it('replaces every digit at once and enables Submit', () => {
    const store = addition();
    store.setAnswers({ 'sum-0': 5, 'sum-1': 2, 'sum-2': 1 });
    expect(store.getState()).toMatchObject({
      answers: { 'sum-0': 5, 'sum-1': 2, 'sum-2': 1 },
      canSubmit: true,
    });
    store.setAnswers({ 'sum-0': 5 });
    expect(store.getState().answers).toEqual({ 'sum-0': 5 });
    expect(store.getState().canSubmit).toBe(false);
  });

  it('un-marks only the boxes whose digit changed and leaves the submission', () => {
    const store = addition();
    store.setAnswers({ 'sum-0': 5, 'sum-1': 3, 'sum-2': 1 });
    store.submit();
    store.setAnswers({ 'sum-0': 5, 'sum-1': 2, 'sum-2': 1 });
    const state = store.getState();
    expect(state.marks).toEqual({ 'carry-1': null, 'carry-2': null, 'sum-0': true, 'sum-2': true });
    expect(state).toMatchObject({ submitted: false, complete: false, attempts: 1 });
    expect(store.submit()?.complete).toBe(true);
  });

  it('changes nothing and notifies no one when the digits are the same', () => {
    const store = addition();
    store.setAnswers({ 'sum-0': 5 });
    const before = store.getState();
    let calls = 0;
    store.subscribe(() => (calls += 1));
    store.setAnswers({ 'sum-0': 5, nowhere: 1, 'sum-1': undefined });
    expect(store.getState()).toBe(before);
    expect(calls).toBe(0);
  });
});

describe('focusBox', () => {
  // 47 × 23: partial rows partial-0 (47 × 3) and partial-1 (47 × 20), one carry box carry-1.
  const multiplication = () => createWorksheet({ number_0: '47', number_1: '23', operator: '*' });

  it('records the active row', () => {
    const store = addition();
    store.focusBox('sum-1');
    expect(store.getState()).toMatchObject({ activeRowId: 'sum', activeKey: 'sum-1' });
    store.focusBox('carry-2');
    expect(store.getState().activeRowId).toBe('carries');
  });

  it('clears the carries when the child moves on to a new partial product row', () => {
    const store = multiplication();
    store.focusBox('partial-0-0');
    store.enterDigit('partial-0-0', 1);
    store.focusBox('carry-1');
    store.enterDigit('carry-1', 2);
    store.focusBox('partial-0-1');
    expect(store.getState().answers['carry-1']).toBe(2);
    store.focusBox('partial-1-1');
    expect(store.getState().answers['carry-1']).toBeUndefined();
    expect(store.getState().answers['partial-0-0']).toBe(1);
  });

  it('a box only passed on the way up to the carry row and back keeps the carry written there', () => {
    const store = multiplication();
    store.focusBox('partial-0-0');
    store.enterDigit('partial-0-0', 1);
    store.focusBox('partial-1-1');
    store.enterDigit('partial-1-1', 4);
    store.focusBox('partial-1-2');
    // ArrowUp through the first partial row to the carry box, a 1, then back to the second row.
    store.focusBox('partial-0-2', { passing: true });
    store.focusBox('carry-1');
    store.enterDigit('carry-1', 1);
    store.focusBox('partial-1-2');
    expect(store.getState().answers['carry-1']).toBe(1);
    // Going to the first row to work there (not passing) is a new row: the carries go.
    store.focusBox('partial-0-1');
    expect(store.getState().answers['carry-1']).toBeUndefined();
  });

  it('changes no digit of a submitted sheet: clicking back into it keeps its carries', () => {
    // 47 × 23 = 1081: 141, 940 (with the 1 carried into the hundreds), 1081.
    const worked = (productOnes: Digit) => {
      const store = multiplication();
      const digits: Array<[string, Digit]> = [
        ['partial-0-0', 1],
        ['partial-0-1', 4],
        ['partial-0-2', 1],
        ['partial-1-1', 4],
        ['partial-1-2', 9],
        ['product-0', productOnes],
        ['product-1', 8],
        ['product-2', 0],
        ['product-3', 1],
      ];
      for (const [key, digit] of digits) {
        store.focusBox(key);
        store.enterDigit(key, digit);
      }
      store.focusBox('carry-1');
      store.enterDigit('carry-1', 1);
      store.submit();
      return store;
    };
    for (const store of [worked(1), worked(7)]) {
      const { answers, complete } = store.getState();
      store.focusBox('partial-0-0');
      store.focusBox('partial-1-1');
      expect(store.getState()).toMatchObject({ answers, submitted: true, complete });
    }
    // After 'Try Again' on the wrong one, the child works again: a new partial row clears them.
    const wrong = worked(7);
    wrong.retry();
    wrong.focusBox('partial-0-1');
    wrong.focusBox('partial-1-2');
    expect(wrong.getState().answers['carry-1']).toBeUndefined();
  });

  it('keeps the carries in an addition, which has no such rows', () => {
    const store = addition();
    store.focusBox('sum-0');
    store.enterDigit('carry-1', 1);
    store.focusBox('sum-1');
    expect(store.getState().answers['carry-1']).toBe(1);
  });
});
