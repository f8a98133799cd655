/**
 * Setup file of the vitest project `server`, run before each test file: new stored secrets use a
 * small scrypt cost, so that signing up and signing in take milliseconds. Production keeps
 * `SCRYPT_PARAMETERS` (N 16384); `auth.test.ts` checks that default, and hashes made at either
 * cost verify, since the cost is read from the stored value.
 */
import { setStoredSecretCost } from '../auth/passwords';
import { NATIVE_FETCH_GLOBALS } from './native-fetch-globals';

/** The scrypt `N` of stored secrets in the server tests (production: 16384). */
export const TEST_SCRYPT_N = 1024;

setStoredSecretCost({ N: TEST_SCRYPT_N });

// The files of a worker share their modules (`isolate: false`, see vitest.config.ts; the
// generic resets are in test-setup/shared-modules.ts): a server one file started does not
// leave its fetch classes to the next.
Object.assign(globalThis, NATIVE_FETCH_GLOBALS);
