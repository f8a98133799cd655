/**
 * The API paths: `POST /api/device` (device.create) and `POST /api` (dispatch by `tag`).
 * @see spec §7 The calls it makes; architecture.md "The wire protocol"; docs/protocol.md
 */
import { Hono, type Context } from 'hono';
import type * as z from 'zod/mini';
import {
  API_PATHS,
  ERROR_REASONS,
  PUBLICMATH_GET,
  STUDENT_PRACTICEGET,
  apiRequestSchema,
  deviceCreateRequestSchema,
  isApiTag,
  studentPracticeGetRequestSchema,
} from '@mathcols/api-client/protocol';
import { createKnownDevices, insertDevice } from '../db/devices';
import { GENERIC_ERROR_TAG, bodyField, limitBody, readRequest } from '../http/body';
import { errorEnvelope, refusalEnvelope } from '../http/error-envelope';
import { HANDLERS, PRACTICE_HANDLER } from '../handlers/registry';
import type { HandledRequest, HandledTag, Handler, HandlerContext } from '../handlers/types';
import { listOutbox } from '../email/mailer';
import { loopbackOnly } from '../http/loopback';
import { clientAddress, readTrustProxy } from '../http/client-address';
import { reserveAttempt } from '../auth/throttle';
import {
  DEVICE_CREATE_PER_ADDRESS,
  THROTTLED_SENTENCES,
  pleaseWait,
  throttled,
} from '../auth/throttle-rules';
import { runWeeklySummaries } from '../jobs/weekly-summary';

/** What {@link apiRoutes} needs: the handler context, and whether to serve the dev routes. */
export interface ApiRoutesOptions extends Omit<HandlerContext, 'publicUrl' | 'clientAddress'> {
  /** Base URL for links in e-mails (`PUBLIC_URL`, or `http://localhost:PORT`); never a header. */
  publicUrl: string;
  /**
   * Serve `GET /api/dev/outbox` (the e-mail outbox as JSON) and `POST /api/dev/jobs/weekly-summary`
   * (run the weekly summary now), to loopback requests only (see `loopbackOnly`). Off in
   * production.
   */
  devRoutes: boolean;
  /**
   * How many proxies in front append to `X-Forwarded-For` (see `readTrustProxy`); 0 = none, the
   * socket's peer is the client. @defaultValue `TRUST_PROXY` from the environment
   */
  trustProxy?: number;
}

/** Path of the dev-only outbox listing. */
export const DEV_OUTBOX_PATH = '/api/dev/outbox';

/** Path of the dev-only "run the weekly summary job now". */
export const DEV_WEEKLY_SUMMARY_PATH = '/api/dev/jobs/weekly-summary';

/**
 * The API routes, mounted at the app root.
 * - `POST /api/device` → 200 `{ tag: 'device.create', deviceid }`, 400 bad body, 413 too large,
 *   429 with `Retry-After` past `DEVICE_CREATE_PER_ADDRESS` new devices from one client address;
 * - `POST /api` → the tag's answer (200, business errors included), 400 bad body or unknown tag,
 *   401 `{ tag: '<tag>_error', reason: ERROR_REASONS.unauthorized }` when a tag that needs a
 *   `usertoken` has none (absent, null or empty), 413 too large; a `deviceid` this server never
 *   issued → 200 `{ tag: '<tag>_error', reason: 'unknown device' }`;
 * - `POST /api/practice` → the same, for its one tag `student.practiceget` (any other body is a
 *   400 `{ tag: 'error', reason }`);
 * - `GET /api/dev/outbox` (only with `devRoutes`, only from loopback) → 200
 *   `{ tag: 'dev.outbox', messages }`, the e-mail outbox newest first (see `listOutbox`); 404
 *   like any unknown path otherwise;
 * - `POST /api/dev/jobs/weekly-summary` (only with `devRoutes`, only from loopback) → runs the
 *   weekly summary job for the current week at once (see `runWeeklySummaries`; links use
 *   `publicUrl`) and answers 200 `{ tag: 'dev.job', week, sent, skipped, failed }`;
 * - other methods on these paths → 405, other `/api/…` paths → 404 (JSON envelopes).
 *
 * Every error body is `{ tag, reason, message }` (see `errorEnvelope`). None of these paths sends
 * CORS headers (a preflight `OPTIONS` gets the 405): only the original public path is open to
 * other origins (see `publicMathAliasRoutes`).
 */
