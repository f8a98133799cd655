import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '../api/api-client-context';
import { forgetTabDrafts } from '../hooks/use-tab-draft';
import { forgetPracticeProgress } from '../practice/practice-progress';
import { forgetQuizProgress } from '../quiz/quiz-progress';

/**
 * A function that leaves the signed-in area and clears the session (parent or student).
 *
 * The local session is cleared and the new page rendered in one synchronous render
 * (`flushSync`): otherwise a guarded page would first see the session gone and its
 * `<RequireParent>` / `<RequireStudent>` redirect to a login page, or the landing page would
 * first see the old session and redirect to a dashboard. This needs a router that does not
 * wrap navigations in transitions (`useTransitions={false}`, as `main.tsx` and the tests'
 * `renderRoute` set it).
 *
 * @param to - where to go; @defaultValue `'/'`
 * @returns `() => Promise<void>`; it never throws (sign-out clears local data even offline)
 * @see spec §2 "Parent Login" (Back to Home), Parent Dashboard and Student Dashboard (Logout),
 *   §4 Parent session ("Logout clears flags, user data, students, FTUE and the token cookie")
 */
export function useSignOut(to = '/'): () => Promise<void> {
  const api = useApiClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    // `api.signOut()` reads the token, then clears the local session at once; the server's
    // `user.disconnect` goes on while the new page renders.
    const serverSignOut = api.signOut();
    // Whoever signs in next here must not find this user's unsent forms, quiz or practice.
    // Half-done assignments stay, each under its student's handle: signing in again goes on.
    forgetTabDrafts();
    forgetQuizProgress();
    forgetPracticeProgress();
    flushSync(() => void navigate(to));
    try {
      await serverSignOut;
    } catch {
      // The local session is already gone; a failed server call has nothing to show.
    }
  }, [api, navigate, to]);
}
