import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigureStudentPage } from '../pages/configure-student-page';
import { testStudentData } from '../testing/fake-session';
import { fakeApiClient, renderRoute } from '../testing/render-route';
import { ALEX, openAsParent, refusal, SAM } from './test-kit';
import { SUCCESS_MESSAGE_MS } from './use-flash';

const HANDLE_HINT = 'Your child logs in with this as their Student Handle.';
const PASSCODE_HINT = 'Their Student Passcode: at least 4 characters.';

afterEach(() => {
  vi.useRealTimers();
});

const PREMIUM = { userpremium: 'true', studentsMax: 4 } as const;
const field = (name: string) => screen.getByLabelText(name);
const addButton = () => screen.getByRole('button', { name: 'Add Student' });

async function fillStudent(user: ReturnType<typeof userEvent.setup>, grade = '2') {
  await user.type(field('First name'), ' Sam ');
  await user.type(field('Last name'), 'Lee');
  await user.type(field('Account name'), 'SamLee');
  await user.type(field('Password'), 'abcd');
  await user.type(field('Grade level'), grade);
}

describe('ConfigureStudentPage list', () => {
  it('counts students out of 4 and links back to the dashboard', () => {
    openAsParent('/configure-student', { user: PREMIUM, students: [SAM, ALEX] });
    expect(screen.getByRole('heading', { level: 1, name: 'Configure Students' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Student List (2/4)' })).toBeVisible();
    expect(screen.getAllByRole('listitem', { name: /\(sam\)|\(alex\)/ })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/parent-dashboard',
    );
  });

  it("says 'Failed to load students' when rendered without a parent session", () => {
    renderRoute('/', {
      api: fakeApiClient(),
      routes: [{ path: '/', element: <ConfigureStudentPage /> }],
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load students');
  });

  it('has no axe violations with students and field errors shown', async () => {
    const { user } = openAsParent('/configure-student', { user: PREMIUM, students: [SAM, ALEX] });
    await user.click(addButton());
    const results = await axe.run(screen.getByRole('main'));
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('abbreviates a last name over 5 characters; a click toggles the full name', async () => {
    const { user } = openAsParent('/configure-student', { user: PREMIUM, students: [SAM, ALEX] });
    expect(screen.getByText('sam lee')).not.toHaveRole('button');
    const name = screen.getByRole('button', { name: 'alex w...' });
    expect(name).toHaveAttribute('aria-expanded', 'false');
    await user.click(name);
    expect(name).toHaveTextContent('alex wilkinson');
    expect(name).toHaveAttribute('aria-expanded', 'true');
    await user.click(name);
    expect(name).toHaveTextContent('alex w...');
  });
});

describe('ConfigureStudentPage add student', () => {
  it('adds a student, clears the form and stores the FTUE step', async () => {
    const { user, api } = openAsParent('/configure-student', { user: PREMIUM });
    const createStudent = vi.spyOn(api, 'createStudent');
    expect(screen.getByRole('heading', { name: 'Student List (0/4)' })).toBeVisible();
    // The empty list says what to do, and its button takes the parent to the form.
    expect(screen.getByText('No students yet. Add your first student below.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add your first student' }));
    expect(field('First name')).toHaveFocus();
    await fillStudent(user);
    await user.click(addButton());
    expect(await screen.findByRole('heading', { name: 'Student List (1/4)' })).toBeVisible();
    expect(createStudent).toHaveBeenCalledWith({
      firstname: 'Sam',
      lastname: 'Lee',
      accountname: 'SamLee',
      passcode: 'abcd',
      gradelevel: 2,
    });
    expect(screen.getByText('Student added successfully!')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Schedule for samlee' })).toBeVisible();
    expect(screen.queryByText('No students yet. Add your first student below.')).toBeNull();
    expect(field('First name')).toHaveValue('');
    expect(field('Grade level')).toHaveValue('');
    await waitFor(() => expect(api.session.getSnapshot().parent?.ftue).toEqual(['create_student']));
  });

  it('shows every field message, tied to its field, and focuses the first', async () => {
    const { user, api } = openAsParent('/configure-student', { user: PREMIUM });
    const createStudent = vi.spyOn(api, 'createStudent');
    await user.click(addButton());
    expect(field('First name')).toHaveAccessibleDescription('First name is required');
    expect(field('Last name')).toHaveAccessibleDescription('Last name is required');
    // The message, then what the field is for.
    expect(field('Account name')).toHaveAccessibleDescription(
      `Account name is required ${HANDLE_HINT}`,
    );
    expect(field('Password')).toHaveAccessibleDescription(
      `Password must be at least 4 characters long ${PASSCODE_HINT}`,
    );
    expect(field('Grade level')).toHaveAccessibleDescription('Grade level must be between 1 and 7');
    expect(field('First name')).toHaveFocus();
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(createStudent).not.toHaveBeenCalled();
  });

  it('refuses a short password and a grade outside 1-7', async () => {
    const { user, api } = openAsParent('/configure-student', { user: PREMIUM });
    const createStudent = vi.spyOn(api, 'createStudent');
    await fillStudent(user, '8');
    await user.clear(field('Password'));
    await user.type(field('Password'), 'abc');
    await user.click(addButton());
    expect(field('Password')).toHaveAccessibleDescription(
      `Password must be at least 4 characters long ${PASSCODE_HINT}`,
    );
    expect(field('Grade level')).toHaveAccessibleDescription('Grade level must be between 1 and 7');
    expect(field('First name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(field('Password')).toHaveFocus();
    expect(createStudent).not.toHaveBeenCalled();
  });

  it("opens 'Premium Feature' for a free account that has its one student", async () => {
    const { user, api } = openAsParent('/configure-student', { students: [SAM] });
    const createStudent = vi.spyOn(api, 'createStudent');
    // Said before the parent types anything, with the way on.
    const card = screen.getByRole('region', { name: 'Add Student' });
    expect(card).toHaveTextContent(
      'Free accounts can have 1 student. Upgrade to premium to add up to 4 students.',
    );
    expect(within(card).getByRole('link', { name: 'See Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await user.click(addButton());
    const dialog = screen.getByRole('dialog', { name: 'Premium Feature' });
    expect(within(dialog).getByRole('link', { name: 'See Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(createStudent).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("opens 'Student Limit Reached' at 4 students", async () => {
    const four = [1, 2, 3, 4].map((n) =>
      testStudentData({ id: `student-${n}`, accountname: `kid${n}` }),
    );
    const { user, api } = openAsParent('/configure-student', { user: PREMIUM, students: four });
    const createStudent = vi.spyOn(api, 'createStudent');
    expect(screen.getByRole('heading', { name: 'Student List (4/4)' })).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Add Student' })).getByRole('link', {
        name: 'Contact Us',
      }),
    ).toHaveAttribute('href', '/parent-contact');
    await user.click(addButton());
    const dialog = screen.getByRole('dialog', { name: 'Student Limit Reached' });
    expect(within(dialog).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/parent-contact',
    );
    expect(createStudent).not.toHaveBeenCalled();
  });

  it.each([
    ['Premium Feature', 'Premium Feature'],
    ['Student Limit Reached', 'Student Limit Reached'],
  ])("answers the server's reason '%s' with its dialog", async (reason, title) => {
    const { user, api } = openAsParent('/configure-student', { user: PREMIUM });
    vi.spyOn(api, 'createStudent').mockRejectedValueOnce(refusal(reason));
    await fillStudent(user);
    await user.click(addButton());
    expect(await screen.findByRole('dialog', { name: title })).toBeVisible();
  });

  it("shows the server's reason, or 'Failed to add student'", async () => {
    const { user, api } = openAsParent('/configure-student', { user: PREMIUM });
    vi.spyOn(api, 'createStudent')
      .mockRejectedValueOnce(refusal('That account name is taken'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await fillStudent(user);
    await user.click(addButton());
    expect(await screen.findByText('That account name is taken')).toHaveAttribute('role', 'alert');
    await user.click(addButton());
    expect(await screen.findByText('Failed to add student')).toHaveAttribute('role', 'alert');
    expect(field('Account name')).toHaveValue('SamLee');
  });
});

describe('ConfigureStudentPage e-mails', () => {
  it('tells a free parent the weekly e-mails come with Premium', () => {
    openAsParent('/configure-student');
    expect(screen.getByRole('button', { name: 'Turn off emails' })).toHaveAccessibleDescription(
      'Weekly summary e-mails about each of your students come with Premium.',
    );
  });

  it("flips the weekly e-mails with 'Turn off emails' / 'Turn on emails'", async () => {
    const { user, api } = openAsParent('/configure-student', { user: PREMIUM });
    // The button says what the e-mails are, and that they cover every student.
    expect(screen.getByRole('button', { name: 'Turn off emails' })).toHaveAccessibleDescription(
      'A weekly summary e-mail tells you how each of your students is doing.',
    );
    await user.click(screen.getByRole('button', { name: 'Turn off emails' }));
    expect(await screen.findByRole('button', { name: 'Turn on emails' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Turn on emails' })).toHaveAccessibleDescription(
      'Weekly summary e-mails are off for all your students.',
    );
    expect(api.session.getSnapshot().parent?.user.emails).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Turn on emails' }));
    expect(await screen.findByRole('button', { name: 'Turn off emails' })).toBeVisible();
    expect(api.session.getSnapshot().parent?.user.emails).toBe('true');
  });

  it('keeps keyboard focus on the button while the change is stored, and sends it once', async () => {
    const { user, api } = openAsParent('/configure-student');
    let release = () => {};
    const store = api.setEmails.bind(api);
    // Stored only when the test says so, as on a slow network.
    const setEmails = vi.spyOn(api, 'setEmails').mockImplementation(async (on) => {
      await new Promise<void>((resolve) => (release = resolve));
      return store(on);
    });
    screen.getByRole('button', { name: 'Turn off emails' }).focus();
    await user.keyboard('{Enter}');
    const busy = screen.getByRole('button', { name: 'Turn off emails' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(setEmails).toHaveBeenCalledTimes(1);
    act(() => release());
    expect(await screen.findByRole('button', { name: 'Turn on emails' })).toHaveFocus();
  });

  it("says 'Failed to update email settings' and keeps the setting", async () => {
    const { user, api } = openAsParent('/configure-student');
    vi.spyOn(api, 'setEmails').mockRejectedValueOnce(new TypeError('offline'));
    await user.click(screen.getByRole('button', { name: 'Turn off emails' }));
    expect(await screen.findByText('Failed to update email settings')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByRole('button', { name: 'Turn off emails' })).toBeEnabled();
  });

  it('clears a success message after 3 s', async () => {
    openAsParent('/configure-student');
    // The clock moves only when told to, so a busy machine cannot make the message go early.
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Turn off emails' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    const message = screen.getByText('Weekly emails are off.');
    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_MESSAGE_MS - 1));
    expect(message).toHaveTextContent('Weekly emails are off.');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText('Weekly emails are off.')).toBeNull();
  });
});

describe('ConfigureStudentPage success toast', () => {
  it('floats below the top bar (a phone’s, 96 px), and at the window’s top once it is scrolled away', async () => {
    const { user } = openAsParent('/configure-student');
    // jsdom lays nothing out: the top bar says where its foot is, as a 390 px phone's does.
    const bar = screen.getByRole('banner');
    let barTop = 0;
    vi.spyOn(bar, 'getBoundingClientRect').mockImplementation(
      () => ({ top: barTop, bottom: barTop + 96, left: 0, right: 390 }) as DOMRect,
    );
    await user.click(screen.getByRole('button', { name: 'Turn off emails' }));
    const toast = await screen.findByText('Weekly emails are off.');
    expect(toast).toHaveAttribute('role', 'status');
    expect(toast).toHaveClass('parent-toast');
    expect(toast.style.getPropertyValue('--toast-top')).toBe('96px');

    barTop = -400;
    fireEvent.scroll(window);
    expect(toast.style.getPropertyValue('--toast-top')).toBe('0px');
    barTop = -40;
    fireEvent.scroll(window);
    expect(toast.style.getPropertyValue('--toast-top')).toBe('56px');
  });
});
