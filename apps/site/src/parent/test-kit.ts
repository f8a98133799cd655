/**
 * Helpers for the parent pages' tests: a signed-in parent on the shared fake client, and
 * refusals shaped as the real client raises them.
 */
import { ApiError, type ApiClient } from '@mathcols/api-client';
import type { ParentData, StudentData } from '@mathcols/api-client/protocol';
import userEvent from '@testing-library/user-event';
import { testParent, testStudentData } from '../testing/fake-session';
import { fakeApiClient, renderRoute } from '../testing/render-route';

/** A business refusal as the client throws it: the server's reason as the message. */
export function refusal(reason: string): ApiError {
  return new ApiError(reason, 'business', { reason });
}

/** Options of {@link openAsParent}. */
export interface OpenAsParentOptions {
  /** Changes to the test parent (Pat Doe, verified, not premium, no FTUE). */
  user?: Partial<ParentData>;
  /** The parent's students. @defaultValue none */
  students?: StudentData[];
  /** Client methods to replace. */
  overrides?: Partial<ApiClient>;
}

/** Renders `path` for a signed-in parent; returns the fake client, `currentLocation()` and a user. */
export function openAsParent(
  path: string,
  { user = {}, students = [], overrides = {} }: OpenAsParentOptions = {},
) {
  const api = fakeApiClient(undefined, {
    session: { parent: { user: testParent(user), students } },
    overrides,
  });
  const view = renderRoute(path, { api });
  return { ...view, api, user: userEvent.setup() };
}

/** Students for tests: `sam` (Sam Lee) and `alex` (Alex Wilkinson), handles as given. */
export const SAM = testStudentData({ id: 'student-1', accountname: 'sam' });
export const ALEX = testStudentData({
  id: 'student-2',
  accountname: 'alex',
  firstname: 'alex',
  lastname: 'wilkinson',
  gradelevel: '5',
  mathlevels: { addition: { level: '3' } },
  mathschedule: { addition: { schedule: 'mwf' } },
});
