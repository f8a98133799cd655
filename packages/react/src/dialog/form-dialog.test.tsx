import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createRef, useState, type FormEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { FailingSaveDialog, SAVE_FAILED } from '../test-utils/failing-save-dialog';
import { FormDialog, type FormDialogProps } from './form-dialog';

const opener = <button type="button">Rename</button>;

/** A one-field dialog opened by 'Rename'; `props` override the defaults. */
function renderDialog(props: Partial<FormDialogProps> = {}) {
  const user = userEvent.setup();
  const view = render(
    <FormDialog
      trigger={opener}
      title="Rename the list"
      description="Give the list a short name."
      submitLabel="Save"
      cancelLabel="Cancel"
      {...props}
    >
      <label>
        Name
        <input name="name" />
      </label>
    </FormDialog>,
  );
  return { ...view, user };
}

const dialog = () => screen.getByRole('dialog', { name: 'Rename the list' });
/** The trigger; hidden from queries by role while the modal is open, so found by text. */
const trigger = () => screen.getByText('Rename', { selector: 'button' });

describe('FormDialog', () => {
  it('opens from its trigger, named and described, with focus on the first field', async () => {
    const { user } = renderDialog();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Rename' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    await user.click(trigger());
    expect(dialog()).toHaveAccessibleDescription('Give the list a short name.');
    expect(dialog()).toHaveAttribute('data-state', 'open');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog()).getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('keeps Tab inside, closes on Escape and gives focus back to the trigger', async () => {
    const { user } = renderDialog();
    await user.click(trigger());
    const field = within(dialog()).getByRole('textbox', { name: 'Name' });
    await user.tab();
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(dialog()).getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(field).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger()).toHaveFocus();
  });

  it('submits with Enter in a field, hands over the form, then closes', async () => {
    const onSubmit = vi.fn((event: FormEvent<HTMLFormElement>) => {
      expect(new FormData(event.currentTarget).get('name')).toBe('Tables');
    });
    const { user } = renderDialog({ onSubmit });
    await user.click(trigger());
    await user.keyboard('Tables{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger()).toHaveFocus();
  });

  it('stays open when onSubmit prevents the default, e.g. to wait for a server', async () => {
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    const { user } = renderDialog({ onSubmit });
    await user.click(trigger());
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(dialog()).toBeVisible();
  });

  it('Cancel closes without submitting', async () => {
    const onSubmit = vi.fn();
    const { user } = renderDialog({ onSubmit });
    await user.click(trigger());
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('while busy: the submit button is aria-disabled, the dialog aria-busy, Enter does nothing', async () => {
    const onSubmit = vi.fn();
    const { user } = renderDialog({ onSubmit, busy: true, defaultOpen: true });
    const save = within(dialog()).getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(dialog()).toHaveAttribute('aria-busy', 'true');
    await user.type(within(dialog()).getByRole('textbox', { name: 'Name' }), 'x{Enter}');
    await user.click(save);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(dialog()).toBeVisible();
  });

  it('brings a message into view when it appears and after each failed try, not at each key', async () => {
    const scrolledTo: Element[] = [];
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element) {
        scrolledTo.push(this);
      },
    });
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    /** The dialog re-rendered by its page at each key (a controlled field). */
    function RenamePage() {
      const [name, setName] = useState('');
      return (
        // Long enough that 'Saving...' is still shown when the click has returned on a busy
        // machine (20 ms was not: the save had already failed).
        <FailingSaveDialog defaultOpen title="Rename the list" delayMs={300}>
          <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
        </FailingSaveDialog>
      );
    }
    const user = userEvent.setup();
    render(<RenamePage />);
    const save = within(dialog()).getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(save).toHaveAccessibleName('Saving...');
    expect(save).toBeEnabled();
    const alert = within(dialog()).getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(SAVE_FAILED));
    expect(save).not.toHaveAttribute('aria-disabled');
    // The scroll is an effect after the render that shows the message: wait for it too.
    await waitFor(() => expect(scrolledTo).toEqual([alert]));
    await user.type(within(dialog()).getByRole('textbox', { name: 'Name' }), 'Spelling');
    expect(scrolledTo).toEqual([alert]);
    await user.click(save);
    await waitFor(() => expect(save).toHaveAccessibleName('Save'));
    await waitFor(() => expect(scrolledTo).toEqual([alert, alert]));
  });

  it('submitDisabled disables the submit button only', () => {
    renderDialog({ submitDisabled: true, defaultOpen: true });
    expect(within(dialog()).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(dialog()).not.toHaveAttribute('aria-busy');
  });

  it('shows an error in an alert region, kept in place while empty', () => {
    const { rerender } = render(
      <FormDialog defaultOpen title="Rename the list" error={null} submitLabel="Save" />,
    );
    const region = within(dialog()).getByRole('alert');
    expect(region).toBeEmptyDOMElement();
    rerender(
      <FormDialog
        defaultOpen
        title="Rename the list"
        error="That name is taken"
        submitLabel="Save"
      />,
    );
    expect(within(dialog()).getByRole('alert')).toBe(region);
    expect(region).toHaveTextContent('That name is taken');
  });

  it('has no alert region when errors are shown at the fields (error undefined)', () => {
    renderDialog({ defaultOpen: true });
    expect(within(dialog()).queryByRole('alert')).toBeNull();
  });

  it('is controlled by open / onOpenChange', async () => {
    const onOpenChange = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <FormDialog
          open={open}
          onOpenChange={(next) => {
            onOpenChange(next);
            setOpen(next);
          }}
          trigger={({ open: shown }) => (
            <button type="button">{shown ? 'Renaming' : 'Rename'}</button>
          )}
          title="Rename the list"
          submitLabel="Save"
        />
      );
    }
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(trigger());
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByText('Renaming', { selector: 'button' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open on Escape when not dismissible, and can focus the submit button first', async () => {
    const { user } = renderDialog({
      defaultOpen: true,
      dismissible: false,
      initialFocus: 'submit',
    });
    expect(within(dialog()).getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(dialog()).toBeVisible();
  });

  it('focuses a given element first', () => {
    const target = createRef<HTMLButtonElement>();
    render(
      <FormDialog
        defaultOpen
        title="Rename the list"
        initialFocus={target}
        footer={
          <button type="button" ref={target}>
            Help
          </button>
        }
        cancelLabel="Cancel"
      />,
    );
    expect(within(dialog()).getByRole('button', { name: 'Help' })).toHaveFocus();
  });

  it('without a trigger, gives focus back to where it was when the dialog opened', async () => {
    function Notice() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Subscribe
          </button>
          <FormDialog
            open={open}
            onOpenChange={setOpen}
            title="Please log in"
            cancelLabel="Close"
          />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Notice />);
    const subscribe = screen.getByRole('button', { name: 'Subscribe' });
    await user.click(subscribe);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(subscribe).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(subscribe).toHaveFocus();
  });

  it('does not take focus back to the trigger when returnFocus is false', async () => {
    const { user } = renderDialog({ returnFocus: false });
    await user.click(trigger());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger()).not.toHaveFocus();
  });

  it('passes className, style and ref to the dialog element', () => {
    const ref = createRef<HTMLDivElement>();
    renderDialog({ defaultOpen: true, className: 'mine', style: { maxWidth: 300 }, ref });
    expect(dialog()).toBe(ref.current);
    expect(dialog()).toHaveClass('mc-dialog', 'mine');
    expect(dialog()).toHaveStyle({ maxWidth: '300px' });
  });

  it('renders on the server as its trigger alone', () => {
    const html = renderToString(
      <FormDialog trigger={opener} title="Rename the list" submitLabel="Save" />,
    );
    expect(html).toContain('Rename</button>');
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).not.toContain('Rename the list');
  });

  it('has no axe violations when open with an error', async () => {
    renderDialog({ defaultOpen: true, error: 'That name is taken' });
    const results = await axe.run(dialog());
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
