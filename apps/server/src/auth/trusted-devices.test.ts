import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/database';
import { purgeExpired } from './purge';
import { isTrustedDevice, TRUSTED_DEVICE_MEMORY_MS, trustDevice } from './trusted-devices';

const database = useTestDatabase();

const T0 = new Date('2025-03-14T09:30:00Z');
const after = (ms: number) => new Date(T0.getTime() + ms);
const DEVICE = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
const OTHER_DEVICE = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f01234567';

describe('trusted devices', () => {
  it('trusts a device for its account only, for 90 days after its last sign-in', async () => {
    const { db } = database;
    const account = 'student:trusty.kid';
    expect(await isTrustedDevice(db, account, DEVICE, T0)).toBe(false);
    await trustDevice(db, account, DEVICE, T0);
    expect(await isTrustedDevice(db, account, DEVICE, T0)).toBe(true);
    expect(await isTrustedDevice(db, account, OTHER_DEVICE, T0)).toBe(false);
    expect(await isTrustedDevice(db, 'student:other.kid', DEVICE, T0)).toBe(false);
    expect(await isTrustedDevice(db, account, DEVICE, after(TRUSTED_DEVICE_MEMORY_MS))).toBe(false);

    // A sign-in 60 days later renews the trust from then.
    await trustDevice(db, account, DEVICE, after(60 * 86_400_000));
    expect(await isTrustedDevice(db, account, DEVICE, after(TRUSTED_DEVICE_MEMORY_MS))).toBe(true);
  });

  it('is forgotten by the scheduled purge once the 90 days are over', async () => {
    const { db } = database;
    await trustDevice(db, 'parent:old@example.test', DEVICE, T0);
    await trustDevice(db, 'parent:recent@example.test', DEVICE, after(30 * 86_400_000));
    const purged = await purgeExpired(db, after(TRUSTED_DEVICE_MEMORY_MS + 1));
    expect(purged.trustedDevices).toBe(1);
    const later = after(TRUSTED_DEVICE_MEMORY_MS + 1);
    expect(await isTrustedDevice(db, 'parent:recent@example.test', DEVICE, later)).toBe(true);
  });
});
