import { API_ERROR_MESSAGES } from '@mathcols/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openAsParent } from '../parent/test-kit';
import { FAKE_PARENT_PASSWORD } from '../testing/fake-api-client';
import { testStudentSession } from '../testing/fake-session';
import { fakeApiClient, renderRoute } from '../testing/render-route';
import { PARENT_LOGIN_HINT } from './parent-login-page';

function openLogin(api = fakeApiClient()) {
  const view = renderRoute('/parent-login', { api });
  return { ...view, api, user: userEvent.setup() };
}

describe('ParentLoginPage', () => {
  it('tells a parent already signed in, here and on Register, with the way to their dashboard', async () => {
    for (const path of ['/parent-login', '/register']) {
      const { user, currentLocation, unmount } = openAsParent(path);
      expect(screen.getByText(/You are signed in as/)).toHaveTextContent(
        'You are signed in as pat@example.com.',
      );
      await user.click(screen.getByRole('link', { name: 'Go to your dashboard' }));
      expect(currentLocation().pathname).toBe('/parent-dashboard');
      unmount();
    }
  });

  it('tells a student signed in on this device that a parent login here signs them out', () => {
    const student = { session: testStudentSession({ fullName: 'sam lee' }) };
    openLogin(fakeApiClient(undefined, { session: { student } }));
    expect(screen.getByText(/You are signed in as/)).toHaveTextContent(
      'You are signed in as Sam Lee, a student. A parent login here signs you out.',
    );
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/student-dashboard',
    );
  });

  it('says nothing of a session to a visitor', () => {
    openLogin(fakeApiClient());
    expect(screen.queryByText(/You are signed in as/)).toBeNull();
  });

  it('has labelled fields and the three buttons', () => {
    openLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Parent Login' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeVisible();
  });

  it('uses the parent top bar with Login while signed out', () => {
    openLogin();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Login',
      'Pricing',
      'FAQ',
      'About',
      'Blog',
    ]);
  });

  it('ties the required messages to the fields and focuses the first', async () => {
    const { user } = openLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Password is required');
    expect(email).toHaveFocus();
  });

  it('asks for a valid address and clears the message once the field is edited', async () => {
    const { user } = openLogin();
    await user.type(screen.getByLabelText('Email'), 'pat at example.com');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    await user.type(email, 'x');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
  });

  it("shows the server's reason in an alert", async () => {
    const { user } = openLogin();
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.type(screen.getByLabelText('Password'), 'WrongPass1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid credentials');
    // And what to do about it.
    expect(alert).toHaveTextContent(PARENT_LOGIN_HINT);
    expect(screen.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  it("reads 'Logging in...' while the server answers", async () => {
    const api = fakeApiClient(undefined, {
      overrides: { parentSignIn: () => new Promise(() => undefined) },
    });
    const { user } = openLogin(api);
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.type(screen.getByLabelText('Password'), FAKE_PARENT_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeVisible();
  });

  it('opens the parent dashboard after signing in', async () => {
    const { user, currentLocation, api } = openLogin();
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.type(screen.getByLabelText('Password'), `${FAKE_PARENT_PASSWORD}{Enter}`);
    await waitFor(() => expect(currentLocation().pathname).toBe('/parent-dashboard'));
    expect(api.session.getSnapshot().parent?.user.email).toBe('pat@example.com');
  });

  it('a link to a page that needs a sign-in (the weekly e-mail’s report cards) opens it after signing in', async () => {
    const api = fakeApiClient();
    const { currentLocation } = renderRoute('/report-cards?student=sam', { api });
    expect(currentLocation().pathname).toBe('/parent-login');
    // An ordinary visit, not an ended session: no "log in again".
    expect(screen.queryByText(API_ERROR_MESSAGES.noToken)).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.type(screen.getByLabelText('Password'), `${FAKE_PARENT_PASSWORD}{Enter}`);
    await waitFor(() => expect(currentLocation().pathname).toBe('/report-cards'));
    expect(currentLocation().search).toBe('?student=sam');
  });

  it('takes the address typed so far to the forgotten-password page', async () => {
    const { user, currentLocation } = openLogin();
    const forgot = screen.getByRole('link', { name: 'Forgot your password?' });
    expect(forgot).toHaveAttribute('href', '/forgot-password');
    await user.type(screen.getByLabelText('Email'), ' pat+kids@example.com ');
    await user.click(forgot);
    expect(currentLocation().pathname).toBe('/forgot-password');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('pat+kids@example.com');
  });

  it('Back to Home clears the session and shows the landing page', async () => {
    const api = fakeApiClient(undefined, { session: { parent: {} } });
    const { user, currentLocation } = openLogin(api);
    await user.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(await screen.findByRole('link', { name: 'Student Login' })).toBeVisible();
    expect(currentLocation().pathname).toBe('/');
    expect(api.session.getSnapshot().parent).toBeNull();
  });
});
