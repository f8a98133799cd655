import { ApiError, type ApiClient, type StudentHistory } from '@mathcols/api-client';
import type { StudentSession } from '@mathcols/api-client/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testStudentSession } from '../testing/fake-session';
import { fakeApiClient, renderRoute, type FakeApiOptions } from '../testing/render-route';

/** Wednesday 4 March 2026, 09:00 local time. */
const WEDNESDAY = new Date(2026, 2, 4, 9, 0, 0);
const entry = (createdDate: string) => ({ createdDate, level: '2', questions: 10, errors: 0 });

afterEach(() => {
  vi.useRealTimers();
});

interface Open {
  math?: StudentSession['math'];
  premium?: string;
  history?: StudentHistory;
  overrides?: FakeApiOptions['overrides'];
}

/** Opens /assignments on Wednesday 4 March 2026 as sam, with the clock (Date, intervals) fixed. */
function openAssignments({ math = {}, premium = 'false', history = {}, overrides }: Open = {}) {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(WEDNESDAY);
  const session = testStudentSession({ math, premium });
  const api: ApiClient = fakeApiClient(undefined, {
    session: { student: { session, history } },
    overrides,
  });
  const view = renderRoute('/assignments', { api });
  return { ...view, api, user: userEvent.setup() };
}

const banner = () => screen.getAllByRole('heading', { level: 2 })[0];
const card = (subject: string) => screen.getByRole('article', { name: subject });

