import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDateKey } from '@mathcols/engine';
import { testStudentSession } from '../testing/fake-session';
import { fakeApiClient, renderRoute } from '../testing/render-route';

/** Wednesday 4 March 2026, 09:00 local time. */
const WEDNESDAY = new Date(2026, 2, 4, 9, 0, 0);

afterEach(() => {
  vi.useRealTimers();
});

function openDashboard(session = testStudentSession(), history = {}) {
  const api = fakeApiClient(undefined, { session: { student: { session, history } } });
  return { ...renderRoute('/student-dashboard', { api }), api };
}

const assignmentsTile = () => screen.getByRole('link', { name: /^Assignments/ });

describe('StudentDashboardPage', () => {
  it('sends a visitor without a student session to the student login', () => {
    const { currentLocation } = renderRoute('/student-dashboard', { api: fakeApiClient() });
    expect(currentLocation().pathname).toBe('/student-login');
    expect(screen.getByRole('heading', { level: 1, name: 'Student Login' })).toBeVisible();
  });

  it('greets by full name, with the tiles and the student top bar', () => {
    openDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Sam Lee!' })).toBeVisible();
    expect(assignmentsTile()).toHaveAttribute('href', '/assignments');
    expect(screen.getByRole('link', { name: 'Practice' })).toHaveAttribute(
      'href',
      '/practice-problems',
    );
    expect(screen.getByRole('link', { name: 'My Progress' })).toHaveAttribute(
      'href',
      '/my-progress',
    );
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'FAQ',
      'About',
      'Blog',
    ]);
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/student-dashboard');
  });

  it('greets by handle when there is no full name', () => {
    openDashboard(testStudentSession({ fullName: '' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, samlee!' })).toBeVisible();
  });

  it("counts today's scheduled subjects not yet done, and recounts every 30 s", () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(WEDNESDAY);
    const session = testStudentSession({
      math: {
        addition: { schedule: 'mwf', level: '2' },
        subtraction: { schedule: 'w', level: '1', completionDate: localDateKey(WEDNESDAY) },
        multiplication: { schedule: 'mwr', level: '0' },
        division: { schedule: 'tr', level: '0' },
      },
    });
    const history = {
      multiplication: [{ createdDate: '2026-03-04-08:15', level: '0', questions: 10, errors: 1 }],
    };
    openDashboard(session, history);
    // Addition is due; subtraction was completed, multiplication has today's history,
    // division is not on Wednesdays.
    expect(assignmentsTile()).toHaveAccessibleName('Assignments, 1 subject to do today');

    act(() => {
      vi.setSystemTime(new Date(2026, 2, 5, 9, 0, 0));
      vi.advanceTimersByTime(30_000);
    });
    // Thursday: division and multiplication (done yesterday, not today).
    expect(assignmentsTile()).toHaveAccessibleName('Assignments, 2 subjects to do today');
    expect(within(assignmentsTile()).getByText('2')).toBeVisible();
  });

  it('shows no badge when nothing is due today', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(WEDNESDAY);
    openDashboard(testStudentSession({ math: { addition: { schedule: 'tr', level: '0' } } }));
    expect(assignmentsTile()).toHaveAccessibleName('Assignments');
  });

  it('Logout signs the student out and goes home', async () => {
    const { api, currentLocation } = openDashboard();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    expect(api.session.getSnapshot().student).toBeNull();
    expect(currentLocation().pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Student Login' })).toBeVisible();
  });
});
