import { useCallback, useState } from 'react';
import { tabStorage } from './web-storage';

/** The prefix of every draft key: sign-out forgets them all ({@link forgetTabDrafts}). */
const DRAFT_PREFIX = 'mathcols.draft.';

/**
 * A form's draft, kept in this tab's sessionStorage as it is typed, so it survives what unmounts
 * the form: a session that ended under it (the login page comes, then the form again), a reload.
 * Storage that throws or holds something `read` refuses just gives `initial`.
 * @param name the draft's name, e.g. `'contact'` (key `mathcols.draft.contact`)
 * @param read the stored JSON value as a draft, or `null` when it is not one
 * @returns `[draft, setDraft, forget]`; `forget` goes back to `initial` and removes the key
 */
export function useTabDraft<T>(
  name: string,
  initial: T,
  read: (value: unknown) => T | null,
): [T, (change: (previous: T) => T) => void, () => void] {
  const key = `${DRAFT_PREFIX}${name}`;
  const [draft, setState] = useState<T>(() => {
    const stored = tabStorage.read(key);
    return (stored === undefined ? null : read(stored)) ?? initial;
  });
  const setDraft = useCallback(
    (change: (previous: T) => T) =>
      setState((previous) => {
        const next = change(previous);
        tabStorage.write(key, next);
        return next;
      }),
    [key],
  );
  const forget = useCallback(() => {
    setState(initial);
    tabStorage.remove(key);
  }, [initial, key]);
  return [draft, setDraft, forget];
}

/** Forgets every form draft of this tab (on sign-out: the next user must not see them). */
export function forgetTabDrafts(): void {
  tabStorage.removeStartingWith(DRAFT_PREFIX);
}
