import { curriculumLevel, SUBJECTS } from '@mathcols/engine';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { FAKE_EMAIL_CODE, markParentVerified } from '../testing/fake-api-client';
import { ALEX, openAsParent, refusal, SAM } from './test-kit';

const tasks = () => within(screen.getByRole('navigation', { name: 'Parent tasks' }));
const verifyBanner = () =>
  screen.queryByRole('heading', { name: 'This account is not yet verified!' });

describe('ParentDashboardPage tiles', () => {
  it('links the tasks, with "Sign up now!" for a free account', () => {
    openAsParent('/parent-dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Parent Dashboard' })).toBeVisible();
    expect(tasks().getByRole('link', { name: 'Configure Students' })).toHaveAttribute(
      'href',
      '/configure-student',
    );
    expect(tasks().getByRole('link', { name: 'View Report Cards' })).toHaveAttribute(
      'href',
      '/report-cards',
    );
    expect(tasks().getByRole('link', { name: 'Print Worksheets' })).toHaveAttribute(
      'href',
      '/print',
    );
    expect(tasks().getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/parent-contact',
    );
    expect(tasks().getByRole('link', { name: 'Sign up now!' })).toHaveAttribute('href', '/pricing');
    expect(tasks().queryByRole('link', { name: 'Manage Billing' })).toBeNull();
    expect(tasks().getByRole('link', { name: 'Manage Account' })).toHaveAttribute(
      'href',
      '/manage-account',
    );
  });

  it('offers Manage Billing to a premium parent', () => {
    openAsParent('/parent-dashboard', { user: { userpremium: 'true', studentsMax: 4 } });
    expect(tasks().getByRole('link', { name: 'Manage Billing' })).toHaveAttribute(
      'href',
      '/manage-billing',
    );
    expect(tasks().queryByRole('link', { name: 'Sign up now!' })).toBeNull();
  });

  it('logs out to the landing page and clears the session', async () => {
    const { user, currentLocation, api } = openAsParent('/parent-dashboard');
    await user.click(tasks().getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(api.session.getSnapshot().parent).toBeNull());
    expect(currentLocation().pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Parent Login' })).toBeVisible();
  });
});

