/**
 * The one place an error body is made, so that every refusal of the server has the same shape:
 * `{ tag, reason, message }` with `message` the same text as `reason`. Our client reads
 * `reason`; generic clients written against the original API show `message` of any error body.
 * @see docs/protocol.md "Status codes", "Business errors"; issue 13 (error bodies carry `message`)
 */

/** An error body: `tag` is `<tag>_error` or `error`, `message` always equals `reason`. */
export type ErrorEnvelope = {
  tag: string;
  reason: string;
  message: string;
};

/**
 * The error body `{ tag, reason, message: reason }`.
 * @param tag the envelope's tag as it is sent (`'user.create_error'`, `'error'`)
 * @param reason the human-readable reason (a constant of `ERROR_REASONS`, a zod issue line, …)
 */
export function errorEnvelope(tag: string, reason: string): ErrorEnvelope {
  return { tag, reason, message: reason };
}

/**
 * The refusal of a request tag: {@link errorEnvelope} with the tag `<tag>_error`, e.g.
 * `refusalEnvelope('user.create', 'An account with this email already exists')`.
 */
export function refusalEnvelope(requestTag: string, reason: string): ErrorEnvelope {
  return errorEnvelope(`${requestTag}_error`, reason);
}
