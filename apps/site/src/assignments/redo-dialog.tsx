import * as Dialog from '@radix-ui/react-dialog';
import type { Subject } from '@mathcols/engine';
import { clsx } from 'clsx';
import { useState, type ReactNode } from 'react';
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
}

/**
 * The way a premium student redoes a subject already completed today: the trigger ('Do More')
 * opens the dialog "You already completed today's work!" / 'Do you want to do more?' with Yes
 * and No. Yes closes it and starts the assignment (the trigger then reads 'Getting problems
 * ready...'); No closes it. Radix Dialog traps focus, closes on Escape and returns focus to the
 * trigger.
 * @see spec §2 "Assignments" (dialog), §6 (only premium students may redo a subject)
 */
export function RedoDialog({
  subject,
  spot,
  starter,
  children = ASSIGNMENT_TEXT.doMore,
  className,
}: RedoDialogProps) {
  const [open, setOpen] = useState(false);
  const busy = starter.pendingSpot === spot;
  const waiting = starter.pendingSpot !== null;

  return (
    <>
      <Dialog.Root open={open} onOpenChange={(next) => setOpen(next && !waiting)}>
        <Dialog.Trigger
          className={clsx('button start-button', className)}
          aria-disabled={waiting || undefined}
          aria-busy={busy || undefined}
        >
          {busy ? ASSIGNMENT_TEXT.starting : children}
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="dialog-content redo-dialog">
            <Dialog.Title>{ASSIGNMENT_TEXT.redoTitle}</Dialog.Title>
            <Dialog.Description>{ASSIGNMENT_TEXT.redoQuestion}</Dialog.Description>
            <div className="dialog-actions">
              <Dialog.Close className="button">{ASSIGNMENT_TEXT.no}</Dialog.Close>
              <button
                type="button"
                className="button button-primary"
                onClick={() => {
                  setOpen(false);
                  starter.start(subject, spot);
                }}
              >
                {ASSIGNMENT_TEXT.yes}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <StartFailureAlert starter={starter} spot={spot} />
    </>
  );
}
