import { API_ERROR_MESSAGES } from '@mathcols/api-client';
import type { Subject } from '@mathcols/engine';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '../api/api-client-context';
import { assignmentNavigationState } from './assignment-data';

/** Where on the page a start was asked for (a card, a day of the week list). */
export type StartSpot = string;

/** A start that failed: where, which subject, and the client's ready-to-show message. */
export interface StartFailure {
  spot: StartSpot;
  subject: Subject;
  message: string;
}

/** What {@link useStartAssignment} returns. */
export interface StartAssignment {
  /** Fetches the subject's questions and opens the runner; `spot` says which button asked. */
  start: (subject: Subject, spot: StartSpot) => void;
  /** The spot whose fetch is under way, or `null`. */
  pendingSpot: StartSpot | null;
  /** The last failed start, or `null` (cleared by the next start). */
  failure: StartFailure | null;
}

/**
 * Starting an assignment: `getAssignments([subject])`, then `/assignment-questions` with the
 * navigation state `{ assignmentData: { subject, subjectKey, questions, level } }`. While the
 * fetch runs, `pendingSpot` names the busy button; a failure keeps the client's message
 * ('Failed to load assignment. Please try again.', 'No questions received from server', …) for
 * the spot that asked, so it can show it with a retry.
 * @see spec §2 "Assignments", "Assignment runner", §8 "Assignments"
 */
export function useStartAssignment(): StartAssignment {
  const api = useApiClient();
  const navigate = useNavigate();
  const [pendingSpot, setPendingSpot] = useState<StartSpot | null>(null);
  const [failure, setFailure] = useState<StartFailure | null>(null);
  const busy = useRef(false);

  const start = useCallback(
    (subject: Subject, spot: StartSpot) => {
      if (busy.current) return;
      busy.current = true;
      setPendingSpot(spot);
      setFailure(null);
      api
        .getAssignments([subject])
        .then((assignments) => {
          const assignment = assignments[subject];
          if (!assignment || assignment.questions.length === 0) {
            throw new Error(API_ERROR_MESSAGES.noQuestions);
          }
          const student = api.session.getSnapshot().student?.session.accountname ?? '';
          void navigate('/assignment-questions', {
            state: assignmentNavigationState(assignment, student),
          });
        })
        .catch((error: unknown) => {
          const message =
            error instanceof Error && error.message
              ? error.message
              : API_ERROR_MESSAGES.assignmentUnavailable;
          setFailure({ spot, subject, message });
          setPendingSpot(null);
        })
        .finally(() => {
          busy.current = false;
        });
    },
    [api, navigate],
  );

  return { start, pendingSpot, failure };
}
