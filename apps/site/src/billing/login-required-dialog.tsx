import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router-dom';

/** Props of {@link LoginRequiredDialog}. */
export interface LoginRequiredDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with `false` when the visitor closes it (Close Window, Escape, outside click). */
  onOpenChange: (open: boolean) => void;
}

/**
 * Shown when a visitor presses Subscribe: 'Please Create an Account or Login' / 'You need to be
 * logged in to subscribe to our premium plan.', with 'Close Window' and 'Please Login' (to
 * /parent-login).
 * @see spec §2 "Pricing" (not logged in)
 */
export function LoginRequiredDialog({ open, onOpenChange }: LoginRequiredDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content billing-dialog">
          <Dialog.Title>Please Create an Account or Login</Dialog.Title>
          <Dialog.Description>
            You need to be logged in to subscribe to our premium plan.
          </Dialog.Description>
          <div className="dialog-actions">
            <Dialog.Close className="button">Close Window</Dialog.Close>
            <Link className="button button-primary" to="/parent-login">
              Please Login
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
