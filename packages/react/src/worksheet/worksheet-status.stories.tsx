import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WorksheetStatus } from './worksheet-status';

const meta = {
  title: 'Worksheets/WorksheetStatus',
  component: WorksheetStatus,
  tags: ['autodocs'],
  args: { status: 'loading', onRetry: fn(), onGenerate: fn() },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'empty'] },
    message: { control: 'text' },
    onRetry: { table: { category: 'Events' } },
    onGenerate: { table: { category: 'Events' } },
    className: { control: 'text', table: { category: 'Styling' } },
  },
} satisfies Meta<typeof WorksheetStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Loading problem...' in a polite status region. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading problem...');
  },
};

/** The set is being prepared: 'Getting problems ready...'. */
export const Preparing: Story = { args: { message: 'Getting problems ready...' } };

/** A fetch failed: 'Error loading problem' with 'Try Again'. */
export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error loading problem');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Nothing to practise: 'No problem available' with 'Generate New Problem'. */
export const Empty: Story = {
  args: { status: 'empty' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate New Problem' }));
    await expect(args.onGenerate).toHaveBeenCalled();
  },
};
