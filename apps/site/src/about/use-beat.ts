import { useEffect, useRef } from 'react';

/**
 * Calls `onBeat` every `intervalMs` milliseconds while `running` is true, from a timer started
 * in an effect and cleared when `running` turns false, the interval changes or the caller
 * unmounts. The latest `onBeat` is always the one called, so the timer is not restarted when
 * the callback changes.
 *
 * @param onBeat - called once per beat
 * @param intervalMs - time between beats, in ms (> 0)
 * @param running - whether the beats run
 */
export function useBeat(onBeat: () => void, intervalMs: number, running: boolean): void {
  const latest = useRef(onBeat);
  useEffect(() => {
    latest.current = onBeat;
  }, [onBeat]);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => latest.current(), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, running]);
}
