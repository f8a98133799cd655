/**
 * `user.disconnect`: sign out on the server too. The session behind `usertoken` (a parent's or
 * a student's) ends at once, so a copied token stops working; the answer is the same whether it
 * still existed or not, so signing out twice (or after expiry) is not an error.
 * @see spec §4 "Parent session" (Logout), "Student session"; issue 9 "Safe"
 */
import * as z from 'zod/mini';
import { signedInShape } from './common';

export const USER_DISCONNECT = 'user.disconnect';

/** `user.disconnect`: end the session of `usertoken` (parent or student). */
export const userDisconnectRequestSchema = z.object({
  tag: z.literal(USER_DISCONNECT),
  ...signedInShape,
});

/** The answer: always `{ tag: 'user.disconnect' }` for a well-formed request. */
export const userDisconnectResponseSchema = z.object({
  tag: z.literal(USER_DISCONNECT),
});
