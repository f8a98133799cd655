import { ApiError, API_ERROR_MESSAGES } from '@mathcols/api-client';
import { ERROR_REASONS, type StudentReportResponse } from '@mathcols/api-client/protocol';
import { useCallback, useRef, useState } from 'react';
import { useApiClient } from '../api/api-client-context';
import { errorText } from '../parent/parent-api';
import { useRefreshWhileShown } from '../session/use-refresh-while-shown';

/** Where loading one student's report card stands. */
export type StudentReportState =
  | { status: 'loading' }
  | { status: 'ready'; report: StudentReportResponse }
  /** The server says the parent has no premium (any more): show the sign-up prompt. */
  | { status: 'premium' }
  | { status: 'error'; message: string };

/** A settled call, remembered with the request it answers. */
interface Settled {
  key: string;
  state: Exclude<StudentReportState, { status: 'loading' }>;
}

/** The state of a failed call. */
function failure(error: unknown): Settled['state'] {
  if (error instanceof ApiError && error.reason === ERROR_REASONS.reportCardsPremium) {
    return { status: 'premium' };
  }
  return { status: 'error', message: errorText(error, API_ERROR_MESSAGES.reportUnavailable) };
}

/**
 * Loads the report card of the parent's student `accountname` (`getStudentReport`) when the
 * handle changes, again on `retry()`, and when the parent comes back to the page or keeps it in
 * front (`useRefreshWhileShown`: the child may have finished work meanwhile). A refresh keeps
 * the card on screen while it reads; one that fails for want of a connection keeps it too. The
 * answer of the latest call wins: a late answer for an earlier handle is dropped.
 * @returns `state`: `loading` until the first call for the handle settles, then `ready` with the
 *   report, `premium` when the server refuses for want of premium, or `error` with the text to
 *   show; `retry` asks again
 * @see spec §2 "Report Cards", §7
 */
export function useStudentReport(accountname: string): {
  state: StudentReportState;
  retry: () => void;
} {
  const api = useApiClient();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const latest = useRef(0);
  const key = `${attempt}:${accountname}`;

  const load = useCallback(() => {
    latest.current += 1;
    const call = latest.current;
    const settle = (next: (previous: Settled | null) => Settled | null) => {
      if (call === latest.current) setSettled(next);
    };
    api.getStudentReport(accountname).then(
      (report) => settle(() => ({ key, state: { status: 'ready', report } })),
      (error: unknown) =>
        settle((previous) => {
          const state = failure(error);
          const shown = previous?.key === key && previous.state.status === 'ready';
          return shown && state.status === 'error' ? previous : { key, state };
        }),
    );
  }, [api, accountname, key]);
  useRefreshWhileShown(load);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const state: StudentReportState = settled?.key === key ? settled.state : { status: 'loading' };
  return { state, retry };
}
