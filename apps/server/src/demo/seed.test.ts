import { describe, expect, it } from 'vitest';
import {
  hashParentPassword,
  hashStudentPasscode,
  studentConnectResponseSchema,
  studentMathGetResponseSchema,
  studentReportResponseSchema,
  userConnectResponseSchema,
} from '@mathcols/api-client/protocol';
import { createApp } from '../app';
import { openTestDatabase, useTestDatabase } from '../testing/database';
import { parents, studentBugs, studentSets, students } from '../db/schema';
import { createMailer } from '../email/mailer';
import { newDevice, post } from '../testing/http';
import { DEMO_ACCOUNTS, demoParentExists, seedDemoAccounts } from './seed';

const database = useTestDatabase();

const NOW = new Date('2025-03-14T09:30:00Z');

describe('seedDemoAccounts', () => {
  it('creates a premium verified parent and one student with past work once; both sign in', async () => {
    expect(await demoParentExists(database.db)).toBe(false);
    expect(await seedDemoAccounts(database.db, NOW)).toBe(true);
    expect(await seedDemoAccounts(database.db, NOW)).toBe(false);
    expect(await database.db.select().from(parents)).toHaveLength(1);
    expect(await database.db.select().from(students)).toHaveLength(1);
    expect(await database.db.select().from(studentSets)).toHaveLength(6);
    expect(await demoParentExists(database.db)).toBe(true);

    const app = createApp({
      db: database.db,
      now: () => NOW,
      mailer: createMailer({ db: database.db, log: () => {} }),
    });
    const deviceid = await newDevice(app);
    const { parent, student } = DEMO_ACCOUNTS;
    const signedIn = await post(app, '/api', {
      tag: 'user.connect',
      deviceid,
      email: 'Demo@Mathcols.test',
      emailpassword: await hashParentPassword(parent.email, parent.password),
    });
    const body = userConnectResponseSchema.parse(signedIn.body);
    expect(body.data).toMatchObject({
      email: 'demo@mathcols.test',
      firstname: 'Dana',
      lastname: 'Demo',
      userpremium: 'true',
      emailverified: 'true',
      studentsMax: 4,
    });
    expect(body.students).toEqual([
      expect.objectContaining({
        accountname: 'demo-student',
        gradelevel: '3',
        premium: 'true',
        mathschedule: {
          addition: { schedule: 'smtwrfa' },
          subtraction: { schedule: 'mtwrf' },
        },
      }),
    ]);

    // Premium's 'Manage Billing' opens the local billing portal, not 'There was an error …'.
    const billing = await post(app, '/api', {
      tag: 'payment.manage',
      deviceid,
      usertoken: body.usertoken,
    });
    expect(billing.body).toMatchObject({
      tag: 'payment.manage',
      redirect: expect.stringContaining('/local-billing/'),
    });

    // The report card shows one confirmed trouble spot: forgot-to-carry, seen on a problem of
    // each of the two level-3 sets (two days and one day before the seed, 16:00 UTC).
    expect(await database.db.select().from(studentBugs)).toHaveLength(1);
    const card = await post(app, '/api', {
      tag: 'student.report',
      deviceid,
      usertoken: body.usertoken,
      accountname: student.accountname,
    });
    const report = studentReportResponseSchema.parse(card.body);
    const spots = report.subjects.map((entry) => [entry.subject, entry.troubleSpots]);
    expect(spots).toEqual([
      [
        'addition',
        [
          expect.objectContaining({
            id: 'forgot-to-carry',
            status: 'confirmed',
            name: 'Forgets to carry',
            firstSeen: '2025-03-12T16:00:00.000Z',
            lastSeen: '2025-03-13T16:00:00.000Z',
            problems: 2,
          }),
        ],
      ],
      ['subtraction', []],
      ['multiplication', []],
      ['division', []],
    ]);
    // The example is a problem of yesterday's level-3 set, one ten short in the answer.
    const example = report.subjects[0]?.troubleSpots?.[0]?.example;
    const sum = BigInt(example?.problem.number_0 ?? '') + BigInt(example?.problem.number_1 ?? '');
    expect(example?.problem.operator).toBe('+');
    expect(BigInt(example?.answer ?? '')).toBe(sum - 10n);
    // The same two slips are the latest reported mistakes, newest first, each with its cause.
    expect(
      report.errorReports.map(({ createdAt, question, answer, correct, bugs }) => ({
        createdAt,
        question,
        short: BigInt(correct) - BigInt(answer),
        causes: bugs?.map((bug) => bug.name),
      })),
    ).toEqual([
      {
        createdAt: '2025-03-13T16:00:00.000Z',
        question: `${example?.problem.number_0} + ${example?.problem.number_1}`,
        short: 10n,
        causes: ['Forgets to carry'],
      },
      expect.objectContaining({ createdAt: '2025-03-12T16:00:00.000Z', short: 10n }),
    ]);
    expect(report.errorReports[0]?.correct).toBe(String(sum));

    const child = await post(app, '/api', {
      tag: 'student.connect',
      deviceid,
      accountname: student.accountname,
      accountpassword: await hashStudentPasscode(student.accountname, student.passcode),
      timezone: 'UTC',
    });
    const demoKid = studentConnectResponseSchema.parse(child.body);
    expect(demoKid.student.accountname).toBe('demo-student');
    // Today (a Friday) has an assignment in both subjects, addition not yet done today.
    expect(demoKid.student.math.addition).toEqual({
      schedule: 'smtwrfa',
      level: '3',
      completionDate: '2025-03-13',
    });
    // The progress chart has six sets, climbing from level 1 to 3 over the past six days.
    expect(demoKid.history.addition?.map((entry) => [entry.createdDate, entry.level])).toEqual([
      ['2025-03-08-16:00', '1'],
      ['2025-03-09-16:00', '1'],
      ['2025-03-10-16:00', '2'],
      ['2025-03-11-16:00', '2'],
      ['2025-03-12-16:00', '3'],
      ['2025-03-13-16:00', '3'],
    ]);
    expect(demoKid.progress).toEqual({ addition_progress: { complete: '15', score: '75' } });

    const today = await post(app, '/api', {
      tag: 'student.mathget',
      deviceid,
      usertoken: demoKid.usertoken,
      subjects: ['addition'],
    });
    expect(Object.keys(studentMathGetResponseSchema.parse(today.body).math)).toEqual([
      'addition_3',
    ]);
  });

  it('does nothing when the database already has a parent', async () => {
    const other = await openTestDatabase();
    try {
      await other.db
        .insert(parents)
        .values({ email: 'real@example.test', passwordHash: '-', firstname: 'Re', lastname: 'Al' });
      expect(await seedDemoAccounts(other.db, NOW)).toBe(false);
      expect(await demoParentExists(other.db)).toBe(false);
    } finally {
      await other.close();
    }
  });
});
