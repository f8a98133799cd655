import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/open';
import { diagnose, EMPTY_DIAGNOSIS_TRACKER, trackDiagnosis } from '@mathcols/engine/diagnosis';
import { emailOutbox, jobRuns, studentBugs, students, weeklySummaries } from '../db/schema';
import { SMALLER_FROM_LARGER } from '../diagnosis/test-support';
import { createMailer, type Mailer } from '../email/mailer';
import { unsubscribeKey, verifyUnsubscribeToken } from '../email/unsubscribe-token';
import { openTestDatabase } from '../testing/database';
import { insertParent, insertSet, insertStudent, outboxTo } from './test-support';
import { runWeeklySummaries } from './weekly-summary';

let database: DatabaseHandle;
let mailer: Mailer;
/** The family that gets e-mails: Dana with Sam (busy week) and Kim (quiet week). */
let dana: { parentId: string; email: string };
let unverified: { parentId: string; email: string };
let optedOut: { parentId: string; email: string };
let free: { parentId: string; email: string };

/** Sunday 29 November 2026, 18:00 UTC: the end of 2026-W48 (Monday 23 to Sunday 29). */
const SUNDAY = new Date('2026-11-29T18:00:00Z');
/** Monday 30 November 2026, 12:00 UTC: when the schedule first summarises 2026-W48. */
const MONDAY_RUN = new Date('2026-11-30T12:00:00Z');
const PUBLIC_URL = 'https://mathcols.example';

/** A run at `now` that sends through `sending`, and the lines it logged. */
async function runLogged(now: Date, sending: Mailer) {
  const log: string[] = [];
  const run = await runWeeklySummaries({
    db: database.db,
    mailer: sending,
    publicUrl: PUBLIC_URL,
    now,
    log: (line) => log.push(line),
  });
  return { run, log };
}

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  mailer = createMailer({ db, log: () => {} });
  dana = await insertParent(db, { firstname: 'Dana' });
  const sam = await insertStudent(db, dana.parentId, 'sam');
  // Sam's subtraction is at level 1 now: the practice sheet starts there.
  await db
    .update(students)
    .set({ mathlevels: { subtraction: { level: '1' } } })
    .where(eq(students.id, sam));
  await insertStudent(db, dana.parentId, 'kim');
  // Sam: two addition sets (up one level after the first), one hard subtraction set (down).
  await insertSet(db, sam, {
    subject: 'addition',
    level: 1,
    errors: 0,
    localDate: '2026-11-23',
    chosen: 'advance',
  });
  await insertSet(db, sam, { subject: 'addition', level: 2, errors: 2, localDate: '2026-11-25' });
  await insertSet(db, sam, {
    subject: 'subtraction',
    level: 2,
    errors: 5,
    localDate: '2026-11-29',
    chosen: 'decrease',
  });
  // Sam's subtraction work showed smaller-from-larger on two problems (confirmed); addition,
  // forgot-to-carry once (only suspected: not named).
  const subtraction = [SMALLER_FROM_LARGER['81-38'], SMALLER_FROM_LARGER['63-29']].reduce(
    (state, work) => {
      const { answers, ...problem } = work!;
      return trackDiagnosis(state, {
        problem,
        diagnosis: diagnose(problem, answers as never),
        at: SUNDAY,
      });
    },
    EMPTY_DIAGNOSIS_TRACKER,
  );
  const carry = { number_0: '47', number_1: '38', operator: '+' } as const;
  const addition = trackDiagnosis(EMPTY_DIAGNOSIS_TRACKER, {
    problem: carry,
    diagnosis: diagnose(carry, { 'sum-0': 5, 'sum-1': 7 }),
    at: SUNDAY,
  });
  await db.insert(studentBugs).values([
    { studentId: sam, subject: 'subtraction', state: subtraction },
    { studentId: sam, subject: 'addition', state: addition },
  ]);
  // Outside the week: the Sunday before and the Monday after.
  await insertSet(db, sam, { subject: 'division', level: 0, errors: 0, localDate: '2026-11-22' });
  await insertSet(db, sam, { subject: 'division', level: 0, errors: 0, localDate: '2026-11-30' });

  unverified = await insertParent(db, { verified: false });
  await insertStudent(db, unverified.parentId, 'ula');
  optedOut = await insertParent(db, { emails: false });
  await insertStudent(db, optedOut.parentId, 'otto');
  free = await insertParent(db, { premium: false });
  await insertStudent(db, free.parentId, 'fia');
});
afterAll(async () => {
  await mailer?.close();
  await database?.close();
});