describe('AssignmentsPage status banner', () => {
  it("today: names the day and today's subjects", () => {
    openAssignments({
      math: {
        addition: { schedule: 'mwf', level: '2' },
        subtraction: { schedule: 'w', level: '1' },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Assignments' })).toBeVisible();
    expect(screen.getByText('Today is Wednesday')).toBeVisible();
    expect(banner()).toHaveTextContent("Today's work is ready!");
    expect(screen.getByText('Addition and Subtraction are waiting for you.')).toBeVisible();
  });

  it("partial: says 'n subject(s) remaining' and which", () => {
    openAssignments({
      math: {
        addition: { schedule: 'w', level: '2' },
        subtraction: { schedule: 'mw', level: '1' },
      },
      history: { addition: [entry('2026-03-04-08:10')] },
    });
    expect(screen.getByText('1 subject(s) remaining: Subtraction.')).toBeVisible();
  });

  it('completed: celebrates, and the card carries the Completed mark', () => {
    openAssignments({
      math: { addition: { schedule: 'w', level: '2', completionDate: '2026-03-04' } },
    });
    expect(banner()).toHaveTextContent('All done for today!');
    expect(within(card('Addition')).getByText('Completed')).toBeVisible();
    expect(within(card('Addition')).queryByRole('button', { name: 'Start Assignment' })).toBeNull();
  });

  it('early: names the next scheduled day', () => {
    openAssignments({
      math: { addition: { schedule: 'f', level: '2' } },
      history: { addition: [entry('2026-02-27-16:00')] },
    });
    expect(banner()).toHaveTextContent('No assignments today — enjoy your day!');
    expect(screen.getByText('Your next assignment day is Friday: Addition.')).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('late: names the last scheduled day kindly and offers its work now', () => {
    openAssignments({
      math: { addition: { schedule: 'mf', level: '2' }, division: { schedule: 'r', level: '0' } },
    });
    expect(banner()).toHaveTextContent("Monday's work is still waiting — you can do it now.");
    expect(screen.getByText('Still to do from Monday: Addition.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: "Monday's work" })).toBeVisible();
    expect(
      within(card('Addition')).getByRole('button', { name: 'Start Assignment' }),
    ).toBeVisible();
  });

  it('no-schedule: a picture, one sentence to ask a parent, and the way to practice', () => {
    openAssignments();
    expect(
      screen.getByText('There are no assignments yet. Ask a parent to set up your schedule.'),
    ).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Practice Problems' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Practice Problems' })).toHaveAttribute(
      'href',
      '/practice-problems',
    );
    expect(screen.queryByRole('switch')).toBeNull();
  });
});

describe("AssignmentsPage today's cards", () => {
  it('shows name, level, days and Start Assignment, the practice link and the parent note', () => {
    openAssignments({ math: { addition: { schedule: 'mwf', level: '2' } } });
    const addition = card('Addition');
    expect(within(addition).getByText('Level 2')).toBeVisible();
    expect(within(addition).getByText('Mon, Wed, Fri')).toBeVisible();
    expect(addition).toHaveTextContent('Problems like 42 + 6');
    // Every card has the same button: the card's subject tells them apart for screen readers.
    expect(
      within(addition).getByRole('button', { name: 'Start Assignment' }),
    ).toHaveAccessibleDescription('Addition');
    expect(screen.getByRole('link', { name: 'Practice Problems' })).toHaveAttribute(
      'href',
      '/practice-problems',
    );
    expect(screen.getByText(/Ask a parent to change your schedule\./)).toBeVisible();
  });

  it('a free student sees Completed only: no Do More and no extra-work switch', () => {
    openAssignments({
      math: {
        addition: { schedule: 'w', level: '2', completionDate: '2026-03-04' },
        subtraction: { schedule: 'w', level: '1' },
      },
    });
    expect(within(card('Addition')).getByText('Completed')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Do More' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'I want to do extra work' })).toBeNull();
    expect(
      within(card('Subtraction')).getByRole('button', { name: 'Start Assignment' }),
    ).toBeVisible();
  });

  it('Start Assignment is busy while the questions load, then opens the runner', async () => {
    let release: () => void = () => {};
    const { api, user, currentLocation } = openAssignments({
      math: { addition: { schedule: 'w', level: '2' } },
    });
    const real = api.getAssignments.bind(api);
    const getAssignments = vi.spyOn(api, 'getAssignments').mockImplementation(
      (subjects) =>
        new Promise((resolve) => {
          release = () => resolve(real(subjects));
        }),
    );
    await user.click(screen.getByRole('button', { name: 'Start Assignment' }));
    const busy = within(card('Addition')).getByRole('button', {
      name: 'Getting problems ready...',
    });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(getAssignments).toHaveBeenCalledWith(['addition']);
    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Addition Assignment' }),
    ).toBeVisible();
    expect(currentLocation().pathname).toBe('/assignment-questions');
    expect(screen.getByText('Question 1 of 10')).toBeVisible();
  });

  it('says how far a set begun today got; Start goes on with it, also after signing out', async () => {
    const { user, unmount } = openAssignments({
      math: { addition: { schedule: 'w', level: '2' } },
    });
    await user.click(screen.getByRole('button', { name: 'Start Assignment' }));
    expect(await screen.findByText('Question 1 of 10')).toBeVisible();
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-box-key', 'sum-0'));
    // A wrong answer in every box counts as answered too.
    await user.keyboard('0000{Enter}');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    // Home, then back to Assignments from the dashboard.
    await user.click(screen.getByRole('link', { name: 'Home' }));
    await user.click(screen.getByRole('link', { name: /^Assignments/ }));
    expect(within(card('Addition')).getByText('You did 1 of 10. Keep going!')).toBeVisible();

    // Sam signs out; signing in again (a new page) finds the set where it was.
    await user.click(screen.getByRole('link', { name: 'Home' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    unmount();
    openAssignments({ math: { addition: { schedule: 'w', level: '2' } } });
    expect(within(card('Addition')).getByText('You did 1 of 10. Keep going!')).toBeVisible();
    await user.click(within(card('Addition')).getByRole('button', { name: 'Start Assignment' }));
    expect(await screen.findByText('Question 1 of 10')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it("shows the client's message with a retry when loading fails", async () => {
    const { api, user } = openAssignments({ math: { addition: { schedule: 'w', level: '2' } } });
    const real = api.getAssignments.bind(api);
    vi.spyOn(api, 'getAssignments')
      .mockRejectedValueOnce(
        new ApiError('Failed to load assignment. Please try again.', 'network'),
      )
      .mockImplementation(real);
    await user.click(screen.getByRole('button', { name: 'Start Assignment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load assignment. Please try again.');
    expect(screen.getByRole('button', { name: 'Start Assignment' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Addition Assignment' }),
    ).toBeVisible();
  });
});

describe('AssignmentsPage for premium students', () => {
  const done = {
    addition: { schedule: 'mw', level: '2', completionDate: '2026-03-04' },
    division: { schedule: 'f', level: '4' },
  };

  it("Do More asks first; No closes and keeps today's work as it is", async () => {
    const { api, user } = openAssignments({ math: done, premium: 'true' });
    const getAssignments = vi.spyOn(api, 'getAssignments');
    const doMore = within(card('Addition')).getByRole('button', { name: 'Do More' });
    expect(doMore).toHaveAccessibleDescription('Addition');
    await user.click(doMore);
    const dialog = screen.getByRole('dialog', { name: "You already completed today's work!" });
    expect(dialog).toHaveAccessibleDescription('Do you want to do more?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(doMore).toHaveFocus();
    expect(getAssignments).not.toHaveBeenCalled();
  });

  it('Do More → Yes starts the subject again', async () => {
    const { user } = openAssignments({ math: done, premium: 'true' });
    await user.click(screen.getByRole('button', { name: 'Do More' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Addition Assignment' }),
    ).toBeVisible();
  });

  it('the extra-work switch shows the whole week by day, each subject startable', async () => {
    const { user } = openAssignments({ math: done, premium: 'true' });
    const toggle = screen.getByRole('switch', { name: 'I want to do extra work' });
    expect(toggle).not.toBeChecked();
    expect(screen.queryByRole('heading', { name: 'Friday' })).toBeNull();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    const days = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(days).toEqual(expect.arrayContaining(['Monday', 'Wednesday (today)', 'Friday']));
    const friday = screen.getByRole('heading', { level: 3, name: 'Friday' }).closest('li');
    if (!friday) throw new Error('no Friday row');
    // Named with their day: a screen reader's list of buttons tells the week's chips apart.
    for (const name of ['Start Addition, Monday', 'Start Addition, Wednesday']) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }
    await user.click(within(friday).getByRole('button', { name: 'Start Division, Friday' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Division Assignment' }),
    ).toBeVisible();
  });

  it('the extra-work switch stays on when the child comes back to the page', async () => {
    const { user } = openAssignments({ math: done, premium: 'true' });
    await user.click(screen.getByRole('switch', { name: 'I want to do extra work' }));
    await user.click(screen.getByRole('link', { name: 'Home' }));
    await user.click(screen.getByRole('link', { name: /^Assignments/ }));
    expect(screen.getByRole('switch', { name: 'I want to do extra work' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 3, name: 'Friday' })).toBeVisible();
  });

  it('has no axe violations with the week shown and with the dialog open', async () => {
    const { user } = openAssignments({ math: done, premium: 'true' });
    await user.click(screen.getByRole('switch', { name: 'I want to do extra work' }));
    const page = await axe.run(screen.getByRole('main'));
    expect(page.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Do More' }));
    const dialog = await axe.run(screen.getByRole('dialog'));
    expect(dialog.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

describe('AssignmentsPage access', () => {
  it('sends a visitor without a student session to the student login', () => {
    const { currentLocation } = renderRoute('/assignments', { api: fakeApiClient() });
    expect(currentLocation().pathname).toBe('/student-login');
  });
});
