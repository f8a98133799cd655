import { useEffect, useState } from 'react';
import type { PublicMath } from '@mathcols/api-client';
import { useApiClient } from '../api/api-client-context';

/** Where loading the public problem sets stands. */
export type PublicMathState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; publicMath: PublicMath };

/**
 * Loads the free practice problems of every subject once, through the injected API client
 * (which caches them for the session).
 *
 * @returns `loading` until the call settles, then `ready` with the sets or `error`.
 * @see spec §7 "publicmath.get", §2 "Free practice"
 */
export function usePublicMath(): PublicMathState {
  const api = useApiClient();
  const [state, setState] = useState<PublicMathState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    api.getPublicMath().then(
      (publicMath) => {
        if (current) setState({ status: 'ready', publicMath });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [api]);

  return state;
}
