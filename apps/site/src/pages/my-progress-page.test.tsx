import { levelsFor } from '@mathcols/engine';
import type { StudentHistory, StudentProgress } from '@mathcols/api-client';
import type { StudentSession } from '@mathcols/api-client/protocol';
import { act, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testStudentSession } from '../testing/fake-session';
import { fakeApiClient, renderRoute } from '../testing/render-route';

/** Sam: addition at level 3 (90 %), subtraction at level 2 (70 %), nothing else finished. */
const SAM = testStudentSession({
  math: {
    addition: { schedule: 'mwf', level: '3' },
    subtraction: { schedule: 'tr', level: '2' },
    multiplication: { schedule: 'w', level: '0' },
  },
});
const SAM_PROGRESS: StudentProgress = {
  addition_progress: { complete: '15', score: '90' },
  subtraction_progress: { complete: '10', score: '70' },
};
const SAM_HISTORY: StudentHistory = {
  addition: [
    { createdDate: '2026-03-02-16:05', level: '1', questions: 10, errors: 1 },
    { createdDate: '2026-03-04-16:40', level: '2', questions: 10, errors: 1 },
    { createdDate: '2026-03-07-09:12', level: '3', questions: 10, errors: 1 },
  ],
  subtraction: [
    { createdDate: '2026-03-03-17:00', level: '2', questions: 10, errors: 3 },
    { createdDate: '2026-03-05-17:20', level: '2', questions: 10, errors: 3 },
  ],
};

function openProgress(
  session: StudentSession = SAM,
  progress: StudentProgress = SAM_PROGRESS,
  history: StudentHistory = SAM_HISTORY,
) {
  const api = fakeApiClient(undefined, { session: { student: { session, progress, history } } });
  return { ...renderRoute('/my-progress', { api }), api };
}

const card = (title: string) => within(screen.getByRole('article', { name: title }));
const summary = () => within(screen.getByRole('region', { name: 'Average score' }));

