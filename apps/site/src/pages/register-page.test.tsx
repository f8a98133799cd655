import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApiClient, renderRoute } from '../testing/render-route';

function openRegister(api = fakeApiClient()) {
  const view = renderRoute('/register', { api });
  return { ...view, api, user: userEvent.setup() };
}

async function fill(user: UserEvent, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
}

const VALID = {
  'First Name': 'Pat',
  'Last Name': 'Doe',
  Email: 'pat@example.com',
  Password: 'Secret123',
  'Confirm Password': 'Secret123',
};

describe('RegisterPage', () => {
  it('shows the e-mail notice and the three buttons', () => {
    openRegister();
    expect(
      screen.getByText(
        'You will need a valid email address to create an account and receive student report cards.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Register' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/parent-login',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('says what every empty field needs and focuses the first name', async () => {
    const { user } = openRegister();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription(
      'First name is required',
    );
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription('Last name is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Please confirm your password',
    );
    expect(screen.getByLabelText('First Name')).toHaveFocus();
  });

  it('checks lengths, the address, password strength and the confirmation', async () => {
    const { user } = openRegister();
    await fill(user, {
      'First Name': ' P ',
      'Last Name': 'D',
      Email: 'pat@example',
      Password: 'secret123',
      'Confirm Password': 'secret124',
    });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription(
      'First name must be at least 2 characters',
    );
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription(
      'Last name must be at least 2 characters',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters with uppercase, lowercase, number, and can include symbols',
    );
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
  });

  it('says a name is too long before the server refuses it', async () => {
    const register = vi.fn(() => new Promise<never>(() => undefined));
    const { user } = openRegister(fakeApiClient(undefined, { overrides: { register } }));
    await fill(user, { ...VALID, 'Last Name': '' });
    await user.click(screen.getByLabelText('Last Name'));
    await user.paste('Doe-'.repeat(17));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription(
      'Last name must be at most 64 characters long',
    );
    expect(screen.getByLabelText('Last Name')).toHaveFocus();
    expect(register).not.toHaveBeenCalled();
  });

  it("reads 'Creating Account...' while the server answers", async () => {
    const api = fakeApiClient(undefined, {
      overrides: { register: () => new Promise(() => undefined) },
    });
    const { user } = openRegister(api);
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('button', { name: 'Creating Account...' })).toBeVisible();
  });

  it("shows the server's reason", async () => {
    const api = fakeApiClient(undefined, {
      overrides: { register: () => Promise.reject(new Error('Email already registered')) },
    });
    const { user } = openRegister(api);
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email already registered');
  });

  it('signs the new parent in and opens the dashboard', async () => {
    const { user, currentLocation, api } = openRegister();
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/parent-dashboard'));
    expect(api.session.getSnapshot().parent?.user).toMatchObject({
      firstname: 'Pat',
      lastname: 'Doe',
      email: 'pat@example.com',
    });
  });
});
