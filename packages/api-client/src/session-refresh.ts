/**
 * Internal: reading the signed-in side's data again (`refreshStudent`, `refreshParent`), with
 * the rules both follow.
 */
import { ApiError } from './errors';
import { API_ERROR_MESSAGES } from './messages';
import type { SessionSnapshot, SessionStore } from './session-types';

/** What a refresh of one side of the session needs. */
export interface SessionRefreshOptions<S> {
  session: SessionStore;
  /** That side of a snapshot (`snapshot.student`, `snapshot.parent`), `null` when signed out. */
  side: (snapshot: SessionSnapshot) => S | null;
  /**
   * Throws when nobody of that side is signed in. @defaultValue throws the client's
   *   `unauthorized` error ('Authentication token not found. Please log in again.')
   */
  require?: () => void;
  /** Asks the server; resolves to the function that stores its answer. */
  fetch: () => Promise<() => void>;
}

/**
 * A refresh of one side of the session. The answer is stored only over the session it was
 * asked for, unchanged since: a change made while the request was out (a set finished, a
 * setting saved) is newer than the answer may be, and the next refresh brings the server's;
 * another sign-in keeps its own data. Calls made while one is out share its request.
 * @returns the stored side after the refresh
 * @throws whatever `require` and `fetch` throw; `unauthorized` when the side was signed out
 *   meanwhile (a 401 clears the session)
 */
export function sessionRefresh<S>({
  session,
  side,
  require,
  fetch,
}: SessionRefreshOptions<S>): () => Promise<S> {
  const signedIn = () => {
    const now = side(session.getSnapshot());
    if (now === null) throw new ApiError(API_ERROR_MESSAGES.noToken, 'unauthorized');
    return now;
  };
  async function refresh(): Promise<S> {
    (require ?? signedIn)();
    const token = session.getUserToken();
    const before = side(session.getSnapshot());
    const store = await fetch();
    if (session.getUserToken() === token && side(session.getSnapshot()) === before) store();
    return signedIn();
  }
  let pending: Promise<S> | undefined;
  return () => {
    pending ??= refresh().finally(() => {
      pending = undefined;
    });
    return pending;
  };
}
