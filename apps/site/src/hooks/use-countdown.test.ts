import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts whole seconds down and calls onDone once at 0', () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useCountdown(3, onDone));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current).toBe(1);
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(0);
    expect(onDone).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('waits while not running, then starts from the full count', () => {
    const onDone = vi.fn();
    const { result, rerender } = renderHook(({ running }) => useCountdown(2, onDone, running), {
      initialProps: { running: false },
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(2);
    expect(onDone).not.toHaveBeenCalled();
    rerender({ running: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('never calls onDone after unmounting', () => {
    const onDone = vi.fn();
    const { unmount } = renderHook(() => useCountdown(1, onDone));
    unmount();
    act(() => vi.advanceTimersByTime(2000));
    expect(onDone).not.toHaveBeenCalled();
  });
});
