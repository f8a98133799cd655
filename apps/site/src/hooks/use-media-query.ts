import { useCallback, useSyncExternalStore } from 'react';

/** The media query list, or `null` where `matchMedia` does not exist (old browsers, jsdom). */
const mediaQuery = (query: string): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;

const getServerSnapshot = (): boolean => false;

/**
 * Whether the CSS media query `query` matches (e.g. `'(max-width: 30rem)'`), kept up to date
 * when it changes (a rotated tablet, a changed setting). `false` where the browser cannot tell.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = mediaQuery(query);
      list?.addEventListener('change', listener);
      return () => list?.removeEventListener('change', listener);
    },
    [query],
  );
  const getSnapshot = useCallback(() => mediaQuery(query)?.matches ?? false, [query]);
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/**
 * Whether the user asks for less motion (`prefers-reduced-motion: reduce`).
 * @see visual.md principle 4 ("Nothing moves under prefers-reduced-motion: reduce")
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

/**
 * Whether the page is a phone's width (up to 30rem, 480 px), the width the site's phone
 * styles start at.
 */
export function usePhoneWidth(): boolean {
  return useMediaQuery('(max-width: 30rem)');
}
