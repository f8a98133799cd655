import { ApiError, type ApiClient } from '@mathcols/api-client';
import type { ParentData } from '@mathcols/api-client/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { routesWith } from '../billing/test-routes';
import { FAKE_PARENT_PASSWORD } from '../testing/fake-api-client';
import { testParent } from '../testing/fake-session';
import { fakeApiClient, renderRoute } from '../testing/render-route';
import { PricingPage } from './pricing-page';

interface OpenPricing {
  /** The signed-in parent (changes to the test parent), or nobody. */
  parent?: Partial<ParentData>;
  /** A signed-in student instead. */
  student?: boolean;
  /** The random source of the first billing period. @defaultValue 0.2 (monthly) */
  random?: number;
  overrides?: Partial<ApiClient>;
}

/** Opens /pricing with a fixed random source and a recording navigator. */
function openPricing({ parent, student, random = 0.2, overrides = {} }: OpenPricing = {}) {
  const openUrl = vi.fn<(url: string) => void>();
  const session = parent
    ? { parent: { user: testParent(parent) } }
    : student
      ? { student: {} }
      : {};
  const api = fakeApiClient(undefined, {
    session,
    overrides,
  });
  const page = <PricingPage random={() => random} openUrl={openUrl} />;
  const view = renderRoute('/pricing', { api, routes: routesWith('pricing', page) });
  return { ...view, api, openUrl, user: userEvent.setup() };
}

const premiumCard = () => within(screen.getByRole('region', { name: 'Premium' }));
const subscribe = () => screen.getByRole('button', { name: 'Subscribe' });

