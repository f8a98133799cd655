import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { Flash } from './use-flash';

/** The site's top bar (`TopBar` in layout/top-bar.tsx), which a toast leaves uncovered. */
const TOP_BAR_SELECTOR = '.site-header';

/**
 * The CSS custom property a toast's `top` is computed from: how far, in px, the top bar's foot
 * is from the top of the window now (0 once the parent has scrolled past the bar).
 */
export const TOAST_TOP_PROPERTY = '--toast-top';

/** Props of {@link FlashMessage}. */
export interface FlashMessageProps {
  /** The message to show, or `null` for none. */
  flash: Flash | null;
  /**
   * Show a success as a toast: fixed to the window, over the page, just below the top bar (or
   * at the top of the window once the bar is scrolled away), so nothing on the page moves when
   * it comes and goes and the top bar's links stay visible and usable. @defaultValue false
   */
  toast?: boolean;
}

/**
 * Keeps {@link TOAST_TOP_PROPERTY} on `element` at the top bar's foot while `shown`: measured
 * before the toast is painted, and again on every scroll and resize (a phone's top bar wraps
 * onto two rows, 96 px; a wider one is 68 px), so the toast never covers the bar.
 */
function useBelowTopBar(element: RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const toast = element.current;
    if (!shown || toast === null) return undefined;
    const place = () => {
      const bar = document.querySelector(TOP_BAR_SELECTOR);
      const foot = Math.max(0, bar?.getBoundingClientRect().bottom ?? 0);
      toast.style.setProperty(TOAST_TOP_PROPERTY, `${Math.round(foot)}px`);
    };
    place();
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
    };
  }, [element, shown]);
}

/**
 * A page's success or error message. Both live regions are always in the document and visible
 * (empty ones take no space), so screen readers announce new text: successes politely
 * (`role="status"`), errors at once (`role="alert"`). Their `aria-live` is written out too:
 * an open Radix dialog hides the rest of the page from screen readers but keeps `[aria-live]`
 * regions, so a success said while a dialog is open (the Schedule dialog's Save) is heard.
 * With `toast`, a success floats below the top bar (see {@link FlashMessageProps.toast}); it
 * still clears itself after 3 s (`useFlash`). Errors always stay in place.
 * @see spec §4 "Success message auto-clears after 3 s", §8 The error catalogue
 */
export function FlashMessage({ flash, toast = false }: FlashMessageProps) {
  const status = useRef<HTMLParagraphElement>(null);
  const success = flash?.kind === 'success' ? flash.text : '';
  useBelowTopBar(status, toast && success !== '');
  return (
    <>
      <p
        ref={status}
        role="status"
        aria-live="polite"
        className={toast ? 'parent-success parent-toast' : 'parent-success'}
      >
        {success}
      </p>
      <p role="alert" aria-live="assertive" className="parent-error">
        {flash?.kind === 'error' ? flash.text : ''}
      </p>
    </>
  );
}
