/**
 * A Web Storage as JSON. Every failure — no storage, storage that throws (sandboxed, private
 * mode), a full quota, unreadable JSON — is swallowed: the caller then simply keeps nothing, as
 * a page without the storage would.
 */
function jsonStorage(storage: () => Storage | undefined) {
  return {
    /** The stored value of `key`, parsed; `undefined` when absent or unreadable. */
    read(key: string): unknown {
      return attempt(() => {
        const text = storage()?.getItem(key);
        return text == null ? undefined : (JSON.parse(text) as unknown);
      });
    },
    /** Stores `value` as JSON under `key` (nothing when the storage refuses). */
    write(key: string, value: unknown): void {
      attempt(() => storage()?.setItem(key, JSON.stringify(value)));
    },
    /** Removes `key`. */
    remove(key: string): void {
      attempt(() => storage()?.removeItem(key));
    },
    /** Removes every key that starts with `prefix`. */
    removeStartingWith(prefix: string): void {
      attempt(() => {
        const store = storage();
        for (const key of Object.keys(store ?? {})) {
          if (key.startsWith(prefix)) store?.removeItem(key);
        }
      });
    },
  };
}

/**
 * This tab's `sessionStorage`, as JSON: what survives a reload or Back/Forward in one tab and
 * goes when the tab closes (a form's draft, a practice level's place).
 */
export const tabStorage = jsonStorage(() => globalThis.sessionStorage);

/**
 * This device's `localStorage`, as JSON: what survives a closed tab or a restarted browser (an
 * assignment set half done), until the app removes it.
 */
export const deviceStorage = jsonStorage(() => globalThis.localStorage);

/** Whether a value read back is a plain object (not `null`, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `run()`, or `undefined` when it throws. */
function attempt<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}
