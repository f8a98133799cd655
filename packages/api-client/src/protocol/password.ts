/**
 * How passwords travel: never in clear. The client derives a salted PBKDF2-SHA256 hash
 * (100 000 iterations, 32 bytes, base64) and sends that; the server stores it only under its
 * own slow hash. Parents' passwords are salted with their e-mail address, students' passcodes
 * with their handle (both trimmed and lower-cased).
 * Uses WebCrypto (`globalThis.crypto.subtle`): browsers and Node.js 20+.
 * @see spec §9 ("Password salted with PBKDF2, SHA-256, 100000 iterations, 32 bytes, base64")
 */
import * as z from 'zod/mini';

/** The parameters of the wire password hash. @see spec §9 */
export const PASSWORD_HASH_PARAMETERS = {
  iterations: 100_000,
  /** Output length in bytes. */
  bytes: 32,
  hash: 'SHA-256',
} as const;

/** A wire password hash: 32 bytes in base64 (44 characters, one `=` of padding). */
export const passwordHashSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9+/]{43}=$/, 'expected a base64 PBKDF2-SHA256 hash of 32 bytes'));

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The wire hash of `secret` salted with `salt`: PBKDF2-SHA256, 100 000 iterations, 32 bytes,
 * base64. Deterministic: the same secret and salt always give the same 44-character string.
 * @see spec §9
 */
export async function hashSecret(secret: string, salt: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await globalThis.crypto.subtle.deriveBits(
    {
      name: 'PBKDF2',
      hash: PASSWORD_HASH_PARAMETERS.hash,
      salt: encoder.encode(salt),
      iterations: PASSWORD_HASH_PARAMETERS.iterations,
    },
    key,
    PASSWORD_HASH_PARAMETERS.bytes * 8,
  );
  return toBase64(new Uint8Array(bits));
}

/** Normalises an e-mail address or a student handle: trimmed, lower-cased. */
export const normalizeIdentifier = (value: string): string => value.trim().toLowerCase();

/** The wire hash of a parent's password (`emailpassword`), salted with the e-mail address. */
export const hashParentPassword = (email: string, password: string): Promise<string> =>
  hashSecret(password, normalizeIdentifier(email));

/** The wire hash of a student's passcode (`accountpassword`), salted with the handle. */
export const hashStudentPasscode = (accountname: string, passcode: string): Promise<string> =>
  hashSecret(passcode, normalizeIdentifier(accountname));
