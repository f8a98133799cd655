/**
 * The types every handler shares: what it gets besides its request ({@link HandlerContext}),
 * what it answers ({@link HandlerResult}) and its signature ({@link Handler}). Handlers import
 * these from here, and only `registry.ts` imports the handlers, so the two never import each
 * other.
 * @see docs/protocol.md; architecture.md "The wire protocol"
 */
import type { ApiRequest, PracticeRequest } from '@mathcols/api-client/protocol';
import type { Database } from '../db/open';
import type { Mailer } from '../email/mailer';
import type { PaymentProvider } from '../payments/provider';
import type { PublicMathSource } from './public-math';

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
  /** Where contact messages (`user.message`) are e-mailed (`SUPPORT_EMAIL`). */
  supportEmail: string;
  /** The payment provider: Stripe with keys, else the local test checkout. @see payments/ */
  payments: PaymentProvider;
  /**
   * The request's client address as a throttle key (see `clientAddress` in
   * http/client-address.ts: the socket's peer, or `X-Forwarded-For` behind `TRUST_PROXY`).
   */
  clientAddress: string;
}

/** A handler's answer: HTTP status (200 for handled outcomes, business errors included) and body. */
export interface HandlerResult {
  status: 200 | 401 | 429;
  body: { tag: string } & Record<string, unknown>;
  /** Extra response headers, e.g. `Retry-After` (seconds) of a 429. */
  headers?: Record<string, string>;
}

/**
 * Any parsed request a handler takes: a `POST /api` body, or the `POST /api/practice` body
 * (`student.practiceget`).
 */
export type HandledRequest = ApiRequest | PracticeRequest;

/** The tags that have a handler. */
export type HandledTag = HandledRequest['tag'];

/** The handler of one tag, given its parsed (and device-checked) request. */
export type Handler<T extends HandledTag> = (
  request: Extract<HandledRequest, { tag: T }>,
  context: HandlerContext,
) => Promise<HandlerResult> | HandlerResult;
