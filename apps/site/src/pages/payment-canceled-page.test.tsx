import { act, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openAsParent } from '../parent/test-kit';
import { fakeApiClient, renderRoute } from '../testing/render-route';

describe('PaymentCanceledPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down from 5 s, then goes to the dashboard', () => {
    const { currentLocation } = openAsParent('/stripe/canceled');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Canceled' })).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent('5 seconds');
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('timer')).toHaveTextContent('1 second');
    expect(currentLocation().pathname).toBe('/stripe/canceled');
    act(() => vi.advanceTimersByTime(1000));
    expect(currentLocation().pathname).toBe('/parent-dashboard');
  });

  it('offers Go to Dashboard Now, Try Again (to pricing) and the contact page', async () => {
    const { currentLocation, user } = openAsParent('/stripe/canceled');
    expect(screen.getByRole('link', { name: 'Go to Dashboard Now' })).toHaveAttribute(
      'href',
      '/parent-dashboard',
    );
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/parent-contact',
    );
    await user.click(screen.getByRole('link', { name: 'Try Again' }));
    expect(currentLocation().pathname).toBe('/pricing');
    // Leaving stops the countdown: no jump to the dashboard later.
    act(() => vi.advanceTimersByTime(10_000));
    expect(currentLocation().pathname).toBe('/pricing');
  });

  it('has no axe violations', async () => {
    openAsParent('/stripe/canceled');
    const page = await axe.run(screen.getByRole('main'));
    expect(page.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('sends a visitor to the parent login', () => {
    const { currentLocation } = renderRoute('/stripe/canceled', { api: fakeApiClient() });
    expect(currentLocation().pathname).toBe('/parent-login');
  });
});
