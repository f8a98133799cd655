import { addDays, letterGrade, progressBand, SUBJECTS, type Subject } from '@mathcols/engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LevelChart } from '../level-chart/level-chart';
import { expectNoSidewaysScroll, PHONE_320 } from '../test-utils/phone-frame';
import { ReportCard } from './report-card';

/** The subjects' names as a page shows them. */
const TITLES: Record<Subject, string> = {
  addition: 'Addition',
  subtraction: 'Subtraction',
  multiplication: 'Multiplication',
  division: 'Division',
};

/** A level history on consecutive days from 2026-03-02: 10 questions a set, a few errors. */
const history = (levels: readonly number[]) =>
  levels.map((level, index) => ({
    date: addDays('2026-03-02', index),
    level,
    questions: 10,
    errors: (index * 3) % 5,
  }));

/** Forty sets climbing from level 0 to 12, with a slip on the way. */
const LONG_HISTORY = history([
  0, 0, 1, 1, 1, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 6, 6, 6, 7, 7, 6, 6, 7, 7, 8, 8, 8, 9, 9, 9, 10, 10,
  11, 11, 11, 12, 12, 12, 12, 12,
]);

/** A subject's level chart as a card's foot. */
const chart = (subject: Subject, points: ReturnType<typeof history>) => (
  <LevelChart subject={subject} title={`${TITLES[subject]} level history`} points={points} />
);

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
  // headingLevel 2: the card's title right under a page's h1. On the docs page the first card
  // follows the page title's h1 and the others a story name's h3 (axe's heading-order).
  args: {
    subject: 'addition',
    title: 'Addition',
    level: 5,
    complete: 25,
    headingLevel: 2,
    ...graded(85),
  },
  argTypes: {
    subject: { control: 'select', options: SUBJECTS },
    level: { control: { type: 'range', min: 0, max: 19, step: 1 } },
    complete: { control: { type: 'range', min: 0, max: 100, step: 1 } },
    score: { control: { type: 'number', min: 0, max: 100 } },
    // The catalogue gives grade and band for the score, as the engine does on the pages, so the
    // Controls cannot make a card no page shows (85 % with an F).
    grade: { control: false },
    band: { control: false },
    headingLevel: { control: 'select', options: [2, 3, 4, 5, 6] },
    children: { control: false },
    style: { control: false },
    ref: { table: { disable: true } },
  },
  render: (args) => (
    <ReportCard
      {...args}
      {...(typeof args.score === 'number'
        ? graded(args.score)
        : { grade: undefined, band: undefined })}
    />
  ),
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

/**
 * On a 320 px phone with a two-digit level, 'Multiplication' stays whole and readable: the badge
 * moves to the line below instead of covering the end of the word.
 */
export const MultiplicationPhone320: Story = {
  ...PHONE_320,
  args: { ...Multiplication.args, level: 17, complete: 85 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { name: 'Multiplication' });
    const badge = canvas.getByText('Level 17').getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(title);
    const words = range.getBoundingClientRect();
    const apart = words.right <= badge.left || words.bottom <= badge.top;
    await expect(apart).toBe(true);
    await expectNoSidewaysScroll(canvas.getByTestId('phone'));
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

/** No set finished yet: no score, no grade, 'No score yet: no assignment finished'. */
export const NoSetsYet: Story = {
  args: { level: 0, complete: 0, score: null, grade: undefined, band: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No score yet: no assignment finished')).toBeVisible();
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

/** Not started: no score, and the chart's 'No level history yet' (no table). */
export const EmptyHistory: Story = {
  args: {
    subject: 'division',
    title: 'Division',
    level: 0,
    complete: 0,
    score: null,
    grade: undefined,
    band: undefined,
    children: chart('division', []),
  },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'Division' }));
    await expect(card.getByText('No score yet: no assignment finished')).toBeVisible();
    await expect(card.getByText('No level history yet')).toBeVisible();
    await expect(card.queryByRole('table')).toBeNull();
  },
};

/** After the first set: one ringed dot, and a one-row table. */
export const OneEntry: Story = {
  args: {
    subject: 'subtraction',
    title: 'Subtraction',
    level: 2,
    complete: 10,
    ...graded(80),
    children: chart('subtraction', [{ date: '2026-03-07', level: 2, questions: 10, errors: 2 }]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAccessibleDescription(
      'Level 2 after 1 set, on 2026-03-07.',
    );
    await userEvent.click(canvas.getByText('Show as table'));
    const table = await canvas.findByRole('table', { name: 'Subtraction level history' });
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
  },
};

/** Forty sets: the chart stays one small picture; the table lists all forty. */
export const LongHistory: Story = {
  args: {
    level: 12,
    complete: 60,
    ...graded(83),
    children: chart('addition', LONG_HISTORY),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAccessibleDescription(
      'Level 0 to level 12 over 40 sets, from 2026-03-02 to 2026-04-10.',
    );
    await userEvent.click(canvas.getByText('Show as table'));
    const table = await canvas.findByRole('table', { name: 'Addition level history' });
    await expect(within(table).getAllByRole('row')).toHaveLength(41);
  },
};

/**
 * The four subjects side by side with their charts, as the parent's report cards show them
 * (two columns, one on a phone): a long history, a short one, one set, none. Their bars have
 * one length, whatever the percentage beside each; in a narrow card the title gets smaller
 * before the level badge would wrap under it.
 */
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
      <ReportCard subject="addition" title="Addition" level={12} complete={60} {...graded(85)}>
        {chart('addition', LONG_HISTORY)}
      </ReportCard>
      <ReportCard subject="subtraction" title="Subtraction" level={8} complete={40} {...graded(92)}>
        {chart('subtraction', history([5, 6, 6, 7, 8, 8]))}
      </ReportCard>
      <ReportCard
        subject="multiplication"
        title="Multiplication"
        level={3}
        complete={15}
        {...graded(74)}
      >
        {chart('multiplication', history([3]))}
      </ReportCard>
      <ReportCard subject="division" title="Division" level={0} complete={0} score={null}>
        {chart('division', [])}
      </ReportCard>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
    await expect(canvas.getAllByText('Show as table')).toHaveLength(3);
    // The bars line up: one length whatever the percentage written beside each.
    const widths = canvas
      .getAllByRole('progressbar')
      .map((bar) => Math.round(bar.getBoundingClientRect().width));
    await expect(new Set(widths).size).toBe(1);
    // Three cards in a row: each level badge stays on its title's line, so the cards line up.
    for (const card of canvas.getAllByRole('article')) {
      const title = within(card).getByRole('heading').getBoundingClientRect();
      const badge = within(card)
        .getByText(/^Level \d+$/)
        .getBoundingClientRect();
      await expect(badge.top).toBeLessThan(title.bottom);
    }
  },
};
