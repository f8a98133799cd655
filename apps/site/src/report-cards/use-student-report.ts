import { ApiError, API_ERROR_MESSAGES } from '@mathcols/api-client';
import { ERROR_REASONS, type StudentReportResponse } from '@mathcols/api-client/protocol';
import { useCallback, useEffect, useState } from 'react';
import { useApiClient } from '../api/api-client-context';
import { errorText } from '../parent/parent-api';

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
 * handle changes and again on `retry()`. A late answer for an earlier handle is dropped.
 * @returns `state`: `loading` until the call settles, then `ready` with the report, `premium`
 *   when the server refuses for want of premium, or `error` with the text to show; `retry`
 *   asks again
 * @see spec §2 "Report Cards", §7
 */
export function useStudentReport(accountname: string): {
  state: StudentReportState;
  retry: () => void;
} {
  const api = useApiClient();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const key = `${attempt}:${accountname}`;

  useEffect(() => {
    let current = true;
    api.getStudentReport(accountname).then(
      (report) => {
        if (current) setSettled({ key, state: { status: 'ready', report } });
      },
      (error: unknown) => {
        if (current) setSettled({ key, state: failure(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [api, accountname, key]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const state: StudentReportState = settled?.key === key ? settled.state : { status: 'loading' };
  return { state, retry };
}
