import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` (the Assignments badge recounts every 30 s,
 * spec §9). Components read the clock here, never inside the engine.
 * @param intervalMs - refresh period in ms, > 0.
 * @returns a `Date` that changes at most once per period.
 */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
