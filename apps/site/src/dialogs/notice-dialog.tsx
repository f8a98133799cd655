import { FormDialog } from '@mathcols/react';
import type { ReactNode } from 'react';
import { DIALOG_CLASSES } from './dialog-classes';

/** Props of {@link NoticeDialog}. */
export interface NoticeDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with `false` when it is closed (the close button, Escape, an outside click). */
  onOpenChange: (open: boolean) => void;
  /** The dialog's title (its accessible name). */
  title: string;
  /** The sentence under the title (its accessible description). */
  description: string;
  /** The close button's text, e.g. 'Close' or 'Close Window'. */
  closeLabel: string;
  /** The one action beside the close button: a link or a button. */
  action: ReactNode;
  /** Shown between the description and the buttons, e.g. an error. @defaultValue nothing */
  notice?: ReactNode;
  /** Extra class of the dialog. @defaultValue none */
  className?: string;
}

/**
 * A short modal notice — 'Premium Feature', 'Student Limit Reached', 'Please Create an Account
 * or Login', 'Manage Your Subscription': the library's `FormDialog` with a title, one sentence,
 * a close button and one action (in its `footer`), no fields. Focus is trapped inside and
 * returns to the opener when it closes.
 * @see spec §2 "Pricing", §5 (student limits)
 */
export function NoticeDialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  action,
  notice,
  className,
}: NoticeDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className={className}
      classNames={DIALOG_CLASSES}
      title={title}
      description={description}
      cancelLabel={closeLabel}
      footer={action}
    >
      {notice}
    </FormDialog>
  );
}
