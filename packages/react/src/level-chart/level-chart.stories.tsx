import { addDays, SUBJECTS } from '@mathcols/engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LevelChart } from './level-chart';

/** Points on consecutive days from 2026-03-02, one per level given. */
const history = (levels: readonly number[]) =>
  levels.map((level, index) => ({ date: addDays('2026-03-02', index), level }));

/** Like {@link history}, with 10 questions a set and a few errors, as a report card has them. */
const counted = (levels: readonly number[]) =>
  history(levels).map((point, index) => ({ ...point, questions: 10, errors: (index * 3) % 5 }));

const meta = {
  title: 'Progress/LevelChart',
  component: LevelChart,
  tags: ['autodocs'],
  args: {
    subject: 'addition',
    title: 'Addition level history',
    points: history([1, 1, 2, 2, 3, 3]),
  },
  argTypes: {
    subject: { control: 'select', options: SUBJECTS },
    width: { control: { type: 'range', min: 160, max: 640, step: 10 } },
    height: { control: { type: 'range', min: 100, max: 320, step: 10 } },
    formatDate: { control: false },
    style: { control: false },
  },
} satisfies Meta<typeof LevelChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Climbing from level 1 to level 3 over six sets. */
export const Climbing: Story = {
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: 'Addition level history' });
    await expect(chart).toHaveAccessibleDescription(
      'Level 1 to level 3 over 6 sets, from 2026-03-02 to 2026-03-07.',
    );
  },
};

/** Dropped to level 2 after two hard sets, then climbed to 5. */
export const DropThenClimb: Story = {
  args: {
    subject: 'subtraction',
    title: 'Subtraction level history',
    points: history([4, 4, 3, 2, 2, 3, 4, 5]),
  },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: 'Subtraction level history' });
    await expect(chart).toHaveAccessibleDescription(
      'Level 4 to level 5 over 8 sets, from 2026-03-02 to 2026-03-09. Lowest level 2.',
    );
  },
};

/** One finished set: a single ringed dot in the middle, and a one-row table. */
export const SinglePoint: Story = {
  args: {
    subject: 'multiplication',
    title: 'Multiplication level history',
    points: [{ date: '2026-03-07-14:03', level: 3, questions: 10, errors: 2 }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAccessibleDescription(
      'Level 3 after 1 set, on 2026-03-07.',
    );
    await userEvent.click(canvas.getByText('Show as table'));
    const table = await canvas.findByRole('table', { name: 'Multiplication level history' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(2);
    const [, row] = rows;
    await expect(
      row
        ? within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent)
        : [],
    ).toEqual(['2026-03-07', '3', '10', '2']);
  },
};

/** No finished sets: a small drawing and 'No level history yet' (no table to show). */
export const Empty: Story = {
  args: { subject: 'division', title: 'Division level history', points: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No level history yet')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/**
 * Forty sets from level 0 to 12, with a slip back to 6 on the way: ticks every second level.
 * Tab reaches 'Show as table', which opens the table: forty rows.
 */
export const LongHistory: Story = {
  args: {
    points: counted([
      0, 0, 1, 1, 1, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 6, 6, 6, 7, 7, 6, 6, 7, 7, 8, 8, 8, 9, 9, 9, 10,
      10, 11, 11, 11, 12, 12, 12, 12, 12,
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAccessibleDescription(
      'Level 0 to level 12 over 40 sets, from 2026-03-02 to 2026-04-10.',
    );
    // Tab reaches the toggle; the browser opens a focused <summary> with Enter or Space.
    await userEvent.tab();
    const toggle = canvas.getByText('Show as table').closest('summary');
    await expect(toggle).toHaveFocus();
    if (toggle) await userEvent.click(toggle);
    const table = await canvas.findByRole('table', { name: 'Addition level history' });
    await expect(table).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(41);
    await expect(canvas.getByText('Hide table')).toBeVisible();
  },
};

/** The data table open from the start: Date, Level, Questions, Errors per set. */
export const TableOpen: Story = {
  args: { points: counted([1, 1, 2, 2, 3, 3]), defaultTableOpen: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Addition level history' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Date',
      'Level',
      'Questions',
      'Errors',
    ]);
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
  },
};

/** In a 320 px phone column the chart shrinks with its view box; nothing overflows. */
export const Narrow: Story = {
  args: { points: history([0, 1, 1, 2, 3, 3, 4, 4, 5]) },
  decorators: [
    (Story) => (
      <div style={{ width: 320, boxSizing: 'border-box', padding: 16, outline: '1px dashed' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img');
    await expect(chart.getBoundingClientRect().width).toBeLessThanOrEqual(288);
  },
};
