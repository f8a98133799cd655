import { ApiError } from '@mathcols/api-client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openAsParent } from '../parent/test-kit';
import { FAKE_STUDENT_PASSCODE } from '../testing/fake-api-client';
import { fakeApiClient, renderRoute } from '../testing/render-route';

function openLogin(api = fakeApiClient()) {
  const view = renderRoute('/student-login', { api });
  return { ...view, api, user: userEvent.setup() };
}

describe('StudentLoginPage', () => {
  it('tells a parent signed in on this device that a student login here signs them out', async () => {
    const { user, currentLocation } = openAsParent('/student-login');
    expect(screen.getByText(/You are signed in as/)).toHaveTextContent(
      'You are signed in as pat@example.com, a parent. A student login here signs you out.',
    );
    await user.click(screen.getByRole('link', { name: 'Go to your dashboard' }));
    expect(currentLocation().pathname).toBe('/parent-dashboard');
  });

  it('says nothing of a session to a child who is not signed in', () => {
    openLogin();
    expect(screen.queryByText(/You are signed in as/)).toBeNull();
  });

  it('asks for the handle and passcode', async () => {
    const { user } = openLogin();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Student Login' }));
    expect(screen.getByLabelText('Student Handle')).toHaveAccessibleDescription(
      'Student handle is required',
    );
    expect(screen.getByLabelText('Student Passcode')).toHaveAccessibleDescription(
      'Student passcode is required',
    );
    expect(screen.getByLabelText('Student Handle')).toHaveFocus();
  });

  it('checks the minimum lengths', async () => {
    const { user } = openLogin();
    await user.type(screen.getByLabelText('Student Handle'), 'sa');
    await user.type(screen.getByLabelText('Student Passcode'), '123');
    await user.click(screen.getByRole('button', { name: 'Student Login' }));
    expect(screen.getByLabelText('Student Handle')).toHaveAccessibleDescription(
      'Student handle must be at least 3 characters long',
    );
    expect(screen.getByLabelText('Student Passcode')).toHaveAccessibleDescription(
      'Student passcode must be at least 4 characters long',
    );
  });

  it("says 'Login failed' and what to do next for a wrong passcode, not 'Invalid credentials'", async () => {
    const { user } = openLogin();
    await user.type(screen.getByLabelText('Student Handle'), 'samlee');
    await user.type(screen.getByLabelText('Student Passcode'), '9999');
    await user.click(screen.getByRole('button', { name: 'Student Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failedCheck your handle and passcode, or ask your parent for them.',
    );
    expect(screen.queryByText(/Invalid credentials/)).toBeNull();
  });

  it('says what to do when the server cannot be reached', async () => {
    const studentSignIn = () =>
      Promise.reject(new ApiError('An error occurred during login', 'network'));
    const { user } = openLogin(fakeApiClient(undefined, { overrides: { studentSignIn } }));
    await user.type(screen.getByLabelText('Student Handle'), 'samlee');
    await user.type(screen.getByLabelText('Student Passcode'), FAKE_STUDENT_PASSCODE);
    await user.click(screen.getByRole('button', { name: 'Student Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred during loginWait a moment, then press Student Login again.',
    );
    expect(screen.getByLabelText('Student Handle')).toHaveValue('samlee');
  });

  it("drops the last attempt's 'Login failed' when the next one stops at a field", async () => {
    const { user } = openLogin();
    await user.type(screen.getByLabelText('Student Handle'), 'samlee');
    await user.type(screen.getByLabelText('Student Passcode'), '9999');
    await user.click(screen.getByRole('button', { name: 'Student Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
    await user.clear(screen.getByLabelText('Student Passcode'));
    await user.type(screen.getByLabelText('Student Passcode'), '12');
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Student Passcode')).toHaveAccessibleDescription(
      'Student passcode must be at least 4 characters long',
    );
    expect(screen.queryByText('Login failed')).toBeNull();
  });

  it('hides the passcode until the child asks to see it, and keeps what was typed', async () => {
    const { user } = openLogin();
    const passcode = screen.getByLabelText('Student Passcode');
    await user.type(passcode, '12');
    expect(passcode).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('checkbox', { name: 'Show passcode' }));
    expect(passcode).toHaveAttribute('type', 'text');
    expect(passcode).toHaveValue('12');
    await user.click(screen.getByRole('checkbox', { name: 'Show passcode' }));
    expect(passcode).toHaveAttribute('type', 'password');
  });

  it('greets the student on the dashboard after signing in', async () => {
    const { user, currentLocation } = openLogin();
    await user.type(screen.getByLabelText('Student Handle'), 'samlee');
    await user.type(screen.getByLabelText('Student Passcode'), `${FAKE_STUDENT_PASSCODE}{Enter}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Sam Lee!' })).toBeVisible();
    expect(currentLocation().pathname).toBe('/student-dashboard');
  });
});
