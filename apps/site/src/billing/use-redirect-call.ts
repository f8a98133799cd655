import { useEffect, useState } from 'react';
import type { OpenUrl } from './open-url';

/** What {@link useRedirectCall} returns. */
export interface RedirectCall {
  /** True from the press until the browser leaves (or the call fails). */
  busy: boolean;
  /** The failed call's message (the client's text), or `null`. */
  error: string | null;
  /** Runs `call` and sends the browser to the URL it resolves with. */
  run: (call: () => Promise<string>) => Promise<void>;
}

/**
 * One button that asks the server for a page elsewhere (a checkout, the billing portal) and
 * goes there: busy while waiting and while the browser leaves; on failure shows the error's
 * message (the client raises the spec's texts) and is ready again. When the browser comes back
 * with Back from that page and restores this one from its cache, the button is ready again.
 *
 * @param openUrl - how to leave for the URL (the browser's `location.assign` in the app)
 * @param fallback - the text for a failure without a message (spec §8 Payment)
 * @see spec §2 "Pricing" (Subscribe, 'Processing...'), "Manage billing", §8 Payment
 */
export function useRedirectCall(openUrl: OpenUrl, fallback: string): RedirectCall {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const ready = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', ready);
    return () => window.removeEventListener('pageshow', ready);
  }, []);

  const run = async (call: () => Promise<string>) => {
    setBusy(true);
    setError(null);
    try {
      openUrl(await call());
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : fallback);
      setBusy(false);
    }
  };

  return { busy, error, run };
}
