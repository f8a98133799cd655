import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/open';
import { serverSecrets } from '../db/schema';
import { openTestDatabase } from '../testing/database';
import { SERVER_SECRET_NAME, keyedHash, serverSecret } from './server-secret';

let one: DatabaseHandle;
let two: DatabaseHandle;
beforeAll(async () => {
  [one, two] = await Promise.all([openTestDatabase(), openTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([one?.close(), two?.close()]);
});

describe('serverSecret', () => {
  it('without SECRET_KEY makes a random key once and keeps it in the database', async () => {
    const key = await serverSecret(one.db, {});
    expect(key).toHaveLength(32);
    expect(await serverSecret(one.db, {})).toBe(key);
    const [row] = await one.db
      .select()
      .from(serverSecrets)
      .where(eq(serverSecrets.name, SERVER_SECRET_NAME));
    expect(row?.value).toBe(key.toString('base64url'));
  });

  it('uses SECRET_KEY when it is set, and refuses one shorter than 32 characters', async () => {
    await expect(serverSecret(two.db, { SECRET_KEY: 'short' })).rejects.toThrow(
      /at least 32 characters/,
    );
    const secret = 'a'.repeat(20) + 'b'.repeat(20);
    const key = await serverSecret(two.db, { SECRET_KEY: secret });
    expect(key.toString('utf8')).toBe(secret);
    expect(await two.db.select().from(serverSecrets)).toEqual([]);
  });

  it('keyedHash depends on the key and the purpose', () => {
    const key = Buffer.alloc(32, 1);
    const hash = keyedHash(key, 'verify-link', 'token');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(keyedHash(Buffer.alloc(32, 2), 'verify-link', 'token')).not.toBe(hash);
    expect(keyedHash(key, 'verify-code:x', 'token')).not.toBe(hash);
  });
});
