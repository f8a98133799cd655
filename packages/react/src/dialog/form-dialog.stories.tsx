import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormEvent } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FailingSaveDialog, SAVE_FAILED } from '../test-utils/failing-save-dialog';
import { FormDialog } from './form-dialog';

const meta = {
  title: 'Dialogs/FormDialog',
  component: FormDialog,
  tags: ['autodocs'],
  args: {
    trigger: <button type="button">Change password</button>,
    title: 'Change password',
    description: 'Pick a new password of at least 4 characters.',
    submitLabel: 'Save',
    cancelLabel: 'Cancel',
    busy: false,
    submitDisabled: false,
    dismissible: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    children: (
      <p>
        <label htmlFor="story-password">New password</label>{' '}
        <input id="story-password" name="password" type="password" autoComplete="new-password" />
      </p>
    ),
  },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    submitLabel: { control: 'text' },
    cancelLabel: { control: 'text' },
    error: { control: 'text' },
    busy: { control: 'boolean' },
    submitDisabled: { control: 'boolean' },
    dismissible: { control: 'boolean' },
    returnFocus: { control: 'boolean' },
    initialFocus: { control: 'select', options: ['first', 'submit'] },
    open: { control: false },
    defaultOpen: { control: false },
    trigger: { control: false },
    children: { control: false },
    intro: { control: false },
    footer: { control: false },
    classNames: { control: false },
    style: { control: false },
    ref: { control: false },
  },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Opened from the keyboard: focus moves to the first field, Tab stays inside the dialog,
 * Escape closes it and focus returns to the trigger.
 */
export const KeyboardFlow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Change password' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: 'Change password' });
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const field = within(dialog).getByLabelText('New password');
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Enter in the field submits the form; the dialog then closes (the handler did not prevent it). */
export const SubmitWithEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change password' }));
    const dialog = await page.findByRole('dialog', { name: 'Change password' });
    await userEvent.type(within(dialog).getByLabelText('New password'), 'abcd{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/**
 * A submission in flight: Save is `aria-disabled` (it keeps focus, and pressing it again does
 * nothing) and the dialog is aria-busy.
 */
export const Busy: Story = {
  args: { defaultOpen: true, busy: true, submitLabel: 'Saving...' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Saving...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
  },
};

/** A failed submission: the message is in an alert region and the dialog stays open. */
export const WithError: Story = {
  args: {
    defaultOpen: true,
    error: 'Could not save. Please try again.',
    onSubmit: fn((event: FormEvent) => event.preventDefault()),
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Could not save. Please try again.',
    );
  },
};

/**
 * Save pressed from the keyboard fails: the button says 'Saving...' and keeps focus while it
 * waits (it is `aria-disabled`, not `disabled`, which would drop focus out of the dialog), the
 * message appears at the top, and Enter tries again.
 */
export const SaveFails: Story = {
  render: (args) => (
    <FailingSaveDialog {...args} defaultOpen={args.defaultOpen ?? true} delayMs={300} />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    await expect(save).toHaveAccessibleName('Saving...');
    await expect(save).toHaveFocus();
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(SAVE_FAILED));
    await expect(save).toHaveAccessibleName('Save');
    await expect(save).toHaveFocus();
  },
};

/** A notice: no fields, one action that closes it. */
export const Notice: Story = {
  args: {
    title: 'Saved',
    description: 'The new password works from the next sign-in.',
    submitLabel: 'OK',
    cancelLabel: undefined,
    children: undefined,
    trigger: <button type="button">Show notice</button>,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show notice' }));
    const dialog = await page.findByRole('dialog', { name: 'Saved' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** A choice that must be made: Escape does not close it; the submit action has focus. */
export const NotDismissible: Story = {
  args: {
    defaultOpen: true,
    dismissible: false,
    initialFocus: 'submit',
    title: 'All done',
    description: 'What next?',
    submitLabel: 'Keep going',
    cancelLabel: 'Stop',
    children: undefined,
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Keep going' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
  },
};
