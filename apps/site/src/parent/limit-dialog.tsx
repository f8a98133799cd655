import { Link } from 'react-router-dom';
import { NoticeDialog } from '../dialogs/notice-dialog';
import type { StudentLimit } from './parent-api';

/** Props of {@link LimitDialog}. */
export interface LimitDialogProps {
  /** The limit reached, or `null` when the dialog is closed. */
  limit: StudentLimit | null;
  /** Called when the parent closes the dialog. */
  onClose: () => void;
}

/**
 * The words of each limit: the dialog's title and sentence, and where its link goes. The Add
 * Student card shows the same sentence and link before the parent fills the form.
 */
export const LIMIT_COPY = {
  premium: {
    title: 'Premium Feature',
    description: 'Free accounts can have 1 student. Upgrade to premium to add up to 4 students.',
    to: '/pricing',
    link: 'See Pricing',
  },
  limit: {
    title: 'Student Limit Reached',
    description: 'An account can have at most 4 students. Contact us if you need more.',
    to: '/parent-contact',
    link: 'Contact Us',
  },
} as const;

/**
 * The dialog shown instead of adding a student: 'Premium Feature' (non-premium parents may add
 * only 1 student; links to /pricing) or 'Student Limit Reached' (at most 4; links to
 * /parent-contact). Both have a Close button.
 * @see spec §5 ("Non-premium parents may add only 1 student … all parents max 4"), §9
 */
export function LimitDialog({ limit, onClose }: LimitDialogProps) {
  // While closed nothing is rendered, so the copy then does not matter.
  const copy = LIMIT_COPY[limit ?? 'premium'];
  return (
    <NoticeDialog
      open={limit !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={copy.title}
      description={copy.description}
      closeLabel="Close"
      action={
        <Link className="button button-primary" to={copy.to}>
          {copy.link}
        </Link>
      }
    />
  );
}
