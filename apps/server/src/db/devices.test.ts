import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createApp } from '../app';
import { useTestDatabase } from '../testing/database';
import { post } from '../testing/http';
import { createKnownDevices } from './devices';
import { devices } from './schema';

const database = useTestDatabase();

/** Stores a device with a chosen id, as `device.create` would have. */
async function addDevice(id: string): Promise<void> {
  await database.db.insert(devices).values({ id, devicetype: 'web', createdAt: new Date() });
}

async function removeDevice(id: string): Promise<void> {
  await database.db.delete(devices).where(eq(devices.id, id));
}

describe('the API’s device check', () => {
  it('refuses an unknown device every time, and accepts it at once once it exists', async () => {
    const app = createApp({ db: database.db });
    const deviceid = randomUUID();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const refused = await post(app, '/api', { tag: 'publicmath.get', deviceid });
      expect(refused.body).toEqual({
        tag: 'publicmath.get_error',
        reason: 'unknown device',
        message: 'unknown device',
      });
    }
    await addDevice(deviceid);
    const accepted = await post(app, '/api', { tag: 'publicmath.get', deviceid });
    expect(accepted.status).toBe(200);
    expect(accepted.body.tag).toBe('publicmath.get');
  });

  it('accepts a device id in upper case like the one issued', async () => {
    const app = createApp({ db: database.db });
    const deviceid = randomUUID();
    await addDevice(deviceid);
    for (const id of [deviceid, deviceid.toUpperCase()]) {
      const answer = await post(app, '/api', { tag: 'publicmath.get', deviceid: id });
      expect(answer.body.tag).toBe('publicmath.get');
    }
  });
});

describe('createKnownDevices', () => {
  it('answers a known device from memory until its time-to-live ends', async () => {
    let clock = 0;
    const known = createKnownDevices(database.db, { ttlMs: 1_000, clock: () => clock });
    const id = randomUUID();
    await addDevice(id);
    expect(await known.exists(id)).toBe(true);
    await removeDevice(id);
    clock = 999;
    expect(await known.exists(id)).toBe(true);
    clock = 1_000;
    expect(await known.exists(id)).toBe(false);
  });

  it('keeps at most maxEntries ids, dropping the least recently used', async () => {
    const known = createKnownDevices(database.db, { maxEntries: 2 });
    const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of [first, second, third]) await addDevice(id);
    expect(await known.exists(first)).toBe(true);
    expect(await known.exists(second)).toBe(true);
    expect(await known.exists(first)).toBe(true); // now second is the least recently used
    expect(await known.exists(third)).toBe(true); // second is dropped
    for (const id of [first, second, third]) await removeDevice(id);
    expect(await known.exists(first)).toBe(true);
    expect(await known.exists(third)).toBe(true);
    expect(await known.exists(second)).toBe(false);
  });

  it('does not remember unknown ids, however many are asked for', async () => {
    const known = createKnownDevices(database.db, { maxEntries: 2 });
    const id = randomUUID();
    await addDevice(id);
    expect(await known.exists(id)).toBe(true);
    for (let i = 0; i < 5; i += 1) expect(await known.exists(randomUUID())).toBe(false);
    await removeDevice(id);
    expect(await known.exists(id)).toBe(true);
  });
});
