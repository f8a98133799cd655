import { API_ERROR_MESSAGES } from '@mathcols/api-client';
import type { RawProblem, Subject } from '@mathcols/engine';
import { useCallback, useEffect, useState } from 'react';
import { useApiClient } from '../api/api-client-context';

/**
 * How long a practice set may take to arrive before the page gives up, in ms.
 * @see spec §8 "Practice loading: 'Loading timeout' after 10 s", §9 "Loading timeout 10 s"
 */
export const PRACTICE_LOADING_TIMEOUT_MS = 10_000;

/**
 * Where the practice set stands: `loading` (`more` when it is a following set, not the first),
 * `timeout` (over {@link PRACTICE_LOADING_TIMEOUT_MS}), `error` with the message to show, or
 * `ready` with the problem to show and a `key` that is new for every problem shown.
 */
export type PracticeSetState =
  | { readonly status: 'loading'; readonly more: boolean }
  | { readonly status: 'timeout' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'ready'; readonly problem: RawProblem; readonly key: string };

/** What {@link usePracticeSet} returns. */
export interface PracticeSet {
  readonly state: PracticeSetState;
  /** Shows the next problem of the set, or fetches another set when this one is used up. */
  advance(): void;
  /** Fetches a fresh set (after an error or a timeout, or for 'Do More Practice'). */
  reload(): void;
}

interface Request {
  readonly id: number;
  readonly more: boolean;
}

type Outcome =
  | { readonly id: number; readonly status: 'timeout' }
  | { readonly id: number; readonly status: 'error'; readonly message: string }
  | { readonly id: number; readonly status: 'ready'; readonly problems: RawProblem[] };

/**
 * Loads practice sets of one subject and level through the API client
 * (`getPracticeProblems`) and walks through them one problem at a time. A request that takes
 * longer than {@link PRACTICE_LOADING_TIMEOUT_MS} becomes `timeout` (its late answer is
 * ignored); a failure becomes `error` with the client's message (e.g. 'No problems available
 * for this level') or 'Failed to load problems. Please try again.'.
 * @param subject - the practice subject.
 * @param level - the practice level, 0 … 19.
 * @see spec §2 "Practice Problems", §7 `student.practiceget`, §8 "Problems", "Practice loading"
 */
export function usePracticeSet(subject: Subject, level: number): PracticeSet {
  const api = useApiClient();
  const [request, setRequest] = useState<Request>({ id: 0, more: false });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    let current = true;
    const settle = (next: Outcome) => {
      if (!current) return;
      current = false;
      clearTimeout(timer);
      setIndex(0);
      setOutcome(next);
    };
    const timer = setTimeout(
      () => settle({ id: request.id, status: 'timeout' }),
      PRACTICE_LOADING_TIMEOUT_MS,
    );
    api.getPracticeProblems(subject, level).then(
      (problems) =>
        settle(
          problems.length > 0
            ? { id: request.id, status: 'ready', problems }
            : { id: request.id, status: 'error', message: API_ERROR_MESSAGES.noProblemsForLevel },
        ),
      (error: unknown) =>
        settle({
          id: request.id,
          status: 'error',
          message:
            error instanceof Error && error.message
              ? error.message
              : API_ERROR_MESSAGES.problemsUnavailable,
        }),
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, subject, level, request]);

  const reloadWith = useCallback(
    (more: boolean) => setRequest((previous) => ({ id: previous.id + 1, more })),
    [],
  );
  const reload = useCallback(() => reloadWith(false), [reloadWith]);

  let state: PracticeSetState;
  if (outcome === null || outcome.id !== request.id) {
    state = { status: 'loading', more: request.more };
  } else if (outcome.status === 'ready') {
    const problem = outcome.problems[index];
    state =
      problem === undefined
        ? { status: 'loading', more: true }
        : { status: 'ready', problem, key: `${request.id}-${index}` };
  } else {
    state = outcome;
  }

  const advance = useCallback(() => {
    const size = outcome?.status === 'ready' ? outcome.problems.length : 0;
    if (index + 1 < size) setIndex(index + 1);
    else reloadWith(true);
  }, [outcome, index, reloadWith]);

  return { state, advance, reload };
}
