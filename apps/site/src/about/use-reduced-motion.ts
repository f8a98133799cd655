import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** The media query list, or `null` where `matchMedia` does not exist (old browsers, jsdom). */
const mediaQuery = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : null;

function subscribe(listener: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

const getSnapshot = (): boolean => mediaQuery()?.matches ?? false;
const getServerSnapshot = (): boolean => false;

/**
 * Whether the user asks for less motion (`prefers-reduced-motion: reduce`), kept up to date
 * when the setting changes. `false` where the browser cannot tell.
 *
 * @see visual.md principle 4 ("Nothing moves under prefers-reduced-motion: reduce")
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
