import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_ERROR_MESSAGES, ApiError } from '@mathcols/api-client';
import { ERROR_REASONS } from '@mathcols/api-client/protocol';
import { openAsParent, refusal } from '../parent/test-kit';
import { FAKE_PARENT_PASSWORD } from '../testing/fake-api-client';
import { testParent } from '../testing/fake-session';
import { fakeApiClient, renderRoute } from '../testing/render-route';

const THANKS = "Thank you for your message! We'll get back to you within 24 hours.";

const reason = () => screen.getByRole('combobox', { name: 'Reason' });
const message = () => screen.getByRole('textbox', { name: 'Message' });
const send = () => screen.getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ });
const counter = () => document.getElementById('contact-message-counter') as HTMLElement;

afterEach(() => {
  vi.useRealTimers();
});

describe('ParentContactPage', () => {
  it('keeps the message when the session ends before Send; the form has it back after login', async () => {
    const user = userEvent.setup();
    const { api, currentLocation } = openAsParent('/parent-contact');
    await user.selectOptions(reason(), 'Question');
    await user.type(message(), 'Can my son do division at level 7?');
    // The server refused the token (or the cookie expired): the client signs out.
    act(() => api.session.signOut());
    expect(currentLocation().pathname).toBe('/parent-login');
    expect(screen.getByRole('status')).toHaveTextContent(API_ERROR_MESSAGES.noToken);
    await user.type(screen.getByLabelText('Email'), testParent().email);
    await user.type(screen.getByLabelText('Password'), FAKE_PARENT_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(currentLocation().pathname).toBe('/parent-contact');
    expect(reason()).toHaveValue('question');
    expect(message()).toHaveValue('Can my son do division at level 7?');
  });

  it('offers the five reasons after an empty choice, and a way back to the dashboard', () => {
    openAsParent('/parent-contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(document.title).toBe('Contact Us · mathcols');
    expect(screen.getByText('pat@example.com')).toBeVisible();
    expect(
      within(reason())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select a reason',
      'Question',
      'Usability feedback',
      'Bug report',
      'Payment issue',
      'Other',
    ]);
    expect(reason()).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/parent-dashboard',
    );
  });

  it('shows both messages on an empty send, focuses the reason and sends nothing', async () => {
    const sendMessage = vi.fn(() => Promise.resolve('sent'));
    const { user } = openAsParent('/parent-contact', { overrides: { sendMessage } });
    await user.click(send());
    expect(screen.getByText('Please select a reason')).toBeVisible();
    expect(screen.getByText('Please enter a message')).toBeVisible();
    expect(reason()).toHaveFocus();
    expect(reason()).toHaveAccessibleDescription('Please select a reason');
    expect(message()).toHaveAttribute('aria-invalid', 'true');
    expect(sendMessage).not.toHaveBeenCalled();

    await user.selectOptions(reason(), 'Question');
    expect(screen.queryByText('Please select a reason')).toBeNull();
    await user.type(message(), '   ');
    await user.click(send());
    expect(screen.getByText('Please enter a message')).toBeVisible();
    expect(message()).toHaveFocus();
    expect(sendMessage).not.toHaveBeenCalled();
  });

  it('counts characters and warns in words past 700', async () => {
    const { user } = openAsParent('/parent-contact');
    expect(counter()).toHaveTextContent('0/768');
    await user.type(message(), 'Hello');
    expect(counter()).toHaveTextContent('5/768');
    expect(message()).toHaveAccessibleDescription('5/768 characters');

    await user.clear(message());
    await user.click(message());
    await user.paste('a'.repeat(700));
    expect(counter()).toHaveTextContent('700/768');
    expect(counter()).toHaveAttribute('data-state', 'ok');
    expect(screen.queryByText('Nearly at the limit')).toBeNull();

    await user.type(message(), 'b');
    expect(counter()).toHaveTextContent('701/768');
    expect(counter()).toHaveAttribute('data-state', 'warn');
    expect(screen.getByText('Nearly at the limit')).toBeVisible();
    expect(message()).toHaveAccessibleDescription(/Nearly at the limit.*701\/768 characters/);
  });

  it('does not send 769 characters and says why', async () => {
    const sendMessage = vi.fn(() => Promise.resolve('sent'));
    const { user } = openAsParent('/parent-contact', { overrides: { sendMessage } });
    await user.selectOptions(reason(), 'Other');
    await user.click(message());
    await user.paste('m'.repeat(769));
    expect(counter()).toHaveTextContent('769/768');
    expect(screen.getByText('Over the limit')).toBeVisible();
    await user.click(send());
    expect(screen.getByText('Message must be less than 768 characters')).toBeVisible();
    expect(message()).toHaveFocus();
    expect(message()).toHaveValue('m'.repeat(769));
    expect(sendMessage).not.toHaveBeenCalled();

    await user.type(message(), '{Backspace}');
    await user.click(send());
    expect(sendMessage).toHaveBeenCalledWith('other', 'm'.repeat(768));
  });

  it('sends the reason and trimmed message, thanks the parent for 3 s and empties the form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const sendMessage = vi.fn(() => Promise.resolve('sent'));
    openAsParent('/parent-contact', { overrides: { sendMessage } });
    await user.selectOptions(reason(), 'Bug report');
    await user.type(message(), '  The Save button does nothing.  ');
    await user.click(send());

    const thanks = await screen.findByText(THANKS);
    expect(thanks).toHaveAttribute('role', 'status');
    expect(sendMessage).toHaveBeenCalledWith('bug-report', 'The Save button does nothing.');
    expect(reason()).toHaveValue('');
    expect(message()).toHaveValue('');
    expect(counter()).toHaveTextContent('0/768');

    // The fake clock also follows real time (shouldAdvanceTime): leave slack for a busy machine.
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByText(THANKS)).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(1100);
    });
    expect(screen.queryByText(THANKS)).toBeNull();
  });

  it("says 'Sending...' while the message is on its way", async () => {
    const { user } = openAsParent('/parent-contact', {
      overrides: { sendMessage: () => new Promise<string>(() => {}) },
    });
    await user.selectOptions(reason(), 'Question');
    await user.type(message(), 'Is there a Spanish version?');
    await user.click(send());
    expect(send()).toHaveTextContent('Sending...');
    expect(send()).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps everything typed when the server cannot be reached, and says so', async () => {
    const sendMessage = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(API_ERROR_MESSAGES.sendMessageError, 'network'))
      .mockResolvedValueOnce('sent');
    const { user } = openAsParent('/parent-contact', { overrides: { sendMessage } });
    await user.selectOptions(reason(), 'Payment issue');
    await user.type(message(), 'I was charged twice this month.');
    await user.click(send());

    const alert = await screen.findByText('Failed to send message. Please try again.');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(reason()).toHaveValue('payment-issue');
    expect(message()).toHaveValue('I was charged twice this month.');
    expect(send()).toHaveTextContent('Send Message');

    await user.click(send());
    expect(await screen.findByText(THANKS)).toBeVisible();
    expect(screen.queryByText('Failed to send message. Please try again.')).toBeNull();
    expect(sendMessage).toHaveBeenCalledTimes(2);
  });

  it("shows the server's reason when a parent has sent too many messages", async () => {
    const { user } = openAsParent('/parent-contact', {
      overrides: { sendMessage: () => Promise.reject(refusal(ERROR_REASONS.tooManyMessages)) },
    });
    await user.selectOptions(reason(), 'Other');
    await user.type(message(), 'One more thing');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many messages. Please wait a while and try again.',
    );
    expect(message()).toHaveValue('One more thing');
  });

  it('sends a visitor to the parent login', () => {
    const { currentLocation } = renderRoute('/parent-contact', { api: fakeApiClient() });
    expect(currentLocation().pathname).toBe('/parent-login');
    expect(screen.getByRole('heading', { name: 'Parent Login' })).toBeVisible();
  });

  it('has no axe violations, with messages shown and the counter warning', async () => {
    const { user } = openAsParent('/parent-contact');
    const clean = await axe.run(screen.getByRole('main'));
    expect(clean.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await user.click(message());
    await user.paste('a'.repeat(720));
    await user.click(send());
    expect(screen.getByText('Please select a reason')).toBeVisible();
    const invalid = await axe.run(screen.getByRole('main'));
    expect(invalid.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
