import { API_ERROR_MESSAGES, ApiError, type ApiClient } from '@mathcols/api-client';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import {
  FAKE_PARENT_PASSWORD,
  FAKE_TAKEN_EMAIL,
  type EmailChangeCall,
} from '../testing/fake-api-client';
import { testParent } from '../testing/fake-session';
import { fakeApiClient, renderRoute } from '../testing/render-route';

const NEW_ADDRESS = 'robin.doe@example.org';
const CHANGED = `Your email address is now ${NEW_ADDRESS}. We sent a verification email there: open it to verify the address.`;
const TOO_MANY = 'Too many wrong passwords. Please wait 15 minutes and try again.';

/** Manage Account for pat@example.com; `overrides` replace client methods. */
function openAccount(overrides: Partial<ApiClient> = {}) {
  const emailChanges: EmailChangeCall[] = [];
  const api = fakeApiClient(undefined, {
    session: { parent: { user: testParent({ firstname: 'Pat', lastname: 'Doe' }) } },
    emailChanges,
    overrides,
  });
  renderRoute('/manage-account', { api });
  return { api, emailChanges, user: userEvent.setup() };
}

const emailShown = () => screen.getByText('Email', { selector: 'dt' }).nextElementSibling;
const newEmail = () => screen.getByLabelText('New Email');
const confirmEmail = () => screen.getByLabelText('Confirm New Email');
const currentPassword = () => screen.getByLabelText('Current Password');
const save = () => screen.getByRole('button', { name: /Save New Email|Saving\.\.\./ });

/**
 * Opens the form and types the new address twice (`confirm`, when another) and the password,
 * each only when not empty.
 */
async function fillForm(user: UserEvent, email: string, password: string, confirm = email) {
  await user.click(screen.getByRole('button', { name: 'Change Email' }));
  if (email) await user.type(newEmail(), email);
  if (confirm) await user.type(confirmEmail(), confirm);
  if (password) await user.type(currentPassword(), password);
}

