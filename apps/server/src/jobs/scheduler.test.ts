import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendVerification } from '../accounts/verification';
import { createSession, sha256Hex } from '../auth/sessions';
import type { DatabaseHandle } from '../db/open';
import { jobRuns, sessions } from '../db/schema';
import { createMailer } from '../email/mailer';
import { localDateKey } from '@mathcols/engine';
import { openTestDatabase } from '../testing/database';
import { SESSION_PURGE_JOB, startJobs, type RunningJobs } from './scheduler';
import { insertParent, insertStudent, outboxTo } from './test-support';

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
  it('schedules the weekly summary hourly on Mondays from 12:00 to 23:00 UTC', () => {
    const next = (after: string) => jobs.nextWeeklySummary(new Date(after))?.toISOString();
    expect(next('2026-11-25T12:00:00Z')).toBe('2026-11-30T12:00:00.000Z');
    expect(next('2026-11-30T11:59:00Z')).toBe('2026-11-30T12:00:00.000Z');
    // Each later hour sends what an earlier run could not; then next week.
    expect(next('2026-11-30T12:00:00Z')).toBe('2026-11-30T13:00:00.000Z');
    expect(next('2026-11-30T23:00:00Z')).toBe('2026-12-07T12:00:00.000Z');
    // Across the year end, and the day after Europe moves its clocks: still 12:00 UTC.
    expect(next('2026-12-29T00:00:00Z')).toBe('2027-01-04T12:00:00.000Z');
    expect(next('2026-03-29T00:00:00Z')).toBe('2026-03-30T12:00:00.000Z');
    expect(jobs.nextWeeklySummary()!.getTime()).toBeGreaterThan(Date.now());
  });

  it('runs the weekly summary only once Sunday is over in every time zone', () => {
    // The last minute of Sunday 29 November at UTC−12 (the last zone) is 11:59 UTC on Monday.
    const lastSundayMinute = new Date('2026-11-30T11:59:00Z');
    expect(localDateKey(lastSundayMinute, 'Etc/GMT+12')).toBe('2026-11-29');
    const firstRun = jobs.nextWeeklySummary(new Date('2026-11-29T00:00:00Z'))!;
    expect(firstRun.getTime()).toBeGreaterThan(lastSundayMinute.getTime());
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

/** Two servers' jobs on one database (a second process, as far as the database can tell). */
describe('two servers on one database', () => {
  const day = 24 * 60 * 60 * 1000;
  const servers = (clock: { now: Date }, lines: string[]) =>
    [1, 2].map((server) =>
      startJobs({
        db: database.db,
        mailer: createMailer({ db: database.db, log: () => {} }),
        publicUrl: 'https://mathcols.example',
        log: (line) => lines.push(`${server}: ${line}`),
        now: () => clock.now,
      }),
    );

  it('purge expired sessions once per UTC day, whichever server runs first', async () => {
    const { parentId, email } = await insertParent(database.db, { verified: false });
    const clock = { now: new Date('2026-11-01T03:00:00Z') };
    await createSession(database.db, { scope: 'parent', parentId }, clock.now);
    // A verification code e-mailed then and never typed: expired a day later.
    const mailer = createMailer({ db: database.db, log: () => {} });
    const parent = { id: parentId, email, firstname: 'Dana' };
    await sendVerification(database.db, mailer, parent, 'https://mathcols.example', clock.now);
    const lines: string[] = [];
    const [first, second] = servers(clock, lines);
    try {
      // Eight days later both servers fire at 03:00: one purges, the other finds the day done.
      clock.now = new Date(clock.now.getTime() + 8 * day);
      const live = await createSession(database.db, { scope: 'parent', parentId }, clock.now);
      await Promise.all([first!.runNow('session-purge'), second!.runNow('session-purge')]);
      expect(lines.map((line) => line.slice(3)).sort()).toEqual([
        'Session purge 2026-11-09: already done by another run',
        'Session purge 2026-11-09: deleted 1 expired session, 0 spent throttles, 0 old trusted devices, 0 spent password links, 1 spent verification code and 0 spent undo links',
      ]);
      const left = await database.db.select().from(sessions).where(eq(sessions.parentId, parentId));
      expect(left.map((row) => row.tokenHash)).toEqual([sha256Hex(live)]);
      const purged = await database.db
        .select()
        .from(jobRuns)
        .where(eq(jobRuns.job, SESSION_PURGE_JOB));
      expect(purged).toEqual([expect.objectContaining({ period: '2026-11-09' })]);
      expect(purged[0]?.finishedAt).toEqual(clock.now);

      // The next day is a new period: it runs again (on one server).
      lines.length = 0;
      clock.now = new Date(clock.now.getTime() + day);
      await second!.runNow('session-purge');
      await first!.runNow('session-purge');
      expect(lines).toEqual([
        '2: Session purge 2026-11-10: deleted 0 expired sessions, 0 spent throttles, 0 old trusted devices, 0 spent password links, 0 spent verification codes and 0 spent undo links',
        '1: Session purge 2026-11-10: already done by another run',
      ]);
    } finally {
      await Promise.all([first?.stop(), second?.stop()]);
    }
  });

  it('send each weekly summary once when both servers run the week', async () => {
    const { parentId, email } = await insertParent(database.db, { firstname: 'Robin' });
    await insertStudent(database.db, parentId, 'kim');
    await insertStudent(database.db, parentId, 'lee');
    const clock = { now: new Date('2026-11-30T12:00:00Z') };
    const lines: string[] = [];
    const [first, second] = servers(clock, lines);
    try {
      await Promise.all([first!.runNow('weekly-summary'), second!.runNow('weekly-summary')]);
      await first!.runNow('weekly-summary');
    } finally {
      await Promise.all([first?.stop(), second?.stop()]);
    }
    expect(await outboxTo(database.db, email)).toHaveLength(2);
    expect(lines.filter((line) => line.includes('2026-W48'))).toHaveLength(3);
  });

  it('run nothing once stopped', async () => {
    const lines: string[] = [];
    const [first, second] = servers({ now: new Date('2026-12-24T03:00:00Z') }, lines);
    await Promise.all([first?.stop(), second?.stop()]);
    await first!.runNow('session-purge');
    expect(lines).toEqual([]);
  });
});