export function apiRoutes(options: ApiRoutesOptions): Hono {
  const { publicUrl, devRoutes, trustProxy = readTrustProxy(), ...context } = options;
  const api = new Hono();

  if (devRoutes) {
    api.get(DEV_OUTBOX_PATH, loopbackOnly, async (c) =>
      c.json({ tag: 'dev.outbox', messages: await listOutbox(context.db) }, 200),
    );
    api.post(DEV_WEEKLY_SUMMARY_PATH, loopbackOnly, async (c) => {
      const run = await runWeeklySummaries({
        db: context.db,
        mailer: context.mailer,
        publicUrl,
        now: context.now(),
      });
      return c.json({ tag: 'dev.job', ...run }, 200);
    });
  }

  api.post(API_PATHS.device, limitBody, async (c) => {
    const read = await readRequest(c, deviceCreateRequestSchema, {
      malformedTag: DEVICE_CREATE_ERROR,
      errorTag: () => DEVICE_CREATE_ERROR,
    });
    if (!read.ok) return read.response;
    const now = context.now();
    const subject = clientAddress(c, trustProxy);
    const verdict = await reserveAttempt(
      context.db,
      [{ rule: DEVICE_CREATE_PER_ADDRESS, subject }],
      now,
    );
    if (!verdict.allowed) {
      const { retryAfterSeconds: wait } = verdict;
      const refusal = throttled(
        'device.create',
        wait,
        pleaseWait(THROTTLED_SENTENCES.deviceCreate, wait),
      );
      return c.json(refusal.body, refusal.status, refusal.headers);
    }
    const deviceid = await insertDevice(context.db, read.request.devicetype, now);
    return c.json({ tag: 'device.create', deviceid }, 200);
  });

  const knownDevices = createKnownDevices(context.db);

  /**
   * Checks the device (cached, see `createKnownDevices`), then answers with the tag's handler —
   * `publicmath.get` with the day's precompressed bytes instead (see `PublicMathSource.encoded`).
   */
  async function dispatch(c: Context, request: HandledRequest, handler: Handler<HandledTag>) {
    if (!(await knownDevices.exists(request.deviceid))) {
      return c.json(refusalEnvelope(request.tag, ERROR_REASONS.unknownDevice), 200);
    }
    if (request.tag === PUBLICMATH_GET) {
      const answer = context.publicMath.encoded(c.req.header('Accept-Encoding'));
      return c.body(answer.body, 200, answer.headers);
    }
    const result = await handler(request, {
      ...context,
      publicUrl,
      clientAddress: clientAddress(c, trustProxy),
    });
    return c.json(result.body, result.status, result.headers);
  }

  api.post(API_PATHS.api, limitBody, async (c) => {
    const read = await readRequest(c, apiRequestSchema, {
      errorTag: errorTagFor,
      refuse: signInFirst,
    });
    if (!read.ok) return read.response;
    return dispatch(c, read.request, HANDLERS[read.request.tag] as Handler<HandledTag>);
  });

  api.post(API_PATHS.practice, limitBody, async (c) => {
    const read = await readRequest(c, studentPracticeGetRequestSchema, {
      errorTag: practiceErrorTagFor,
      refuse: signInFirst,
    });
    if (!read.ok) return read.response;
    return dispatch(c, read.request, PRACTICE_HANDLER as Handler<HandledTag>);
  });

  for (const path of [API_PATHS.device, API_PATHS.api, API_PATHS.practice]) {
    api.all(path, (c) => {
      c.header('Allow', 'POST');
      return c.json(errorEnvelope(GENERIC_ERROR_TAG, `use POST for ${path}`), 405);
    });
  }
  api.all(`${API_PATHS.api}/*`, (c) =>
    c.json(errorEnvelope(GENERIC_ERROR_TAG, `no API path ${c.req.path}`), 404),
  );
  return api;
}

/** The tag of every refusal of `POST /api/device`. */
const DEVICE_CREATE_ERROR = 'device.create_error';

/**
 * The 401 `ERROR_REASONS.unauthorized` for a body failing its schema that names a tag (`tag` is
 * not `'error'`) needing a `usertoken` and carries none — whatever else is wrong with it; else
 * undefined (the 400 of `readRequest`).
 */
function signInFirst(
  c: Context,
  body: unknown,
  tag: string,
  issues: readonly z.core.$ZodIssue[],
): Response | undefined {
  if (tag === GENERIC_ERROR_TAG || hasUserToken(body) || !issues.some(isUserTokenIssue)) {
    return undefined;
  }
  return c.json(errorEnvelope(tag, ERROR_REASONS.unauthorized), 401);
}

/** `student.practiceget_error` when the body names that tag, else the generic `error`. */
function practiceErrorTagFor(body: unknown): string {
  const tag = bodyField(body, 'tag');
  return tag === STUDENT_PRACTICEGET ? `${STUDENT_PRACTICEGET}_error` : GENERIC_ERROR_TAG;
}

/** Whether the body has a non-empty `usertoken` (of any type). */
function hasUserToken(body: unknown): boolean {
  const token = bodyField(body, 'usertoken');
  return token !== undefined && token !== null && token !== '';
}

/** Whether a zod issue is about the top-level `usertoken` field. */
function isUserTokenIssue(issue: { path: readonly PropertyKey[] }): boolean {
  return issue.path.length === 1 && issue.path[0] === 'usertoken';
}

/** `<tag>_error` when the body names a `POST /api` tag, else the generic `error`. */
function errorTagFor(body: unknown): string {
  const tag = bodyField(body, 'tag');
  return isApiTag(tag) && tag !== 'device.create' ? `${tag}_error` : GENERIC_ERROR_TAG;
}
