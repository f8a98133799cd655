/**
 * Where the session store keeps its local keys: `localStorage` in a browser, memory elsewhere.
 * @see spec §3 "Local session storage"
 */

/** A minimal string key/value store (the part of `Storage` the session store needs). */
export interface KeyValueStore {
  /** The stored value, or `undefined` when the key is not set. */
  get(key: string): string | undefined;
  /** Stores a value. May throw when the underlying storage is full or disabled. */
  set(key: string, value: string): void;
  /** Removes a key (no error when it is not set). */
  delete(key: string): void;
  /**
   * Optional: calls `listener` when the store is changed from outside this page (another tab).
   * @returns a function that stops listening
   */
  watch?(listener: () => void): () => void;
}

/** The part of `Storage` (`localStorage`, `sessionStorage`) {@link webStorageStore} uses. */
export type WebStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A key/value store kept in memory (tests, Node, browsers without usable storage). */
export function memoryKeyValueStore(initial: Readonly<Record<string, string>> = {}): KeyValueStore {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key),
    set: (key, value) => void values.set(key, value),
    delete: (key) => void values.delete(key),
  };
}

/**
 * A key/value store over Web Storage. When `storage` is the page's `localStorage`, `watch`
 * follows the `storage` events other tabs cause.
 * @param storage defaults to the global `localStorage`
 * @throws {TypeError} when no storage is given and none exists (use {@link memoryKeyValueStore})
 */
export function webStorageStore(storage: WebStorage = globalThis.localStorage): KeyValueStore {
  if (!storage) throw new TypeError('webStorageStore needs a Storage');
  const events = globalThis as Partial<Pick<Window, 'addEventListener' | 'removeEventListener'>>;
  return {
    get: (key) => storage.getItem(key) ?? undefined,
    set: (key, value) => storage.setItem(key, value),
    delete: (key) => storage.removeItem(key),
    watch(listener) {
      if (typeof events.addEventListener !== 'function') return () => undefined;
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea === null || event.storageArea === storage) listener();
      };
      events.addEventListener('storage', onStorage);
      return () => events.removeEventListener?.('storage', onStorage);
    },
  };
}

/**
 * `localStorage` when it exists and works (it can throw in private modes or sandboxed frames),
 * otherwise a fresh in-memory store.
 */
export function defaultKeyValueStore(): KeyValueStore {
  try {
    const storage = globalThis.localStorage;
    if (storage) {
      const probe = '__mathcols_probe__';
      storage.setItem(probe, probe);
      storage.removeItem(probe);
      return webStorageStore(storage);
    }
  } catch {
    // Storage is present but unusable: fall through to memory.
  }
  return memoryKeyValueStore();
}
