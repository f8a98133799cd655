import { describe, expect, it } from 'vitest';
import { serverSecrets } from '../db/schema';
import { openTestDatabase, useTestDatabase } from '../testing/database';
import {
  UNSUBSCRIBE_SECRET_NAME,
  signUnsubscribeToken,
  unsubscribeKey,
  unsubscribeLink,
  verifyUnsubscribeToken,
} from './unsubscribe-token';

const database = useTestDatabase();

const PARENT = '0b7c9a52-3f0e-4c55-9a3c-2d7f1e6b8a10';
const OTHER = '6f1d2e3c-4b5a-4d6e-8f70-9a8b7c6d5e4f';

describe('unsubscribeKey', () => {
  it('makes one 32-byte key per database and keeps it', async () => {
    const key = await unsubscribeKey(database.db);
    expect(key).toHaveLength(32);
    expect(await unsubscribeKey(database.db)).toBe(key);
    const rows = await database.db.select().from(serverSecrets);
    expect(rows.filter((row) => row.name === UNSUBSCRIBE_SECRET_NAME)).toHaveLength(1);
  });

  it('agrees with another server on the same database (the stored key wins)', async () => {
    const other = await openTestDatabase();
    try {
      const stored = Buffer.alloc(32, 7);
      await other.db
        .insert(serverSecrets)
        .values({ name: UNSUBSCRIBE_SECRET_NAME, value: stored.toString('base64url') });
      expect((await unsubscribeKey(other.db)).equals(stored)).toBe(true);
    } finally {
      await other.close();
    }
  });
});

describe('signUnsubscribeToken / verifyUnsubscribeToken', () => {
  const key = Buffer.alloc(32, 1);

  it('gives back the parent id of a token it signed', () => {
    const token = signUnsubscribeToken(key, PARENT);
    expect(token).toMatch(new RegExp(`^${PARENT}\\.[\\w-]{43}$`));
    expect(verifyUnsubscribeToken(key, token)).toBe(PARENT);
  });

  it('refuses forged, altered, foreign and malformed tokens', () => {
    const token = signUnsubscribeToken(key, PARENT);
    const signed = token.split('.')[1] ?? '';
    const flipped = `${PARENT}.${signed[0] === 'A' ? 'B' : 'A'}${signed.slice(1)}`;
    expect(verifyUnsubscribeToken(key, flipped)).toBeNull();
    expect(verifyUnsubscribeToken(key, `${OTHER}.${signed}`)).toBeNull();
    expect(verifyUnsubscribeToken(Buffer.alloc(32, 2), token)).toBeNull();
    expect(verifyUnsubscribeToken(key, signUnsubscribeToken(Buffer.alloc(32, 2), PARENT))).toBe(
      null,
    );
    for (const bad of ['', PARENT, `${PARENT}.`, `${token}.x`, 'x.y', `${PARENT}.abc`, 42]) {
      expect(verifyUnsubscribeToken(key, bad)).toBeNull();
    }
  });

  it('builds the link under the public URL', () => {
    const token = signUnsubscribeToken(key, PARENT);
    expect(unsubscribeLink('https://mathcols.example/', token)).toBe(
      `https://mathcols.example/api/unsubscribe?token=${token}`,
    );
  });
});
