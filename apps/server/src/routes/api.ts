/**
 * The API paths: `POST /api/device` (device.create) and `POST /api` (dispatch by `tag`).
 * @see spec §7 The calls it makes; architecture.md "The wire protocol"; docs/protocol.md
 */
import { Hono } from 'hono';
import {
  API_PATHS,
  ERROR_REASONS,
  apiRequestSchema,
  deviceCreateRequestSchema,
  isApiTag,
  type ApiRequestTag,
} from '@mathcols/api-client/protocol';
import { deviceExists, insertDevice } from '../db/devices';
import {
  GENERIC_ERROR_TAG,
  MALFORMED_JSON_REASON,
  badRequest,
  formatIssues,
  limitBody,
  readJson,
} from '../http/body';
import { HANDLERS, type Handler, type HandlerContext } from '../handlers/registry';

/**
 * The API routes, mounted at the app root.
 * - `POST /api/device` → 200 `{ tag: 'device.create', deviceid }`, 400 bad body, 413 too large;
 * - `POST /api` → the tag's answer (200, business errors included), 400 bad body or unknown tag,
 *   413 too large; a `deviceid` this server never issued → 200 `{ tag: '<tag>_error',
 *   reason: 'unknown device' }`;
 * - other methods on these paths → 405, other `/api/…` paths → 404 (JSON envelopes).
 */
export function apiRoutes(context: HandlerContext): Hono {
  const api = new Hono();

  api.post(API_PATHS.device, limitBody, async (c) => {
    const json = await readJson(c);
    if (!json.ok) return badRequest(c, 'device.create_error', MALFORMED_JSON_REASON);
    const parsed = deviceCreateRequestSchema.safeParse(json.value);
    if (!parsed.success) {
      return badRequest(c, 'device.create_error', formatIssues(parsed.error.issues));
    }
    const deviceid = await insertDevice(context.db, parsed.data.devicetype, context.now());
    return c.json({ tag: 'device.create', deviceid }, 200);
  });

  api.post(API_PATHS.api, limitBody, async (c) => {
    const json = await readJson(c);
    if (!json.ok) return badRequest(c, GENERIC_ERROR_TAG, MALFORMED_JSON_REASON);
    const parsed = apiRequestSchema.safeParse(json.value);
    if (!parsed.success) {
      return badRequest(c, errorTagFor(json.value), formatIssues(parsed.error.issues));
    }
    const request = parsed.data;
    if (!(await deviceExists(context.db, request.deviceid))) {
      return c.json({ tag: `${request.tag}_error`, reason: ERROR_REASONS.unknownDevice }, 200);
    }
    const handler = HANDLERS[request.tag] as Handler<ApiRequestTag>;
    const result = await handler(request, context);
    return c.json(result.body, result.status);
  });

  for (const path of [API_PATHS.device, API_PATHS.api]) {
    api.all(path, (c) => {
      c.header('Allow', 'POST');
      return c.json({ tag: GENERIC_ERROR_TAG, reason: `use POST for ${path}` }, 405);
    });
  }
  api.all(`${API_PATHS.api}/*`, (c) =>
    c.json({ tag: GENERIC_ERROR_TAG, reason: `no API path ${c.req.path}` }, 404),
  );
  return api;
}

/** `<tag>_error` when the body names a `POST /api` tag, else the generic `error`. */
function errorTagFor(body: unknown): string {
  const tag =
    typeof body === 'object' && body !== null ? (body as { tag?: unknown }).tag : undefined;
  return isApiTag(tag) && tag !== 'device.create' ? `${tag}_error` : GENERIC_ERROR_TAG;
}
