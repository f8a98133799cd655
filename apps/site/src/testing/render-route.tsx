import type { ApiClient, PublicMath } from '@mathcols/api-client';
import type { RawProblem } from '@mathcols/engine';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import {
  MemoryRouter,
  useLocation,
  type InitialEntry,
  type Location,
  type RouteObject,
} from 'react-router-dom';
import { ApiClientProvider } from '../api/api-client-context';
import { AppRoutes } from '../routes';
import { preloadLazyPages } from '../routing/lazy-page';

export { fakeApiClient, type CompletionCall, type FakeApiOptions } from './fake-api-client';

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

/** Hands the router's current location to `seen` on every render (for {@link renderRoute}). */
function LocationProbe({ seen }: { seen: (location: Location) => void }) {
  seen(useLocation());
  return null;
}

/** Options of {@link renderRoute}. */
export interface RenderRouteOptions {
  /** The client the pages use (usually {@link fakeApiClient}). */
  api: ApiClient;
  /** The route table. @defaultValue the site's own */
  routes?: RouteObject[];
  /** Render inside `<StrictMode>` (effects run twice on mount). @defaultValue false */
  strict?: boolean;
}

/**
 * Renders the site's routes (or `routes`) at `entry` — a path such as `'/faq?x=1'`, or a
 * location with navigation `state` — in a memory router, below an `ApiClientProvider` holding
 * `api`. Also returns `currentLocation()`, the router's address now, so tests can check where a
 * redirect or a button led.
 */
export function renderRoute(
  entry: InitialEntry,
  { api, routes, strict = false }: RenderRouteOptions,
) {
  let location: Location | undefined;
  const tree = (
    <ApiClientProvider client={api}>
      <MemoryRouter initialEntries={[entry]} useTransitions={false}>
        <AppRoutes routes={routes} />
        <LocationProbe seen={(now) => (location = now)} />
      </MemoryRouter>
    </ApiClientProvider>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  const currentLocation = (): Location => {
    if (!location) throw new Error('the router has not rendered');
    return location;
  };
  return { ...view, currentLocation };
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
