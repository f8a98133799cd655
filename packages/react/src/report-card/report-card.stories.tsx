import { letterGrade, progressBand, SUBJECTS } from '@mathcols/engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LevelChart } from '../level-chart/level-chart';
import { ReportCard } from './report-card';

/** Grade and band as the engine gives them for a score (the card computes nothing). */
const graded = (score: number) => ({
  score,
  grade: letterGrade(score),
  band: progressBand(score),
});

const meta = {
  title: 'Progress/ReportCard',
  component: ReportCard,
  tags: ['autodocs'],
  args: { subject: 'addition', title: 'Addition', level: 5, complete: 25, ...graded(85) },
  argTypes: {
    subject: { control: 'select', options: SUBJECTS },
    level: { control: { type: 'range', min: 0, max: 19, step: 1 } },
    complete: { control: { type: 'range', min: 0, max: 100, step: 1 } },
    score: { control: { type: 'number', min: 0, max: 100 } },
    grade: { control: 'select', options: [undefined, 'A', 'B', 'C', 'D', 'F'] },
    band: { control: 'select', options: [undefined, 'excellent', 'good', 'fair', 'low'] },
    headingLevel: { control: 'select', options: [2, 3, 4, 5, 6] },
    children: { control: false },
    style: { control: false },
  },
  decorators: [
    // A card is as wide as its column on the page: 380 px here unless a story says otherwise.
    (Story, { parameters }) => (
      <div style={{ maxWidth: (parameters.cardWidth as number | undefined) ?? 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReportCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Addition at level 5, a quarter of the way, scoring 85 %: 'Score 85% · Grade B'. */
export const Addition: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Addition' })).toBeVisible();
    await expect(canvas.getByText('Level 5')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Addition: 25% complete' });
    await expect(bar).toHaveAttribute('aria-valuenow', '25');
    await expect(canvas.getByText('Score 85%').parentElement).toHaveTextContent(
      'Score 85% · Grade B',
    );
  },
};

/** Subtraction in its orange. */
export const Subtraction: Story = {
  args: { subject: 'subtraction', title: 'Subtraction', level: 8, complete: 40, ...graded(92) },
};

/** Multiplication in its purple. */
export const Multiplication: Story = {
  args: {
    subject: 'multiplication',
    title: 'Multiplication',
    level: 3,
    complete: 15,
    ...graded(74),
  },
};

/** Division in its teal. */
export const Division: Story = {
  args: { subject: 'division', title: 'Division', level: 1, complete: 5, ...graded(58) },
};

/** Band 'excellent' (score ≥ 90): the bar is green; the words say 'Score 96% · Grade A'. */
export const BandExcellent: Story = {
  args: { level: 12, complete: 60, ...graded(96) },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card).toHaveAttribute('data-band', 'excellent');
    await expect(card).toHaveTextContent('Score 96% · Grade A');
  },
};

/** Band 'good' (80–89). */
export const BandGood: Story = { args: { level: 9, complete: 45, ...graded(83) } };

/** Band 'fair' (70–79). */
export const BandFair: Story = { args: { level: 6, complete: 30, ...graded(71) } };

/** Band 'low' (under 70): the bar is red, and the grade still says it in words. */
export const BandLow: Story = {
  args: { level: 2, complete: 10, ...graded(45) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent(
      'Score 45% · Grade F',
    );
  },
};

/** No set finished yet: no score, no grade, 'No assignments finished yet'. */
export const NoSetsYet: Story = {
  args: { level: 0, complete: 0, score: null, grade: undefined, band: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No assignments finished yet')).toBeVisible();
    await expect(canvas.queryByText(/Grade/)).toBeNull();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

/** The whole curriculum done: level 19, 100 % complete, with a star. */
export const AllLevelsDone: Story = {
  args: {
    subject: 'multiplication',
    title: 'Multiplication',
    level: 19,
    complete: 100,
    ...graded(97),
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', {
      name: 'Multiplication: 100% complete',
    });
    await expect(bar).toHaveAttribute('data-state', 'complete');
  },
};

/** With the level history chart at its foot, as on /my-progress. */
export const WithLevelChart: Story = {
  args: {
    level: 3,
    complete: 15,
    ...graded(88),
    children: (
      <LevelChart
        subject="addition"
        title="Addition level history"
        points={[
          { date: '2026-03-02', level: 1 },
          { date: '2026-03-03', level: 1 },
          { date: '2026-03-04', level: 2 },
          { date: '2026-03-05', level: 2 },
          { date: '2026-03-06', level: 3 },
          { date: '2026-03-07', level: 3 },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: 'Addition level history' });
    await expect(chart).toHaveAccessibleDescription(
      'Level 1 to level 3 over 6 sets, from 2026-03-02 to 2026-03-07.',
    );
  },
};

/** The four subjects side by side, as a page would show them (wraps on a phone). */
export const AllSubjects: Story = {
  parameters: { cardWidth: 1000 },
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
      }}
    >
      <ReportCard subject="addition" title="Addition" level={5} complete={25} {...graded(85)} />
      <ReportCard
        subject="subtraction"
        title="Subtraction"
        level={8}
        complete={40}
        {...graded(92)}
      />
      <ReportCard
        subject="multiplication"
        title="Multiplication"
        level={3}
        complete={15}
        {...graded(74)}
      />
      <ReportCard subject="division" title="Division" level={0} complete={0} score={null} />
    </div>
  ),
};
