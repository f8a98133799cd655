import { describe, expect, it, vi } from 'vitest';
import { PRACTICE_SESSION_LENGTH, createPracticeSession } from './practice-session';

describe('createPracticeSession (spec §4 "Practice session")', () => {
  it('starts with no problem completed, none incorrect, not finished', () => {
    expect(createPracticeSession().getState()).toEqual({
      completed: 0,
      incorrect: 0,
      finished: false,
    });
  });

  it('counts Next with all answers right as completed', () => {
    const practice = createPracticeSession();
    practice.next({ allCorrect: true });
    expect(practice.getState()).toEqual({ completed: 1, incorrect: 0, finished: false });
  });

  it('counts Next with a wrong answer as incorrect, not completed', () => {
    const practice = createPracticeSession();
    practice.next({ allCorrect: false });
    practice.next({ allCorrect: false });
    expect(practice.getState()).toEqual({ completed: 0, incorrect: 2, finished: false });
  });

  it('finishes at the 10th completed problem, not before, whatever the incorrect count', () => {
    expect(PRACTICE_SESSION_LENGTH).toBe(10);
    const practice = createPracticeSession();
    for (let i = 0; i < 9; i += 1) {
      practice.next({ allCorrect: true });
      practice.next({ allCorrect: false });
    }
    expect(practice.getState()).toEqual({ completed: 9, incorrect: 9, finished: false });
    practice.next({ allCorrect: false });
    expect(practice.getState().finished).toBe(false);
    practice.next({ allCorrect: true });
    expect(practice.getState()).toEqual({ completed: 10, incorrect: 10, finished: true });
  });

  it('ignores Next after the session is finished', () => {
    const practice = createPracticeSession();
    for (let i = 0; i < 10; i += 1) practice.next({ allCorrect: true });
    const done = practice.getState();
    const listener = vi.fn();
    practice.subscribe(listener);
    practice.next({ allCorrect: true });
    practice.next({ allCorrect: false });
    expect(practice.getState()).toBe(done);
    expect(listener).not.toHaveBeenCalled();
  });

  it('starts over on restart ("Do More Practice")', () => {
    const practice = createPracticeSession();
    for (let i = 0; i < 10; i += 1) practice.next({ allCorrect: i % 2 === 0 });
    practice.restart();
    expect(practice.getState()).toEqual({ completed: 0, incorrect: 0, finished: false });
    practice.next({ allCorrect: true });
    expect(practice.getState().completed).toBe(1);
  });

  it('notifies subscribers once per counted problem', () => {
    const practice = createPracticeSession();
    const listener = vi.fn();
    practice.subscribe(listener);
    practice.next({ allCorrect: true });
    practice.next({ allCorrect: false });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
