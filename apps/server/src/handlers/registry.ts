/**
 * One handler per `POST /api` tag. A new tag is one handler module and one line here; the
 * mapped type makes a missing handler a compile error.
 * @see docs/protocol.md
 */
import type { ApiRequest, ApiRequestTag } from '@mathcols/api-client/protocol';
import type { Database } from '../db/open';
import type { PublicMathSource } from './public-math';

/** What handlers get besides their request. */
export interface HandlerContext {
  db: Database;
  now: () => Date;
  publicMath: PublicMathSource;
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
};
