/**
 * The API fuzz test: for every tag of the protocol's registry (new tags are covered as they are
 * added), and for `publicmath.get` on the original public path (`API_PATHS.publicMath`),
 * generated bodies (see fuzz-bodies.ts) go through the app with and without a valid device and
 * the demo parent's or student's token. However bad the body: no answer is a 5xx, no answer
 * shows a stack trace, SQL or a file path, every answer is a JSON envelope with a `tag` (an
 * error's `message` the same text as its `reason`), no object prototype is polluted, and a refused request (4xx or `<tag>_error`) writes no row
 * (but attempt counters, see {@link CHANGES_ON_REFUSAL}), counted by triggers on every table
 * (database-changes.ts): right around each body that passes its schema, in batches for the
 * bodies the schema refuses (they never reach the database).
 * `MATHCOLS_FUZZ_RUNS` bodies per tag (by default 1000; the count is printed — `npm test` runs
 * 500 on PGlite and 250 on its second pass on PostgreSQL, to stay in time);
 * `MATHCOLS_FUZZ_SEED` replays a run (the seed is in the test names).
 * @see issue 9 "Safe" (a fuzz test sends generated bodies to every tag)
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  ENDPOINTS,
  apiRequestSchema,
  deviceCreateRequestSchema,
  hashParentPassword,
  hashStudentPasscode,
  publicMathAliasRequestSchema,
  studentPracticeGetRequestSchema,
  type ApiTag,
} from '@mathcols/api-client/protocol';
import type { Hono } from 'hono';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/open';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../demo/seed';
import { createMailer } from '../email/mailer';
import { openTestDatabase } from '../testing/database';
import { newDevice, post } from '../testing/http';
import { watchChanges, type ChangeCounter } from './database-changes';
import { TEMPLATES, fuzzBodies, type Credentials, type FuzzBody } from './fuzz-bodies';

/** Bodies per tag: `MATHCOLS_FUZZ_RUNS`, by default 1000. */
const RUNS = Number(process.env.MATHCOLS_FUZZ_RUNS) || 1000;
/** The seed of the generated bodies: `MATHCOLS_FUZZ_SEED`, or new each run. */
const SEED = Number(process.env.MATHCOLS_FUZZ_SEED) || Date.now() % 2 ** 31;
/**
 * Bodies the schema refuses, checked together (one count of rows written); a batch that wrote
 * any is replayed one body at a time to name the culprits.
 */
const BATCH = 100;
/**
 * Tables a refused request may change by design: `throttles` counts attempts, refused ones
 * included (wrong passwords, too many requests).
 */
const CHANGES_ON_REFUSAL = ['throttles'];
const HOUR_MS = 3_600_000;
/** The app's clock, moved on an hour for each tag. */
const clock = { now: new Date('2025-03-14T09:30:00Z') };
const TAGS = Object.keys(ENDPOINTS) as ApiTag[];

/** The schema each path checks bodies with before anything touches the database. */
const PATH_SCHEMAS = {
  [API_PATHS.api]: apiRequestSchema,
  [API_PATHS.device]: deviceCreateRequestSchema,
  [API_PATHS.practice]: studentPracticeGetRequestSchema,
  [API_PATHS.publicMath]: publicMathAliasRequestSchema,
};

/** Shown in no answer: stack frames, error classes, SQL, driver messages, file paths. */
const LEAKS: [string, RegExp][] = [
  ['a stack frame', /\bat [\w$.<>]+ \(|\n\s+at /],
  ['an error class', /\b\w*Error:/],
  // As Drizzle writes it: quoted names (`select "id" from "devices"`, `insert into "parents"`).
  ['SQL', /\bselect\s[^"]*"\w+".*\bfrom\s+"|\b(?:insert\s+into|update|delete\s+from)\s+"\w+"/i],
  ['a driver message', /Failed query|violates|syntax error|invalid byte sequence|\bparams?:/i],
  ['a file path', /node_modules|file:\/\/|\/(?:work|home|usr|tmp|src|apps)\/|\.[cm]?[jt]sx?:\d+/],
];

let database: DatabaseHandle;
let app: Hono;
let changes: ChangeCounter;
let deviceid: string;
const loggedErrors: string[] = [];
let sent = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  const mailer = createMailer({ db: database.db, log: () => {} });
  app = createApp({
    db: database.db,
    now: () => clock.now,
    mailer,
    logError: (line) => loggedErrors.push(line),
  });
  await seedDemoAccounts(database.db, clock.now);
  deviceid = await newDevice(app);
  changes = await watchChanges(database.db, CHANGES_ON_REFUSAL);
});
afterAll(async () => {
  console.info(
    `API fuzz: ${sent} bodies sent to ${TAGS.length} tags and the original public path (seed ${SEED})`,
  );
  await database?.close();
});

const { parent, student } = DEMO_ACCOUNTS;
/** The demo accounts' wire hashes (PBKDF2, so computed once). */
const wireHashes = {
  parent: hashParentPassword(parent.email, parent.password),
  student: hashStudentPasscode(student.accountname, student.passcode),
};

/** Signs the demo parent and student in (again: a tag such as sign-out may end the sessions). */
async function signIn(): Promise<Credentials> {
  const parentAnswer = await post(app, API_PATHS.api, {
    tag: 'user.connect',
    deviceid,
    email: parent.email,
    emailpassword: await wireHashes.parent,
  });
  const studentAnswer = await post(app, API_PATHS.api, {
    tag: 'student.connect',
    deviceid,
    accountname: student.accountname,
    accountpassword: await wireHashes.student,
  });
  const parentToken = parentAnswer.body.usertoken;
  const studentToken = studentAnswer.body.usertoken;
  if (typeof parentToken !== 'string' || typeof studentToken !== 'string') {
    const reasons = [parentAnswer, studentAnswer].map(
      ({ status, body }) => `${status} ${body.reason}`,
    );
    throw new Error(`Demo sign-in failed: ${reasons.join(', ')}`);
  }
  return { deviceid, parentToken, studentToken };
}

