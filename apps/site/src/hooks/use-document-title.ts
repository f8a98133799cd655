import { useEffect } from 'react';

/**
 * Sets the browser tab title to `"{title} · mathcols"` while the calling page is shown, so
 * screen-reader users hear which page they are on after a route change.
 *
 * @param title - the page's own name, e.g. "Free Math Practice"
 * @see spec §2 Screens and routes
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · mathcols`;
  }, [title]);
}
