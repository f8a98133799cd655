import { ApiError, type ApiClient } from '@mathcols/api-client';
import type { ParentData } from '@mathcols/api-client/protocol';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { routesWith } from '../billing/test-routes';
import { RequireParent } from '../session/require-parent';
import { testParent } from '../testing/fake-session';
import { fakeApiClient, renderRoute } from '../testing/render-route';
import { ManageBillingPage } from './manage-billing-page';

/** Opens /manage-billing for a parent (premium unless told) with a recording navigator. */
function openBilling(
  user: Partial<ParentData> = { userpremium: 'true' },
  overrides: Partial<ApiClient> = {},
) {
  const openUrl = vi.fn<(url: string) => void>();
  const api = fakeApiClient(undefined, {
    session: { parent: { user: testParent(user) } },
    overrides,
  });
  const page = (
    <RequireParent>
      <ManageBillingPage openUrl={openUrl} />
    </RequireParent>
  );
  const view = renderRoute('/manage-billing', { api, routes: routesWith('manage-billing', page) });
  return { ...view, openUrl, user: userEvent.setup() };
}

describe('ManageBillingPage', () => {
  it("shows a premium parent's plan and sends them to the billing portal", async () => {
    const { user, openUrl } = openBilling();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Billing' })).toBeVisible();
    expect(screen.getByText('Premium')).toBeVisible();
    // Where to cancel is said: the portal, behind Update Payment Method.
    expect(screen.getByText(/cancel the subscription in the billing portal/)).toHaveTextContent(
      'press Update Payment Method.',
    );
    await user.click(screen.getByRole('button', { name: 'Update Payment Method' }));
    await vi.waitFor(() =>
      expect(openUrl).toHaveBeenCalledExactlyOnceWith(
        'http://localhost/local-billing/cus_local_fake',
      ),
    );
  });

  it.each([
    ['monthly', 'Monthly, $3.99 a month'],
    ['annual', 'Annual, $27.99 a year'],
  ] as const)('says which plan a %s subscriber pays for', (plan, line) => {
    openBilling({ userpremium: 'true', plan });
    expect(screen.getByText(line)).toBeVisible();
  });

  it('shows the portal error and lets the parent try again', async () => {
    const openBillingPortal = vi
      .fn<ApiClient['openBillingPortal']>()
      .mockRejectedValueOnce(
        new ApiError(
          'There was an error accessing your billing portal. Please try again.',
          'business',
        ),
      );
    const { user, openUrl } = openBilling({ userpremium: 'true' }, { openBillingPortal });
    await user.click(screen.getByRole('button', { name: 'Update Payment Method' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error accessing your billing portal. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Update Payment Method' })).toBeEnabled();
    expect(openUrl).not.toHaveBeenCalled();
  });

  it('Change Subscription Plan goes to pricing', async () => {
    const { user, currentLocation } = openBilling();
    await user.click(screen.getByRole('link', { name: 'Change Subscription Plan' }));
    expect(currentLocation().pathname).toBe('/pricing');
  });

  it("'Back to Dashboard' goes to the parent dashboard", async () => {
    const { user, currentLocation } = openBilling();
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(currentLocation().pathname).toBe('/parent-dashboard');
  });

  it('tells a free parent about the free plan, with a link to pricing', () => {
    openBilling({ userpremium: 'false' });
    expect(screen.getByText('Free')).toBeVisible();
    expect(screen.queryByText('Premium')).toBeNull();
    expect(screen.getByRole('link', { name: 'See Premium plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    // No subscription, so no portal that could only fail: one way on, to pricing.
    expect(screen.queryByRole('button', { name: 'Update Payment Method' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign up now!' })).toHaveAttribute('href', '/pricing');
  });

  it('has no axe violations', async () => {
    openBilling();
    const page = await axe.run(screen.getByRole('main'));
    expect(page.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('sends a visitor to the parent login', () => {
    const { currentLocation } = renderRoute('/manage-billing', { api: fakeApiClient() });
    expect(currentLocation().pathname).toBe('/parent-login');
  });
});
