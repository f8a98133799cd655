import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

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
  /** Extra class of the dialog's content. @defaultValue none */
  className?: string;
}

/**
 * A short modal notice (Radix dialog): a title, one sentence, a close button and one action —
 * 'Premium Feature', 'Student Limit Reached', 'Please Create an Account or Login', 'Manage Your
 * Subscription'. Focus is trapped inside and returns to the opener when it closes.
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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className={clsx('dialog-content', className)}>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
          {notice}
          <div className="dialog-actions">
            <Dialog.Close className="button">{closeLabel}</Dialog.Close>
            {action}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
