import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hashParentPassword,
  hashStudentPasscode,
  studentConnectResponseSchema,
  userConnectResponseSchema,
} from '@mathcols/api-client/protocol';
import { createApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/open';
import { parents, students } from '../db/schema';
import { createMailer } from '../email/mailer';
import { newDevice, post } from '../testing/http';
import { DEMO_ACCOUNTS, demoParentExists, seedDemoAccounts } from './seed';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase();
});
afterAll(async () => {
  await database?.close();
});

const NOW = new Date('2025-03-14T09:30:00Z');

describe('seedDemoAccounts', () => {
  it('creates a premium verified parent and one student once; both sign in', async () => {
    expect(await demoParentExists(database.db)).toBe(false);
    expect(await seedDemoAccounts(database.db, NOW)).toBe(true);
    expect(await seedDemoAccounts(database.db, NOW)).toBe(false);
    expect(await database.db.select().from(parents)).toHaveLength(1);
    expect(await database.db.select().from(students)).toHaveLength(1);
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
        mathschedule: expect.objectContaining({ addition: { schedule: 'mtwrf' } }),
      }),
    ]);

    const child = await post(app, '/api', {
      tag: 'student.connect',
      deviceid,
      accountname: student.accountname,
      accountpassword: await hashStudentPasscode(student.accountname, student.passcode),
      timezone: 'UTC',
    });
    expect(studentConnectResponseSchema.parse(child.body).student.accountname).toBe('demo-student');
  });

  it('does nothing when the database already has a parent', async () => {
    const other = await openDatabase();
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
