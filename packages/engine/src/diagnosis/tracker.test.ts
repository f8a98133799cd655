import { describe, expect, it, vi } from 'vitest';
import { layoutProblem, solveProblem } from '../operations';
import type { Answers, RawProblem } from '../types';
import { diagnose } from './diagnose';
import { simulateBug } from './simulate';
import {
  EMPTY_DIAGNOSIS_TRACKER,
  bugsWithStatus,
  createDiagnosisTracker,
  trackDiagnosis,
  type DiagnosisTrackerState,
} from './tracker';
import type { BugId } from './types';
import { carefulAnswers } from './work-answers';

const sub = (number_0: string, number_1: string): RawProblem => ({
  number_0,
  number_1,
  operator: '-',
});
const day = (n: number) => new Date(Date.UTC(2025, 2, n, 16, 30));

/** Records `problem` answered with `bug` (or correctly, `null`) on day `n`. */
function record(state: DiagnosisTrackerState, problem: RawProblem, bug: BugId | null, n: number) {
  const answers: Answers =
    bug === null
      ? carefulAnswers(layoutProblem(solveProblem(problem)))
      : (simulateBug(bug, problem) ?? {});
  return trackDiagnosis(state, { problem, diagnosis: diagnose(problem, answers), at: day(n) });
}

const statusOf = (state: DiagnosisTrackerState, id: BugId) =>
  state.bugs.find((bug) => bug.id === id)?.status;

