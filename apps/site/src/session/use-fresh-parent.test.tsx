import { API_ERROR_MESSAGES, ApiError } from '@mathcols/api-client';
import type { ParentData } from '@mathcols/api-client/protocol';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FreshParent } from '../testing/fake-api-client';
import { testParent } from '../testing/fake-session';
import { REFRESH_AGAIN_MS } from './use-refresh-while-shown';
import { deferred } from '../testing/deferred';
import { fakeApiClient, renderRoute } from '../testing/render-route';

afterEach(() => vi.restoreAllMocks());

/** Pat signed in as premium; the refresh answers what the test settles `server` with. */
function openAs(path: string, user: ParentData = testParent({ userpremium: 'true' })) {
  const server = deferred<FreshParent>();
  const api = fakeApiClient(undefined, {
    session: { parent: { user } },
    freshParent: server.promise,
  });
  const refresh = vi.spyOn(api, 'refreshParent');
  const view = renderRoute(path, { api });
  return { ...view, api, server, refresh };
}

const plan = () => screen.getByRole('heading', { name: 'Your plan' }).parentElement!;

describe('a parent page opened after the plan ended elsewhere (useFreshParent)', () => {
  it('/manage-billing shows the stored plan at once, then Free once the server says so', async () => {
    const { server, refresh } = openAs('/manage-billing');
    expect(plan()).toHaveTextContent('Premium');
    expect(screen.getByRole('button', { name: 'Update Payment Method' })).toBeVisible();
    expect(refresh).toHaveBeenCalledTimes(1);

    // The subscription was cancelled in the billing portal since the sign-in.
    await act(async () => server.resolve({ user: testParent({ userpremium: 'false' }) }));
    expect(plan()).toHaveTextContent('Free');
    expect(screen.getByRole('link', { name: 'Sign up now!' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Update Payment Method' })).toBeNull();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('/pricing no longer says "Your plan" on a plan that ended', async () => {
    const { server } = openAs('/pricing', testParent({ userpremium: 'true', plan: 'monthly' }));
    expect(screen.getAllByText('Your plan').length).toBeGreaterThan(0);
    await act(async () => server.resolve({ user: testParent({ userpremium: 'false' }) }));
    expect(screen.queryByText('Your plan')).toBeNull();
  });

  it('reads the data again on each parent page the parent goes to, not only the first', async () => {
    const { server, refresh } = openAs('/configure-student');
    await act(async () => server.resolve({ user: testParent({ userpremium: 'true' }) }));
    expect(refresh).toHaveBeenCalledTimes(1);

    // A child moved up a level on another device meanwhile: the dashboard must ask again.
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('reads again when the parent comes back to the window, at most once a minute', async () => {
    const start = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(start);
    const { server, refresh } = openAs('/parent-dashboard');
    await act(async () => server.resolve({ user: testParent({ userpremium: 'true' }) }));
    const windowFocused = () => act(async () => window.dispatchEvent(new Event('focus')));

    // The address was verified on the phone; the laptop's tab never stopped being visible.
    now.mockReturnValue(start + 30_000);
    await windowFocused();
    expect(refresh).toHaveBeenCalledTimes(1);
    now.mockReturnValue(start + REFRESH_AGAIN_MS + 1000);
    await windowFocused();
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('keeps the stored data and shows no error when the refresh fails', async () => {
    const { server } = openAs('/manage-billing');
    await act(async () => server.reject(new ApiError('Failed to fetch', 'network')));
    expect(plan()).toHaveTextContent('Premium');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends a parent whose session ended to the parent login, told why', async () => {
    const api = fakeApiClient(undefined, {
      session: { parent: { user: testParent() } },
      overrides: {
        refreshParent: () => {
          // As the real client does on a 401: the stored session is cleared.
          api.session.signOut();
          return Promise.reject(new ApiError(API_ERROR_MESSAGES.noToken, 'unauthorized'));
        },
      },
    });
    const { currentLocation } = renderRoute('/parent-dashboard', { api });
    await act(async () => undefined);
    expect(currentLocation().pathname).toBe('/parent-login');
  });

  it('does nothing for a visitor on Pricing', async () => {
    const api = fakeApiClient();
    const refresh = vi.spyOn(api, 'refreshParent');
    renderRoute('/pricing', { api });
    await act(async () => undefined);
    expect(refresh).not.toHaveBeenCalled();
  });
});