/** Whether the app checks the body with the path's schema and refuses it there. */
function failsSchema(path: keyof typeof PATH_SCHEMAS, text: string): boolean {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return true;
  }
  return !PATH_SCHEMAS[path].safeParse(value).success;
}

/** What went wrong with one answer, or nothing. */
async function send(path: string, body: FuzzBody): Promise<{ refused: boolean; faults: string[] }> {
  const response = await app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body.text,
  });
  sent += 1;
  const text = await response.text();
  const faults: string[] = [];
  if (response.status >= 500) faults.push(`status ${response.status}`);
  for (const [what, pattern] of LEAKS) {
    if (pattern.test(text)) faults.push(`shows ${what}: ${pattern.exec(text)?.[0]}`);
  }
  let answer: { tag?: unknown; reason?: unknown; message?: unknown } = {};
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    faults.push('answer is not JSON');
  }
  const { tag } = answer;
  if (typeof tag !== 'string') faults.push('answer has no tag');
  if ('reason' in answer && /(^|_)error$/.test(String(tag)) && answer.message !== answer.reason) {
    faults.push('error envelope whose message is not its reason');
  }
  const polluted = Object.keys(Object.prototype).concat(Object.keys(Array.prototype));
  if (polluted.length > 0) faults.push(`prototype polluted with ${polluted.join(', ')}`);
  const refused = response.status >= 400 || (typeof tag === 'string' && /(^|_)error$/.test(tag));
  return { refused, faults };
}

/** A failure: the body (cut short) and what was wrong. */
function report(body: FuzzBody, faults: string[]): string {
  const text =
    body.text.length > 300 ? `${body.text.slice(0, 300)}… (${body.text.length})` : body.text;
  return `[${body.kind}] ${text}\n  → ${faults.join('; ')}`;
}

describe(`API fuzz (${RUNS} bodies per tag, seed ${SEED})`, () => {
  it('has a valid template for every tag, so "one field broken" starts from a valid body', () => {
    for (const tag of TAGS) {
      const body = { tag, deviceid, usertoken: 'x'.repeat(43), ...TEMPLATES[tag] };
      const parsed = ENDPOINTS[tag].request.safeParse(body);
      expect(parsed.success, `${tag}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });

  it('counts a row written in any watched table, and not one in an ignored table', async () => {
    expect(changes.tables).toEqual(expect.arrayContaining(['devices', 'parents', 'sessions']));
    expect(changes.tables).not.toContain('throttles');
    const before = await changes.count();
    await newDevice(app);
    expect(await changes.count()).toBe(before + 1);
  });

  it.each(TAGS)(`%s: ${RUNS} bodies, no 5xx, no leak, nothing changed when refused`, (tag) =>
    fuzzPath(tag, ENDPOINTS[tag].path, TAGS.indexOf(tag)),
  );

  it(`publicmath.get on the original path ${API_PATHS.publicMath}: ${RUNS} bodies, the same checks`, () =>
    fuzzPath('publicmath.get', API_PATHS.publicMath, TAGS.length));
});

/**
 * Sends {@link RUNS} generated bodies of `tag` to `path` and expects no failure: no 5xx, no
 * leak, an error envelope's `message` equal to its `reason`, no row written by a refused body,
 * nothing logged as an unexpected error.
 * @param seedOffset added to {@link SEED}, so each call has its own bodies
 */
async function fuzzPath(tag: ApiTag, path: keyof typeof PATH_SCHEMAS, seedOffset: number) {
  // An hour later for each call: the throttles the previous ones tripped have expired.
  clock.now = new Date(clock.now.getTime() + HOUR_MS);
  loggedErrors.length = 0;
  const bodies = fc.sample(fuzzBodies(tag, TEMPLATES[tag] ?? {}, await signIn()), {
    numRuns: RUNS,
    seed: SEED + seedOffset,
  });
  const failures: string[] = [];
  let baseline = await changes.count();
  let batch: FuzzBody[] = [];

  /** Checks that the refused bodies sent since the baseline wrote nothing; the count now. */
  async function checkBatch(): Promise<number> {
    const now = await changes.count();
    if (now !== baseline) {
      failures.push(`${batch.length} bodies refused by the schema wrote ${now - baseline} rows`);
      // Name the culprits: replay the batch one body at a time.
      for (const body of batch) {
        const before = await changes.count();
        const { refused } = await send(path, body);
        const written = (await changes.count()) - before;
        if (refused && written !== 0) failures.push(report(body, [`wrote ${written} rows`]));
      }
    }
    batch = [];
    return (baseline = await changes.count());
  }

  for (const body of bodies) {
    if (failsSchema(path, body.text)) {
      const { refused, faults } = await send(path, body);
      if (!refused) faults.push('accepted a body its schema refuses');
      if (faults.length > 0) failures.push(report(body, faults));
      batch.push(body);
      if (batch.length >= BATCH) await checkBatch();
      continue;
    }
    // May reach the database: count right around it.
    const before = batch.length > 0 ? await checkBatch() : baseline;
    const { refused, faults } = await send(path, body);
    baseline = await changes.count();
    if (refused && baseline !== before) faults.push(`refused, yet wrote ${baseline - before} rows`);
    if (faults.length > 0) failures.push(report(body, faults));
  }
  await checkBatch();

  expect(failures.slice(0, 10), `${failures.length} failures (seed ${SEED})`).toEqual([]);
  expect(loggedErrors).toEqual([]);
}
