/**
 * The server's scheduled jobs, on croner (a kept cron scheduler, not a timer loop of our own):
 * - the weekly summary e-mails every **Monday, hourly from 12:00 to 23:00 UTC**
 *   ({@link WEEKLY_SUMMARY_CRON}), summarising the ISO week that ended the night before (see
 *   `runWeeklySummaries`): the first run comes once Sunday is over in every time zone, so every
 *   set of the week, a Sunday-evening one in Honolulu too, is in it, and each later run sends
 *   what an earlier one could not (an e-mail given back, a run cut short by a crash, a server
 *   down at noon) — each student's claim keeps it to one e-mail;
 * - the purge of expired sign-in sessions every day at 03:00 UTC ({@link SESSION_PURGE_CRON}).
 * Every server on a database runs the schedules, and each run claims its period in the database
 * first, so a period runs once whatever the number of servers: the weekly summary claims each
 * student's week, the purge claims its UTC day in `job_runs` (see {@link runSessionPurge}).
 * `protect` keeps a slow run from overlapping the next one on the same server; a failed run is
 * logged and the schedule goes on.
 * @see architecture.md "Scheduled jobs"; docs/runbook.md "Scheduled jobs"
 */
import { Cron } from 'croner';
import { and, eq } from 'drizzle-orm';
import { purgeExpired, type PurgeCounts } from '../auth/purge';
import type { Database } from '../db/open';
import { jobRuns } from '../db/schema';
import type { Mailer } from '../email/mailer';
import { runWeeklySummaries } from './weekly-summary';

/**
 * Cron pattern of the weekly summary: minute 0 of every hour from 12 to 23 on Mondays (in UTC).
 * 12:00 UTC is when Sunday ends at UTC−12, the last time zone.
 */
export const WEEKLY_SUMMARY_CRON = '0 12-23 * * 1';

/** How far back of the run the summarised week is read, in ms: one day (Monday → Sunday). */
const LAST_WEEK_OFFSET_MS = 24 * 60 * 60 * 1000;

/** Cron pattern of the expired-session purge: 03:00 every day (in UTC). */
export const SESSION_PURGE_CRON = '0 3 * * *';

/** The purge's name in `job_runs`; its period is the UTC date of the run, `2026-11-24`. */
export const SESSION_PURGE_JOB = 'session-purge';

/** What a {@link runSessionPurge} call did. */
export type SessionPurgeRun =
  { period: string; ran: true; deleted: PurgeCounts } | { period: string; ran: false };

/**
 * The daily purge of expired sessions, spent throttle rows, old trusted devices, spent
 * forgotten-password links, spent e-mail verification codes and spent e-mail change undo links
 * (see `purgeExpired`), run at most once per UTC day across every server on the database: it
 * first claims `(session-purge, <UTC date of now>)` in `job_runs` (`INSERT … ON CONFLICT DO
 * NOTHING RETURNING`, so of concurrent runs exactly one gets the row), then deletes the
 * sessions, throttle rows, trusted devices, password links, verification codes and undo links
 * that expired (or were used) before `now` and sets `finished_at`. A crash after the claim skips that day's
 * purge; the next day's deletes everything expired by then.
 * @returns `ran: false` when the day was already claimed, else how many rows of each were deleted
 * @throws when the database fails (a claimed day stays claimed)
 */
export async function runSessionPurge(db: Database, now: Date): Promise<SessionPurgeRun> {
  const period = now.toISOString().slice(0, 10);
  const [claim] = await db
    .insert(jobRuns)
    .values({ job: SESSION_PURGE_JOB, period, claimedAt: now })
    .onConflictDoNothing({ target: [jobRuns.job, jobRuns.period] })
    .returning({ period: jobRuns.period });
  if (!claim) return { period, ran: false };
  const deleted = await purgeExpired(db, now);
  await db
    .update(jobRuns)
    .set({ finishedAt: now })
    .where(and(eq(jobRuns.job, SESSION_PURGE_JOB), eq(jobRuns.period, period)));
  return { period, ran: true, deleted };
}

