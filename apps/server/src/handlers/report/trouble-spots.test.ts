/**
 * The report card's trouble spots, end to end through the API: the child finishes sets with
 * their work (`student.mathcomplete`), the premium parent reads `student.report`.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ERROR_REASONS,
  studentReportResponseSchema,
  type ProblemWorkWire,
} from '@mathcols/api-client/protocol';
import { parents, studentBugs } from '../../db/schema';
import { RIGHT, SMALLER_FROM_LARGER as WRONG } from '../../diagnosis/test-support';
import { useTestApp } from '../../testing/app';
import { ask, makeStudent, setClock, type TestStudent } from '../learning/test-support';

const t = useTestApp();

/** The child finishes a subtraction set with `work` at `iso`. */
async function finish(kid: TestStudent, iso: string, work: (ProblemWorkWire | undefined)[]) {
  setClock(t, iso);
  const answer = await ask(t, kid, 'student.mathcomplete', {
    subject: 'subtraction',
    errors: '1',
    work,
  });
  expect(answer.status).toBe(200);
}

/** The parent's report card of `kid`, parsed with the answer schema. */
async function reportCard(kid: TestStudent) {
  const answer = await t.call({
    tag: 'student.report',
    usertoken: kid.parent.usertoken,
    accountname: kid.accountname,
  });
  expect(answer.status).toBe(200);
  return studentReportResponseSchema.parse(answer.body);
}

const spotsOf = (report: Awaited<ReturnType<typeof reportCard>>, subject: string) =>
  report.subjects.find((entry) => entry.subject === subject)?.troubleSpots;

const premiumKid = () =>
  makeStudent(t, { premium: true, mathlevels: { subtraction: { level: '4' } } });

describe('student.report trouble spots', () => {
  it('shows a bug confirmed on two days with first and last seen and the latest example', async () => {
    const kid = await premiumKid();
    await finish(kid, '2025-03-10T16:05:00Z', [WRONG['81-38'], RIGHT['75-21']]);
    await finish(kid, '2025-03-12T17:40:00Z', [RIGHT['75-21'], WRONG['72-45']]);

    const report = await reportCard(kid);
    expect(spotsOf(report, 'subtraction')).toEqual([
      {
        id: 'smaller-from-larger',
        status: 'confirmed',
        name: 'Smaller from larger',
        parentDescription:
          'In every column your child takes the smaller digit away from the larger one, whichever is on top, so they never borrow.',
        hint: 'When the top digit is smaller, borrow from the next column first.',
        firstSeen: '2025-03-10T16:05:00.000Z',
        lastSeen: '2025-03-12T17:40:00.000Z',
        problems: 2,
        example: { problem: { number_0: '72', number_1: '45', operator: '-' }, answer: '33' },
      },
    ]);
    for (const subject of ['addition', 'multiplication', 'division']) {
      expect(spotsOf(report, subject), subject).toEqual([]);
    }
  });

  it('does not show a bug seen on one problem only (suspected)', async () => {
    const kid = await premiumKid();
    await finish(kid, '2025-03-10T16:05:00Z', [WRONG['81-38'], RIGHT['75-21']]);
    expect(spotsOf(await reportCard(kid), 'subtraction')).toEqual([]);
  });

  it('marks a bug overcome after three clean solves', async () => {
    const kid = await premiumKid();
    await finish(kid, '2025-03-10T16:05:00Z', [WRONG['81-38'], WRONG['63-29']]);
    await finish(kid, '2025-03-11T16:05:00Z', [RIGHT['91-47'], RIGHT['84-26'], RIGHT['53-18']]);
    expect(spotsOf(await reportCard(kid), 'subtraction')).toEqual([
      expect.objectContaining({
        id: 'smaller-from-larger',
        status: 'retired',
        lastSeen: '2025-03-10T16:05:00.000Z',
      }),
    ]);
  });

  it('gives a parent without premium no report, trouble spots included', async () => {
    const kid = await premiumKid();
    await finish(kid, '2025-03-10T16:05:00Z', [WRONG['81-38'], WRONG['63-29']]);
    await t.db.update(parents).set({ premium: false }).where(eq(parents.id, kid.parent.parentId));
    const answer = await t.call({
      tag: 'student.report',
      usertoken: kid.parent.usertoken,
      accountname: kid.accountname,
    });
    expect(answer).toMatchObject({ status: 200 });
    expect(answer.body).toEqual({
      tag: 'student.report_error',
      reason: ERROR_REASONS.reportCardsPremium,
      message: ERROR_REASONS.reportCardsPremium,
    });
  });

  it('reads a stored state that is not a tracker state as no trouble spots', async () => {
    const kid = await premiumKid();
    await t.db.insert(studentBugs).values([
      { studentId: kid.studentId, subject: 'subtraction', state: { bugs: 'nonsense' } as never },
      {
        studentId: kid.studentId,
        subject: 'addition',
        state: {
          problems: 2,
          bugs: [
            {
              id: 'a-bug-no-longer-catalogued',
              status: 'confirmed',
              problems: 2,
              cleanSolves: 0,
              firstSeen: '2025-03-10T16:05:00.000Z',
              lastSeen: '2025-03-10T16:05:00.000Z',
              example: { problem: { number_0: '47', number_1: '38', operator: '+' }, answer: '75' },
            },
          ],
        } as never,
      },
    ]);
    const report = await reportCard(kid);
    expect(spotsOf(report, 'subtraction')).toEqual([]);
    expect(spotsOf(report, 'addition')).toEqual([]);
  });
});
