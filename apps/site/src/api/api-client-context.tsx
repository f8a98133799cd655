import type { ApiClient } from '@mathcols/api-client';
import { createContext, useContext, type ReactNode } from 'react';

/** The API client every page talks to the server through (`createApiClient()`'s result). */
export type SiteApiClient = ApiClient;

const ApiClientContext = createContext<SiteApiClient | null>(null);

/** Props of {@link ApiClientProvider}. */
export interface ApiClientProviderProps {
  /** The client to hand to pages: the real one in `main.tsx`, a fake in tests. */
  client: SiteApiClient;
  children: ReactNode;
}

/**
 * Makes one API client available to every page below it. The app passes
 * `createApiClient()`; tests pass a fake, so nothing needs module mocking.
 *
 * @see spec §7 The calls it makes
 */
export function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/**
 * The API client of the nearest {@link ApiClientProvider}.
 *
 * @throws {Error} when no provider is above the calling component.
 * @see spec §7 The calls it makes
 */
export function useApiClient(): SiteApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an <ApiClientProvider> above it');
  return client;
}
