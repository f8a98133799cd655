import { ApiError, API_ERROR_MESSAGES } from '@mathcols/api-client';
import { levelsFor } from '@mathcols/engine';
import type { StudentData, StudentReportResponse } from '@mathcols/api-client/protocol';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_AGAIN_MS } from '../session/use-refresh-while-shown';
import { testParent, testStudentData } from '../testing/fake-session';
import { fakeApiClient, renderRoute } from '../testing/render-route';

const SAM = testStudentData();
const MIA = testStudentData({ id: 'student-2', accountname: 'mialee', firstname: 'mia' });

/** Sam's card: addition 80 % (B) over two sets, subtraction 90 % (A), overall 85 % (B). */
const SAM_REPORT: StudentReportResponse = {
  tag: 'student.report',
  student: { accountname: 'samlee', firstname: 'sam', lastname: 'lee' },
  subjects: [
    {
      subject: 'addition',
      level: '3',
      complete: '15',
      score: '80',
      grade: 'B',
      history: [
        { createdDate: '2026-03-02-16:05', level: '2', questions: 10, errors: 1 },
        { createdDate: '2026-03-04-16:40', level: '3', questions: 10, errors: 3 },
      ],
    },
    {
      subject: 'subtraction',
      level: '5',
      complete: '25',
      score: '90',
      grade: 'A',
      history: [{ createdDate: '2026-03-03-17:00', level: '5', questions: 10, errors: 1 }],
      troubleSpots: [
        {
          id: 'smaller-from-larger',
          status: 'confirmed',
          name: 'Smaller from larger',
          parentDescription:
            'In every column your child takes the smaller digit away from the larger one, whichever is on top, so they never borrow.',
          hint: 'When the top digit is smaller, borrow from the next column first.',
          firstSeen: '2026-03-02T12:00:00.000Z',
          lastSeen: '2026-03-04T12:00:00.000Z',
          problems: 2,
          example: { problem: { number_0: '81', number_1: '38', operator: '-' }, answer: '57' },
        },
        {
          id: 'borrow-from-zero',
          status: 'retired',
          name: 'Borrows from zero and stops',
          parentDescription: 'When your child has to borrow from a 0, they change the 0 to 9.',
          hint: 'When you borrow from a zero, keep going left and make the next digit one smaller too.',
          firstSeen: '2025-11-20T12:00:00.000Z',
          lastSeen: '2025-11-21T12:00:00.000Z',
          problems: 2,
          example: { problem: { number_0: '305', number_1: '9', operator: '-' }, answer: '396' },
        },
      ],
    },
    { subject: 'multiplication', level: '0', complete: '0', score: null, grade: null, history: [] },
    { subject: 'division', level: '0', complete: '0', score: null, grade: null, history: [] },
  ],
  overall: { score: '85', grade: 'B' },
  errorReports: [
    {
      subject: 'addition',
      level: '3',
      createdAt: '2026-03-04T12:00:00.000Z',
      question: '47 + 38',
      number_0: '47',
      number_1: '38',
      answer: '75',
      correct: '85',
      bugs: [{ id: 'forgot-to-carry', name: 'Forgets to carry' }],
    },
    {
      subject: 'division',
      level: '10',
      createdAt: '2026-03-03T12:00:00.000Z',
      question: '748 ÷ 22',
      number_0: '748',
      number_1: '22',
      answer: '34 R 00',
      correct: '34 R 0',
      bugs: [],
    },
  ],
};

/** Mia's card: only division, 60 % (D), no mistakes. */
const MIA_REPORT: StudentReportResponse = {
  ...SAM_REPORT,
  student: { accountname: 'mialee', firstname: 'mia', lastname: 'lee' },
  subjects: SAM_REPORT.subjects.map((subject) =>
    subject.subject === 'division'
      ? { ...subject, level: '1', complete: '5', score: '60', grade: 'D' }
      : { ...subject, level: '0', complete: '0', score: null, grade: null, history: [] },
  ),
  overall: { score: '60', grade: 'D' },
  errorReports: [],
};

const REPORTS: Record<string, StudentReportResponse> = { samlee: SAM_REPORT, mialee: MIA_REPORT };

/**
 * Opens /report-cards as pat, premium unless said otherwise, with `students`; the fake server
 * answers from {@link REPORTS} unless `getStudentReport` is given. Returns the handles asked for.
 */
