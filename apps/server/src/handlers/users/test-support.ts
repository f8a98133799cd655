/**
 * Test helpers for the parent-account tags: an app over an in-memory PGlite with a movable clock
 * and a captured mail log, requests from a chosen client address, sign-up and sign-in bodies
 * with real wire hashes, and the latest verification code, link token, forgotten-password token
 * and e-mail change undo token read back from the outbox (as a person reads the e-mail).
 */
import type { Hono } from 'hono';
import { vi } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { hashParentPassword } from '@mathcols/api-client/protocol';
import { createApp } from '../../app';
import type { Database, DatabaseHandle } from '../../db/open';
import { openTestDatabase } from '../../testing/database';
import { emailOutbox } from '../../db/schema';
import { createMailer, type Mailer } from '../../email/mailer';
import { EMAIL_CHANGED_SUBJECT, PASSWORD_RESET_SUBJECT } from '../../email/templates';
import { newDevice, type JsonAnswer } from '../../testing/http';
import { createBody, wire as studentWire } from '../students/test-support';

/** The moment tests start at; `clock.now` can be moved. */
export const START = new Date('2025-03-14T09:30:00Z');
/** The site's base URL (`publicUrl`) the e-mailed links are built from; also sent as Origin. */
export const TEST_ORIGIN = 'http://mathcols.localhost:5173';
/** A password that passes the registration form's rules. */
export const PASSWORD = 'Secret-pass-1';

/** An app over a fresh in-memory database, with a movable clock and one device. */
export interface UsersTestApp {
  database: DatabaseHandle;
  db: Database;
  app: Hono;
  mailer: Mailer;
  /** The mailer's log lines. */
  mailLog: string[];
  clock: { now: Date };
  deviceid: string;
  /** POSTs `{ deviceid, ...body }` to `/api` with `Origin: TEST_ORIGIN`. */
  call(body: Record<string, unknown>): Promise<JsonAnswer>;
}

/**
 * Opens a fresh copy of the migrated test database (see `openTestDatabase`) and builds the app;
 * close `database` after the file.
 */
export async function startUsersTestApp(): Promise<UsersTestApp> {
  const database = await openTestDatabase();
  const clock = { now: START };
  const mailLog: string[] = [];
  const mailer = createMailer({ db: database.db, log: (line) => mailLog.push(line) });
  const app = createApp({
    db: database.db,
    now: () => clock.now,
    mailer,
    devRoutes: true,
    publicUrl: TEST_ORIGIN,
  });
  const deviceid = await newDevice(app);
  return {
    database,
    db: database.db,
    app,
    mailer,
    mailLog,
    clock,
    deviceid,
    call: async (body) => {
      const response = await app.request('/api', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
        body: JSON.stringify({ deviceid, ...body }),
      });
      return {
        status: response.status,
        headers: response.headers,
        body: (await response.json()) as Record<string, unknown>,
      };
    },
  };
}

/** Runs `body` with the clock at {@link START} + `ms`, then puts it back to {@link START}. */
export async function atOffset<T>(t: UsersTestApp, ms: number, body: () => Promise<T>): Promise<T> {
  t.clock.now = new Date(START.getTime() + ms);
  try {
    return await body();
  } finally {
    t.clock.now = START;
  }
}

const proxiedApps = new WeakMap<UsersTestApp, Hono>();

/**
 * POSTs `{ deviceid, ...body }` to `/api` as if from client `address`: through an app on the
 * same database, clock and mailer that trusts one proxy (`TRUST_PROXY=1`) and reads the address
 * from `X-Forwarded-For`. For the throttles kept per client address.
 */
