import type { ApiClient, PublicMath } from '@mathcols/api-client';
import type { RawProblem } from '@mathcols/engine';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ApiClientProvider } from '../api/api-client-context';
import { routes as appRoutes } from '../routes';
import { preloadLazyPages } from '../routing/lazy-page';

export { fakeApiClient, type FakeApiOptions } from './fake-api-client';

// The site's pages download on first show (see `lazyPage`); tests of a page's behaviour get
// them ready first, so each page renders at once. `routing/` tests cover the loading state.
await preloadLazyPages();

/** `[first, second]` pairs as raw problems of one operator. */
export function problems(
  operator: RawProblem['operator'],
  pairs: [number, number][],
): RawProblem[] {
  return pairs.map(([first, second]) => ({
    number_0: String(first),
    number_1: String(second),
    operator,
  }));
}

/**
 * Renders the site's routes (or `routes`) at `path` in a memory router, below an
 * `ApiClientProvider` holding `api`. Also returns the router, so tests can read
 * `router.state.location` after a redirect.
 */
export function renderRoute(
  path: string,
  { api, routes = appRoutes }: { api: ApiClient; routes?: RouteObject[] },
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <ApiClientProvider client={api}>
      <RouterProvider router={router} />
    </ApiClientProvider>,
  );
  return { ...view, router };
}

/** A day's free problems for tests; `overrides` replace or add `{subject}_{level}` sets. */
export function testPublicMath(overrides: Record<string, RawProblem[]> = {}): PublicMath {
  return {
    multiplication_0: problems('*', [
      [2, 3],
      [3, 3],
      [4, 2],
    ]),
    addition_0: problems('+', [
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
      [5, 4],
      [6, 3],
    ]),
    addition_1: problems('+', [
      [8, 5],
      [7, 6],
    ]),
    addition_4: problems('+', [
      [34, 25],
      [41, 37],
    ]),
    subtraction_0: problems('-', [[7, 3]]),
    division_0: problems('/', [[20, 4]]),
    ...overrides,
  };
}
