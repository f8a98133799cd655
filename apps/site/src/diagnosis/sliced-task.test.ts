import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSlicedTask } from './sliced-task';

/**
 * Work of `steps` steps, each taking 3 ms on a fake clock; records the clock at each step, so a
 * test sees which task (timer) ran it.
 */
function fakeWork(steps: number) {
  let clock = 0;
  let done = 0;
  const ranAt: number[] = [];
  return {
    now: () => clock,
    step: () => {
      ranAt.push(clock);
      clock += 3;
      done += 1;
      return done >= steps;
    },
    ranAt,
  };
}

describe('startSlicedTask', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts after the current task and gives the page back every 8 ms until the work is over', () => {
    const work = fakeWork(10);
    const onDone = vi.fn();
    startSlicedTask(work.step, onDone, 8, work.now);
    expect(work.ranAt).toEqual([]);
    // A slice runs steps until 8 ms have passed: 3 steps of 3 ms (at 0, 3 and 6 ms).
    vi.advanceTimersToNextTimer();
    expect(work.ranAt).toHaveLength(3);
    expect(onDone).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(work.ranAt).toHaveLength(6);
    vi.runAllTimers();
    expect(work.ranAt).toHaveLength(10);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('finish runs the rest at once and calls onDone once; a later finish does nothing', () => {
    const work = fakeWork(10);
    const onDone = vi.fn();
    const task = startSlicedTask(work.step, onDone, 8, work.now);
    vi.advanceTimersToNextTimer();
    task.finish();
    expect(work.ranAt).toHaveLength(10);
    expect(onDone).toHaveBeenCalledTimes(1);
    task.finish();
    vi.runAllTimers();
    expect(work.ranAt).toHaveLength(10);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('finish before the first slice does all the work in the current task', () => {
    const work = fakeWork(4);
    const onDone = vi.fn();
    startSlicedTask(work.step, onDone, 8, work.now).finish();
    expect(work.ranAt).toHaveLength(4);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cancel stops the work: no more steps and no onDone', () => {
    const work = fakeWork(10);
    const onDone = vi.fn();
    const task = startSlicedTask(work.step, onDone, 8, work.now);
    vi.advanceTimersToNextTimer();
    task.cancel();
    vi.runAllTimers();
    expect(work.ranAt).toHaveLength(3);
    expect(onDone).not.toHaveBeenCalled();
    task.finish();
    expect(onDone).not.toHaveBeenCalled();
  });
});
