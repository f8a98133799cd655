import type { Flash } from './use-flash';

/** Props of {@link FlashMessage}. */
export interface FlashMessageProps {
  /** The message to show, or `null` for none. */
  flash: Flash | null;
}

/**
 * A page's success or error message. Both live regions are always in the document and visible
 * (empty ones take no space), so screen readers announce new text: successes politely
 * (`role="status"`), errors at once (`role="alert"`). Their `aria-live` is written out too:
 * an open Radix dialog hides the rest of the page from screen readers but keeps `[aria-live]`
 * regions, so a success said while a dialog is open (the Schedule dialog's Save) is heard.
 * @see spec §4 "Success message auto-clears after 3 s", §8 The error catalogue
 */
export function FlashMessage({ flash }: FlashMessageProps) {
  return (
    <>
      <p role="status" aria-live="polite" className="parent-success">
        {flash?.kind === 'success' ? flash.text : ''}
      </p>
      <p role="alert" aria-live="assertive" className="parent-error">
        {flash?.kind === 'error' ? flash.text : ''}
      </p>
    </>
  );
}