describe('trackDiagnosis', () => {
  it('suspects a bug after one problem and confirms it after two', () => {
    let state = record(EMPTY_DIAGNOSIS_TRACKER, sub('81', '38'), 'smaller-from-larger', 1);
    expect(state).toEqual({
      problems: 1,
      bugs: [
        {
          id: 'smaller-from-larger',
          status: 'suspected',
          problems: 1,
          cleanSolves: 0,
          firstSeen: '2025-03-01T16:30:00.000Z',
          lastSeen: '2025-03-01T16:30:00.000Z',
          example: { problem: sub('81', '38'), answer: '57' },
        },
      ],
    });
    // The same problem again counts once.
    state = record(state, sub('81', '38'), 'smaller-from-larger', 2);
    expect(statusOf(state, 'smaller-from-larger')).toBe('suspected');
    state = record(state, sub('63', '47'), 'smaller-from-larger', 3);
    expect(state.bugs[0]).toMatchObject({
      status: 'confirmed',
      problems: 2,
      firstSeen: '2025-03-01T16:30:00.000Z',
      lastSeen: '2025-03-03T16:30:00.000Z',
      example: { problem: sub('63', '47'), answer: '24' },
    });
    expect(bugsWithStatus(state, 'confirmed')).toEqual(['smaller-from-larger']);
  });

  it('clears a suspicion when a problem that could show it is solved cleanly', () => {
    let state = record(EMPTY_DIAGNOSIS_TRACKER, sub('81', '38'), 'borrow-no-decrement', 1);
    // 68 − 25 needs no borrow: it cannot show the bug, so it clears nothing.
    state = record(state, sub('68', '25'), null, 2);
    expect(statusOf(state, 'borrow-no-decrement')).toBe('suspected');
    state = record(state, sub('52', '27'), null, 3);
    expect(state.bugs).toEqual([]);
    expect(state.problems).toBe(3);
  });

  it('clears a suspicion when the wrong answer of a problem that could show it is another bug', () => {
    // 206 − 8 = 208: both suspected.
    let state = record(EMPTY_DIAGNOSIS_TRACKER, sub('206', '8'), 'stops-borrow-at-zero', 1);
    expect(bugsWithStatus(state, 'suspected')).toEqual([
      'borrow-no-decrement',
      'stops-borrow-at-zero',
    ]);
    // 4023 − 1058 tells them apart; the child shows stops-borrow-at-zero.
    state = record(state, sub('4023', '1058'), 'stops-borrow-at-zero', 2);
    expect(state.bugs.map((bug) => [bug.id, bug.status])).toEqual([
      ['stops-borrow-at-zero', 'confirmed'],
    ]);
  });

  it('keeps everything when no bug explains a wrong answer (a slip is not evidence)', () => {
    const state = record(EMPTY_DIAGNOSIS_TRACKER, sub('81', '38'), 'smaller-from-larger', 1);
    const problem = sub('52', '27');
    const slip = trackDiagnosis(state, {
      problem,
      diagnosis: diagnose(problem, { 'difference-0': 4, 'difference-1': 2 }),
      at: day(2),
    });
    expect(slip.bugs).toEqual(state.bugs);
  });

  it('retires a confirmed bug after three clean solves of problems that could show it', () => {
    let state = record(EMPTY_DIAGNOSIS_TRACKER, sub('81', '38'), 'smaller-from-larger', 1);
    state = record(state, sub('63', '47'), 'smaller-from-larger', 2);
    state = record(state, sub('52', '27'), null, 3);
    state = record(state, sub('68', '25'), null, 4); // cannot show it: not counted
    state = record(state, sub('73', '38'), null, 5);
    expect(state.bugs[0]).toMatchObject({ status: 'confirmed', cleanSolves: 2 });
    // Seen again: the clean solves start over.
    state = record(state, sub('94', '57'), 'smaller-from-larger', 6);
    expect(state.bugs[0]).toMatchObject({ status: 'confirmed', cleanSolves: 0, problems: 3 });
    state = record(state, sub('52', '27'), null, 7);
    state = record(state, sub('73', '38'), null, 8);
    state = record(state, sub('45', '19'), null, 9);
    expect(state.bugs[0]).toMatchObject({ status: 'retired', cleanSolves: 3 });
    expect(bugsWithStatus(state, 'retired')).toEqual(['smaller-from-larger']);
    // A retired bug that shows again is suspected anew; its history stays.
    state = record(state, sub('31', '17'), 'smaller-from-larger', 10);
    expect(state.bugs[0]).toMatchObject({
      status: 'suspected',
      problems: 1,
      firstSeen: '2025-03-01T16:30:00.000Z',
      lastSeen: '2025-03-10T16:30:00.000Z',
    });
  });

  it('refuses an invalid time', () => {
    const problem = sub('81', '38');
    expect(() =>
      trackDiagnosis(EMPTY_DIAGNOSIS_TRACKER, {
        problem,
        diagnosis: diagnose(problem, {}),
        at: new Date('nope'),
      }),
    ).toThrow(RangeError);
  });
});

describe('DiagnosisTracker', () => {
  it('records, notifies, survives a JSON round trip and resets', () => {
    const tracker = createDiagnosisTracker();
    const listener = vi.fn();
    tracker.subscribe(listener);
    const problem: RawProblem = { number_0: '47', number_1: '38', operator: '+' };
    tracker.record({
      problem,
      diagnosis: diagnose(problem, { 'sum-0': 5, 'sum-1': 7 }),
      at: day(1),
    });
    expect(listener).toHaveBeenCalledTimes(1);
    const state = tracker.getState();
    expect(bugsWithStatus(state, 'suspected')).toEqual(['forgot-to-carry']);

    const stored: unknown = JSON.parse(JSON.stringify(state));
    expect(stored).toEqual(state);
    const restored = createDiagnosisTracker(stored as DiagnosisTrackerState);
    const next: RawProblem = { number_0: '68', number_1: '27', operator: '+' };
    restored.record({
      problem: next,
      diagnosis: diagnose(next, { 'sum-0': 5, 'sum-1': 8 }),
      at: day(2),
    });
    expect(restored.getState().bugs[0]).toMatchObject({
      id: 'forgot-to-carry',
      status: 'confirmed',
    });

    tracker.reset();
    expect(tracker.getState()).toEqual(EMPTY_DIAGNOSIS_TRACKER);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
