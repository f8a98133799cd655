import {
  ACCOUNT_MESSAGES,
  ApiError,
  createApiClient,
  memoryCookieStore,
  memoryKeyValueStore,
  type ApiClient,
} from '@mathcols/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RESET_LINK_HINT, RESET_LINK_INTRO } from '../auth/reset-link-request';
import { expectNoAxeViolations } from '../testing/axe';
import { fakeApiClient, renderRoute } from '../testing/render-route';

const DEVICE = '6e842fd4-6940-41fc-a73a-f9676f631e81';
const TOO_MANY = 'Too many password emails requested. Please wait 12 minutes and try again.';

/** Opens `path` on the fake client, with `requestPasswordReset` spied on or replaced. */
function openForgot(path = '/forgot-password', overrides: Partial<ApiClient> = {}) {
  const api = fakeApiClient(undefined, { overrides });
  const requestPasswordReset = vi.spyOn(api, 'requestPasswordReset');
  const view = renderRoute(path, { api });
  return { ...view, requestPasswordReset, user: userEvent.setup() };
}

const email = () => screen.getByLabelText('Email');
const sendLink = () => screen.getByRole('button', { name: 'Send Link' });

describe('ForgotPasswordPage', () => {
  it('starts with the address from the login page and says what happens', async () => {
    openForgot('/forgot-password?email=pat%2Bkids%40example.com');
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    expect(screen.getByText(RESET_LINK_INTRO)).toBeVisible();
    expect(email()).toHaveValue('pat+kids@example.com');
    expect(email()).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/parent-login',
    );
    expect(document.title).toBe('Forgot Password · mathcols');
    await expectNoAxeViolations();
  });

  it("sends the link, reads 'Sending...' meanwhile, then shows the answer instead of the form", async () => {
    let answer: (text: string) => void = () => undefined;
    const { user, requestPasswordReset } = openForgot('/forgot-password', {
      requestPasswordReset: () =>
        new Promise<string>((resolve) => {
          answer = resolve;
        }),
    });
    await user.type(email(), ' pat@example.com {Enter}');
    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    // A second press while busy sends nothing more.
    await user.click(busy);
    expect(requestPasswordReset).toHaveBeenCalledOnce();
    answer(ACCOUNT_MESSAGES.passwordResetSent);

    const status = await screen.findByText(ACCOUNT_MESSAGES.passwordResetSent);
    expect(screen.getByRole('status')).toContainElement(status);
    expect(screen.getByRole('status')).toHaveTextContent(RESET_LINK_HINT);
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByRole('button', { name: /Send Link|Sending/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toBeVisible();
    await expectNoAxeViolations();
  });

  it('says where the link went, and Use another email brings the address back to fix', async () => {
    const { user, requestPasswordReset } = openForgot();
    await user.type(email(), 'pat@exmaple.com{Enter}');
    expect(await screen.findByText('Sent to: pat@exmaple.com')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Use another email' }));
    await waitFor(() => expect(email()).toHaveFocus());
    expect(email()).toHaveValue('pat@exmaple.com');
    await user.clear(email());
    await user.type(email(), 'pat@example.com{Enter}');
    expect(await screen.findByText('Sent to: pat@example.com')).toBeVisible();
    expect(requestPasswordReset.mock.calls).toEqual([['pat@exmaple.com'], ['pat@example.com']]);
  });

  it('sends the address the parent typed, without the spaces around it', async () => {
    // The real client over a server that records what reaches it: the client trims, the page
    // does not need to.
    const sent: unknown[] = [];
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/api/device')) {
        return Response.json({ tag: 'device.create', deviceid: DEVICE });
      }
      const body = JSON.parse(String(init?.body)) as { tag: string };
      sent.push(body);
      return Response.json({ tag: body.tag, reason: ACCOUNT_MESSAGES.passwordResetSent });
    }) as typeof globalThis.fetch;
    const client = createApiClient({
      fetch,
      cookies: memoryCookieStore(),
      storage: memoryKeyValueStore(),
    });
    const { user } = openForgot('/forgot-password', {
      requestPasswordReset: client.requestPasswordReset,
    });
    await user.type(email(), '  pat@example.com ');
    await user.click(sendLink());
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordResetSent)).toBeVisible();
    expect(sent).toEqual([
      { tag: 'public.passwordforgot', deviceid: DEVICE, email: 'pat@example.com' },
    ]);
  });

  it('asks for a valid address, tied to the field, and sends nothing', async () => {
    const { user, requestPasswordReset } = openForgot();
    await user.type(email(), 'pat at example.com');
    await user.click(sendLink());
    expect(email()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveFocus();
    expect(requestPasswordReset).not.toHaveBeenCalled();
    await expectNoAxeViolations();
    await user.clear(email());
    await user.click(sendLink());
    expect(email()).toHaveAccessibleDescription('Email is required');
  });

  it('shows a failure in an alert, keeps the address, and sends again', async () => {
    const requestPasswordReset = vi
      .fn<ApiClient['requestPasswordReset']>()
      .mockRejectedValueOnce(new ApiError(TOO_MANY, 'http', { status: 429, reason: TOO_MANY }))
      .mockRejectedValueOnce(new ApiError('Failed to send the email. Please try again.', 'network'))
      .mockResolvedValueOnce(ACCOUNT_MESSAGES.passwordResetSent);
    const { user } = openForgot('/forgot-password?email=pat%40example.com', {
      requestPasswordReset,
    });
    await user.click(sendLink());
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY);
    expect(email()).toHaveValue('pat@example.com');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await expectNoAxeViolations();

    await user.click(sendLink());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send the email. Please try again.',
    );
    await user.click(sendLink());
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordResetSent)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requestPasswordReset).toHaveBeenCalledTimes(3);
  });

  it('Back to Login goes to the parent login', async () => {
    const { user, currentLocation } = openForgot();
    await user.click(screen.getByRole('link', { name: 'Back to Login' }));
    expect(currentLocation().pathname).toBe('/parent-login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Parent Login' })).toBeVisible();
  });
});
