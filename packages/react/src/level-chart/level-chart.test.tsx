import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { LevelChart, type LevelChartProps } from './level-chart';

const CLIMB = [
  { date: '2026-03-02', level: 1 },
  { date: '2026-03-03', level: 1 },
  { date: '2026-03-04', level: 2 },
  { date: '2026-03-05', level: 2 },
  { date: '2026-03-06', level: 3 },
  { date: '2026-03-07', level: 3 },
];

function renderChart(props: Partial<LevelChartProps> = {}) {
  return render(
    <LevelChart subject="addition" title="Addition level history" points={CLIMB} {...props} />,
  );
}

const chart = () => screen.getByRole('img', { name: 'Addition level history' });
/** The words drawn in the picture (tick labels, dates, axis title). */
const drawnWords = () => [...chart().querySelectorAll('text')].map((text) => text.textContent);
const dots = () => chart().querySelectorAll('circle');
/** The words of a table's body, row by row. */
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('LevelChart', () => {
  it('is a picture named by its title and described in words', () => {
    renderChart();
    expect(chart()).toHaveAccessibleDescription(
      'Level 1 to level 3 over 6 sets, from 2026-03-02 to 2026-03-07.',
    );
  });

  it('names a dip or a peak that the ends do not show', () => {
    const levels = [4, 3, 2, 3, 5];
    renderChart({ points: levels.map((level, i) => ({ date: `2026-03-0${i + 1}`, level })) });
    expect(chart()).toHaveAccessibleDescription(
      'Level 4 to level 5 over 5 sets, from 2026-03-01 to 2026-03-05. Lowest level 2.',
    );
  });

  it('says when the level held, or came back to where it started', () => {
    const { rerender } = renderChart({
      points: [3, 3, 3].map((level, i) => ({ date: `2026-03-0${i + 1}`, level })),
    });
    expect(chart()).toHaveAccessibleDescription(/^Stayed at level 3 over 3 sets/);
    rerender(
      <LevelChart
        subject="addition"
        title="Addition level history"
        points={[3, 4, 3].map((level, i) => ({ date: `2026-03-0${i + 1}`, level }))}
      />,
    );
    expect(chart()).toHaveAccessibleDescription(
      'Started and ended at level 3 over 3 sets, from 2026-03-01 to 2026-03-03. Highest level 4.',
    );
  });

  it('draws a dot on every set, the latest one as a ring', () => {
    renderChart();
    expect(dots()).toHaveLength(6);
    const latest = [...dots()].filter((dot) => dot.hasAttribute('data-latest'));
    expect(latest).toEqual([dots()[5]]);
  });

  it('labels whole levels around the history and the first and last dates', () => {
    renderChart();
    const words = drawnWords();
    expect(words).toEqual(
      expect.arrayContaining(['Level', '0', '1', '2', '3', '4', '2026-03-02', '2026-03-07']),
    );
    expect(words.filter((word) => /^\d+$/.test(word ?? ''))).toEqual(['0', '1', '2', '3', '4']);
  });

  it('keeps tick labels to whole levels over a long history', () => {
    const points = Array.from({ length: 40 }, (_, i) => ({
      date: '2026-03-02',
      level: Math.floor(i / 3),
    }));
    renderChart({ points });
    const ticks = drawnWords().filter((word) => /^\d+$/.test(word ?? ''));
    expect(ticks).toEqual(['0', '2', '4', '6', '8', '10', '12', '14']);
    expect(dots()).toHaveLength(40);
    expect(chart()).toHaveAccessibleDescription(/over 40 sets, on 2026-03-02\.$/);
  });

  it('shows a single set sensibly: one ringed dot and its day', () => {
    renderChart({ points: [{ date: '2026-03-07-14:03', level: 3 }] });
    expect(chart()).toHaveAccessibleDescription('Level 3 after 1 set, on 2026-03-07.');
    expect(dots()).toHaveLength(1);
    expect(drawnWords()).toContain('2026-03-07');
  });

  it('writes dates the way the page asks', () => {
    renderChart({ formatDate: (date) => `day ${date.slice(8, 10)}` });
    expect(chart()).toHaveAccessibleDescription(/from day 02 to day 07\.$/);
    expect(drawnWords()).toEqual(expect.arrayContaining(['day 02', 'day 07']));
  });

  it('lists every set in a table behind a "Show as table" toggle the keyboard reaches', async () => {
    const user = userEvent.setup();
    const points = CLIMB.map((point, i) => ({ ...point, questions: 10, errors: i }));
    renderChart({ points, formatDate: (date) => `Mar ${Number(date.slice(8))}` });
    await user.tab();
    const toggle = document.activeElement as HTMLElement;
    expect(toggle.tagName).toBe('SUMMARY');
    expect(toggle).toHaveTextContent('Show as table: Addition level history');
    const details = toggle.parentElement as HTMLDetailsElement;
    expect(details.open).toBe(false);

    await user.click(toggle);
    expect(details.open).toBe(true);
    const table = await screen.findByRole('table', { name: 'Addition level history' });
    expect(toggle).toHaveTextContent(/^Hide table/);
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Date',
      'Level',
      'Questions',
      'Errors',
    ]);
    expect(cells(table)).toEqual([
      ['Mar 2', '1', '10', '0'],
      ['Mar 3', '1', '10', '1'],
      ['Mar 4', '2', '10', '2'],
      ['Mar 5', '2', '10', '3'],
      ['Mar 6', '3', '10', '4'],
      ['Mar 7', '3', '10', '5'],
    ]);
    await user.click(toggle);
    expect(details.open).toBe(false);
    await waitFor(() => expect(toggle).toHaveTextContent(/^Show as table/));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps the table to date and level when the points have no counts', () => {
    renderChart({ defaultTableOpen: true });
    const table = screen.getByRole('table', { name: 'Addition level history' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Level']);
    expect(cells(table)).toEqual(CLIMB.map(({ date, level }) => [date, String(level)]));
  });

  it('lists all forty sets of a long history', () => {
    const points = Array.from({ length: 40 }, (_, i) => ({
      date: `2026-04-${String((i % 28) + 1).padStart(2, '0')}`,
      level: Math.floor(i / 3),
      questions: 10,
      errors: i % 4,
    }));
    renderChart({ points, defaultTableOpen: true });
    const rows = cells(screen.getByRole('table'));
    expect(rows).toHaveLength(40);
    expect(rows[0]).toEqual(['2026-04-01', '0', '10', '0']);
    expect(rows[39]).toEqual(['2026-04-12', '13', '10', '3']);
  });

  it('with no history says so and draws no chart', () => {
    const { container } = renderChart({ points: [] });
    expect(screen.getByText('No level history yet')).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Show as table')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'empty');
  });

  it('scales with its view box and passes subject, className and style to the root', () => {
    const { container } = renderChart({
      width: 400,
      height: 200,
      className: 'mine',
      style: { margin: 4 },
    });
    expect(chart()).toHaveAttribute('viewBox', '0 0 400 200');
    const root = container.firstElementChild;
    expect(root).toHaveClass('mc-level-chart', 'mine');
    expect(root).toHaveStyle({ margin: '4px' });
    expect(root).toHaveAttribute('data-subject', 'addition');
    expect(root).toHaveAttribute('data-state', 'filled');
  });

  it('has no axe violations, drawn, with its table open, or empty', async () => {
    const { container } = render(
      <>
        <LevelChart subject="addition" title="Addition level history" points={CLIMB} />
        <LevelChart
          subject="subtraction"
          title="Subtraction level history"
          points={CLIMB.map((point) => ({ ...point, questions: 10, errors: 2 }))}
          defaultTableOpen
        />
        <LevelChart subject="division" title="Division level history" points={[]} />
      </>,
    );
    const results = await axe.run(container);
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
