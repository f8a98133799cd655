import { useEffect, useState } from 'react';
import { useServerCall } from '../parent/use-server-call';
import type { OpenUrl } from './open-url';

/** What {@link useRedirectCall} returns. */
export interface RedirectCall {
  /**
   * True from the press until the browser leaves (or the call fails). Show it with
   * `aria-disabled` rather than `disabled`, which would drop a keyboard user's focus: presses
   * while busy are ignored.
   */
  busy: boolean;
  /** The failed call's message (the client's text), or `null`. */
  error: string | null;
  /** Runs `call` and sends the browser to the URL it resolves with; nothing while busy. */
  run: (call: () => Promise<string>) => Promise<void>;
}

/**
 * One button that asks the server for a page elsewhere (a checkout, the billing portal) and
 * goes there: busy while waiting and while the browser leaves; on failure shows the error's
 * message (the client raises the spec's texts) and is ready again — `useServerCall`'s busy and
 * error handling, kept busy while the browser leaves. When the browser comes back
 * with Back from that page and restores this one from its cache, the button is ready again.
 *
 * @param openUrl - how to leave for the URL (the browser's `location.assign` in the app)
 * @param fallback - the text for a failure without a message (spec §8 Payment)
 * @see spec §2 "Pricing" (Subscribe, 'Processing...'), "Manage billing", §8 Payment
 */
export function useRedirectCall(openUrl: OpenUrl, fallback: string): RedirectCall {
  const server = useServerCall();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    const ready = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', ready);
    return () => window.removeEventListener('pageshow', ready);
  }, []);

  const busy = server.busy || leaving;
  const run = async (call: () => Promise<string>) => {
    if (busy) return;
    const result = await server.run(call, fallback);
    if (!result.ok) return;
    setLeaving(true);
    openUrl(result.value);
  };

  return { busy, error: server.error, run };
}
