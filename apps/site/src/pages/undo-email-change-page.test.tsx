import { ApiError, type ApiClient } from '@mathcols/api-client';
import { ERROR_REASONS } from '@mathcols/api-client/protocol';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FAKE_RESET_TOKEN, FAKE_UNDO_TOKEN } from '../testing/fake-api-client';
import { expectNoAxeViolations } from '../testing/axe';
import { testParent } from '../testing/fake-session';
import { fakeApiClient, renderRoute } from '../testing/render-route';
import { UNDO_FAILED_HINT } from './undo-email-change-page';

/** Opens `path` on the fake client, its `undoEmailChange` spied on (or replaced first). */
function openUndo(path: string, overrides: Partial<ApiClient> = {}) {
  const api = fakeApiClient(undefined, { overrides });
  const undo = vi.spyOn(api, 'undoEmailChange');
  const view = renderRoute(path, { api, strict: true });
  return { ...view, undo, user: userEvent.setup() };
}

describe('UndoEmailChangePage', () => {
  it('undoes the change once and leads on to choosing a new password', async () => {
    const { undo, user, currentLocation } = openUndo(
      `/undo-email-change?emailtoken=${FAKE_UNDO_TOKEN}`,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Undoing the change...');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The change is undone' }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      `Your account is back at ${testParent().email}.`,
    );
    expect(screen.getByText(/knew your password, and you have been signed out/)).toBeVisible();
    // Sent once, though StrictMode runs effects twice: a link works once.
    expect(undo).toHaveBeenCalledExactlyOnceWith(FAKE_UNDO_TOKEN);
    await user.click(screen.getByRole('link', { name: 'Choose a new password' }));
    expect(currentLocation().pathname).toBe('/reset-password');
    expect(new URLSearchParams(currentLocation().search).get('emailtoken')).toBe(FAKE_RESET_TOKEN);
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  });

  it('says why a used or expired link does nothing, with the way back to login', async () => {
    const { undo } = openUndo('/undo-email-change?emailtoken=spent-token-0123456789');
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_REASONS.invalidEmailUndoToken);
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/parent-login',
    );
    expect(undo).toHaveBeenCalledOnce();
  });

  it('says a link without its token is not complete, asking nothing', () => {
    const { undo } = openUndo('/undo-email-change');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link is not complete. Open it again from the email, or copy all of it into the address bar.',
    );
    expect(undo).not.toHaveBeenCalled();
  });

  it('offers Try Again when the server cannot be reached, and the same link then works', async () => {
    let offline = true;
    const api = fakeApiClient();
    const real = api.undoEmailChange.bind(api);
    const { user } = openUndo(`/undo-email-change?emailtoken=${FAKE_UNDO_TOKEN}`, {
      undoEmailChange: (token) =>
        offline
          ? Promise.reject(
              new ApiError('Failed to undo the email change. Please try again.', 'network'),
            )
          : real(token),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Failed to undo the email change. Please try again.${UNDO_FAILED_HINT}`,
    );
    offline = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The change is undone' }),
    ).toBeVisible();
  });

  it('has no axe violations once undone', async () => {
    const { container } = openUndo(`/undo-email-change?emailtoken=${FAKE_UNDO_TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'The change is undone' });
    await expectNoAxeViolations(container);
  });
});
