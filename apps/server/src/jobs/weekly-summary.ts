/**
 * The weekly summary job: one e-mail per ISO week per student to each verified premium parent
 * who has weekly e-mails on ('Parent Updates' are a premium feature, spec §6 and the pricing
 * card), with the week's assignments per subject, accuracy and level changes, and a
 * signed unsubscribe link.
 *
 * - **The week** is the ISO week of `weekOf` (default `now`) in UTC (`2026-W48`, Monday to
 *   Sunday): the schedule passes a moment of the week that just ended, the dev route the current
 *   week. A set belongs
 *   to it when its `local_date` — the student's own calendar date when they finished it — is one
 *   of those seven dates, so a set finished late on Sunday in the student's zone still counts
 *   for that Sunday's week.
 * - **Quiet weeks are sent too**: a student with no finished set gets a short "no assignments
 *   this week" e-mail, because the parent wants to know that as well.
 * - **Trouble spots**: the student's confirmed procedural bugs at the time of the run (the
 *   diagnosis tracker's, `student_bugs`; not the suspected nor the overcome ones), each with
 *   its words for parents and its latest example, are named in a part of their own when there
 *   are any.
 * - **At most once** per student and week: each student's week is claimed first with an
 *   `INSERT … ON CONFLICT DO NOTHING RETURNING` into `weekly_summaries` (unique student + week),
 *   so of any number of concurrent runs (a restart, a second server, the dev route) exactly one
 *   gets the claim and sends; the outbox id is recorded on the claim afterwards. When writing the
 *   e-mail to the outbox fails, the claim is released so a later run sends it. A crash between
 *   claim and outbox loses that one e-mail rather than ever sending two.
 * - The run is also recorded in `job_runs` (`weekly-summary`, week) with `finished_at`, for
 *   operators; it does not gate anything.
 * @see issue 7 "Weekly summary e-mails"; architecture.md "Scheduled jobs"
 */
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { LEVEL_COUNT, SUBJECTS, problemText } from '@mathcols/engine';
import type { Database } from '../db/open';
import { jobRuns, parents, studentSets, students, weeklySummaries } from '../db/schema';
import type { EmailMessage, Mailer } from '../email/mailer';
import { signUnsubscribeToken, unsubscribeKey, unsubscribeLink } from '../email/unsubscribe-token';
import { correctAnswerText } from '../diagnosis/diagnose-work';
import { trackerStates } from '../diagnosis/tracker-store';
import { troubleSpots } from '../diagnosis/trouble-spots';
import { weeklySummaryEmail, type WeeklyTroubleSpot } from '../email/weekly-summary-email';
import { fullName } from '../handlers/students/rules';
import { isoWeekOf, type IsoWeek } from './iso-week';
import { summariseWeek } from './summarise-week';

/** The job's name in `job_runs`. */
export const WEEKLY_SUMMARY_JOB = 'weekly-summary';

/** Options of {@link runWeeklySummaries}. */
export interface WeeklySummaryOptions {
  db: Database;
  mailer: Mailer;
  /** The site's base URL for the links in the e-mail, e.g. `https://mathcols.example`. */
  publicUrl: string;
  /** The moment of the run (the claims' and the run's timestamps). */
  now: Date;
  /** A moment of the week to summarise: its UTC ISO week is the one. @defaultValue `now` */
  weekOf?: Date;
  /** Receives one line per e-mail that could not be written. @defaultValue `console.error` */
  log?: (line: string) => void;
}

/** What a run did. */
export interface WeeklySummaryRun {
  /** The week summarised, e.g. `'2026-W48'`. */
  week: string;
  /** E-mails written to the outbox by this run. */
  sent: number;
  /** Students whose summary of this week an earlier or concurrent run already claimed. */
  skipped: number;
  /** Students whose e-mail could not be written (their claim released for a later run). */
  failed: number;
}

/**
 * Sends this week's summaries that are not sent yet (see the module comment for the rules).
 * @returns the week and the counts
 * @throws when the list of recipients or the signing key cannot be read (nothing is sent then);
 *   a failure for one student (a claim that cannot be written because the student was deleted
 *   meanwhile, an e-mail that cannot be written) is counted in `failed` and logged, and the
 *   others still go out
 */
