import type { Subject } from '@mathcols/engine';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { ASSIGNMENT_TEXT } from './assignment-texts';
import type { StartAssignment, StartSpot } from './use-start-assignment';

/** Props of {@link StartFailureAlert}. */
export interface StartFailureAlertProps {
  /** The page's starter (from `useStartAssignment`). */
  starter: StartAssignment;
  /** The spot this alert belongs to; it shows only for a failure there. */
  spot: StartSpot;
}

/**
 * The message of a start that failed at `spot` (the client's text, e.g. 'Failed to load
 * assignment. Please try again.') with a 'Try Again' button that fetches again.
 * @see spec §8 "Assignments"
 */
export function StartFailureAlert({ starter, spot }: StartFailureAlertProps) {
  const { failure } = starter;
  if (failure?.spot !== spot) return null;
  return (
    <div className="start-failure" role="alert">
      <p>{failure.message}</p>
      <button
        type="button"
        className="button"
        onClick={() => starter.start(failure.subject, failure.spot)}
      >
        {ASSIGNMENT_TEXT.tryAgain}
      </button>
    </div>
  );
}

/** Props of {@link StartButton}. */
export interface StartButtonProps {
  /** The subject to start. */
  subject: Subject;
  /** Where the button is (to show its busy state and failure). */
  spot: StartSpot;
  /** The page's starter (from `useStartAssignment`). */
  starter: StartAssignment;
  /** The button's words. @defaultValue 'Start Assignment' */
  children?: ReactNode;
  /** Extra class. */
  className?: string;
  /**
   * Id of what tells this button from its look-alikes (the subject card's title), so a screen
   * reader says 'Start Assignment, Addition'.
   */
  describedBy?: string;
}

/**
 * A button that starts an assignment of `subject`. While its fetch runs it reads 'Getting
 * problems ready...' and is `aria-disabled` (it keeps focus, unlike `disabled`); every other
 * start button waits too. A failure shows below it with a retry ({@link StartFailureAlert}).
 * @see spec §2 "Assignments" ('Start Assignment'), "Worksheet behaviour" (loading texts)
 */
export function StartButton({
  subject,
  spot,
  starter,
  children = ASSIGNMENT_TEXT.start,
  className,
  describedBy,
}: StartButtonProps) {
  const busy = starter.pendingSpot === spot;
  const waiting = starter.pendingSpot !== null;
  return (
    <>
      <button
        type="button"
        className={clsx('button button-primary start-button', className)}
        aria-describedby={describedBy}
        aria-disabled={waiting || undefined}
        aria-busy={busy || undefined}
        onClick={() => {
          if (!waiting) starter.start(subject, spot);
        }}
      >
        {busy ? ASSIGNMENT_TEXT.starting : children}
      </button>
      <StartFailureAlert starter={starter} spot={spot} />
    </>
  );
}
