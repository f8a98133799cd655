import { describe, expect, it, vi } from 'vitest';
import { generateProblems } from '../curriculum/generate-problems';
import type { RawProblem } from '../types';
import { createAssignmentRunner, type AssignmentRunner } from './assignment-runner';

const QUESTIONS: RawProblem[] = generateProblems('addition', 3, 10, 'assignment-test');

const start = (questions: RawProblem[] = QUESTIONS): AssignmentRunner =>
  createAssignmentRunner({ subject: 'addition', level: 3, questions });

/** Submits every question, first submissions complete as `results` says, ending on the last. */
function work(runner: AssignmentRunner, results: readonly boolean[]): void {
  results.forEach((complete, index) => {
    runner.recordSubmission({ complete });
    if (index < results.length - 1) runner.next();
  });
}

const ten = (wrong: number): boolean[] => Array.from({ length: 10 }, (_, i) => i >= wrong);

describe('createAssignmentRunner', () => {
  it('starts on question 1 of N with nothing answered and Previous, Next and Finish disabled', () => {
    const state = start().getState();
    expect(state).toMatchObject({
      subject: 'addition',
      level: 3,
      index: 0,
      total: 10,
      question: QUESTIONS[0],
      phase: 'working',
      canGoPrevious: false,
      canGoNext: false,
      isLast: false,
      canFinish: false,
      score: null,
      correctCount: null,
      errors: null,
      options: [],
      chosen: null,
      saveError: null,
    });
    expect(state.answered).toEqual(Array(10).fill(false));
    expect(state.firstTryCorrect).toEqual(Array(10).fill(false));
  });

  it('copies the questions, so later changes to the caller’s array do not leak in', () => {
    const questions = [...QUESTIONS];
    const runner = start(questions);
    questions.length = 0;
    expect(runner.getState().total).toBe(10);
  });

  it.each([
    ['an unknown subject', { subject: 'algebra', level: 0, questions: QUESTIONS }],
    ['a level above 19', { subject: 'addition', level: 20, questions: QUESTIONS }],
    ['a negative level', { subject: 'addition', level: -1, questions: QUESTIONS }],
    ['a fractional level', { subject: 'addition', level: 1.5, questions: QUESTIONS }],
    ['no questions', { subject: 'addition', level: 0, questions: [] }],
    ['a question of another subject', { subject: 'subtraction', level: 0, questions: QUESTIONS }],
  ])('throws RangeError for %s', (_, options) => {
    expect(() => createAssignmentRunner(options as never)).toThrow(RangeError);
  });
});

describe('navigation (spec §5: Previous disabled on the first question, Next while unanswered)', () => {
  it('ignores Previous on the first question', () => {
    const runner = start();
    const listener = vi.fn();
    runner.subscribe(listener);
    runner.previous();
    expect(runner.getState().index).toBe(0);
    expect(listener).not.toHaveBeenCalled();
  });

  it('ignores Next while the shown question is unanswered', () => {
    const runner = start();
    runner.next();
    expect(runner.getState().index).toBe(0);
    expect(runner.getState().canGoNext).toBe(false);
  });

  it('enables Next after a submission, even a wrong one, and moves forward', () => {
    const runner = start();
    runner.recordSubmission({ complete: false });
    expect(runner.getState().canGoNext).toBe(true);
    runner.next();
    expect(runner.getState()).toMatchObject({ index: 1, question: QUESTIONS[1] });
    expect(runner.getState().canGoNext).toBe(false);
    expect(runner.getState().canGoPrevious).toBe(true);
  });

  it('goes back to an answered question and forward again without a new submission', () => {
    const runner = start();
    runner.recordSubmission({ complete: true });
    runner.next();
    runner.previous();
    expect(runner.getState()).toMatchObject({ index: 0, canGoPrevious: false, canGoNext: true });
    runner.next();
    expect(runner.getState().index).toBe(1);
  });

  it('stops at the last question: Next does nothing, Finish waits for its answer', () => {
    const runner = start();
    work(runner, ten(0).slice(0, 9));
    runner.next();
    let state = runner.getState();
    expect(state).toMatchObject({ index: 9, isLast: true, canFinish: false, canGoNext: false });
    runner.recordSubmission({ complete: true });
    runner.next();
    state = runner.getState();
    expect(state).toMatchObject({ index: 9, canFinish: true, canGoNext: false });
  });

  it('works with a single question: it is the first and the last', () => {
    const runner = start(QUESTIONS.slice(0, 1));
    expect(runner.getState()).toMatchObject({ isLast: true, canGoPrevious: false });
    runner.recordSubmission({ complete: true });
    runner.finish();
    expect(runner.getState()).toMatchObject({ phase: 'saving', score: 100, correctCount: 1 });
  });
});

describe('first-try scoring', () => {
  it('keeps the first submission: fixing the red boxes later does not make it right', () => {
    const runner = start();
    runner.recordSubmission({ complete: false });
    runner.recordSubmission({ complete: true });
    expect(runner.getState().firstTryCorrect[0]).toBe(false);
    expect(runner.getState().answered[0]).toBe(true);
  });

  it('keeps a right first submission right after a later wrong one', () => {
    const runner = start();
    runner.recordSubmission({ complete: true });
    runner.recordSubmission({ complete: false });
    expect(runner.getState().firstTryCorrect[0]).toBe(true);
  });

  it('accepts a full check result from the worksheet', () => {
    const runner = start();
    runner.recordSubmission({ complete: true, marks: {}, wrongCount: 0 } as never);
    expect(runner.getState().firstTryCorrect[0]).toBe(true);
  });
});

