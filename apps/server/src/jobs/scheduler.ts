/**
 * The server's scheduled jobs, on croner (a kept cron scheduler, not a timer loop of our own):
 * - the weekly summary e-mails every **Monday at 06:00 UTC** ({@link WEEKLY_SUMMARY_CRON}),
 *   summarising the ISO week that ended the night before (see `runWeeklySummaries`), so every
 *   set of the week, Sunday evening's too, is in it;
 * - the purge of expired sign-in sessions every day at 03:00 UTC ({@link SESSION_PURGE_CRON}).
 * Every server on a database may run them: the weekly summary claims each student's week in the
 * database, and deleting expired sessions twice deletes nothing the second time. `protect`
 * keeps a slow run from overlapping the next one on the same server; a failed run is logged and
 * the schedule goes on.
 * @see architecture.md "Scheduled jobs"; docs/runbook.md "Scheduled jobs"
 */
import { Cron } from 'croner';
import { deleteExpiredSessions } from '../auth/sessions';
import type { Database } from '../db/open';
import type { Mailer } from '../email/mailer';
import { runWeeklySummaries } from './weekly-summary';

/** Cron pattern of the weekly summary: minute 0, hour 6, every Monday (in UTC). */
export const WEEKLY_SUMMARY_CRON = '0 6 * * 1';

/** How far back of the run the summarised week is read, in ms: one day (Monday → Sunday). */
const LAST_WEEK_OFFSET_MS = 24 * 60 * 60 * 1000;

/** Cron pattern of the expired-session purge: 03:00 every day (in UTC). */
export const SESSION_PURGE_CRON = '0 3 * * *';

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
    tracked('session-purge', async () => {
      const deleted = await deleteExpiredSessions(db, now());
      return `Deleted ${deleted} expired session${deleted === 1 ? '' : 's'}`;
    }),
  );
  let stopping: Promise<void> | undefined;
  return {
    nextWeeklySummary: (after) => weekly.nextRun(after),
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
