import { PRACTICE_SESSION_LENGTH } from '@mathcols/engine';
import { FormDialog } from '@mathcols/react';
import { DIALOG_CLASSES } from '../dialogs/dialog-classes';
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
 * The modal after 10 completed problems (`FormDialog`): 'Practice Session Complete!', a small
 * celebration, 'You completed 10 problems! You made N incorrect attempts!', and 'Return to
 * Dashboard' and 'Do More Practice' (the submit action; it takes focus, so Enter picks it). It
 * is a choice, not a notice: Escape and a click outside do not close it, one of the two buttons
 * does; the page decides where focus goes next.
 * @see spec §2 "Practice Problems", §4 "Practice session" ("at 10 completed shows the
 *   completion dialog")
 */
export function PracticeCompleteDialog({
  open,
  incorrect,
  onReturn,
  onMore,
}: PracticeCompleteDialogProps) {
  return (
    <FormDialog
      open={open}
      dismissible={false}
      initialFocus="submit"
      returnFocus={false}
      className="practice-complete"
      classNames={{ ...DIALOG_CLASSES, description: 'practice-complete-text' }}
      title="Practice Session Complete!"
      intro={<Celebration title="Great work!" level={3} size="small" />}
      description={completeText(incorrect)}
      submitLabel="Do More Practice"
      onSubmit={(event) => {
        event.preventDefault();
        onMore();
      }}
      footer={
        <button type="button" className="button" onClick={onReturn}>
          Return to Dashboard
        </button>
      }
    />
  );
}
