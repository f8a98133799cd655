/**
 * The probe's finding, end to end: a NUL byte (or another control character, or half a
 * surrogate pair) in a name or `devicetype` is a 400 naming the field — not a 500 from the
 * database, whose log line would hold the insert's values — and nothing is stored.
 * @see issue 9 "Safe" (NUL and other control characters refused with 400 by the protocol schemas)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import {
  BROKEN_TEXT_REASON,
  CONTROL_CHARACTERS_REASON,
  hashParentPassword,
} from '@mathcols/api-client/protocol';
import type { Hono } from 'hono';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/open';
import { devices, parents } from '../db/schema';
import { createMailer } from '../email/mailer';
import { openTestDatabase } from '../testing/database';
import { newDevice, post } from '../testing/http';

let database: DatabaseHandle;
let app: Hono;
let deviceid: string;
const loggedErrors: string[] = [];
const EMAIL = 'pat@example.test';
/** The parent's wire hash (PBKDF2, so computed once). */
const WIRE_HASH = hashParentPassword(EMAIL, 'correct horse');

beforeAll(async () => {
  database = await openTestDatabase();
  app = createApp({
    db: database.db,
    mailer: createMailer({ db: database.db, log: () => {} }),
    logError: (line) => loggedErrors.push(line),
  });
  deviceid = await newDevice(app);
});
afterAll(async () => {
  await database?.close();
});

/** How many devices and parents are stored. */
async function stored() {
  const [deviceRows] = await database.db.select({ n: count() }).from(devices);
  const [parentRows] = await database.db.select({ n: count() }).from(parents);
  return { devices: deviceRows?.n, parents: parentRows?.n };
}

const BAD_TEXT: [string, string, string][] = [
  ['a NUL byte', 'Pat\u0000', CONTROL_CHARACTERS_REASON],
  ['an escape', 'Pat\u001b[2J', CONTROL_CHARACTERS_REASON],
  ['a line feed', 'Pat\nParent', CONTROL_CHARACTERS_REASON],
  ['half a surrogate pair', 'Pat\ud800', BROKEN_TEXT_REASON],
];

describe('text with control characters is refused with 400', () => {
  it.each(BAD_TEXT)('device.create with %s in devicetype', async (_, text, reason) => {
    const before = await stored();
    const answer = await post(app, '/api/device', { tag: 'device.create', devicetype: text });
    expect(answer).toMatchObject({
      status: 400,
      body: { tag: 'device.create_error', reason: `devicetype: ${reason}` },
    });
    expect(await stored()).toEqual(before);
    expect(loggedErrors).toEqual([]);
  });

  it.each(BAD_TEXT)('user.create with %s in the first name', async (_, text, reason) => {
    const before = await stored();
    const answer = await post(app, '/api', {
      tag: 'user.create',
      deviceid,
      email: EMAIL,
      emailpassword: await WIRE_HASH,
      firstname: text,
      lastname: 'Parent',
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { tag: 'user.create_error', reason: `firstname: ${reason}` },
    });
    expect(await stored()).toEqual(before);
    expect(loggedErrors).toEqual([]);
  });

  it('still registers the same parent once the name is clean', async () => {
    const answer = await post(app, '/api', {
      tag: 'user.create',
      deviceid,
      email: EMAIL,
      emailpassword: await WIRE_HASH,
      firstname: 'Pat',
      lastname: 'Parent',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.tag).toBe('user.create');
  });
});