/** Options of {@link startJobs}. */
export interface JobsOptions {
  db: Database;
  mailer: Mailer;
  /** The site's base URL for links in e-mails. */
  publicUrl: string;
  /** One line per run and per failure. */
  log: (line: string) => void;
  /** The clock each run reads once. @defaultValue `() => new Date()` */
  now?: () => Date;
}

/** Running jobs; see {@link startJobs}. */
export interface RunningJobs {
  /**
   * When the weekly summary runs next after `after` (default: now); null once stopped.
   * @param after the moment to count from @defaultValue now
   */
  nextWeeklySummary(after?: Date): Date | null;
  /**
   * Runs a job now, as its schedule would (same claim, same log line), e.g. for tests or an
   * operator; resolves when the run is done (a failure is logged, not thrown). Nothing once
   * stopped.
   */
  runNow(job: 'weekly-summary' | 'session-purge'): Promise<void>;
  /** Stops the schedules and resolves once runs in progress have finished. Idempotent. */
  stop(): Promise<void>;
}

/**
 * Starts the schedules. The timers are unreferenced, so they never keep the process alive.
 * @returns the running jobs (stop them before closing the database)
 */
export function startJobs(options: JobsOptions): RunningJobs {
  const { db, mailer, publicUrl, log } = options;
  const now = options.now ?? (() => new Date());
  const inFlight = new Set<Promise<void>>();
  /** Runs `job`, logs its failure, and lets `stop()` wait for it. */
  const tracked = (name: string, job: () => Promise<string>) => async () => {
    const running = job().then(
      (line) => log(line),
      (error: unknown) =>
        log(`Job ${name} failed: ${error instanceof Error ? error.message : String(error)}`),
    );
    inFlight.add(running);
    try {
      await running;
    } finally {
      inFlight.delete(running);
    }
  };
  const weekly = new Cron(
    WEEKLY_SUMMARY_CRON,
    { timezone: 'UTC', protect: true, unref: true },
    tracked('weekly-summary', async () => {
      const at = now();
      const weekOf = new Date(at.getTime() - LAST_WEEK_OFFSET_MS);
      const run = await runWeeklySummaries({ db, mailer, publicUrl, now: at, weekOf, log });
      return `Weekly summaries ${run.week}: ${run.sent} sent, ${run.skipped} already sent, ${run.failed} failed`;
    }),
  );
  const purge = new Cron(
    SESSION_PURGE_CRON,
    { timezone: 'UTC', protect: true, unref: true },
    tracked(SESSION_PURGE_JOB, async () => {
      const run = await runSessionPurge(db, now());
      if (!run.ran) return `Session purge ${run.period}: already done by another run`;
      const {
        sessions,
        throttles,
        trustedDevices,
        passwordResets,
        emailVerifications,
        emailUndos,
      } = run.deleted;
      return `Session purge ${run.period}: deleted ${plural(sessions, 'expired session')}, ${plural(throttles, 'spent throttle')}, ${plural(trustedDevices, 'old trusted device')}, ${plural(passwordResets, 'spent password link')}, ${plural(emailVerifications, 'spent verification code')} and ${plural(emailUndos, 'spent undo link')}`;
    }),
  );
  let stopping: Promise<void> | undefined;
  return {
    nextWeeklySummary: (after) => weekly.nextRun(after),
    runNow: async (job) => {
      if (stopping) return;
      await (job === SESSION_PURGE_JOB ? purge : weekly).trigger();
    },
    stop: () => {
      stopping ??= (async () => {
        weekly.stop();
        purge.stop();
        while (inFlight.size > 0) await Promise.all([...inFlight]);
      })();
      return stopping;
    },
  };
}

/** `1 expired session`, `2 expired sessions`. */
function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
