import { Suspense, use, type ComponentType } from 'react';
import { RouteLoading } from './route-loading';

/** Every lazy page's download, for {@link preloadLazyPages}. */
const preloads: (() => Promise<ComponentType>)[] = [];

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
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const download = () => (loading ??= load().then((module) => (loaded = module[name])));
  preloads.push(download);

  function PageBody() {
    const Page = loaded ?? use(download());
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
