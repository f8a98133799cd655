/**
 * `student.get` (ours; the original API had none): a signed-in student reads their data again —
 * the schedule, levels and settings a parent may have changed since the sign-in, with history
 * and progress — in the shape `student.connect` answers it, without a new token. A student's
 * session lasts days; this is how their pages catch up without signing in again. Failures
 * answer `{ tag: 'student.get_error', reason }` (HTTP 401 for a missing, expired or parent's
 * token).
 * @see docs/protocol.md "Reading a student's data again"
 */
import * as z from 'zod/mini';
import { businessErrorSchema, signedInShape } from './common';
import { studentSessionDataSchema } from './student';

export const STUDENT_GET = 'student.get';

/** `student.get`: the signed-in student's `usertoken` (a student-scope token) and no fields. */
export const studentGetRequestSchema = z.object({
  tag: z.literal(STUDENT_GET),
  ...signedInShape,
});
/**
 * The student's data now, exactly as `student.connect` sends it (`student`, `history`,
 * `progress`; see `studentSessionDataSchema`), without `usertoken`: the session stays the one
 * the request was made with.
 */
export const studentGetResponseSchema = z.object({
  tag: z.literal(STUDENT_GET),
  ...studentSessionDataSchema.shape,
});

export const studentGetErrorSchema = businessErrorSchema(STUDENT_GET);

export type StudentGetRequest = z.input<typeof studentGetRequestSchema>;
export type StudentGetResponse = z.infer<typeof studentGetResponseSchema>;
