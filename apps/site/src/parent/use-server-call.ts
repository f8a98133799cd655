import { useState } from 'react';
import { errorText } from './parent-api';

/** What {@link useServerCall} returns. */
export interface ServerCall {
  /** True while a call runs (submit buttons are disabled). */
  busy: boolean;
  /** The message of the last failed call or of a local check; null when there is none. */
  error: string | null;
  setError: (message: string | null) => void;
  /**
   * Runs `call`: clears the message, marks busy, and on failure shows the error's text (the
   * server's reason) or `fallback` (a spec §8 text). Resolves `{ ok: true, value }` on success,
   * `{ ok: false }` after a failure.
   */
  run: <T>(
    call: () => Promise<T>,
    fallback: string,
  ) => Promise<{ ok: true; value: T } | { ok: false }>;
}

/**
 * The busy flag and error message of a dialog's one call to the server.
 * @see spec §8 The error catalogue ("Students", "Verification")
 */
export function useServerCall(): ServerCall {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run: ServerCall['run'] = async (call, fallback) => {
    setBusy(true);
    setError(null);
    try {
      return { ok: true, value: await call() };
    } catch (failure) {
      setError(errorText(failure, fallback));
      return { ok: false };
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, setError, run };
}
