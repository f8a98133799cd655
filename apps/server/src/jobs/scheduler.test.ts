import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/open';
import { createMailer } from '../email/mailer';
import { openTestDatabase } from '../testing/database';
import { startJobs, type RunningJobs } from './scheduler';

let database: DatabaseHandle;
let jobs: RunningJobs;
beforeAll(async () => {
  database = await openTestDatabase();
  jobs = startJobs({
    db: database.db,
    mailer: createMailer({ db: database.db, log: () => {} }),
    publicUrl: 'https://mathcols.example',
    log: () => {},
  });
});
afterAll(async () => {
  await jobs?.stop();
  await database?.close();
});

describe('startJobs', () => {
  it('schedules the weekly summary for the next Monday at 06:00 UTC', () => {
    const next = (after: string) => jobs.nextWeeklySummary(new Date(after))?.toISOString();
    expect(next('2026-11-25T12:00:00Z')).toBe('2026-11-30T06:00:00.000Z');
    expect(next('2026-11-30T05:59:00Z')).toBe('2026-11-30T06:00:00.000Z');
    expect(next('2026-11-30T06:00:00Z')).toBe('2026-12-07T06:00:00.000Z');
    // Across the year end, and the day after Europe moves its clocks: still 06:00 UTC.
    expect(next('2026-12-29T00:00:00Z')).toBe('2027-01-04T06:00:00.000Z');
    expect(next('2026-03-29T00:00:00Z')).toBe('2026-03-30T06:00:00.000Z');
    expect(jobs.nextWeeklySummary()!.getTime()).toBeGreaterThan(Date.now());
  });

  it('stops: nothing is scheduled after stop()', async () => {
    const own = startJobs({
      db: database.db,
      mailer: createMailer({ db: database.db, log: () => {} }),
      publicUrl: 'https://mathcols.example',
      log: () => {},
    });
    expect(own.nextWeeklySummary()).toBeInstanceOf(Date);
    await own.stop();
    await own.stop();
    expect(own.nextWeeklySummary()).toBeNull();
  });
});