describe('PricingPage', () => {
  it('shows a visitor both plans and the annual offer, in the parent top bar', () => {
    openPricing();
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    expect(screen.getByText('40% off billed annually!')).toBeVisible();
    const free = within(screen.getByRole('region', { name: 'Free' }));
    expect(free.getByText('$0')).toBeVisible();
    expect(free.getByText('New Questions Every Day')).toBeVisible();
    expect(free.getByRole('link', { name: 'Try Free' })).toHaveAttribute('href', '/free-problems');
    for (const feature of [
      'Unlimited Questions',
      'Progress Tracking',
      'Customizable Schedules',
      'Parent Updates',
    ]) {
      expect(premiumCard().getByText(feature)).toBeVisible();
    }
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Pricing' })).toBeVisible();
  });

  it('switches between $3.99/month and $27.99/year, with Save 40% on the annual plan', async () => {
    const { user } = openPricing({ random: 0.2 });
    const price = (amount: string, per: string) => {
      expect(premiumCard().getByText(amount)).toBeVisible();
      expect(premiumCard().getByText(per)).toBeVisible();
    };
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    price('$3.99', '/month');
    expect(premiumCard().queryByText('Save 40%')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Annual' }));
    expect(screen.getByRole('radio', { name: 'Annual' })).toBeChecked();
    price('$27.99', '/year');
    expect(premiumCard().queryByText('$3.99')).toBeNull();
    expect(premiumCard().getByText('Save 40%')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    price('$3.99', '/month');
  });

  it('starts on monthly for a random number below 0.5 and on annual from 0.5', () => {
    const first = openPricing({ random: 0.2 });
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    first.unmount();
    openPricing({ random: 0.7 });
    expect(screen.getByRole('radio', { name: 'Annual' })).toBeChecked();
    expect(premiumCard().getByText('$27.99')).toBeVisible();
  });

  it('asks a visitor to log in, and Please Login goes to the parent login', async () => {
    const { user, currentLocation, api } = openPricing();
    const startCheckout = vi.spyOn(api, 'startCheckout');
    await user.click(subscribe());
    const dialog = screen.getByRole('dialog', { name: 'Please Create an Account or Login' });
    expect(dialog).toHaveAccessibleDescription(
      'You need to be logged in to subscribe to our premium plan.',
    );
    expect(startCheckout).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Close Window' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(subscribe());
    await user.click(screen.getByRole('link', { name: 'Please Login' }));
    expect(currentLocation().pathname).toBe('/parent-login');
    expect(screen.getByRole('heading', { level: 1, name: 'Parent Login' })).toBeVisible();

    // Signed in, the parent is back where they were going to subscribe.
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.type(screen.getByLabelText('Password'), `${FAKE_PARENT_PASSWORD}{Enter}`);
    await waitFor(() => expect(currentLocation().pathname).toBe('/pricing'));
    expect(await screen.findByRole('region', { name: 'Premium' })).toBeVisible();
  });

  it('hides the Free plan from a signed-in parent', () => {
    openPricing({ parent: {} });
    expect(screen.getByRole('region', { name: 'Premium' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Free' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Try Free' })).toBeNull();
    // Not premium yet: the card is an offer, not their plan.
    expect(premiumCard().queryByText('Your plan')).toBeNull();
  });

  it('hides the Free plan from a signed-in student too; subscribing asks for a parent login', async () => {
    const { user } = openPricing({ student: true });
    expect(screen.queryByRole('region', { name: 'Free' })).toBeNull();
    await user.click(subscribe());
    expect(screen.getByRole('dialog', { name: 'Please Create an Account or Login' })).toBeVisible();
  });

  it("reads 'Processing...' and goes to the checkout of the chosen plan", async () => {
    const startCheckout = vi.fn(
      (plan: string) =>
        new Promise<string>((resolve) => setTimeout(resolve, 50, `https://pay/${plan}`)),
    );
    const { user, openUrl } = openPricing({
      parent: {},
      random: 0.7,
      overrides: { startCheckout },
    });
    await user.click(subscribe());
    // Busy, and still where the keyboard left it: a second press starts no second checkout.
    const busy = screen.getByRole('button', { name: 'Processing...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    await user.click(busy);
    await vi.waitFor(() => expect(openUrl).toHaveBeenCalledExactlyOnceWith('https://pay/annual'));
    expect(startCheckout).toHaveBeenCalledExactlyOnceWith('annual');
  });

  it('shows why the checkout failed and lets the parent try again', async () => {
    const startCheckout = vi
      .fn<ApiClient['startCheckout']>()
      .mockRejectedValueOnce(
        new ApiError('There was an error processing your payment. Please try again.', 'network'),
      )
      .mockResolvedValueOnce('https://pay/monthly');
    const { user, openUrl } = openPricing({ parent: {}, overrides: { startCheckout } });
    await user.click(subscribe());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error processing your payment. Please try again.',
    );
    expect(openUrl).not.toHaveBeenCalled();
    expect(subscribe()).toBeEnabled();
    await user.click(subscribe());
    await vi.waitFor(() => expect(openUrl).toHaveBeenCalledWith('https://pay/monthly'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells a premium parent they are subscribed and opens the billing portal', async () => {
    const { user, api, openUrl } = openPricing({ parent: { userpremium: 'true' } });
    const startCheckout = vi.spyOn(api, 'startCheckout');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(premiumCard().getByText('Your plan')).toBeVisible();
    await user.click(subscribe());
    const dialog = screen.getByRole('dialog', { name: 'Manage Your Subscription' });
    expect(dialog).toHaveAccessibleDescription("You're Already Subscribed!");
    await user.click(within(dialog).getByRole('button', { name: 'Manage Billing' }));
    await vi.waitFor(() =>
      expect(openUrl).toHaveBeenCalledExactlyOnceWith(
        'http://localhost/local-billing/cus_local_fake',
      ),
    );
    expect(startCheckout).not.toHaveBeenCalled();
  });

  it('shows an annual subscriber their annual plan first, not the monthly price', async () => {
    const { user } = openPricing({ parent: { userpremium: 'true', plan: 'annual' }, random: 0.2 });
    expect(screen.getByRole('radio', { name: 'Annual' })).toBeChecked();
    expect(premiumCard().getByText('$27.99')).toBeVisible();
    expect(premiumCard().getByText('Your plan')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(premiumCard().getByText('$3.99')).toBeVisible();
    expect(premiumCard().queryByText('Your plan')).toBeNull();
  });

  it('shows a subscriber their plan once the server has it, though the stored data were older', async () => {
    const fresh = { user: testParent({ userpremium: 'true', plan: 'annual' }) };
    const openUrl = vi.fn<(url: string) => void>();
    const api = fakeApiClient(undefined, {
      session: { parent: { user: testParent({ userpremium: 'false' }) } },
      freshParent: fresh,
    });
    const page = <PricingPage random={() => 0.2} openUrl={openUrl} />;
    renderRoute('/pricing', { api, routes: routesWith('pricing', page) });
    expect(await premiumCard().findByText('Your plan')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Annual' })).toBeChecked();
    expect(premiumCard().getByText('$27.99')).toBeVisible();
  });

  it("shows the billing portal's error inside the dialog", async () => {
    const openBillingPortal = () =>
      Promise.reject(new ApiError('No redirect URL received from server', 'format'));
    const { user, openUrl } = openPricing({
      parent: { userpremium: 'true' },
      overrides: { openBillingPortal },
    });
    await user.click(subscribe());
    const dialog = screen.getByRole('dialog', { name: 'Manage Your Subscription' });
    await user.click(within(dialog).getByRole('button', { name: 'Manage Billing' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No redirect URL received from server',
    );
    expect(within(dialog).getByRole('button', { name: 'Manage Billing' })).toBeEnabled();
    expect(openUrl).not.toHaveBeenCalled();
  });

  it('has no axe violations, with the login dialog open too', async () => {
    const { user } = openPricing();
    const page = await axe.run(screen.getByRole('main'));
    expect(page.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await user.click(subscribe());
    const dialog = await axe.run(screen.getByRole('dialog'));
    expect(dialog.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
