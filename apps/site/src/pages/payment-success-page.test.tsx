import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openAsParent } from '../parent/test-kit';
import { testParent } from '../testing/fake-session';
import { fakeApiClient, renderRoute } from '../testing/render-route';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('PaymentSuccessPage', () => {
  beforeEach(() => {
    // Only the countdown's clock is fake: the client's promises settle as usual.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('confirms the payment, makes the parent premium and goes to the dashboard after 3 s', async () => {
    const { api, currentLocation } = openAsParent('/payment-success?session_id=cs_x');
    // The session's cookie check is an interval too: the countdown's is one more.
    const before = vi.getTimerCount();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirming your payment...' }),
    ).toBeVisible();

    expect(await heading('Payment Successful!')).toBeVisible();
    expect(api.session.getSnapshot().parent?.user.userpremium).toBe('true');
    expect(screen.getByRole('timer')).toHaveTextContent('3 seconds');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/parent-dashboard',
    );

    // The countdown starts in an effect after the confirmation renders: wait for its interval
    // before moving the clock, or a busy machine moves it too early.
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(before + 1));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('timer')).toHaveTextContent('1 second');
    expect(currentLocation().pathname).toBe('/payment-success');
    act(() => vi.advanceTimersByTime(1000));
    expect(currentLocation().pathname).toBe('/parent-dashboard');

    // The dashboard now offers Manage Billing instead of 'Sign up now!'.
    const tasks = within(screen.getByRole('navigation', { name: 'Parent tasks' }));
    expect(tasks.getByRole('link', { name: 'Manage Billing' })).toHaveAttribute(
      'href',
      '/manage-billing',
    );
    expect(tasks.queryByRole('link', { name: 'Sign up now!' })).toBeNull();
  });

  it('reads the id from ?sid= too, and confirms it once even in StrictMode', async () => {
    const confirmPayment = vi.fn(() =>
      Promise.resolve({ plan: 'annual' as const, user: testParent({ userpremium: 'true' }) }),
    );
    const api = fakeApiClient(undefined, {
      session: { parent: {} },
      overrides: { confirmPayment },
    });
    renderRoute('/payment-success?sid=cs_y', { api, strict: true });
    expect(await heading('Payment Successful!')).toBeVisible();
    expect(confirmPayment).toHaveBeenCalledExactlyOnceWith('cs_y');
  });

  it("says 'No payment session found' without an id, and calls nothing", async () => {
    const confirmPayment = vi.fn();
    const { currentLocation } = openAsParent('/payment-success', { overrides: { confirmPayment } });
    expect(await heading('No payment session found')).toBeVisible();
    act(() => vi.advanceTimersByTime(10_000));
    expect(confirmPayment).not.toHaveBeenCalled();
    expect(currentLocation().pathname).toBe('/payment-success');
  });

  it("shows the client's message and a way to contact support when confirming fails", async () => {
    const { api, currentLocation } = openAsParent('/payment-success?session_id=not-a-checkout');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error processing your payment. Please contact support.',
    );
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/parent-contact',
    );
    expect(api.session.getSnapshot().parent?.user.userpremium).toBe('false');
    act(() => vi.advanceTimersByTime(10_000));
    expect(currentLocation().pathname).toBe('/payment-success');
  });

  it('sends a visitor to the parent login', () => {
    const { currentLocation } = renderRoute('/payment-success?session_id=cs_x', {
      api: fakeApiClient(),
    });
    expect(currentLocation().pathname).toBe('/parent-login');
  });
});
