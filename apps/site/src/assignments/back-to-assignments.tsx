import { useState } from 'react';
import { Link } from 'react-router-dom';
import { NoticeDialog } from '../dialogs/notice-dialog';
import { ASSIGNMENT_TEXT } from './assignment-texts';

/** Props of {@link BackToAssignments}. */
export interface BackToAssignmentsProps {
  /** The results are not saved yet (a failed save): leaving asks first. */
  unsaved: boolean;
}

/** The words of the question asked before leaving unsaved results. */
export const LEAVE_UNSAVED_TEXT = {
  title: 'Leave without saving?',
  description: 'Your work is not saved yet. If you go back now, this round may not count.',
  stay: 'Stay Here',
  leave: 'Go Back Anyway',
} as const;

/**
 * The results' 'Back to Assignments': a link, or while the results are not saved (a failed
 * save) a button that first asks 'Leave without saving?' — 'Stay Here' (then 'Save Again') or
 * 'Go Back Anyway' — so a child does not lose a round by one press.
 * @see spec §2 "Assignment runner" (results)
 */
export function BackToAssignments({ unsaved }: BackToAssignmentsProps) {
  const [asking, setAsking] = useState(false);
  if (!unsaved) {
    return (
      <Link className="button button-primary" to="/assignments">
        {ASSIGNMENT_TEXT.backToAssignments}
      </Link>
    );
  }
  return (
    <>
      <button type="button" className="button button-primary" onClick={() => setAsking(true)}>
        {ASSIGNMENT_TEXT.backToAssignments}
      </button>
      <NoticeDialog
        open={asking}
        onOpenChange={setAsking}
        title={LEAVE_UNSAVED_TEXT.title}
        description={LEAVE_UNSAVED_TEXT.description}
        closeLabel={LEAVE_UNSAVED_TEXT.stay}
        action={
          <Link className="button" to="/assignments">
            {LEAVE_UNSAVED_TEXT.leave}
          </Link>
        }
      />
    </>
  );
}
