import { Link } from 'react-router-dom';
import { NoticeDialog } from '../dialogs/notice-dialog';
import { returningTo } from '../session/session-ended-notice';

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
 * /parent-login, which comes back to Pricing after signing in, where Subscribe now works).
 * @see spec §2 "Pricing" (not logged in)
 */
export function LoginRequiredDialog({ open, onOpenChange }: LoginRequiredDialogProps) {
  return (
    <NoticeDialog
      open={open}
      onOpenChange={onOpenChange}
      className="billing-dialog"
      title="Please Create an Account or Login"
      description="You need to be logged in to subscribe to our premium plan."
      closeLabel="Close Window"
      action={
        <Link className="button button-primary" to="/parent-login" state={returningTo('/pricing')}>
          Please Login
        </Link>
      }
    />
  );
}
