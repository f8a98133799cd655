import * as Dialog from '@radix-ui/react-dialog';
import { PRACTICE_SESSION_LENGTH } from '@mathcols/engine';
import { useRef } from 'react';
import { Celebration } from '../student/celebration';

/** Props of {@link PracticeCompleteDialog}. */
export interface PracticeCompleteDialogProps {
  /** Shown while true (10 problems completed). */
  open: boolean;
  /** The 'Incorrect Answers' count: the N of 'You made N incorrect attempts!'. */
  incorrect: number;
  /** 'Return to Dashboard' was pressed. */
  onReturn: () => void;
  /** 'Do More Practice' was pressed. */
  onMore: () => void;
}

/**
 * The dialog's sentence, exactly as the spec writes it:
 * `completeText(3)` → 'You completed 10 problems! You made 3 incorrect attempts!'.
 * @param incorrect - the 'Incorrect Answers' count, ≥ 0.
 * @see spec §2 "Practice Problems"
 */
export function completeText(incorrect: number): string {
  return `You completed ${PRACTICE_SESSION_LENGTH} problems! You made ${incorrect} incorrect attempts!`;
}

/**
 * The modal after 10 completed problems: 'Practice Session Complete!', a small celebration,
 * 'You completed 10 problems! You made N incorrect attempts!', and 'Return to Dashboard' and
 * 'Do More Practice' ('Do More Practice' takes focus). It is a choice, not a notice: Escape and
 * a click outside do not close it, one of the two buttons does.
 * @see spec §2 "Practice Problems", §4 "Practice session" ("at 10 completed shows the
 *   completion dialog")
 */
export function PracticeCompleteDialog({
  open,
  incorrect,
  onReturn,
  onMore,
}: PracticeCompleteDialogProps) {
  const more = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog-content practice-complete"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            more.current?.focus();
          }}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <Dialog.Title>Practice Session Complete!</Dialog.Title>
          <Celebration title="Great work!" level={3} size="small" />
          <Dialog.Description className="practice-complete-text">
            {completeText(incorrect)}
          </Dialog.Description>
          <div className="dialog-actions">
            <button type="button" className="button" onClick={onReturn}>
              Return to Dashboard
            </button>
            <button type="button" ref={more} className="button button-primary" onClick={onMore}>
              Do More Practice
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