export async function callFrom(
  t: UsersTestApp,
  address: string,
  body: Record<string, unknown>,
): Promise<JsonAnswer> {
  let app = proxiedApps.get(t);
  if (!app) {
    vi.stubEnv('TRUST_PROXY', '1');
    try {
      app = createApp({
        db: t.db,
        now: () => t.clock.now,
        mailer: t.mailer,
        publicUrl: TEST_ORIGIN,
      });
    } finally {
      vi.unstubAllEnvs();
    }
    proxiedApps.set(t, app);
  }
  const response = await app.request('/api', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify({ deviceid: t.deviceid, ...body }),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

const wireHashes = new Map<string, Promise<string>>();

/** The client's wire hash of a password for an e-mail (PBKDF2, so memoised). */
export function wire(email: string, password: string): Promise<string> {
  const key = `${email}\u0000${password}`;
  let hash = wireHashes.get(key);
  if (!hash) {
    hash = hashParentPassword(email, password);
    wireHashes.set(key, hash);
  }
  return hash;
}

let emailCount = 0;

/** A fresh e-mail address for this file run. */
export function freshEmail(prefix = 'parent'): string {
  emailCount += 1;
  return `${prefix}${emailCount}.${Date.now()}@example.test`;
}

/** Registers a parent through `user.create` (password {@link PASSWORD}); returns the answer. */
export async function register(
  t: UsersTestApp,
  email: string,
  extra: Record<string, unknown> = {},
): Promise<JsonAnswer> {
  return t.call({
    tag: 'user.create',
    email,
    emailpassword: await wire(email, PASSWORD),
    firstname: 'Pat',
    lastname: 'Parent',
    ...extra,
  });
}

/** Signs in through `user.connect`. */
export async function signIn(
  t: UsersTestApp,
  email: string,
  password = PASSWORD,
  deviceid = t.deviceid,
): Promise<JsonAnswer> {
  return t.call({
    tag: 'user.connect',
    deviceid,
    email,
    emailpassword: await wire(email.trim().toLowerCase(), password),
  });
}

/**
 * The parent `email` (signed in as `usertoken`) signed in on another device too, and a child the
 * parent adds, signed in: for tests that end the parent's other sessions and keep the child's.
 * @returns the other device's token, and the child's `student.mathget` call
 */
export async function otherDeviceAndChild(t: UsersTestApp, email: string, usertoken: string) {
  const other = await signIn(t, email, PASSWORD, await newDevice(t.app));
  const handle = `kid.${Date.now()}`;
  const added = await t.call(await createBody(usertoken, handle));
  if (added.body.result !== 'true') throw new Error('Adding the child failed');
  const child = await t.call({
    tag: 'student.connect',
    deviceid: await newDevice(t.app),
    accountname: handle,
    accountpassword: await studentWire(handle, 'abcd'),
  });
  const childToken = String(child.body.usertoken);
  return {
    otherToken: String(other.body.usertoken),
    childMath: () =>
      t.call({ tag: 'student.mathget', usertoken: childToken, subjects: ['addition'] }),
  };
}

/** The code and link token of the newest e-mail to `to`, read from its text. */
export async function latestVerification(
  db: Database,
  to: string,
): Promise<{ code: string; linkToken: string; text: string }> {
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(1);
  if (!row) throw new Error(`No e-mail to ${to}`);
  const code = /verification code is: (\d{6})/.exec(row.text)?.[1];
  const linkToken = /emailtoken=([\w-]+)/.exec(row.text)?.[1];
  if (!code || !linkToken) throw new Error(`No code or link in: ${row.text}`);
  return { code, linkToken, text: row.text };
}

/** How many e-mails the outbox holds for `to` with this subject. */
export async function countEmails(db: Database, to: string, subject: string): Promise<number> {
  const rows = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.subject, subject)));
  return rows.length;
}

/** The token and text of the newest forgotten-password e-mail to `to`, read from its link. */
export async function latestPasswordReset(
  db: Database,
  to: string,
): Promise<{ token: string; text: string }> {
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.subject, PASSWORD_RESET_SUBJECT)))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(1);
  if (!row) throw new Error(`No password e-mail to ${to}`);
  const token = /reset-password\?emailtoken=([\w-]+)/.exec(row.text)?.[1];
  if (!token) throw new Error(`No link in: ${row.text}`);
  return { token, text: row.text };
}

/**
 * The undo token and both parts of the newest notice of an address change to `to` (the old
 * address), read from its link.
 */
export async function latestEmailUndo(
  db: Database,
  to: string,
): Promise<{ token: string; text: string; html: string }> {
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.subject, EMAIL_CHANGED_SUBJECT)))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(1);
  if (!row) throw new Error(`No change notice to ${to}`);
  const token = /undo-email-change\?emailtoken=([\w-]+)/.exec(row.text)?.[1];
  if (!token) throw new Error(`No undo link in: ${row.text}`);
  return { token, text: row.text, html: row.html ?? '' };
}

/**
 * Runs `body` while a trigger makes another parent take `email` inside any write that moves a
 * parent to it (after a handler's check found nobody there): the unique index then refuses the
 * move and its transaction rolls back. The trigger is gone afterwards.
 */
export async function whileAnotherParentTakes<T>(
  db: Database,
  email: string,
  body: () => Promise<T>,
): Promise<T> {
  await db.execute(
    sql.raw(`create function take_address() returns trigger language plpgsql as $$
      begin
        insert into parents (email, password_hash, firstname, lastname)
          values (new.email, '-', 'Other', 'Parent');
        return new;
      end $$`),
  );
  await db.execute(
    sql.raw(`create trigger take_address before update of email on parents for each row
      when (new.email = '${email}') execute function take_address()`),
  );
  try {
    return await body();
  } finally {
    await db.execute(sql`drop trigger take_address on parents`);
    await db.execute(sql`drop function take_address()`);
  }
}
