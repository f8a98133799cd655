/**
 * One handler per `POST /api` tag. A new tag is one handler module and one line here; the
 * mapped type makes a missing handler a compile error.
 * @see docs/protocol.md
 */
import type { ApiRequest, ApiRequestTag } from '@mathcols/api-client/protocol';
import type { Database } from '../db/open';
import type { Mailer } from '../email/mailer';
import type { PublicMathSource } from './public-math';
import { studentHandlers } from './students';
import { userHandlers } from './users';

/** What handlers get besides their request (made per request by `apiRoutes`). */
export interface HandlerContext {
  db: Database;
  /** The clock; handlers read it once per request. */
  now: () => Date;
  publicMath: PublicMathSource;
  /** Sends (and records) e-mail. @see email/mailer.ts */
  mailer: Mailer;
  /**
   * Base URL of the site for links in e-mails, without a trailing slash, e.g.
   * `https://mathcols.example`: `PUBLIC_URL` when set, else the request's Origin or Host.
   */
  publicUrl: string;
}

/** A handler's answer: HTTP status (200 for handled outcomes, business errors included) and body. */
export interface HandlerResult {
  status: 200 | 401 | 429;
  body: { tag: string } & Record<string, unknown>;
}

/** The handler of one tag, given its parsed (and device-checked) request. */
export type Handler<T extends ApiRequestTag> = (
  request: Extract<ApiRequest, { tag: T }>,
  context: HandlerContext,
) => Promise<HandlerResult> | HandlerResult;

/** Every `POST /api` tag's handler. */
export const HANDLERS: { [T in ApiRequestTag]: Handler<T> } = {
  'publicmath.get': (_request, { publicMath }) => ({ status: 200, body: publicMath.response() }),
  ...userHandlers,
  ...studentHandlers,
};
