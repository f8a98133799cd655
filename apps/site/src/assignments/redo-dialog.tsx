import type { Subject } from '@mathcols/engine';
import { FormDialog } from '@mathcols/react';
import { clsx } from 'clsx';
import { useState, type ReactNode } from 'react';
import { DIALOG_CLASSES } from '../dialogs/dialog-classes';
import { ASSIGNMENT_TEXT } from './assignment-texts';
import { StartFailureAlert } from './start-control';
import type { StartAssignment, StartSpot } from './use-start-assignment';

/** Props of {@link RedoDialog}. */
export interface RedoDialogProps {
  /** The subject completed today that the student wants to do again. */
  subject: Subject;
  /** Where the trigger is (its busy state and failure). */
  spot: StartSpot;
  /** The page's starter (from `useStartAssignment`). */
  starter: StartAssignment;
  /** The trigger's words. @defaultValue 'Do More' */
  children?: ReactNode;
  /** Extra class on the trigger. */
  className?: string;
  /** Id of what tells the trigger from its look-alikes (the subject card's title). */
  describedBy?: string;
}

/**
 * The way a premium student redoes a subject already completed today: the trigger ('Do More')
 * opens the dialog "You already completed today's work!" / 'Do you want to do more?' with Yes
 * and No. Yes (the submit action) closes it and starts the assignment (the trigger then reads
 * 'Getting problems ready...'); No closes it. The library's `FormDialog` traps focus, closes on
 * Escape and returns focus to the trigger.
 * @see spec §2 "Assignments" (dialog), §6 (only premium students may redo a subject)
 */
export function RedoDialog({
  subject,
  spot,
  starter,
  children = ASSIGNMENT_TEXT.doMore,
  className,
  describedBy,
}: RedoDialogProps) {
  const [open, setOpen] = useState(false);
  const busy = starter.pendingSpot === spot;
  const waiting = starter.pendingSpot !== null;

  return (
    <>
      <FormDialog
        open={open}
        onOpenChange={(next) => setOpen(next && !waiting)}
        trigger={
          <button
            type="button"
            className={clsx('button start-button', className)}
            aria-describedby={describedBy}
            aria-disabled={waiting || undefined}
            aria-busy={busy || undefined}
          >
            {busy ? ASSIGNMENT_TEXT.starting : children}
          </button>
        }
        className="redo-dialog"
        classNames={DIALOG_CLASSES}
        title={ASSIGNMENT_TEXT.redoTitle}
        description={ASSIGNMENT_TEXT.redoQuestion}
        cancelLabel={ASSIGNMENT_TEXT.no}
        submitLabel={ASSIGNMENT_TEXT.yes}
        onSubmit={() => starter.start(subject, spot)}
      />
      <StartFailureAlert starter={starter} spot={spot} />
    </>
  );
}
