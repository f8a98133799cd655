import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Flash } from './use-flash';

/**
 * The navigation state that asks the page moved to for a success message on arrival, e.g.
 * `navigate('/parent-dashboard', { state: arrivalFlash('Your new password is saved.') })`.
 * @param text - the message, shown as the page's own successes are (a toast on the dashboard)
 */
export function arrivalFlash(text: string) {
  return { arrivalFlash: text } as const;
}

/** The text of {@link arrivalFlash} in navigation state, if there is one. */
function arrivalText(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { arrivalFlash: text } = state as Record<string, unknown>;
  return typeof text === 'string' && text !== '' ? text : undefined;
}

/**
 * Shows the success another page sent along ({@link arrivalFlash}) with the page's `show`
 * (from `useFlash`, so it clears itself after 3 s), then drops it from the history entry, so
 * reloading the page or coming back to it does not say it again.
 */
export function useArrivalFlash(show: (flash: Flash) => void): void {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const text = arrivalText(state);
  useEffect(() => {
    if (text === undefined) return;
    show({ kind: 'success', text });
    void navigate(pathname + search, { replace: true, state: null });
  }, [navigate, pathname, search, show, text]);
}
