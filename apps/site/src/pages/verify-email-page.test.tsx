import { ApiError } from '@mathcols/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openAsParent } from '../parent/test-kit';
import { FAKE_EMAIL_TOKEN } from '../testing/fake-api-client';
import { fakeApiClient, renderRoute } from '../testing/render-route';
import { VERIFIED_REDIRECT_MS } from './verify-email-page';

describe('VerifyEmailPage', () => {
  it('says so when the link has no token', () => {
    renderRoute('/verifyemail', { api: fakeApiClient() });
    expect(
      screen.getByRole('heading', { level: 1, name: 'No verification token found' }),
    ).toBeVisible();
    expect(screen.getByText('There is no token here, please recheck your email.')).toBeVisible();
  });

  it(
    'verifies a good token, then goes to the parent login after 2 s',
    { timeout: 20_000 },
    async () => {
      const verifyEmailLink = vi.fn(() => Promise.resolve());
      const api = fakeApiClient(undefined, { overrides: { verifyEmailLink } });
      const { currentLocation } = renderRoute(`/verifyemail?emailtoken=${FAKE_EMAIL_TOKEN}`, {
        api,
      });
      expect(
        screen.getByRole('heading', { level: 1, name: 'Verifying your email...' }),
      ).toBeVisible();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Email Verified Successfully!' }),
      ).toBeVisible();
      expect(verifyEmailLink).toHaveBeenCalledExactlyOnceWith(FAKE_EMAIL_TOKEN);

      // Still on the success page well into the 2 s, at the login page after them (slack for a
      // busy machine either way).
      await new Promise((resolve) => setTimeout(resolve, VERIFIED_REDIRECT_MS / 2));
      expect(currentLocation().pathname).toBe('/verifyemail');
      await waitFor(() => expect(currentLocation().pathname).toBe('/parent-login'), {
        timeout: VERIFIED_REDIRECT_MS + 5000,
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Parent Login' })).toBeVisible();
    },
  );

  it(
    'takes a parent signed in here to their dashboard, banner gone, after 2 s',
    { timeout: 20_000 },
    async () => {
      const { currentLocation } = openAsParent(`/verifyemail?emailtoken=${FAKE_EMAIL_TOKEN}`, {
        user: { emailverified: 'false' },
      });
      expect(await screen.findByText('Taking you to your dashboard...')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Parent Dashboard' })).toHaveAttribute(
        'href',
        '/parent-dashboard',
      );
      await waitFor(() => expect(currentLocation().pathname).toBe('/parent-dashboard'), {
        timeout: VERIFIED_REDIRECT_MS + 5000,
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Parent Dashboard' }),
      ).toBeVisible();
      expect(
        screen.queryByRole('heading', { name: 'This account is not yet verified!' }),
      ).toBeNull();
    },
  );

  it('says the token is not valid when the server refuses it', async () => {
    const { currentLocation } = renderRoute('/verifyemail?emailtoken=expired-token-000000', {
      api: fakeApiClient(),
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Something went wrong, this token is not valid',
      }),
    ).toBeVisible();
    expect(currentLocation().pathname).toBe('/verifyemail');
    expect(
      screen.getByText("A link works once, for 24 hours, and only the newest email's link works.", {
        exact: false,
      }),
    ).toHaveTextContent('Log in to ask for a new email');
  });

  it.each([
    ['false', 'Press Request New Link on your dashboard for a new one.'],
    ['true', 'Your email address is already verified: nothing more to do.'],
  ] as const)(
    'tells a parent signed in (verified %s) what to do about a refused link',
    async (emailverified, help) => {
      openAsParent('/verifyemail?emailtoken=expired-token-000000', { user: { emailverified } });
      await screen.findByRole('heading', {
        level: 1,
        name: 'Something went wrong, this token is not valid',
      });
      expect(screen.getByText(help, { exact: false })).toBeVisible();
    },
  );

  it('says the token is not valid when the server answers 400 (a link cut short)', async () => {
    const verifyEmailLink = vi.fn(() =>
      Promise.reject(
        new ApiError('Something went wrong, this token is not valid', 'http', {
          status: 400,
          reason: 'emailtoken: Too small: expected string to have >=16 characters',
        }),
      ),
    );
    renderRoute('/verifyemail?emailtoken=bogus', {
      api: fakeApiClient(undefined, { overrides: { verifyEmailLink } }),
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Something went wrong, this token is not valid',
      }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(screen.queryByText(/could not reach the server/)).toBeNull();
  });

  it('does not blame the link when the server cannot be reached, and tries again', async () => {
    const verifyEmailLink = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('Failed to verify email. Please try again.', 'network'))
      .mockResolvedValueOnce(undefined);
    renderRoute(`/verifyemail?emailtoken=${FAKE_EMAIL_TOKEN}`, {
      api: fakeApiClient(undefined, { overrides: { verifyEmailLink } }),
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Failed to verify email. Please try again.',
      }),
    ).toBeVisible();
    expect(screen.queryByText(/token is not valid/)).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email Verified Successfully!' }),
    ).toBeVisible();
    expect(verifyEmailLink).toHaveBeenCalledTimes(2);
  });
});
