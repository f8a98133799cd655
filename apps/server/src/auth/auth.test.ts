import { describe, expect, it } from 'vitest';
import { hashParentPassword } from '@mathcols/api-client/protocol';
import { useTestDatabase } from '../testing/database';
import { parents, sessions, students } from '../db/schema';
import {
  SCRYPT_PARAMETERS,
  hashStoredSecret,
  setStoredSecretCost,
  storedSecretCost,
  verifyStoredSecret,
} from './passwords';
import {
  SESSION_LIFETIME_MS,
  authenticate,
  createSession,
  endSession,
  sha256Hex,
} from './sessions';

const database = useTestDatabase();

const T0 = new Date('2025-03-14T09:30:00Z');
const after = (ms: number) => new Date(T0.getTime() + ms);

describe('hashStoredSecret / verifyStoredSecret', () => {
  it('salts every hash, never contains the wire hash and verifies only the right one', async () => {
    const wireHash = await hashParentPassword('a@example.test', 'Secret-pass-1');
    const [one, two] = [await hashStoredSecret(wireHash), await hashStoredSecret(wireHash)];
    expect(one).not.toBe(two);
    expect(one).not.toContain(wireHash);
    expect(await verifyStoredSecret(one, wireHash)).toBe(true);
    expect(await verifyStoredSecret(two, wireHash)).toBe(true);
    const other = await hashParentPassword('a@example.test', 'Secret-pass-2');
    expect(await verifyStoredSecret(one, other)).toBe(false);
  });

  it('hashes at N 16384, r 8, p 1 unless told otherwise, and verifies hashes of any cost', async () => {
    const wireHash = await hashParentPassword('cost@example.test', 'Secret-pass-1');
    const testCost = storedSecretCost();
    const cheap = await hashStoredSecret(wireHash);
    expect(cheap.startsWith(`scrypt$${testCost.N}$${testCost.r}$${testCost.p}$`)).toBe(true);
    setStoredSecretCost(undefined);
    const defaultCost = storedSecretCost();
    const production = await hashStoredSecret(wireHash).finally(() =>
      setStoredSecretCost(testCost),
    );
    expect(defaultCost).toEqual({ N: 16_384, r: 8, p: 1 });
    expect(defaultCost).toEqual(SCRYPT_PARAMETERS);
    expect(production).toMatch(/^scrypt\$16384\$8\$1\$[\w+/=]{24}\$[\w+/=]{44}$/);
    // Verification reads the cost from the stored value: both verify whichever cost is set.
    expect(storedSecretCost()).toEqual(testCost);
    expect(await verifyStoredSecret(cheap, wireHash)).toBe(true);
    expect(await verifyStoredSecret(production, wireHash)).toBe(true);
    expect(
      await verifyStoredSecret(production, await hashParentPassword('cost@example.test', 'x')),
    ).toBe(false);
  });

  it('refuses a cost scrypt cannot use and keeps the one it had', () => {
    const before = storedSecretCost();
    expect(() => setStoredSecretCost({ N: 1000 })).toThrow(RangeError);
    expect(() => setStoredSecretCost({ N: 1 })).toThrow(RangeError);
    expect(() => setStoredSecretCost({ N: 2 ** 21 })).toThrow(RangeError);
    expect(() => setStoredSecretCost({ r: 0 })).toThrow(RangeError);
    expect(() => setStoredSecretCost({ p: 1.5 })).toThrow(RangeError);
    expect(storedSecretCost()).toEqual(before);
  });

  it('answers false for malformed stored values instead of throwing', async () => {
    for (const stored of ['', 'plain', 'scrypt$x$8$1$c2FsdA==$aGFzaA==', 'bcrypt$1$2$3$4$5']) {
      expect(await verifyStoredSecret(stored, 'anything')).toBe(false);
    }
  });
});

describe('sessions', () => {
  it('authenticates a parent token until it expires, and only for the parent scope', async () => {
    const [parent] = await database.db
      .insert(parents)
      .values({ email: 's@example.test', passwordHash: '-', firstname: 'Al', lastname: 'Bo' })
      .returning();
    const parentId = parent?.id ?? '';
    const token = await createSession(database.db, { scope: 'parent', parentId }, T0);
    const [stored] = await database.db.select().from(sessions);
    expect(stored?.tokenHash).toBe(sha256Hex(token));
    expect(stored?.expiresAt).toEqual(after(SESSION_LIFETIME_MS));

    expect(await authenticate(database.db, token, 'parent', T0)).toEqual({ parentId });
    expect(
      await authenticate(database.db, token, 'parent', after(SESSION_LIFETIME_MS - 1)),
    ).toEqual({ parentId });
    expect(await authenticate(database.db, token, 'parent', after(SESSION_LIFETIME_MS))).toBeNull();
    expect(await authenticate(database.db, token, 'student', T0)).toBeNull();
    expect(await authenticate(database.db, undefined, 'parent', T0)).toBeNull();
    expect(await authenticate(database.db, sha256Hex(token), 'parent', T0)).toBeNull();

    const [student] = await database.db
      .insert(students)
      .values({
        parentId,
        accountname: 'kid',
        passwordHash: '-',
        firstname: 'k',
        lastname: 'd',
        gradelevel: 1,
      })
      .returning();
    const studentToken = await createSession(
      database.db,
      { scope: 'student', studentId: student?.id ?? '' },
      T0,
    );
    expect(await authenticate(database.db, studentToken, 'student', T0)).toEqual({
      studentId: student?.id,
      parentId,
    });
    expect(await authenticate(database.db, studentToken, 'parent', T0)).toBeNull();
  });
});

describe('sessions per device', () => {
  it('a new session of an account on a device ends that device’s older one, and no other', async () => {
    const [parent] = await database.db
      .insert(parents)
      .values({ email: 'dev@example.test', passwordHash: '-', firstname: 'Al', lastname: 'Bo' })
      .returning();
    const owner = { scope: 'parent', parentId: parent?.id ?? '' } as const;
    const deviceA = '0b5f3a5e-0000-4000-8000-00000000000a';
    const deviceB = '0b5f3a5e-0000-4000-8000-00000000000b';
    const first = await createSession(database.db, owner, T0, null, deviceA);
    const other = await createSession(database.db, owner, T0, null, deviceB);
    const noDevice = await createSession(database.db, owner, T0);
    const second = await createSession(database.db, owner, T0, null, deviceA);
    expect(await authenticate(database.db, first, 'parent', T0)).toBeNull();
    for (const token of [other, noDevice, second]) {
      expect(await authenticate(database.db, token, 'parent', T0)).toEqual({
        parentId: parent?.id,
      });
    }
    expect(await endSession(database.db, second)).toBe(true);
    expect(await endSession(database.db, second)).toBe(false);
    expect(await authenticate(database.db, second, 'parent', T0)).toBeNull();
  });
});
