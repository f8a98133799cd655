import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openAsParent } from '../parent/test-kit';
import { fakeApiClient, renderRoute } from '../testing/render-route';

describe('SubscriptionSuccessPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('congratulates, then goes to the dashboard after 60 s', () => {
    const { currentLocation } = openAsParent('/stripe/success');
    expect(screen.getByRole('heading', { level: 1, name: 'Congratulations' })).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent('60 seconds');
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('timer')).toHaveTextContent('1 second');
    expect(currentLocation().pathname).toBe('/stripe/success');
    act(() => vi.advanceTimersByTime(1000));
    expect(currentLocation().pathname).toBe('/parent-dashboard');
  });

  it('goes to the dashboard at once with Go to Dashboard Now', async () => {
    const { currentLocation, user } = openAsParent('/stripe/success');
    await user.click(screen.getByRole('link', { name: 'Go to Dashboard Now' }));
    expect(currentLocation().pathname).toBe('/parent-dashboard');
  });

  it('sends a visitor to the parent login', () => {
    const { currentLocation } = renderRoute('/stripe/success', { api: fakeApiClient() });
    expect(currentLocation().pathname).toBe('/parent-login');
  });
});