function openReportCards({
  premium = true,
  students = [SAM],
  getStudentReport = (accountname: string) => {
    const report = REPORTS[accountname];
    return report ? Promise.resolve(report) : Promise.reject(new Error('unknown'));
  },
}: {
  premium?: boolean;
  students?: StudentData[];
  getStudentReport?: (accountname: string) => Promise<StudentReportResponse>;
} = {}) {
  const asked: string[] = [];
  const api = fakeApiClient(undefined, {
    session: {
      parent: {
        user: testParent({ userpremium: premium ? 'true' : 'false', studentsMax: 4 }),
        students,
      },
    },
    overrides: {
      getStudentReport: (accountname) => {
        asked.push(accountname);
        return getStudentReport(accountname);
      },
    },
  });
  return { ...renderRoute('/report-cards', { api }), asked };
}

const card = (title: string) => within(screen.getByRole('article', { name: title }));
const overall = () => within(screen.getByRole('region', { name: 'Overall grade' }));

afterEach(() => vi.restoreAllMocks());

describe('ReportCardsPage', () => {
  it('sends a visitor to the parent login', () => {
    const { currentLocation } = renderRoute('/report-cards', { api: fakeApiClient() });
    expect(currentLocation().pathname).toBe('/parent-login');
  });

  it('shows a parent without premium the sign-up prompt and asks the server nothing', () => {
    const { asked } = openReportCards({ premium: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Report Cards' })).toBeVisible();
    expect(document.title).toBe('Report Cards · mathcols');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Report cards come with Premium' }),
    ).toBeVisible();
    expect(screen.getByText(/letter grade in every subject/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign up now!' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByText('Loading report card...')).toBeNull();
    expect(asked).toEqual([]);
  });

  it("shows a premium parent the child's name, overall grade and each subject's numbers", async () => {
    const { asked } = openReportCards();
    expect(screen.getByRole('status')).toHaveTextContent('Loading report card...');
    expect(await screen.findByRole('heading', { level: 2, name: 'Sam Lee' })).toBeVisible();
    expect(asked).toEqual(['samlee']);
    expect(screen.queryByRole('tab')).toBeNull();

    expect(overall().getByText('85%')).toBeVisible();
    expect(overall().getByText('Grade B')).toBeVisible();
    expect(overall().getByText('Based on Addition and Subtraction.')).toBeVisible();

    expect(card('Addition').getByText('Level 3')).toBeVisible();
    expect(card('Addition').getByRole('progressbar')).toHaveAccessibleName(
      'Addition: 15% complete',
    );
    expect(screen.getByRole('article', { name: 'Addition' })).toHaveTextContent(
      'Score 80% · Grade B',
    );
    expect(screen.getByRole('article', { name: 'Subtraction' })).toHaveTextContent(
      'Score 90% · Grade A',
    );
    expect(card('Multiplication').getByText('No score yet: no assignment finished')).toBeVisible();
    expect(card('Division').getByText('No level history yet')).toBeVisible();
  });

  it("says in words what each subject's current level practises", async () => {
    openReportCards();
    await screen.findByRole('heading', { level: 2, name: 'Sam Lee' });
    expect(screen.getByRole('article', { name: 'Addition' })).toHaveTextContent(
      `Working on ${levelsFor('addition')[3]?.title ?? '-'}`,
    );
    expect(screen.getByRole('article', { name: 'Subtraction' })).toHaveTextContent(
      `Working on ${levelsFor('subtraction')[5]?.title ?? '-'}`,
    );
    // No record for multiplication: the first level.
    expect(screen.getByRole('article', { name: 'Multiplication' })).toHaveTextContent(
      `Working on ${levelsFor('multiplication')[0]?.title ?? '-'}`,
    );
  });

  it("offers a worksheet to print for each subject at the child's level, in a new tab", async () => {
    openReportCards();
    await screen.findByRole('heading', { level: 2, name: 'Sam Lee' });
    for (const [title, subject, level] of [
      ['Addition', 'addition', 3],
      ['Subtraction', 'subtraction', 5],
      ['Multiplication', 'multiplication', 0],
    ] as const) {
      const link = card(title).getByRole('link', {
        name: `Print worksheet for Sam: ${title}, level ${level} (opens in a new tab)`,
      });
      expect(link).toHaveAttribute('href', `#/print?subject=${subject}&level=${level}&count=12`);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it("lists a subject's level history in the chart's table", async () => {
    const user = userEvent.setup();
    openReportCards();
    await screen.findByRole('heading', { level: 2, name: 'Sam Lee' });
    const addition = card('Addition');
    expect(addition.getByRole('img', { name: 'Addition level history' })).toBeVisible();
    await user.click(addition.getByText('Show as table'));
    const table = within(await addition.findByRole('table', { name: 'Addition level history' }));
    const rows = table
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Mar 2', '2', '10', '1'],
      ['Mar 4', '3', '10', '3'],
    ]);
  });

  it("lists the child's reported mistakes, or says there are none", async () => {
    const user = userEvent.setup();
    openReportCards({ students: [SAM, MIA] });
    const mistakes = within(await screen.findByRole('table', { name: 'Sam’s latest mistakes' }));
    const cells = mistakes
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ['Mar 4', '47 + 38Likely cause: Forgets to carry', '75', '85'],
      // Right in the end (a 0 written in the remainder's spare box): the slip was in the steps.
      ['Mar 3', '748 ÷ 22', '34 R 0Right answer: the slip was in the working', '34 R 0'],
    ]);
    // Only a wrong answer is struck through.
    const given = mistakes.getAllByRole('row').map((row) => row.querySelectorAll('td')[2]);
    expect(given[1]).toHaveClass('report-mistakes-given');
    expect(given[2]).not.toHaveClass('report-mistakes-given');
    await user.click(screen.getByRole('tab', { name: 'Mia Lee' }));
    expect(await screen.findByText('No mistakes reported')).toBeVisible();
  });

  it("shows each subject's trouble spots: what the child does, an example and when it was seen", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-20T12:00:00Z'));
    try {
      openReportCards();
      await screen.findByRole('heading', { level: 2, name: 'Sam Lee' });
      const spots = within(
        within(screen.getByRole('article', { name: 'Subtraction' })).getByRole('group', {
          name: 'Trouble spots',
        }),
      );
      const [confirmed, overcome] = spots.getAllByRole('listitem');
      expect(confirmed).toHaveTextContent(/^!Smaller from larger/);
      expect(confirmed).toHaveTextContent(
        'In every column your child takes the smaller digit away from the larger one, whichever is on top, so they never borrow.',
      );
      // The example as the child wrote it, the engine's correct answer beside it.
      expect(confirmed).toHaveTextContent('Example: 81 − 38 = 57, should be 43');
      expect(confirmed).toHaveTextContent(
        'Tip to share: When the top digit is smaller, borrow from the next column first.',
      );
      expect(confirmed).toHaveTextContent('First seen Mar 2 · last seen Mar 4');
      // Overcome: marked in words, quieter, with last year's dates and why it is overcome.
      expect(overcome).toHaveTextContent(
        '✓Overcome: Borrows from zero and stopsFirst seen Nov 20, 2025 · last seen Nov 21, 2025 · then right 3 times in a row',
      );
      // Which mistakes make a spot, so one listed once under Latest mistakes is not missed.
      expect(spots.getByText('Mistakes made the same way on two problems or more.')).toBeVisible();
      expect(overcome).toHaveAttribute('data-status', 'retired');
    } finally {
      vi.useRealTimers();
    }
  });

  it("prints the child's report card from its button, dated under the name", async () => {
    const user = userEvent.setup();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 29, 10, 0));
    openReportCards();
    const name = await screen.findByRole('heading', { level: 2, name: 'Sam Lee' });
    expect(name.nextElementSibling).toHaveTextContent('As of Sunday, November 29, 2026');
    vi.useRealTimers();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Print report card for Sam' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('offers a practice sheet for a trouble spot still there, not for an overcome one', async () => {
    openReportCards();
    await screen.findByRole('heading', { level: 2, name: 'Sam Lee' });
    const spots = within(card('Subtraction').getByRole('group', { name: 'Trouble spots' }));
    const [confirmed, overcome] = spots.getAllByRole('listitem');
    const link = within(confirmed as HTMLElement).getByRole('link', {
      name: 'Print a practice sheet for Sam: Smaller from larger (opens in a new tab)',
    });
    // Sam's subtraction level is 5: the sheet starts there.
    expect(link).toHaveAttribute(
      'href',
      '#/print?subject=subtraction&level=5&count=12&bug=smaller-from-larger',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(overcome as HTMLElement).queryByRole('link')).toBeNull();
  });

  it('says kindly when a worked subject has no trouble spots, and nothing for an unworked one', async () => {
    openReportCards();
    await screen.findByRole('heading', { level: 2, name: 'Sam Lee' });
    expect(card('Addition').getByRole('group', { name: 'Trouble spots' })).toHaveTextContent(
      'No trouble spots — no mistake has come up the same way twice.',
    );
    expect(card('Multiplication').queryByRole('group', { name: 'Trouble spots' })).toBeNull();
  });

  it('loads the other child’s report card when the parent picks them', async () => {
    const user = userEvent.setup();
    const { asked } = openReportCards({ students: [SAM, MIA] });
    const tabs = within(screen.getByRole('tablist', { name: 'Students' }));
    expect(tabs.getByRole('tab', { name: 'Sam Lee' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('heading', { level: 2, name: 'Sam Lee' });

    await user.click(tabs.getByRole('tab', { name: 'Mia Lee' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Mia Lee' })).toBeVisible();
    expect(asked).toEqual(['samlee', 'mialee']);
    expect(overall().getByText('60%')).toBeVisible();
    expect(overall().getByText('Grade D')).toBeVisible();
    expect(screen.getByRole('article', { name: 'Division' })).toHaveTextContent(
      'Score 60% · Grade D',
    );
    expect(screen.queryByRole('heading', { name: 'Sam Lee' })).toBeNull();
  });

  it("offers 'Try again' after a failed load, which asks again", async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { asked } = openReportCards({
      getStudentReport: () => {
        calls += 1;
        return calls === 1
          ? Promise.reject(new ApiError(API_ERROR_MESSAGES.reportUnavailable, 'network'))
          : Promise.resolve(SAM_REPORT);
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load the report card. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sam Lee' })).toBeVisible();
    expect(asked).toEqual(['samlee', 'samlee']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads the card again when the parent comes back to the page, keeping it shown meanwhile', async () => {
    let now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const comeBackLater = () =>
      act(async () => {
        now += REFRESH_AGAIN_MS + 1000;
        document.dispatchEvent(new Event('visibilitychange'));
      });
    let answer: (report: StudentReportResponse) => void = () => undefined;
    let calls = 0;
    const { asked } = openReportCards({
      getStudentReport: () => {
        calls += 1;
        if (calls === 1) return Promise.resolve(SAM_REPORT);
        if (calls === 3) return Promise.reject(new ApiError('offline', 'network'));
        return new Promise((resolve) => (answer = resolve));
      },
    });
    await screen.findByRole('region', { name: 'Overall grade' });
    expect(overall().getByText('85%')).toBeVisible();

    // Sam finished more work meanwhile.
    await comeBackLater();
    expect(asked).toEqual(['samlee', 'samlee']);
    expect(overall().getByText('85%')).toBeVisible();
    await act(async () => answer({ ...SAM_REPORT, overall: { score: '95', grade: 'A' } }));
    expect(overall().getByText('95%')).toBeVisible();

    // Offline the next time: the card stays, with no error.
    await comeBackLater();
    expect(asked).toHaveLength(3);
    expect(overall().getByText('95%')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the sign-up prompt when the server says premium has ended', async () => {
    const api = fakeApiClient(undefined, {
      session: { parent: { user: testParent({ userpremium: 'true' }), students: [SAM] } },
    });
    renderRoute('/report-cards', { api });
    expect(await screen.findByRole('link', { name: 'Sign up now!' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it('points a parent without students to Configure Students', () => {
    const { asked } = openReportCards({ students: [] });
    expect(screen.getByText('Add a student to see their report card here.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Configure Students' })).toHaveAttribute(
      'href',
      '/configure-student',
    );
    expect(asked).toEqual([]);
  });

  it('has no axe violations with a report card shown', async () => {
    const { container } = openReportCards({ students: [SAM, MIA] });
    await screen.findByRole('heading', { level: 2, name: 'Sam Lee' });
    const results = await axe.run(container);
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
