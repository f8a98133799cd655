import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiClientProvider } from '../api/api-client-context';
import { AppRoutes } from '../routes';
import { fakeApiClient } from '../testing/fake-api-client';

// The blog page's module fails to load, as when its chunk is gone after a deploy. (Vitest
// wraps the error, so the page reads as broken rather than not downloaded; `lazy-page.test.tsx`
// tells the two apart.)
vi.mock('../pages/blog-page', () => {
  throw new TypeError(
    'Failed to fetch dynamically imported module: http://localhost/assets/blog-page-1a2b.js',
  );
});

describe('the site routes, when a page fails to load', () => {
  it("say so inside the page's usual frame, with Refresh Page", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      render(
        <ApiClientProvider client={fakeApiClient()}>
          <MemoryRouter initialEntries={['/blog']}>
            <AppRoutes />
          </MemoryRouter>
        </ApiClientProvider>,
      );
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Refreshing the page');
    expect(
      within(screen.getByRole('main')).getByRole('button', { name: 'Refresh Page' }),
    ).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    vi.restoreAllMocks();
  });
});
