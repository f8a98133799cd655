/**
 * Where the client keeps its cookies: `document.cookie` in a browser, memory elsewhere.
 * @see spec §9 ("device id cookie 30 days, secure, SameSite Strict")
 */

/** Attributes of a stored cookie. */
export interface CookieAttributes {
  /** Lifetime in seconds (`Max-Age`). */
  maxAgeSeconds: number;
  /** `Path`; `/` for the device id. */
  path: string;
  /** `SameSite`. */
  sameSite: 'Strict' | 'Lax' | 'None';
  /** Whether to add `Secure` (only over https). */
  secure: boolean;
}

/** A minimal cookie jar. Values are stored URI-encoded by {@link documentCookieStore}. */
export interface CookieStore {
  /** The cookie's value, or `undefined` when it is not set. */
  get(name: string): string | undefined;
  /** Stores a cookie with the given attributes. */
  set(name: string, value: string, attributes: CookieAttributes): void;
  /** Removes a cookie (path `/`). */
  delete(name: string): void;
}

/** The part of `Document` the cookie store uses. */
export interface CookieDocument {
  cookie: string;
}

/**
 * Formats a `Set-Cookie`-style string for `document.cookie`, e.g.
 * `deviceid=…; Max-Age=2592000; Path=/; SameSite=Strict; Secure`.
 */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.floor(attributes.maxAgeSeconds)}`,
    `Path=${attributes.path}`,
    `SameSite=${attributes.sameSite}`,
  ];
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * A cookie store over `document.cookie` (or any object with a `cookie` string property).
 * @param doc the document; defaults to the global `document`
 * @throws {TypeError} when no document is given and none exists (use {@link memoryCookieStore})
 */
export function documentCookieStore(doc: CookieDocument = globalThis.document): CookieStore {
  if (!doc) throw new TypeError('documentCookieStore needs a document');
  return {
    get(name) {
      for (const pair of doc.cookie.split(';')) {
        const at = pair.indexOf('=');
        if (at < 0 || pair.slice(0, at).trim() !== name) continue;
        const raw = pair.slice(at + 1).trim();
        try {
          return decodeURIComponent(raw);
        } catch {
          return raw;
        }
      }
      return undefined;
    },
    set(name, value, attributes) {
      doc.cookie = serializeCookie(name, value, attributes);
    },
    delete(name) {
      doc.cookie = `${name}=; Max-Age=0; Path=/`;
    },
  };
}

/** A cookie store kept in memory (tests, Node, non-browser hosts); attributes are not enforced. */
export function memoryCookieStore(): CookieStore {
  const values = new Map<string, string>();
  return {
    get: (name) => values.get(name),
    set: (name, value) => void values.set(name, value),
    delete: (name) => void values.delete(name),
  };
}

/** `document.cookie` when a document exists, otherwise a fresh in-memory store. */
export function defaultCookieStore(): CookieStore {
  return typeof globalThis.document === 'undefined'
    ? memoryCookieStore()
    : documentCookieStore(globalThis.document);
}
