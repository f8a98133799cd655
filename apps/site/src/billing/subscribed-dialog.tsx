import { API_ERROR_MESSAGES } from '@mathcols/api-client';
import { useApiClient } from '../api/api-client-context';
import { NoticeDialog } from '../dialogs/notice-dialog';
import type { OpenUrl } from './open-url';
import { useRedirectCall } from './use-redirect-call';

/** Props of {@link SubscribedDialog}. */
export interface SubscribedDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with `false` when the parent closes it (Close Window, Escape, outside click). */
  onOpenChange: (open: boolean) => void;
  /** How to leave for the billing portal. */
  openUrl: OpenUrl;
}

/**
 * Shown when a premium parent presses Subscribe: 'Manage Your Subscription' / 'You're Already
 * Subscribed!', with 'Close Window' and 'Manage Billing', which opens the billing portal (its
 * error, e.g. 'There was an error accessing your billing portal. Please try again.', shows in
 * the dialog).
 * @see spec §2 "Pricing" (premium users), §7 `payment.manage`, §8 Payment (billing)
 */
export function SubscribedDialog({ open, onOpenChange, openUrl }: SubscribedDialogProps) {
  const api = useApiClient();
  const portal = useRedirectCall(openUrl, API_ERROR_MESSAGES.billingPortalError);
  return (
    <NoticeDialog
      open={open}
      onOpenChange={onOpenChange}
      className="billing-dialog"
      title="Manage Your Subscription"
      description="You're Already Subscribed!"
      closeLabel="Close Window"
      notice={
        portal.error ? (
          <p role="alert" className="form-alert billing-dialog-error">
            {portal.error}
          </p>
        ) : null
      }
      action={
        <button
          type="button"
          className="button button-primary"
          aria-disabled={portal.busy}
          onClick={() => void portal.run(() => api.openBillingPortal())}
        >
          {portal.busy ? 'Processing...' : 'Manage Billing'}
        </button>
      }
    />
  );
}
