import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters with uppercase, lowercase, number, and can include symbols',
    );
  });

  it("returns focus to 'Edit' after Cancel, keeping the saved values", async () => {
    const { user } = openAccount();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('First Name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    expect(detail('First Name')).toHaveTextContent('Pat');
  });

  it(
    "keeps the saved values on the page only; 'Success' clears after 3 s",
    { timeout: 20_000 },
    async () => {
      const { user, api } = openAccount();
      await user.click(screen.getByRole('button', { name: 'Edit' }));
      await user.clear(screen.getByLabelText('First Name'));
      await user.type(screen.getByLabelText('First Name'), 'Patricia');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(screen.getByRole('status')).toHaveTextContent('Success');
      expect(detail('First Name')).toHaveTextContent('Patricia');
      expect(api.session.getSnapshot().parent?.user.firstname).toBe('Pat');

      // Still there well into the 3 s, gone after them (slack for a busy machine either way).
      await new Promise((resolve) => setTimeout(resolve, SUCCESS_CLEAR_MS / 2));
      expect(screen.getByRole('status')).toHaveTextContent('Success');
      await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement(), {
        timeout: SUCCESS_CLEAR_MS + 5000,
      });
    },
  );
});
