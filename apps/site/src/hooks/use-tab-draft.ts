import { useCallback, useState } from 'react';

/** The prefix of every draft key: sign-out forgets them all ({@link forgetTabDrafts}). */
const DRAFT_PREFIX = 'mathcols.draft.';

/** This tab's sessionStorage, or `undefined` where there is none or it throws (sandboxed). */
function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

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
    try {
      const text = tabStorage()?.getItem(key);
      return (text == null ? null : read(JSON.parse(text))) ?? initial;
    } catch {
      return initial;
    }
  });
  const setDraft = useCallback(
    (change: (previous: T) => T) =>
      setState((previous) => {
        const next = change(previous);
        try {
          tabStorage()?.setItem(key, JSON.stringify(next));
        } catch {
          // Not kept: the draft lives only on the page, as before.
        }
        return next;
      }),
    [key],
  );
  const forget = useCallback(() => {
    setState(initial);
    try {
      tabStorage()?.removeItem(key);
    } catch {
      // Nothing was kept.
    }
  }, [initial, key]);
  return [draft, setDraft, forget];
}

/** Forgets every form draft of this tab (on sign-out: the next user must not see them). */
export function forgetTabDrafts(): void {
  const storage = tabStorage();
  if (!storage) return;
  try {
    for (const key of Object.keys(storage)) {
      if (key.startsWith(DRAFT_PREFIX)) storage.removeItem(key);
    }
  } catch {
    // Nothing to forget.
  }
}
