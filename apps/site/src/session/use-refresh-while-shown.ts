import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long after a refresh coming back to the page reads the data again, in ms. */
export const REFRESH_AGAIN_MS = 60_000;

/** How often a page kept in front reads the data again, in ms (5 minutes). */
export const REFRESH_WHILE_SHOWN_MS = 5 * 60_000;

/**
 * Calls `refresh` when the calling page opens (also when the router reuses the caller for the
 * next page: guarded pages share one `<RequireParent>`, so going from Configure Students to the
 * dashboard is an opening too), when the user comes back to it (the tab shown again, or the
 * window focused again: a laptop left open while a child worked on a tablet) at least
 * {@link REFRESH_AGAIN_MS} after the last time, and every {@link REFRESH_WHILE_SHOWN_MS} while
 * it stays in front (never while hidden): a tablet left on a page for days, a classroom screen
 * all day. `refresh` must keep its identity between renders (a `useCallback`); a new one starts
 * over. Call it inside a router.
 * @see useFreshStudent, useFreshParent
 */
export function useRefreshWhileShown(refresh: () => void): void {
  const { pathname } = useLocation();
  useEffect(() => {
    refresh();
    let last = Date.now();
    const again = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < REFRESH_AGAIN_MS) return;
      last = Date.now();
      refresh();
    };
    document.addEventListener('visibilitychange', again);
    window.addEventListener('focus', again);
    const timer = setInterval(again, REFRESH_WHILE_SHOWN_MS);
    return () => {
      document.removeEventListener('visibilitychange', again);
      window.removeEventListener('focus', again);
      clearInterval(timer);
    };
  }, [refresh, pathname]);
}
