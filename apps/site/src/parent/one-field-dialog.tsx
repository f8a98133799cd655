import { FormDialog, type FormDialogProps } from '@mathcols/react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { TextField, type TextFieldProps } from '../auth/text-field';
import { DIALOG_CLASSES } from '../dialogs/dialog-classes';
import { useServerCall } from './use-server-call';

/** The one field of a {@link OneFieldDialog}: its label and how the browser should treat it. */
export type OneFieldProps = Pick<TextFieldProps, 'label' | 'type' | 'inputMode' | 'autoComplete'>;

/** Props of {@link OneFieldDialog}. */
export interface OneFieldDialogProps {
  /** The button that opens the dialog. */
  trigger: FormDialogProps['trigger'];
  title: ReactNode;
  description: ReactNode;
  field: OneFieldProps;
  submitLabel: string;
  /**
   * The local check of the typed value (untrimmed): the message to show at the field, or null
   * when the value may go to the server.
   */
  validate: (value: string) => string | null;
  /** Sends the value; rejects with the server's reason (an `ApiError`) or a network failure. */
  send: (value: string) => Promise<unknown>;
  /** Shown at the field when a failure carries no text of its own (a spec §8 message). */
  failedMessage: string;
  /** Called after the server accepted the value; the dialog has closed by then. */
  onDone: () => void;
}

/**
 * A parent dialog that asks for one value (`FormDialog` with one `TextField`): opening it
 * clears the field and any old message; 'Cancel' or Escape closes it; the submit button or
 * Enter in the field runs `validate`, then `send` (the button is disabled while it runs). A
 * message, local or from the server, is tied to the field (`aria-describedby`, `aria-invalid`)
 * and announced; the typed value stays, so the parent can correct it. A password field has
 * 'Show password' under it (hidden again each time the dialog opens).
 * @see spec §2 "Parent Dashboard", "Configure Students"; §8 "Students", "Verification"
 */
export function OneFieldDialog({
  trigger,
  title,
  description,
  field,
  submitLabel,
  validate,
  send,
  failedMessage,
  onDone,
}: OneFieldDialogProps) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const { busy, error, setError, run } = useServerCall();
  const fieldId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validate(value);
    if (problem !== null) return setError(problem);
    const result = await run(() => send(value), failedMessage);
    if (!result.ok) return;
    setOpen(false);
    onDone();
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setValue('');
          setError(null);
        }
        setOpen(next);
      }}
      trigger={trigger}
      classNames={DIALOG_CLASSES}
      title={title}
      description={description}
      cancelLabel="Cancel"
      submitLabel={submitLabel}
      onSubmit={submit}
      busy={busy}
      noValidate
    >
      <div className="parent-form">
        <TextField
          {...field}
          reveal="Show password"
          id={fieldId}
          value={value}
          onValueChange={setValue}
          error={error ?? undefined}
          announceError
          className="parent-field"
        />
      </div>
    </FormDialog>
  );
}