describe('finish (spec §4: finish computes the score)', () => {
  it('does nothing before the last question is answered', () => {
    const runner = start();
    work(runner, ten(0).slice(0, 9));
    runner.next();
    runner.finish();
    expect(runner.getState()).toMatchObject({ phase: 'working', score: null });
  });

  it.each([
    [0, 100, 10],
    [1, 90, 9],
    [3, 70, 7],
    [10, 0, 0],
  ])('with %i wrong first tries of 10 scores %i per cent and %i right', (wrong, score, correct) => {
    const runner = start();
    work(runner, ten(wrong));
    runner.finish();
    expect(runner.getState()).toMatchObject({
      phase: 'saving',
      score,
      correctCount: correct,
      errors: wrong,
      canGoPrevious: false,
      canGoNext: false,
      canFinish: false,
    });
  });

  it('counts a question wrong on the first try but fixed later as an error', () => {
    const runner = start(QUESTIONS.slice(0, 3));
    runner.recordSubmission({ complete: true });
    runner.next();
    runner.recordSubmission({ complete: false });
    runner.recordSubmission({ complete: true });
    runner.next();
    runner.recordSubmission({ complete: true });
    runner.finish();
    expect(runner.getState()).toMatchObject({ score: 67, correctCount: 2, errors: 1 });
  });

  it('locks the worksheet while saving: submissions and navigation are ignored', () => {
    const runner = start();
    work(runner, ten(2));
    runner.finish();
    const saved = runner.getState();
    runner.previous();
    runner.recordSubmission({ complete: true });
    runner.finish();
    expect(runner.getState()).toBe(saved);
  });
});

describe('after saving (spec §4: an offered option list leads to a choice screen, else results)', () => {
  const finished = (): AssignmentRunner => {
    const runner = start();
    work(runner, ten(0));
    runner.finish();
    return runner;
  };

  it('shows the choice screen when the server offers options', () => {
    const runner = finished();
    runner.receiveOptions(['advance', 'repeat']);
    expect(runner.getState()).toMatchObject({ phase: 'choosing', options: ['advance', 'repeat'] });
  });

  it.each([
    ['no option list', undefined],
    ['an empty option list', []],
    ['only unknown values', ['jump'] as never],
  ])('shows the results for %s', (_, options) => {
    const runner = finished();
    runner.receiveOptions(options);
    expect(runner.getState()).toMatchObject({ phase: 'results', options: [], score: 100 });
  });

  it('drops unknown and repeated options, keeping the server’s order', () => {
    const runner = finished();
    runner.receiveOptions(['repeat', 'skip', 'decrease', 'repeat'] as never);
    expect(runner.getState().options).toEqual(['repeat', 'decrease']);
  });

  it('records the chosen option and then shows the results', () => {
    const runner = finished();
    runner.receiveOptions(['advance', 'repeat']);
    runner.choose('advance');
    expect(runner.getState()).toMatchObject({ phase: 'results', chosen: 'advance', score: 100 });
  });

  it('refuses an option that was not offered', () => {
    const runner = finished();
    runner.receiveOptions(['advance', 'repeat']);
    expect(() => runner.choose('decrease')).toThrow(RangeError);
    expect(runner.getState()).toMatchObject({ phase: 'choosing', chosen: null });
  });

  it('ignores options and choices outside their phase', () => {
    const runner = start();
    runner.receiveOptions(['advance', 'repeat']);
    runner.choose('advance');
    expect(runner.getState()).toMatchObject({ phase: 'working', options: [], chosen: null });
  });

  it('keeps a save error on the results and can go back to saving for a retry', () => {
    const runner = finished();
    runner.saveFailed('Failed to save. Please try again.');
    expect(runner.getState()).toMatchObject({
      phase: 'results',
      score: 100,
      saveError: 'Failed to save. Please try again.',
    });
    runner.retrySave();
    expect(runner.getState()).toMatchObject({ phase: 'saving', saveError: null });
    runner.receiveOptions(['advance', 'repeat']);
    expect(runner.getState().phase).toBe('choosing');
  });

  it('offers no retry when the save did not fail', () => {
    const runner = finished();
    runner.receiveOptions(undefined);
    runner.retrySave();
    expect(runner.getState().phase).toBe('results');
  });
});

describe('restart (Try Again)', () => {
  it('clears every answer and result and starts again on the same first question', () => {
    const runner = start();
    work(runner, ten(4));
    runner.finish();
    runner.receiveOptions(['repeat', 'decrease']);
    runner.choose('repeat');
    runner.restart();
    const state = runner.getState();
    expect(state).toMatchObject({
      index: 0,
      phase: 'working',
      question: QUESTIONS[0],
      score: null,
      correctCount: null,
      errors: null,
      options: [],
      chosen: null,
      canGoNext: false,
    });
    expect(state.questions).toEqual(QUESTIONS);
    expect(state.answered.some(Boolean)).toBe(false);
    expect(state.firstTryCorrect.some(Boolean)).toBe(false);
  });

  it('ignores a save reply that arrives after Try Again', () => {
    const runner = start();
    work(runner, ten(0));
    runner.finish();
    runner.restart();
    runner.receiveOptions(['advance', 'repeat']);
    expect(runner.getState()).toMatchObject({ phase: 'working', options: [] });
  });
});
