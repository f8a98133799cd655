/**
 * The one place an error body is made, so that every refusal of the server has the same shape:
 * `{ tag, reason, message }` with `message` the same text as `reason`. Our client reads
 * `reason`; generic clients written against the original API show `message` of any error body,
 * and the original clients of two tags read `info` or `error` (spec §7).
 * @see docs/protocol.md "Status codes", "Business errors"; issue 13 (error bodies carry `message`)
 */

/**
 * An error body: `tag` is `<tag>_error` or `error`, `message` always equals `reason`; so do
 * `info` and `error` where {@link ORIGINAL_CLIENT_FIELDS} has them.
 */
export type ErrorEnvelope = {
  tag: string;
  reason: string;
  message: string;
  info?: string;
  error?: string;
};

/**
 * The fields besides `message` in which the original API's clients read the text of some
 * refusals (spec §7: `user.message_error (info)`, `student.update_error with info/error`),
 * keyed by the envelope's tag. Each carries the same text as `reason`.
 */
export const ORIGINAL_CLIENT_FIELDS: Readonly<Record<string, readonly ('info' | 'error')[]>> = {
  'user.message_error': ['info'],
  'student.update_error': ['info', 'error'],
};

/**
 * The error body `{ tag, reason, message: reason }`, plus the {@link ORIGINAL_CLIENT_FIELDS} of
 * its tag.
 * @param tag the envelope's tag as it is sent (`'user.create_error'`, `'error'`)
 * @param reason the human-readable reason (a constant of `ERROR_REASONS`, a zod issue line, …)
 */
export function errorEnvelope(tag: string, reason: string): ErrorEnvelope {
  const envelope: ErrorEnvelope = { tag, reason, message: reason };
  for (const field of ORIGINAL_CLIENT_FIELDS[tag] ?? []) envelope[field] = reason;
  return envelope;
}

/**
 * The refusal of a request tag: {@link errorEnvelope} with the tag `<tag>_error`, e.g.
 * `refusalEnvelope('user.create', 'An account with this email already exists')`.
 */
export function refusalEnvelope(requestTag: string, reason: string): ErrorEnvelope {
  return errorEnvelope(`${requestTag}_error`, reason);
}
