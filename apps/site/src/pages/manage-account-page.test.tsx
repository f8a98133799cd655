import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FAKE_PARENT_PASSWORD } from '../testing/fake-api-client';
import { testParent } from '../testing/fake-session';
import { fakeApiClient, renderRoute } from '../testing/render-route';
import { SUCCESS_CLEAR_MS } from './manage-account-page';

function openAccount() {
  const user = testParent({ firstname: 'Pat', lastname: 'Doe' });
  const api = fakeApiClient(undefined, { session: { parent: { user } } });
  renderRoute('/manage-account', { api });
  return { api, user: userEvent.setup() };
}

const detail = (term: string) => screen.getByText(term).nextElementSibling;

/** Types the current password and the new one twice (`confirm`: the second time). */
async function typePasswords(user: UserEvent, current: string, next: string, confirm = next) {
  await user.type(screen.getByLabelText('Current Password'), current);
  await user.type(screen.getByLabelText('New Password'), next);
  await user.type(screen.getByLabelText('Confirm New Password'), confirm);
}

describe('ManageAccountPage', () => {
  it("shows the parent's details", () => {
    openAccount();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Account' })).toBeVisible();
    expect(detail('First Name')).toHaveTextContent('Pat');
    expect(detail('Last Name')).toHaveTextContent('Doe');
    expect(detail('Email')).toHaveTextContent('pat@example.com');
  });

  it('checks the edited fields', async () => {
    const { user } = openAccount();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('First Name'));
    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription(
      'First name is required',
    );
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    expect(screen.getByLabelText('Current Password')).toHaveAccessibleDescription(
      'Please enter your current password',
    );
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters with uppercase, lowercase, number, and can include symbols',
    );
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription(
      'Please confirm your password',
    );
  });

  it('sends no password that the confirmation does not repeat', async () => {
    const { user, api } = openAccount();
    const changePassword = vi.spyOn(api, 'changePassword');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await typePasswords(user, FAKE_PARENT_PASSWORD, 'Brand-new-pass-7', 'Brand-new-pass-8');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(screen.getByLabelText('Confirm New Password')).toHaveFocus();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("opens the form on First Name and returns focus to 'Edit' after Cancel, keeping the saved values", async () => {
    const { user } = openAccount();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    await user.keyboard('x');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    expect(detail('First Name')).toHaveTextContent('Pat');
  });

  it(
    "saves the names to the account; 'Success' clears after 3 s",
    { timeout: 20_000 },
    async () => {
      const { user, api } = openAccount();
      const updateNames = vi.spyOn(api, 'updateNames');
      const changePassword = vi.spyOn(api, 'changePassword');
      await user.click(screen.getByRole('button', { name: 'Edit' }));
      await user.clear(screen.getByLabelText('First Name'));
      await user.type(screen.getByLabelText('First Name'), 'Patricia');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Success')).toBeVisible();
      expect(detail('First Name')).toHaveTextContent('Patricia');
      expect(updateNames).toHaveBeenCalledExactlyOnceWith({
        firstname: 'Patricia',
        lastname: 'Doe',
      });
      expect(changePassword).not.toHaveBeenCalled();
      expect(api.session.getSnapshot().parent?.user.firstname).toBe('Patricia');

      // Still there well into the 3 s, gone after them (slack for a busy machine either way).
      await new Promise((resolve) => setTimeout(resolve, SUCCESS_CLEAR_MS / 2));
      expect(screen.getByRole('status')).toHaveTextContent('Success');
      await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement(), {
        timeout: SUCCESS_CLEAR_MS + 5000,
      });
    },
  );

  it('changes the password only with the right current one, and never says Success before', async () => {
    const { user, api } = openAccount();
    const changePassword = vi.spyOn(api, 'changePassword');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await typePasswords(user, 'Wrong-pass-1', 'Brand-new-pass-7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your current password is not right',
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    // The form stays, with what was typed.
    expect(screen.getByLabelText('New Password')).toHaveValue('Brand-new-pass-7');

    await user.clear(screen.getByLabelText('Current Password'));
    await user.type(screen.getByLabelText('Current Password'), FAKE_PARENT_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Success')).toBeVisible();
    expect(changePassword).toHaveBeenLastCalledWith({
      current: FAKE_PARENT_PASSWORD,
      next: 'Brand-new-pass-7',
    });
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('saves no new name when the current password is wrong', async () => {
    const { user, api } = openAccount();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('First Name'));
    await user.type(screen.getByLabelText('First Name'), 'Robin');
    await typePasswords(user, 'Wrong-pass-1', 'Brand-new-pass-7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your current password is not right',
    );
    expect(api.session.getSnapshot().parent?.user.firstname).toBe('Pat');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(detail('First Name')).toHaveTextContent('Pat');
  });

  it('keeps a saved password from being sent again when the names then fail', async () => {
    const { user, api } = openAccount();
    const changePassword = vi.spyOn(api, 'changePassword');
    vi.spyOn(api, 'updateNames').mockRejectedValueOnce(new Error('Failed to update account'));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Last Name'), 'y');
    await typePasswords(user, FAKE_PARENT_PASSWORD, 'Brand-new-pass-7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update account');
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm New Password')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Success')).toBeVisible();
    expect(changePassword).toHaveBeenCalledOnce();
    expect(detail('Last Name')).toHaveTextContent('Doey');
  });

  it("offers 'Change Email' beside 'Edit', no longer 'contact us'", () => {
    openAccount();
    expect(screen.getByRole('button', { name: 'Change Email' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'contact us' })).not.toBeInTheDocument();
  });
});
