/**
 * `publicmath.get`: the day's free problems for visitors, for every subject and level.
 * @see spec §7 "publicmath.get", §2 "Free practice"
 */
import * as z from 'zod/mini';
import { businessErrorSchema, requestBaseShape, subjectLevelKeySchema } from './common';
import { rawProblemSchema } from './raw-problem';

/** The tag of the free-problems call. */
export const PUBLICMATH_GET = 'publicmath.get';

/** Request `{ tag: 'publicmath.get', deviceid, usertoken? }`; the device must be known. */
export const publicMathGetRequestSchema = z.object({
  tag: z.literal(PUBLICMATH_GET),
  ...requestBaseShape,
});

/**
 * Response `{ tag: 'publicmath.get', public }`: `public` maps `{subject}_{level}` keys
 * (levels 0–19) to that level's raw problems (10 per level from this server).
 */
export const publicMathGetResponseSchema = z.object({
  tag: z.literal(PUBLICMATH_GET),
  public: z.record(subjectLevelKeySchema, z.array(rawProblemSchema)),
});

/** Failure `{ tag: 'publicmath.get_error', reason }` (e.g. reason `unknown device`). */
export const publicMathGetErrorSchema = businessErrorSchema(PUBLICMATH_GET);

/** A `publicmath.get` request body. */
export type PublicMathGetRequest = z.input<typeof publicMathGetRequestSchema>;
/** A `publicmath.get` success response. */
export type PublicMathGetResponse = z.infer<typeof publicMathGetResponseSchema>;
