/**
 * `user.get` (ours; the original API had none): a signed-in parent reads their data again — the
 * plan (premium or not, which a subscription ending in the billing portal changes), the
 * verified address, the weekly-e-mail setting and the students — in the shape `user.connect`
 * answers it, without a new token. A parent's session lasts 7 days; this is how their pages
 * catch up without signing in again. Failures answer `{ tag: 'user.get_error', reason }`
 * (HTTP 401 for a missing, expired or student's token).
 * @see docs/protocol.md "Reading a parent's data again"
 */
import * as z from 'zod/mini';
import { parentDataSchema, studentDataSchema } from './account';
import { businessErrorSchema, signedInShape } from './common';

export const USER_GET = 'user.get';

/** `user.get`: the signed-in parent's `usertoken` (a parent-scope token) and no fields. */
export const userGetRequestSchema = z.object({
  tag: z.literal(USER_GET),
  ...signedInShape,
});

/**
 * The parent's data now, as `user.connect` sends it (`data`, `students`), without `usertoken`:
 * the session stays the one the request was made with.
 */
export const userGetResponseSchema = z.object({
  tag: z.literal(USER_GET),
  data: parentDataSchema,
  students: z.array(studentDataSchema),
});

export const userGetErrorSchema = businessErrorSchema(USER_GET);

export type UserGetRequest = z.input<typeof userGetRequestSchema>;
export type UserGetResponse = z.infer<typeof userGetResponseSchema>;
