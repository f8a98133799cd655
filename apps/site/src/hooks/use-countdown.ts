import { useEffect, useRef, useState } from 'react';

/** One tick of the countdown, in ms. */
const TICK_MS = 1000;

/**
 * A countdown for "going to your dashboard in 5 seconds" pages: counts whole seconds down from
 * `seconds` once `running` is true, one per second, and calls `onDone` once when it reaches 0.
 * Stopping (`running` false) or unmounting cancels it; the latest `onDone` is the one called.
 *
 * @param seconds - where to start, in whole seconds (0 or less calls `onDone` at once)
 * @param onDone - what to do at 0 (e.g. navigate to the dashboard); called at most once
 * @param running - whether the clock runs; it starts from `seconds` each time this turns true.
 *   @defaultValue true
 * @returns the seconds left (`seconds` until it starts, then down to 0)
 * @see spec §9 "Redirects: 3 s after payment success, … 5 s cancel countdown, 60 s subscription
 *   success countdown"
 */
export function useCountdown(seconds: number, onDone: () => void, running = true): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);

  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    if (!running) return undefined;
    let remaining = seconds;
    setLeft(remaining);
    if (remaining <= 0) {
      done.current();
      return undefined;
    }
    const timer = setInterval(() => {
      remaining -= 1;
      setLeft(remaining);
      if (remaining > 0) return;
      clearInterval(timer);
      done.current();
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [running, seconds]);

  return running ? left : seconds;
}
