import {
  ACCOUNT_MESSAGES,
  API_ERROR_MESSAGES,
  ApiError,
  type ApiClient,
} from '@mathcols/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NEW_PASSWORD_SAVED } from '../auth/new-password-form';
import { FAKE_RESET_TOKEN } from '../testing/fake-api-client';
import { expectNoAxeViolations } from '../testing/axe';
import { fakeApiClient, renderRoute } from '../testing/render-route';
import { CHECK_FAILED_HINT, ResetPasswordPage } from './reset-password-page';

const DEAD_LINK = API_ERROR_MESSAGES.invalidPasswordResetToken;
const GOOD_LINK = `/reset-password?emailtoken=${FAKE_RESET_TOKEN}`;

/** Opens `path` on the fake client, with its reset methods spied on (or replaced first). */
function openReset(path = GOOD_LINK, overrides: Partial<ApiClient> = {}, strict = false) {
  const api = fakeApiClient(undefined, { overrides });
  const checkPasswordReset = vi.spyOn(api, 'checkPasswordReset');
  const resetPassword = vi.spyOn(api, 'resetPassword');
  const view = renderRoute(path, { api, strict });
  return { ...view, api, checkPasswordReset, resetPassword, user: userEvent.setup() };
}

const OLDER = 'older-token-000000';
const NEWER = 'newer-token-000000';

/** How a test settles one pending link check. */
interface Answer {
  resolve: (value: { email: string }) => void;
  reject: (error: unknown) => void;
}

/**
 * Opens the older e-mail's link, with a link to the newer one beside the page (as a parent
 * who pastes it into the tab's address bar: with hash routes the page stays, only its token
 * changes). Every check waits for `answers.get(token)` to settle.
 */
function openTwoLinks() {
  const answers = new Map<string, Answer>();
  const checkPasswordReset = vi.fn<ApiClient['checkPasswordReset']>(
    (token) =>
      new Promise((resolve, reject) => {
        answers.set(token, { resolve, reject });
      }),
  );
  const api = fakeApiClient(undefined, { overrides: { checkPasswordReset } });
  renderRoute(`/reset-password?emailtoken=${OLDER}`, {
    api,
    routes: [
      {
        path: '/reset-password',
        element: (
          <>
            <ResetPasswordPage />
            <Link to={`/reset-password?emailtoken=${NEWER}`}>The newer link</Link>
          </>
        ),
      },
    ],
  });
  return { answers, checkPasswordReset, user: userEvent.setup() };
}

const newPassword = () => screen.getByLabelText('New Password', { exact: true });
const confirmPassword = () => screen.getByLabelText('Confirm New Password');
const save = () => screen.getByRole('button', { name: 'Save New Password' });

/** The ask-for-a-new-link state: the reason in the one alert, then the e-mail form. */
function expectAskAgain(reason = DEAD_LINK) {
  expect(screen.getByRole('heading', { level: 1, name: 'Ask for a new link' })).toBeVisible();
  expect(screen.getByRole('alert')).toHaveTextContent(reason);
  expect(screen.getByLabelText('Email')).toHaveValue('');
  expect(screen.getByRole('button', { name: 'Send Link' })).toBeVisible();
  expect(screen.queryByLabelText('New Password', { exact: true })).toBeNull();
}