describe('ManageAccountPage: changing the e-mail address', () => {
  it('opens on New Email with the present address and what changes', async () => {
    const { user } = openAccount();
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(screen.getByRole('form', { name: 'Change Email' })).toBeVisible();
    expect(newEmail()).toHaveFocus();
    expect(newEmail()).toHaveAttribute('type', 'email');
    expect(newEmail()).toHaveAttribute('autocomplete', 'email');
    expect(confirmEmail()).toHaveAttribute('type', 'email');
    expect(currentPassword()).toHaveAttribute('type', 'password');
    expect(currentPassword()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByText('pat@example.com')).toBeVisible();
    expect(
      screen.getByText(
        'You will sign in with the new address. Your students keep their handles and passcodes.',
      ),
    ).toBeVisible();
    await expectNoAxeViolations();
  });

  it('moves the account to the new address and says where the verification e-mail went', async () => {
    const { api, emailChanges, user } = openAccount();
    await fillForm(user, NEW_ADDRESS, FAKE_PARENT_PASSWORD);
    await user.click(save());

    expect(await screen.findByRole('status')).toHaveTextContent(CHANGED);
    expect(emailChanges).toEqual([{ email: NEW_ADDRESS, current: FAKE_PARENT_PASSWORD }]);
    expect(emailShown()).toHaveTextContent(NEW_ADDRESS);
    expect(screen.queryByLabelText('New Email')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Email' })).toHaveFocus();
    // Not verified yet: the dashboard's banner comes back.
    expect(api.session.getSnapshot().parent?.user).toMatchObject({
      email: NEW_ADDRESS,
      emailverified: 'false',
    });
    await expectNoAxeViolations();

    // Opening the form again starts empty, and the notice has done its work.
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(newEmail()).toHaveValue('');
    expect(confirmEmail()).toHaveValue('');
    expect(currentPassword()).toHaveValue('');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('works from the keyboard alone: Tab to the button, type, Enter to save', async () => {
    const { emailChanges, user } = openAccount();
    screen.getByRole('button', { name: 'Edit' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Change Email' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(NEW_ADDRESS);
    await user.tab();
    expect(confirmEmail()).toHaveFocus();
    await user.keyboard(NEW_ADDRESS);
    await user.tab();
    expect(currentPassword()).toHaveFocus();
    await user.keyboard(`${FAKE_PARENT_PASSWORD}{Enter}`);
    expect(await screen.findByRole('status')).toHaveTextContent(CHANGED);
    expect(emailChanges).toHaveLength(1);
  });

  it("sends nothing on 'Cancel' and gives focus back to 'Change Email'", async () => {
    const { emailChanges, user } = openAccount();
    await fillForm(user, NEW_ADDRESS, FAKE_PARENT_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Change Email' })).toHaveFocus();
    expect(emailShown()).toHaveTextContent('pat@example.com');
    expect(emailChanges).toEqual([]);
  });

  it.each([
    ['an empty address', '', FAKE_PARENT_PASSWORD, 'New Email', 'Email is required'],
    [
      'an address without a domain',
      'robin@example',
      FAKE_PARENT_PASSWORD,
      'New Email',
      'Please enter a valid email address',
    ],
    [
      'an address with a space',
      'robin doe@example.org',
      FAKE_PARENT_PASSWORD,
      'New Email',
      'Please enter a valid email address',
    ],
    [
      'the present address in other letters and spaces',
      '  PAT@Example.com ',
      FAKE_PARENT_PASSWORD,
      'New Email',
      'This is already the email address of your account',
    ],
    [
      'no current password',
      NEW_ADDRESS,
      '',
      'Current Password',
      'Please enter your current password',
    ],
  ])('sends nothing for %s, and says why at the field', async (_, email, password, label, text) => {
    const { emailChanges, user } = openAccount();
    await fillForm(user, email, password);
    await user.click(save());
    const field = screen.getByLabelText(label);
    expect(field).toHaveAccessibleDescription(text);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(emailChanges).toEqual([]);
    await expectNoAxeViolations();

    // Typing in the field takes the message away.
    await user.type(field, 'x');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).not.toHaveAccessibleDescription();
  });

  it("sends nothing when the address is typed differently twice: 'Emails do not match'", async () => {
    const { emailChanges, user } = openAccount();
    await fillForm(user, NEW_ADDRESS, FAKE_PARENT_PASSWORD, 'robin.do@example.org');
    await user.click(save());
    expect(confirmEmail()).toHaveAccessibleDescription('Emails do not match');
    expect(confirmEmail()).toHaveAttribute('aria-invalid', 'true');
    expect(confirmEmail()).toHaveFocus();
    expect(emailChanges).toEqual([]);
    await expectNoAxeViolations();
    // Other letters and spaces around it are the same address.
    await user.clear(confirmEmail());
    await user.type(confirmEmail(), ` ${NEW_ADDRESS.toUpperCase()} `);
    await user.click(save());
    expect(await screen.findByRole('status')).toHaveTextContent(CHANGED);
    expect(emailChanges).toEqual([{ email: NEW_ADDRESS, current: FAKE_PARENT_PASSWORD }]);
  });

  it.each([
    ['a wrong password', NEW_ADDRESS, 'Wrong-pass-1', {}, 'Your current password is not right'],
    [
      "another parent's address",
      FAKE_TAKEN_EMAIL,
      FAKE_PARENT_PASSWORD,
      {},
      'An account with this email already exists',
    ],
    [
      'the wait after 5 wrong passwords',
      NEW_ADDRESS,
      'Wrong-pass-1',
      {
        changeEmail: () =>
          Promise.reject(new ApiError(TOO_MANY, 'http', { status: 429, reason: TOO_MANY })),
      },
      TOO_MANY,
    ],
    [
      'no answer',
      NEW_ADDRESS,
      FAKE_PARENT_PASSWORD,
      {
        changeEmail: () =>
          Promise.reject(new ApiError(API_ERROR_MESSAGES.changeEmailFailed, 'network')),
      },
      'Failed to change your email address. Please try again.',
    ],
  ] satisfies [string, string, string, Partial<ApiClient>, string][])(
    'shows the refusal of %s and keeps what was typed',
    async (_, email, password, overrides, text) => {
      const { api, user } = openAccount(overrides);
      await fillForm(user, email, password);
      await user.click(save());
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(newEmail()).toHaveValue(email);
      expect(currentPassword()).toHaveValue(password);
      expect(save()).toHaveTextContent('Save New Email');
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      expect(api.session.getSnapshot().parent?.user.email).toBe('pat@example.com');
      await expectNoAxeViolations();
    },
  );

  it('the server saying it is the present address shows in the alert too', async () => {
    // The server compares what it stores; the page's own check cannot see every spelling.
    const { user } = openAccount({
      changeEmail: () =>
        Promise.reject(
          new ApiError('This is already the email address of your account', 'business'),
        ),
    });
    await fillForm(user, NEW_ADDRESS, FAKE_PARENT_PASSWORD);
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is already the email address of your account',
    );
    expect(newEmail()).toHaveValue(NEW_ADDRESS);
  });

  it("says 'Saving...' while it waits, and a second press sends nothing", async () => {
    const changeEmail = vi.fn(() => new Promise<never>(() => undefined));
    const { user } = openAccount({ changeEmail });
    await fillForm(user, NEW_ADDRESS, FAKE_PARENT_PASSWORD);
    await user.click(save());
    expect(save()).toHaveTextContent('Saving...');
    expect(save()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('form', { name: 'Change Email' })).toHaveAttribute('aria-busy', 'true');
    await user.click(save());
    await user.keyboard('{Enter}');
    expect(changeEmail).toHaveBeenCalledOnce();
    expect(changeEmail).toHaveBeenCalledWith({
      email: NEW_ADDRESS,
      current: FAKE_PARENT_PASSWORD,
    });
    await expectNoAxeViolations();
  });
});
