import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectNoSidewaysScroll, PHONE_320 } from '../test-utils/phone-frame';
import { ScheduleEditor } from './schedule-editor';

const meta = {
  title: 'Parents/ScheduleEditor',
  component: ScheduleEditor,
  tags: ['autodocs'],
  args: { subject: 'Addition', savedValue: '', onSave: fn(), onValueChange: fn() },
  argTypes: {
    subject: {
      control: 'select',
      options: ['Addition', 'Subtraction', 'Multiplication', 'Division'],
    },
    savedValue: { control: 'text', description: "Weekday letters 's m t w r f a', e.g. 'mwf'" },
    value: { control: 'text', table: { category: 'Draft' } },
    defaultValue: { control: 'text', table: { category: 'Draft' } },
    saving: { control: 'boolean' },
    onSave: { table: { category: 'Events' } },
    onValueChange: { table: { category: 'Events' } },
    className: { control: 'text', table: { category: 'Styling' } },
  },
} satisfies Meta<typeof ScheduleEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Nothing scheduled yet: the days show Su Mo Tu We Th Fr Sa (named Sunday … Saturday); Save
 * waits for a change; a day is toggled from the keyboard.
 */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(canvas.getByRole('group', { name: 'Addition schedule' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Thursday' })).toHaveTextContent(/^Th/);
    await expect(canvas.getByRole('button', { name: 'Saturday' })).toHaveTextContent(/^Sa/);
    await expect(canvas.getByRole('status')).toHaveTextContent('No days');
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await userEvent.tab();
    const monday = canvas.getByRole('button', { name: 'Monday' });
    await expect(monday).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(monday).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('m');
    await expect(save).toHaveAttribute('aria-disabled', 'false');
    await userEvent.keyboard(' ');
    await expect(save).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Saved as Monday to Friday: 'Weekday' shows pressed; pressing it clears, again restores. */
export const WeekdaysSaved: Story = {
  args: { subject: 'Subtraction', savedValue: 'mtwrf' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const weekday = canvas.getByRole('button', { name: 'Weekday' });
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(weekday).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Weekdays');
    await userEvent.click(weekday);
    await expect(canvas.getByRole('button', { name: 'Friday' })).toHaveAttribute(
      'data-state',
      'off',
    );
    await expect(save).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(weekday);
    await expect(save).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The draft differs from the saved 'mwf' (Saturday added): Save sends the canonical string. */
export const Changed: Story = {
  args: { subject: 'Multiplication', savedValue: 'mwf', defaultValue: 'amwf' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Saturday' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Mon, Wed, Fri, Sat');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith('mwfa');
  },
};

/** A save is in flight: Save reads 'Saving...' and is disabled. */
export const Saving: Story = {
  args: { subject: 'Division', savedValue: 'mw', defaultValue: 'smtwrfa', saving: true },
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: 'Saving...' });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
  },
};

/**
 * On a 320 px phone the week stays one row: the seven days narrow to fit (still wider than a
 * 24 px touch target), and nothing scrolls sideways. In a dialog on that phone (about 240 px
 * inside) 'Weekday' and 'Every Day' wrap away from Save and stay 44 px tall.
 */
export const Phone320: Story = {
  ...PHONE_320,
  args: { savedValue: 'mwf' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map(
      (name) => canvas.getByRole('button', { name }).getBoundingClientRect(),
    );
    await expect(new Set(days.map((day) => Math.round(day.top))).size).toBe(1);
    for (const day of days) await expect(day.width).toBeGreaterThanOrEqual(24);
    const phone = canvas.getByTestId('phone');
    await expectNoSidewaysScroll(phone);
    // The room a dialog leaves on a 320 px phone.
    phone.style.maxWidth = '240px';
    for (const name of ['Weekday', 'Every Day']) {
      const preset = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(preset.height).toBeGreaterThanOrEqual(44);
    }
    await expectNoSidewaysScroll(phone);
    phone.style.maxWidth = '320px';
  },
};
