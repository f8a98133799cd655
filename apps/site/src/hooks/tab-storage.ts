/**
 * This tab's `sessionStorage`, as JSON: what survives a reload or Back/Forward in one tab and
 * goes when the tab closes (an assignment's progress, a form's draft). Every failure — no
 * storage, storage that throws (sandboxed, private mode), a full quota, unreadable JSON — is
 * swallowed: the caller then simply keeps nothing, as a page without the storage would.
 */
export const tabStorage = {
  /** The stored value of `key`, parsed; `undefined` when absent or unreadable. */
  read(key: string): unknown {
    return attempt(() => {
      const text = globalThis.sessionStorage?.getItem(key);
      return text == null ? undefined : (JSON.parse(text) as unknown);
    });
  },
  /** Stores `value` as JSON under `key` (nothing when the storage refuses). */
  write(key: string, value: unknown): void {
    attempt(() => globalThis.sessionStorage?.setItem(key, JSON.stringify(value)));
  },
  /** Removes `key`. */
  remove(key: string): void {
    attempt(() => globalThis.sessionStorage?.removeItem(key));
  },
  /** Removes every key that starts with `prefix`. */
  removeStartingWith(prefix: string): void {
    attempt(() => {
      const storage = globalThis.sessionStorage;
      for (const key of Object.keys(storage ?? {})) {
        if (key.startsWith(prefix)) storage?.removeItem(key);
      }
    });
  },
};

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
