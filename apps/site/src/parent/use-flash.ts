import { useCallback, useEffect, useState } from 'react';

/** How long a success message stays, in ms. @see spec §9 "Success message clears after 3 s" */
export const SUCCESS_MESSAGE_MS = 3000;

/** A page message: a success (clears itself) or an error (stays until replaced). */
export interface Flash {
  kind: 'success' | 'error';
  text: string;
}

/**
 * A page's current message and a setter. A success message clears itself after
 * {@link SUCCESS_MESSAGE_MS} (3 s); an error stays until the next message or `show(null)`.
 * @see spec §4 "Success message auto-clears after 3 s"
 */
export function useFlash(): [Flash | null, (flash: Flash | null) => void] {
  const [flash, setFlash] = useState<Flash | null>(null);

  useEffect(() => {
    if (flash?.kind !== 'success') return undefined;
    const timer = setTimeout(() => setFlash(null), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [flash]);

  const show = useCallback((next: Flash | null) => setFlash(next), []);
  return [flash, show];
}