describe('ResetPasswordPage', () => {
  it('checks the link, then asks for the new password twice for the account it names', async () => {
    let answer: (value: { email: string }) => void = () => undefined;
    openReset(GOOD_LINK, {
      checkPasswordReset: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link...');
    expect(screen.queryByLabelText('New Password', { exact: true })).toBeNull();
    expect(document.title).toBe('Choose a New Password · mathcols');
    await expectNoAxeViolations();

    answer({ email: 'pat@example.com' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    expect(screen.getByText('pat@example.com').parentElement).toHaveTextContent(
      'For pat@example.com',
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(newPassword()).toHaveAttribute('type', 'password');
    expect(newPassword()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirmPassword()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/parent-login',
    );
    await expectNoAxeViolations();
  });

  it('refuses mismatched or weak passwords with the Register messages, sending nothing, then saves and signs the parent in', async () => {
    const { user, api, resetPassword, checkPasswordReset, currentLocation } = openReset();
    await user.type(await screen.findByLabelText('New Password', { exact: true }), 'Brand-new-7');
    await user.type(confirmPassword(), 'Brand-new-8');
    await user.click(save());
    expect(confirmPassword()).toHaveAccessibleDescription('Passwords do not match');
    expect(confirmPassword()).toHaveAttribute('aria-invalid', 'true');
    expect(confirmPassword()).toHaveFocus();
    expect(resetPassword).not.toHaveBeenCalled();
    await expectNoAxeViolations();

    await user.clear(newPassword());
    await user.type(newPassword(), 'short');
    await user.click(save());
    expect(newPassword()).toHaveAccessibleDescription(
      'Password must be at least 8 characters with uppercase, lowercase, number, and can include symbols',
    );
    expect(newPassword()).toHaveFocus();
    expect(resetPassword).not.toHaveBeenCalled();

    await user.clear(newPassword());
    await user.type(newPassword(), 'Brand-new-8');
    await user.click(save());
    await waitFor(() => expect(currentLocation().pathname).toBe('/parent-dashboard'));
    expect(resetPassword).toHaveBeenCalledExactlyOnceWith({
      emailtoken: FAKE_RESET_TOKEN,
      email: 'pat@example.com',
      password: 'Brand-new-8',
    });
    expect(checkPasswordReset).toHaveBeenCalledExactlyOnceWith(FAKE_RESET_TOKEN);
    expect(api.session.getSnapshot().parent?.user.email).toBe('pat@example.com');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Parent Dashboard' }),
    ).toBeVisible();
    // The dashboard's own toast, said once: the history entry no longer asks for it.
    expect(screen.getByRole('status')).toHaveTextContent(NEW_PASSWORD_SAVED);
    await waitFor(() => expect(currentLocation().state).toBeNull());
  });

  it("reads 'Saving...' while the server answers", async () => {
    const { user } = openReset(GOOD_LINK, { resetPassword: () => new Promise(() => undefined) });
    await user.type(await screen.findByLabelText('New Password', { exact: true }), 'Brand-new-8');
    await user.type(confirmPassword(), 'Brand-new-8{Enter}');
    expect(screen.getByRole('button', { name: 'Saving...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('shows a failed save in an alert and keeps what was typed', async () => {
    const { user, currentLocation, api } = openReset(GOOD_LINK, {
      resetPassword: () =>
        Promise.reject(new ApiError(API_ERROR_MESSAGES.passwordResetError, 'network')),
    });
    await user.type(await screen.findByLabelText('New Password', { exact: true }), 'Brand-new-8');
    await user.type(confirmPassword(), 'Brand-new-8');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      API_ERROR_MESSAGES.passwordResetError,
    );
    expect(newPassword()).toHaveValue('Brand-new-8');
    expect(confirmPassword()).toHaveValue('Brand-new-8');
    expect(currentLocation().pathname).toBe('/reset-password');
    expect(api.session.getSnapshot().parent).toBeNull();
    await expectNoAxeViolations();
  });

  it('says a used link is dead and offers to send a new one', async () => {
    const { user, checkPasswordReset } = openReset('/reset-password?emailtoken=used-token-000000');
    expect(await screen.findByRole('alert')).toHaveTextContent(DEAD_LINK);
    expectAskAgain();
    expect(checkPasswordReset).toHaveBeenCalledExactlyOnceWith('used-token-000000');
    await expectNoAxeViolations();

    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.passwordResetSent);
    // The link's problem is behind them now.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the same of a link without a token, without asking the server', async () => {
    const { checkPasswordReset } = openReset('/reset-password');
    expectAskAgain();
    expect(checkPasswordReset).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it('switches to asking for a new link when the token dies before the save', async () => {
    const { user, api, currentLocation } = openReset(GOOD_LINK, {
      resetPassword: () =>
        Promise.reject(new ApiError(DEAD_LINK, 'business', { reason: DEAD_LINK })),
    });
    await user.type(await screen.findByLabelText('New Password', { exact: true }), 'Brand-new-8');
    await user.type(confirmPassword(), 'Brand-new-8');
    await user.click(save());
    expect(await screen.findByRole('heading', { name: 'Ask for a new link' })).toBeVisible();
    expectAskAgain();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(currentLocation().pathname).toBe('/reset-password');
    expect(api.session.getSnapshot().parent).toBeNull();
  });

  it('does not blame the link when the server cannot be reached, and tries again', async () => {
    let answer: (value: { email: string }) => void = () => undefined;
    const checkPasswordReset = vi
      .fn<ApiClient['checkPasswordReset']>()
      .mockRejectedValueOnce(new ApiError(API_ERROR_MESSAGES.passwordResetCheckError, 'network'))
      // A server error comes with the refusal's text: still not the link's fault.
      .mockRejectedValueOnce(new ApiError(DEAD_LINK, 'http', { status: 503 }))
      .mockImplementationOnce(
        () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      );
    const { user } = openReset(GOOD_LINK, { checkPasswordReset });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(API_ERROR_MESSAGES.passwordResetCheckError);
    expect(alert).toHaveTextContent(CHECK_FAILED_HINT);
    expect(screen.queryByText(DEAD_LINK)).toBeNull();
    expect(screen.queryByLabelText('Email')).toBeNull();
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(checkPasswordReset).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      API_ERROR_MESSAGES.passwordResetCheckError,
    );
    expect(screen.queryByText(DEAD_LINK)).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try Again' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link...');
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    answer({ email: 'pat@example.com' });
    expect(await screen.findByLabelText('New Password', { exact: true })).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(checkPasswordReset).toHaveBeenCalledTimes(3);
  });

  it('keeps asking for a new link apart from the one that failed to send', async () => {
    const { user } = openReset('/reset-password?emailtoken=used-token-000000', {
      requestPasswordReset: () =>
        Promise.reject(new ApiError(API_ERROR_MESSAGES.passwordForgotError, 'network')),
    });
    await user.type(await screen.findByLabelText('Email'), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Link' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const [problem, failure] = screen.getAllByRole('alert');
    expect(problem).toHaveTextContent(DEAD_LINK);
    expect(failure).toHaveTextContent(API_ERROR_MESSAGES.passwordForgotError);
    expect(screen.getByLabelText('Email')).toHaveValue('pat@example.com');
    expect(within(screen.getByRole('main')).getByRole('status')).toBeEmptyDOMElement();
  });

  it("checks a second link opened in the same tab; the first link's slower answer does not replace it", async () => {
    const { checkPasswordReset, answers, user } = openTwoLinks();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link...');
    await user.click(screen.getByRole('link', { name: 'The newer link' }));
    expect(checkPasswordReset.mock.calls).toEqual([[OLDER], [NEWER]]);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link...');

    answers.get(NEWER)?.resolve({ email: 'pat@example.com' });
    expect(await screen.findByLabelText('New Password', { exact: true })).toBeVisible();
    expect(screen.getByText('pat@example.com').parentElement).toHaveTextContent(
      'For pat@example.com',
    );
    // The newer e-mail replaced the older link: refused, late, and no longer the page's.
    await act(async () => {
      answers.get(OLDER)?.reject(new ApiError(DEAD_LINK, 'business', { reason: DEAD_LINK }));
      await new Promise((settled) => setTimeout(settled, 0));
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    expect(newPassword()).toBeVisible();
    expect(screen.queryByText(DEAD_LINK)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send Link' })).toBeNull();
  });

  it('shows a second link opened in the same tab as checking, not as the first one was', async () => {
    const { answers, user } = openTwoLinks();
    answers.get(OLDER)?.resolve({ email: 'sam@example.com' });
    expect(await screen.findByText('sam@example.com')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'The newer link' }));
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link...');
    expect(screen.queryByText('sam@example.com')).toBeNull();
    expect(screen.queryByLabelText('New Password', { exact: true })).toBeNull();

    answers.get(NEWER)?.resolve({ email: 'pat@example.com' });
    expect(await screen.findByText('pat@example.com')).toBeVisible();
    expect(newPassword()).toBeVisible();
  });

  it('checks and saves once in StrictMode', async () => {
    const { user, resetPassword, currentLocation } = openReset(GOOD_LINK, {}, true);
    await user.type(await screen.findByLabelText('New Password', { exact: true }), 'Brand-new-8');
    await user.type(confirmPassword(), 'Brand-new-8{Enter}');
    await waitFor(() => expect(currentLocation().pathname).toBe('/parent-dashboard'));
    expect(resetPassword).toHaveBeenCalledOnce();
    expect(await screen.findByText(NEW_PASSWORD_SAVED)).toBeVisible();
  });
});
