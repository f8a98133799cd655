import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ComponentType, JSX } from 'react';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientProvider } from '../api/api-client-context';
import { AppRoutes } from '../routes';
import { fakeApiClient } from '../testing/fake-api-client';
import { lazyPage } from './lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';

// The FAQ page's module arrives only when a test opens the gate, so the site routes' loading
// state is seen however fast the module loads.
const faqGate = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open() };
});
vi.mock('../pages/faq-page', async (importOriginal) => {
  await faqGate.opened;
  return importOriginal();
});

/** A page download the test settles by hand. */
function download() {
  let resolve = (_page: { Page: () => JSX.Element }) => {};
  let reject = (_error: unknown) => {};
  const promise = new Promise<{ Page: () => JSX.Element }>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const page = { Page: () => <h1>Practice page</h1> };
const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/p-1a2b.js');

/**
 * Renders inside an awaited `act`, so React's retry after a download settles runs in the test
 * (as a browser runs it).
 */
async function renderNow(ui: JSX.Element) {
  await act(async () => {
    render(ui);
  });
}

/** A frame with links, the lazy page at `/page` inside a route error boundary, as the site has. */
async function openFrame(Lazy: ComponentType, onRefresh = vi.fn()) {
  const frame = (
    <>
      <nav>
        <Link to="/">Home</Link> <Link to="/page">Page</Link>
      </nav>
      <main>
        <RouteErrorBoundary onRefresh={onRefresh}>
          <Outlet />
        </RouteErrorBoundary>
      </main>
    </>
  );
  await renderNow(
    <MemoryRouter initialEntries={['/page']}>
      <Routes>
        <Route element={frame}>
          <Route index element={<h1>Home page</h1>} />
          <Route path="page" element={<Lazy />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), onRefresh };
}

/** React reports the errors an error boundary catches; these tests cause them on purpose. */
function quietErrors() {
  vi.spyOn(console, 'error').mockImplementation(() => {});
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('lazyPage', () => {
  it('says the page is on its way while its code downloads, then shows it', async () => {
    const load = download();
    await openFrame(lazyPage(() => load.promise, 'Page', 'Getting problems ready...'));
    expect(screen.getByRole('status')).toHaveTextContent('Getting problems ready...');
    // The line stands as the page's title until the page comes (axe: page-has-heading-one).
    expect(
      screen.getByRole('heading', { level: 1, name: 'Getting problems ready...' }),
    ).toBeVisible();
    const results = await axe.run(screen.getByRole('main'));
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    const headingOne = await axe.run(document, {
      runOnly: { type: 'rule', values: ['page-has-heading-one'] },
    });
    expect(headingOne.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await act(async () => load.resolve(page));
    expect(screen.getByRole('heading', { name: 'Practice page' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a downloaded page at once when opened again', async () => {
    const load = vi.fn(() => Promise.resolve(page));
    const { user } = await openFrame(lazyPage(load, 'Page'));
    expect(await screen.findByRole('heading', { name: 'Practice page' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Home' }));
    await user.click(screen.getByRole('link', { name: 'Page' }));
    expect(screen.getByRole('heading', { name: 'Practice page' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a failed download says so with Refresh Page, in the frame that still leads elsewhere', async () => {
    const first = download();
    const load = vi.fn(() => first.promise);
    quietErrors();
    const { user, onRefresh } = await openFrame(lazyPage(load, 'Page'));
    await act(async () => first.reject(chunkError()));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error Loading Page' +
        'This page could not be downloaded. The site may have been updated, or the connection dropped. Refreshing the page fixes it.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Error Loading Page' })).toBeVisible();
    // The frame stays, so the visitor can go elsewhere too.
    expect(screen.getByRole('link', { name: 'Home' })).toBeVisible();
    const results = await axe.run(screen.getByRole('main'));
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells a page that broke apart from a failed download', async () => {
    const Broken = lazyPage(
      () =>
        Promise.resolve({
          Page: (): JSX.Element => {
            throw new Error('a bug');
          },
        }),
      'Page',
    );
    quietErrors();
    await openFrame(Broken);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong' + 'This page stopped working. Refreshing the page usually helps.',
    );
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  });
});

describe('the site routes', () => {
  it('show a page with the site frame around a loading state, then the page', async () => {
    await renderNow(
      <ApiClientProvider client={fakeApiClient()}>
        <MemoryRouter initialEntries={['/faq']}>
          <AppRoutes />
        </MemoryRouter>
      </ApiClientProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Getting the page ready...');
    await act(async () => faqGate.open());
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Frequently Asked Questions' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Getting the page ready...')).not.toBeInTheDocument();
  });
});