describe('MyProgressPage', () => {
  it('sends a visitor without a student session to the student login', () => {
    const { currentLocation } = renderRoute('/my-progress', { api: fakeApiClient() });
    expect(currentLocation().pathname).toBe('/student-login');
    expect(screen.getByRole('heading', { level: 1, name: 'Student Login' })).toBeVisible();
  });

  it("is headed with the student's name, in the student top bar and tab title", () => {
    openProgress();
    expect(screen.getByRole('heading', { level: 1, name: "Sam's Progress" })).toBeVisible();
    expect(document.title).toBe('My Progress · mathcols');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/student-dashboard');
  });

  it("says 'My Progress' when the student has no first name", () => {
    openProgress(testStudentSession({ firstname: '', math: SAM.math }));
    expect(screen.getByRole('heading', { level: 1, name: 'My Progress' })).toBeVisible();
  });

  it('shows the average of the finished subjects and its letter grade (90 and 70 → 80, B)', () => {
    openProgress();
    expect(summary().getByText('80%')).toBeVisible();
    expect(summary().getByText('Grade B')).toBeVisible();
    expect(summary().getByText('Great work!')).toBeVisible();
    expect(summary().getByText('Based on Addition and Subtraction.')).toBeVisible();
    expect(screen.queryByText(/Finish your first assignment/)).not.toBeInTheDocument();
  });

  it('has kind words for a low grade', () => {
    openProgress(SAM, { division_progress: { complete: '5', score: '55' } });
    expect(summary().getByText('55%')).toBeVisible();
    expect(summary().getByText('Grade F')).toBeVisible();
    expect(summary().getByText('Every set makes you stronger. Keep going!')).toBeVisible();
    expect(summary().getByText('Based on Division.')).toBeVisible();
  });

  it('shows a report card per subject in order: level, percent complete, score and grade', () => {
    openProgress();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Addition',
      'Subtraction',
      'Multiplication',
      'Division',
    ]);

    const addition = card('Addition');
    expect(addition.getByText('Level 3')).toBeVisible();
    const bar = addition.getByRole('progressbar', { name: 'Addition: 15% complete' });
    expect(bar).toHaveAttribute('aria-valuenow', '15');
    expect(addition.getByText('15% complete')).toBeVisible();
    expect(addition.getByText('Score 90%')).toBeVisible();
    expect(addition.getByText('Grade A')).toBeVisible();

    const subtraction = card('Subtraction');
    expect(subtraction.getByText('Level 2')).toBeVisible();
    expect(
      subtraction.getByRole('progressbar', { name: 'Subtraction: 10% complete' }),
    ).toBeVisible();
    expect(subtraction.getByText('Score 70%')).toBeVisible();
    expect(subtraction.getByText('Grade C')).toBeVisible();
  });

  it("says in words what each subject's current level practises", () => {
    openProgress();
    expect(screen.getByRole('article', { name: 'Addition' })).toHaveTextContent(
      `Working on ${levelsFor('addition')[3]?.title ?? '-'}`,
    );
    expect(screen.getByRole('article', { name: 'Subtraction' })).toHaveTextContent(
      `Working on ${levelsFor('subtraction')[2]?.title ?? '-'}`,
    );
  });

  it('says a subject without finished sets has none yet, with no score or grade', () => {
    openProgress(
      testStudentSession({ math: { ...SAM.math, multiplication: { schedule: 'w', level: '5' } } }),
    );
    const multiplication = card('Multiplication');
    expect(multiplication.getByText('Level 5')).toBeVisible();
    // Levels 0–4 of 20 are behind the student: a quarter of the way.
    expect(
      multiplication.getByRole('progressbar', { name: 'Multiplication: 25% complete' }),
    ).toBeVisible();
    expect(multiplication.getByText('No score yet: no assignment finished')).toBeVisible();
    expect(multiplication.queryByText(/^Score/)).not.toBeInTheDocument();
    expect(multiplication.queryByText(/^Grade/)).not.toBeInTheDocument();
    expect(multiplication.getByText('No level history yet')).toBeVisible();

    // Division is not in the record at all: level 0, nothing done.
    const division = card('Division');
    expect(division.getByText('Level 0')).toBeVisible();
    expect(division.getByRole('progressbar', { name: 'Division: 0% complete' })).toBeVisible();
    expect(division.getByText('No score yet: no assignment finished')).toBeVisible();
  });

  it("draws each subject's level history as a picture described in words", () => {
    openProgress();
    const additionChart = card('Addition').getByRole('img', { name: 'Addition level history' });
    expect(additionChart).toHaveAccessibleDescription(
      'Level 1 to level 3 over 3 sets, from Mar 2 to Mar 7.',
    );
    const subtractionChart = card('Subtraction').getByRole('img', {
      name: 'Subtraction level history',
    });
    expect(subtractionChart).toHaveAccessibleDescription(
      'Stayed at level 2 over 2 sets, from Mar 3 to Mar 5.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('writes the year on the chart when the history spans two years', () => {
    openProgress(SAM, SAM_PROGRESS, {
      addition: [
        { createdDate: '2025-12-30-16:05', level: '0', questions: 10, errors: 0 },
        { createdDate: '2026-01-02-16:05', level: '1', questions: 10, errors: 0 },
      ],
    });
    expect(
      card('Addition').getByRole('img', { name: 'Addition level history' }),
    ).toHaveAccessibleDescription(
      'Level 0 to level 1 over 2 sets, from Dec 30, 2025 to Jan 2, 2026.',
    );
  });

  it('before any finished set: one sentence, a button to Assignments, and the four cards', () => {
    openProgress(SAM, {}, {});
    expect(screen.getByText('Finish your first assignment to see your scores here.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Assignments' })).toHaveAttribute(
      'href',
      '/assignments',
    );
    expect(screen.queryByRole('region', { name: 'Average score' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Grade/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getAllByText('No score yet: no assignment finished')).toHaveLength(4);
    expect(card('Addition').getByText('Level 3')).toBeVisible();
  });

  it('shows a finished set at once: new level, score, average and chart point', () => {
    const { api } = openProgress();
    act(() => {
      api.session.updateStudent({
        subject: 'subtraction',
        level: 3,
        historyEntry: { createdDate: '2026-03-08-10:00', level: '3', questions: 10, errors: 0 },
        progress: { complete: 15, score: 80 },
      });
    });
    const subtraction = card('Subtraction');
    expect(subtraction.getByText('Level 3')).toBeVisible();
    expect(subtraction.getByText('Score 80%')).toBeVisible();
    expect(subtraction.getByText('Grade B')).toBeVisible();
    expect(
      subtraction.getByRole('img', { name: 'Subtraction level history' }),
    ).toHaveAccessibleDescription('Level 2 to level 3 over 3 sets, from Mar 3 to Mar 8.');
    // (90 + 80) / 2
    expect(summary().getByText('85%')).toBeVisible();
    expect(summary().getByText('Grade B')).toBeVisible();
  });

  it('has no axe violations, with scores and before any finished set', async () => {
    const scored = openProgress();
    const filled = await axe.run(screen.getByRole('main'));
    expect(filled.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    scored.unmount();
    openProgress(SAM, {}, {});
    const empty = await axe.run(screen.getByRole('main'));
    expect(empty.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it("'Back to Dashboard' goes to the student dashboard", async () => {
    const { currentLocation } = openProgress();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(currentLocation().pathname).toBe('/student-dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Sam Lee!' })).toBeVisible();
  });
});
