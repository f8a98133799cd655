import { Suspense, use, type ComponentType } from 'react';
import { RouteLoading } from './route-loading';

/** Every lazy page's download, for {@link preloadLazyPages}. */
const preloads: (() => Promise<ComponentType>)[] = [];

/** A promise that carries its outcome, in the fields React's `use()` reads. */
type TrackedPromise<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

/**
 * `promise`, marked `fulfilled` (with its `value`) or `rejected` (with its `reason`) as soon as it
 * settles, so `use()` returns a downloaded page at once instead of suspending for a moment
 * (React's protocol for promises instrumented by the caller).
 */
function tracked<T>(promise: Promise<T>): TrackedPromise<T> {
  const result: TrackedPromise<T> = promise;
  result.status = 'pending';
  promise.then(
    (value) => {
      Object.assign(result, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(result, { status: 'rejected', reason });
    },
  );
  return result;
}

/**
 * A page whose code is downloaded the first time it is shown, in its own chunk, so a visitor
 * downloads only the pages they open. Until the chunk arrives the page's place shows
 * {@link RouteLoading} with `loadingMessage`; once downloaded, the page shows at once. A failed
 * download is thrown to the frame's error boundary (`RouteErrorBoundary`), whose Refresh Page
 * reloads the site (browsers keep a failed module download failed until then).
 *
 * @param load imports the page's module, e.g. `() => import('../pages/faq-page')` (a literal
 *   `import()` so the bundler makes the chunk)
 * @param name the module's export that is the page component, e.g. `'FaqPage'`
 * @param loadingMessage the loading line; @defaultValue 'Getting the page ready...'
 * @returns a component without props that renders the page
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  loadingMessage?: string,
): ComponentType {
  let loading: Promise<ComponentType> | undefined;
  const download = () => (loading ??= tracked(load().then((module) => module[name])));
  preloads.push(download);

  function PageBody() {
    // Always through use(): React returns a downloaded page at once (`tracked`), and skipping
    // use() once the page is there breaks its bookkeeping (react.dev/warnings/conditional-use-of-use).
    const Page = use(download());
    return <Page />;
  }
  function LazyPage() {
    return (
      <Suspense fallback={<RouteLoading message={loadingMessage} />}>
        <PageBody />
      </Suspense>
    );
  }
  LazyPage.displayName = `Lazy(${name})`;
  return LazyPage;
}

/**
 * Downloads every page made with {@link lazyPage} now, so each then shows without a loading
 * state (tests call it before rendering pages).
 *
 * @returns resolves when all are downloaded; rejects with the first failed download
 */
export async function preloadLazyPages(): Promise<void> {
  await Promise.all(preloads.map((download) => download()));
}