describe('runWeeklySummaries', () => {
  it('sends one e-mail per student of a verified parent with e-mails on, with the week’s numbers', async () => {
    // As the schedule runs it: Monday noon, for the week that ended the night before.
    const run = await runWeeklySummaries({
      db: database.db,
      mailer,
      publicUrl: `${PUBLIC_URL}/`,
      now: MONDAY_RUN,
      weekOf: SUNDAY,
    });
    expect(run).toEqual({ week: '2026-W48', sent: 2, skipped: 0, failed: 0 });

    const mails = await outboxTo(database.db, dana.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      "Kim's week in mathcols: no assignments this week",
      "Sam's week in mathcols: 3 assignments, 77% right",
    ]);
    const sam = mails.find((mail) => mail.subject.startsWith('Sam'));
    expect(sam?.text).toContain('Week 48: Monday, November 23 to Sunday, November 29, 2026');
    expect(sam?.text).toContain(
      'Addition: 2 assignments, 20 questions, 90% right; Level 1 to 2 (moved up once)',
    );
    expect(sam?.text).toContain(
      'Subtraction: 1 assignment, 10 questions, 50% right; Level 2 to 1 (moved down once)',
    );
    expect(sam?.text).not.toContain('Division');
    expect(sam?.html).toMatch(/<th scope="row"[^>]*>Addition<\/th>.*90%.*Level 1 to 2/);
    expect(sam?.html).toMatch(/<th scope="row"[^>]*>Subtraction<\/th>.*50%.*Level 2 to 1/);
    // Sam's confirmed trouble spot, with its latest example; not the suspected one.
    expect(sam?.text).toContain(
      '\nTrouble spots\nSam made these mistakes the same way on more than one problem, so they are worth going over together:\n- Smaller from larger (Subtraction): In every column your child takes the smaller digit away from the larger one, whichever is on top, so they never borrow. For example: 63 − 29 = 46 (the answer is 34).\n',
    );
    expect(sam?.html).toMatch(/<h2[^>]*>Trouble spots<\/h2>/);
    // With a link to a practice sheet against it, at Sam's subtraction level.
    const sheet = `${PUBLIC_URL}/#/print?subject=subtraction&level=1&bug=smaller-from-larger`;
    expect(sam?.text).toContain(`(the answer is 34).\n  Print a practice sheet: ${sheet}\n`);
    expect(sam?.html).toContain(`href="${sheet.replaceAll('&', '&amp;')}"`);
    expect(sam?.text).not.toContain('Forgets to carry');
    const kim = mails.find((mail) => mail.subject.startsWith('Kim'));
    expect(kim?.text).not.toContain('Trouble spots');
    expect(kim?.text).toContain('Kim did not finish any assignments this week.');
    expect(kim?.html).toContain('Kim did not finish any assignments this week.');

    // The unsubscribe link carries a token of Dana's that this database's key verifies.
    const link = /Stop weekly summaries: (\S+)/.exec(sam?.text ?? '')?.[1] ?? '';
    expect(link.startsWith(`${PUBLIC_URL}/api/unsubscribe?token=`)).toBe(true);
    const token = new URL(link).searchParams.get('token');
    expect(verifyUnsubscribeToken(await unsubscribeKey(database.db), token)).toBe(dana.parentId);
    expect(sam?.html).toContain(`href="${link}"`);

    // Each claim names its e-mail; the run is recorded as finished.
    const claims = await database.db
      .select()
      .from(weeklySummaries)
      .where(eq(weeklySummaries.week, '2026-W48'));
    expect(claims.map((claim) => claim.outboxId).sort()).toEqual(mails.map((m) => m.id).sort());
    const [jobRun] = await database.db.select().from(jobRuns).where(eq(jobRuns.period, '2026-W48'));
    expect(jobRun).toMatchObject({ job: 'weekly-summary', finishedAt: MONDAY_RUN });
  });

  it('sends nothing to an unverified parent, one who turned the e-mails off, or a free one', async () => {
    expect(await outboxTo(database.db, unverified.email)).toEqual([]);
    expect(await outboxTo(database.db, optedOut.email)).toEqual([]);
    // Parent Updates are a premium feature (spec §6, the pricing card).
    expect(await outboxTo(database.db, free.email)).toEqual([]);
  });

  it('sends nothing the second time in the same week (a restart)', async () => {
    const before = (await database.db.select().from(emailOutbox)).length;
    const later = new Date('2026-11-29T23:00:00Z');
    const run = await runWeeklySummaries({
      db: database.db,
      mailer,
      publicUrl: PUBLIC_URL,
      now: later,
    });
    expect(run).toEqual({ week: '2026-W48', sent: 0, skipped: 2, failed: 0 });
    expect(await database.db.select().from(emailOutbox)).toHaveLength(before);
  });

  it('sends exactly one e-mail per student when two servers run at once', async () => {
    const now = new Date('2026-12-06T18:00:00Z');
    const options = { db: database.db, mailer, publicUrl: PUBLIC_URL, now };
    const runs = await Promise.all([runWeeklySummaries(options), runWeeklySummaries(options)]);
    expect(runs.map((run) => run.week)).toEqual(['2026-W49', '2026-W49']);
    expect(runs[0]!.sent + runs[1]!.sent).toBe(2);
    expect(runs[0]!.skipped + runs[1]!.skipped).toBe(2);
    const week49 = (await outboxTo(database.db, dana.email)).filter(
      (mail) => mail.createdAt.getTime() === now.getTime(),
    );
    // Sam's Monday set (30 November) is in this week.
    expect(week49.map((mail) => mail.subject).sort()).toEqual([
      "Kim's week in mathcols: no assignments this week",
      "Sam's week in mathcols: 1 assignment, 100% right",
    ]);
  });

  it('gives a week back when its e-mail could not be written, so the next run sends it', async () => {
    const now = new Date('2026-12-13T18:00:00Z');
    let calls = 0;
    const failing: Mailer = {
      ...mailer,
      send: (message, at) => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('disk full')) : mailer.send(message, at);
      },
    };
    const { run: first, log } = await runLogged(now, failing);
    expect(first).toEqual({ week: '2026-W50', sent: 1, skipped: 0, failed: 1 });
    expect(log).toEqual([
      expect.stringMatching(/^Weekly summary 2026-W50 for student .+ was not sent: disk full$/),
    ]);
    const second = await runWeeklySummaries({
      db: database.db,
      mailer,
      publicUrl: PUBLIC_URL,
      now,
    });
    expect(second).toEqual({ week: '2026-W50', sent: 1, skipped: 1, failed: 0 });
  });

  it('goes on when a student is deleted during the run: the others still get theirs', async () => {
    const now = new Date('2026-12-20T18:00:00Z');
    const robin = await insertParent(database.db, { firstname: 'Robin' });
    // Added a minute apart, so the run takes them in this order (two rows made in the same
    // instant would come in the order of their random ids).
    const added = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
    await insertStudent(database.db, robin.parentId, 'ada', added(0));
    const bo = await insertStudent(database.db, robin.parentId, 'bo', added(1));
    await insertStudent(database.db, robin.parentId, 'cy', added(2));
    let deleted = false;
    const deleting: Mailer = {
      ...mailer,
      send: async (message, at) => {
        // While Ada's e-mail is written, her parent deletes Bo.
        if (!deleted && message.to === robin.email) {
          deleted = true;
          await database.db.delete(students).where(eq(students.id, bo));
        }
        return mailer.send(message, at);
      },
    };
    const { run, log } = await runLogged(now, deleting);
    expect(run).toEqual({ week: '2026-W51', sent: 4, skipped: 0, failed: 1 });
    expect(log).toEqual([expect.stringContaining(`2026-W51 for student ${bo}`)]);
    const robins = await outboxTo(database.db, robin.email);
    expect(robins.map((mail) => mail.subject).sort()).toEqual([
      "Ada's week in mathcols: no assignments this week",
      "Cy's week in mathcols: no assignments this week",
    ]);
    const [finished] = await database.db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.period, '2026-W51'));
    expect(finished?.finishedAt).toEqual(now);
  });
});