describe('ParentDashboardPage students at a glance', () => {
  it("shows each student's level and practice days per subject, in a table a parent scans", async () => {
    openAsParent('/parent-dashboard', { students: [SAM, ALEX] });
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row') as HTMLTableRowElement[];
    const level0 = SUBJECTS.map(
      (subject) => `Level 0 ${curriculumLevel(subject, 0).title} No days`,
    );
    expect(rows.map((row) => [...row.cells].map((cell) => cell.textContent))).toEqual([
      ['Student', '+ Addition', '− Subtraction', '× Multiplication', '÷ Division'],
      ['sam lee (sam)', ...level0],
      [
        'alex wilkinson (alex)',
        `Level 3 ${curriculumLevel('addition', 3).title} Mon, Wed, Fri`,
        ...level0.slice(1),
      ],
    ]);
    expect(rows[2]!.cells[1]).toHaveTextContent('Level 3 2-digit + 1-digit, one carry');
    expect(within(table).getByRole('rowheader', { name: 'alex wilkinson (alex)' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Your students' })).toContainElement(table);
    const results = await axe.run(screen.getByRole('region', { name: 'Your students' }));
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('says which students have no practice day, with the way to their schedule, once the banner is gone', async () => {
    const { user } = openAsParent('/parent-dashboard', {
      user: { ftue: ['create_student', 'update_schedule'] },
      students: [SAM, ALEX],
    });
    // Alex has Monday, Wednesday and Friday for addition; Sam has no day at all.
    const note = screen.getByText(/has no practice days yet/);
    expect(note).toHaveTextContent(
      'sam has no practice days yet, so no assignments. Set sam’s schedule',
    );
    expect(screen.queryByText(/alex has no practice days/)).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Set sam’s schedule' }));
    expect(await screen.findByRole('dialog', { name: 'Schedule for sam' })).toBeVisible();
  });

  it('shows no table before the first student', () => {
    openAsParent('/parent-dashboard');
    expect(screen.queryByRole('heading', { name: 'Your students' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('ParentDashboardPage verification', () => {
  it('shows no banner once the e-mail is verified', () => {
    openAsParent('/parent-dashboard');
    expect(verifyBanner()).toBeNull();
  });

  it('asks for a new link and says an e-mail is on its way', async () => {
    const sent = 'We are sending you a new email token, please go look for it.';
    const { user } = openAsParent('/parent-dashboard', {
      user: { emailverified: 'false' },
      overrides: { requestEmailVerification: () => Promise.resolve(sent) },
    });
    expect(verifyBanner()).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Request New Link' }));
    expect(await screen.findByText(sent)).toBeVisible();
  });

  it('drops the banner when a new link is asked for an address verified meanwhile', async () => {
    const { user, api } = openAsParent('/parent-dashboard', {
      user: { emailverified: 'false' },
      overrides: {
        // The server's answer for an address verified elsewhere: the client marks it.
        requestEmailVerification: () => {
          markParentVerified(api.session);
          return Promise.resolve('Email verified successfully!');
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Request New Link' }));
    await waitFor(() => expect(verifyBanner()).toBeNull());
    expect(screen.getByText('Email verified successfully!')).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/We are sending you/)).toBeNull();
  });

  it('shows the error when a new link cannot be sent', async () => {
    const { user } = openAsParent('/parent-dashboard', {
      user: { emailverified: 'false' },
      overrides: {
        requestEmailVerification: () =>
          Promise.reject(refusal('Failed to send verification email')),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Request New Link' }));
    expect(await screen.findByText('Failed to send verification email')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.queryByText(/We are sending you/)).toBeNull();
  });

  it('checks the code: empty, refused, then accepted', async () => {
    const verifyEmailCode = vi.fn((code: string) =>
      code === FAKE_EMAIL_CODE
        ? Promise.resolve()
        : Promise.reject(refusal('Invalid verification code')),
    );
    const { user, api } = openAsParent('/parent-dashboard', {
      user: { emailverified: 'false' },
      overrides: {
        verifyEmailCode: async (code) => {
          await verifyEmailCode(code);
          markParentVerified(api.session);
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Enter a Code' }));
    const dialog = screen.getByRole('dialog', { name: 'Enter Verification Code' });
    // Which code: a new e-mail replaces the one before, so the newest e-mail's.
    expect(dialog).toHaveAccessibleDescription(
      'Type the 6-digit code from the newest e-mail we sent you: each new e-mail replaces the code before.',
    );
    const field = within(dialog).getByLabelText('Verification code');
    expect(field).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Verify Code' }));
    expect(field).toHaveAccessibleDescription('Please enter a verification code');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(verifyEmailCode).not.toHaveBeenCalled();

    await user.type(field, '000000{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid verification code');
    expect(dialog).toBeVisible();

    await user.clear(field);
    await user.type(field, `${FAKE_EMAIL_CODE}{Enter}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(verifyEmailCode).toHaveBeenLastCalledWith(FAKE_EMAIL_CODE);
    expect(screen.getByText('Email verified successfully!')).toHaveAttribute('role', 'status');
    expect(verifyBanner()).toBeNull();
  });

  it('moves focus to the page heading once the banner with its button is gone', async () => {
    const { user, api } = openAsParent('/parent-dashboard', {
      user: { emailverified: 'false' },
      overrides: {
        verifyEmailCode: async () => {
          markParentVerified(api.session);
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Enter a Code' }));
    await user.keyboard(`${FAKE_EMAIL_CODE}{Enter}`);
    await waitFor(() => expect(verifyBanner()).toBeNull());
    const heading = screen.getByRole('heading', { level: 1, name: 'Parent Dashboard' });
    await waitFor(() => expect(heading).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Create your first student' })).toHaveFocus();
  });

  it('has no axe violations with the banner and the code dialog open', async () => {
    const { user } = openAsParent('/parent-dashboard', { user: { emailverified: 'false' } });
    const page = await axe.run(screen.getByRole('main'));
    expect(page.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Enter a Code' }));
    const dialog = await axe.run(screen.getByRole('dialog'));
    expect(dialog.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('closes the code dialog on Cancel without calling the server', async () => {
    const verifyEmailCode = vi.fn(() => Promise.resolve());
    const { user } = openAsParent('/parent-dashboard', {
      user: { emailverified: 'false' },
      overrides: { verifyEmailCode },
    });
    const open = screen.getByRole('button', { name: 'Enter a Code' });
    await user.click(open);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
    expect(verifyEmailCode).not.toHaveBeenCalled();
  });
});

describe('ParentDashboardPage first-time guidance', () => {
  it('welcomes a parent with no students', () => {
    openAsParent('/parent-dashboard');
    expect(screen.getByRole('heading', { name: 'Welcome to mathcols!' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create your first student' })).toHaveAttribute(
      'href',
      '/configure-student',
    );
    expect(screen.queryByRole('heading', { name: 'Student created!' })).toBeNull();
  });

  it("says 'Student created!' until the schedule is set; its link opens that student's schedule", async () => {
    const { user, api } = openAsParent('/parent-dashboard', {
      user: { ftue: ['create_student'] },
      students: [SAM, ALEX],
    });
    expect(screen.getByRole('heading', { name: 'Student created!' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Welcome to mathcols!' })).toBeNull();
    // The banner asks; the table's own reminder waits until it is gone.
    expect(screen.queryByText(/has no practice days yet/)).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Set the schedule' }));
    // The newest student's Schedule dialog, open on arrival, which counts as the step done.
    const dialog = await screen.findByRole('dialog', { name: 'Schedule for alex' });
    expect(dialog).toBeVisible();
    await waitFor(() =>
      expect(api.session.getSnapshot().parent?.ftue).toEqual(['create_student', 'update_schedule']),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Configure Students' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Schedule for alex' })).toHaveFocus();
  });

  it('shows no guidance once both steps are done', () => {
    openAsParent('/parent-dashboard', {
      user: { ftue: ['create_student', 'update_schedule'] },
      students: [SAM],
    });
    expect(screen.queryByRole('heading', { name: 'Student created!' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Welcome to mathcols!' })).toBeNull();
  });

  it('stores create_student when the FTUE is empty but students exist', async () => {
    const { api } = openAsParent('/parent-dashboard', { students: [SAM] });
    const updateFtue = vi.spyOn(api, 'updateFtue');
    expect(screen.getByRole('heading', { name: 'Student created!' })).toBeVisible();
    await waitFor(() => expect(api.session.getSnapshot().parent?.ftue).toEqual(['create_student']));
    expect(updateFtue).not.toHaveBeenCalled();
  });
});