export async function runWeeklySummaries(options: WeeklySummaryOptions): Promise<WeeklySummaryRun> {
  const { db, mailer, now } = options;
  const log = options.log ?? ((line: string) => console.error(line));
  const siteUrl = options.publicUrl.replace(/\/+$/, '');
  const week = isoWeekOf(options.weekOf ?? now, 'UTC');
  await db
    .insert(jobRuns)
    .values({ job: WEEKLY_SUMMARY_JOB, period: week.key, claimedAt: now })
    .onConflictDoNothing({ target: [jobRuns.job, jobRuns.period] });
  const key = await unsubscribeKey(db);
  const recipients: Recipient[] = await db
    .select({
      parentId: parents.id,
      email: parents.email,
      parentFirstname: parents.firstname,
      studentId: students.id,
      firstname: students.firstname,
      accountname: students.accountname,
      mathlevels: students.mathlevels,
    })
    .from(students)
    .innerJoin(parents, eq(students.parentId, parents.id))
    .where(
      and(eq(parents.premium, true), eq(parents.emailVerified, true), eq(parents.emails, true)),
    )
    .orderBy(asc(parents.createdAt), asc(parents.id), asc(students.createdAt), asc(students.id));

  const run: WeeklySummaryRun = { week: week.key, sent: 0, skipped: 0, failed: 0 };
  for (const recipient of recipients) {
    let claim: { id: string } | undefined;
    try {
      [claim] = await db
        .insert(weeklySummaries)
        .values({
          parentId: recipient.parentId,
          studentId: recipient.studentId,
          week: week.key,
          createdAt: now,
        })
        .onConflictDoNothing({ target: [weeklySummaries.studentId, weeklySummaries.week] })
        .returning({ id: weeklySummaries.id });
    } catch (error) {
      // The student was deleted since the list was read (the claim's foreign key), or the
      // database failed for this one: the others still get theirs.
      run.failed += 1;
      log(`Weekly summary ${week.key} for student ${recipient.studentId}: ${reason(error)}`);
      continue;
    }
    if (!claim) {
      run.skipped += 1;
      continue;
    }
    let outboxId: string;
    try {
      outboxId = await mailer.send(await summaryEmail(db, recipient, week, siteUrl, key), now);
    } catch (error) {
      // Nothing reached the outbox: give the week back to a later run.
      run.failed += 1;
      log(
        `Weekly summary ${week.key} for student ${recipient.studentId} was not sent: ${reason(error)}`,
      );
      await db
        .delete(weeklySummaries)
        .where(eq(weeklySummaries.id, claim.id))
        .catch((release: unknown) => log(`Could not release the claim: ${reason(release)}`));
      continue;
    }
    run.sent += 1;
    await db
      .update(weeklySummaries)
      .set({ outboxId })
      .where(eq(weeklySummaries.id, claim.id))
      .catch((record: unknown) => log(`Could not record outbox ${outboxId}: ${reason(record)}`));
  }
  await db
    .update(jobRuns)
    .set({ finishedAt: now })
    .where(and(eq(jobRuns.job, WEEKLY_SUMMARY_JOB), eq(jobRuns.period, week.key)));
  return run;
}

/** A recipient row of {@link runWeeklySummaries}. */
interface Recipient {
  parentId: string;
  email: string;
  parentFirstname: string;
  studentId: string;
  firstname: string;
  accountname: string;
  /** The student's level per subject (`students.mathlevels`). */
  mathlevels: Record<string, { level: string }>;
}

/** Reads the student's sets of the week and words the e-mail. */
async function summaryEmail(
  db: Database,
  recipient: Recipient,
  week: IsoWeek,
  siteUrl: string,
  key: Buffer,
): Promise<EmailMessage> {
  const sets = await db
    .select({
      subject: studentSets.subject,
      level: studentSets.level,
      questions: studentSets.questions,
      errors: studentSets.errors,
      chosenAction: studentSets.chosenAction,
    })
    .from(studentSets)
    .where(
      and(
        eq(studentSets.studentId, recipient.studentId),
        gte(studentSets.localDate, week.monday),
        lte(studentSets.localDate, week.sunday),
      ),
    )
    .orderBy(asc(studentSets.id));
  return weeklySummaryEmail({
    troubleSpots: await confirmedTroubleSpots(db, recipient),
    to: recipient.email,
    parentFirstname: recipient.parentFirstname,
    studentName: fullName(recipient.firstname, '', recipient.accountname),
    week,
    summary: summariseWeek(sets),
    siteUrl,
    unsubscribeUrl: unsubscribeLink(siteUrl, signUnsubscribeToken(key, recipient.parentId)),
  });
}

/**
 * The student's confirmed trouble spots as the e-mail words them, subject by subject in the
 * product's order (within a subject, latest seen first), each with a practice sheet at the
 * student's level in its subject (level 0 when none is stored).
 */
async function confirmedTroubleSpots(
  db: Database,
  { studentId, mathlevels }: Pick<Recipient, 'studentId' | 'mathlevels'>,
): Promise<WeeklyTroubleSpot[]> {
  const states = await trackerStates(db, studentId);
  return SUBJECTS.flatMap((subject) => {
    const state = states.get(subject);
    if (!state) return [];
    const level = Math.min(Number(mathlevels[subject]?.level ?? 0) || 0, LEVEL_COUNT - 1);
    return troubleSpots(state)
      .filter((spot) => spot.status === 'confirmed')
      .map((spot) => {
        const correct = correctAnswerText(spot.example.problem);
        const example = correct && {
          question: problemText(spot.example.problem),
          answer: spot.example.answer,
          correct,
        };
        return {
          subject,
          name: spot.name,
          parentDescription: spot.parentDescription,
          ...(example ? { example } : {}),
          practice: { bug: spot.id, level },
        };
      });
  });
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
