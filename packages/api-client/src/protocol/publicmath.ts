/**
 * `publicmath.get`: the day's free problems for visitors, for every subject and level.
 * @see spec §7 "publicmath.get", §2 "Free practice"
 */
import * as z from 'zod/mini';
import {
  businessErrorSchema,
  freeTextSchema,
  requestBaseShape,
  subjectLevelKeySchema,
} from './common';
import { rawProblemSchema } from './raw-problem';

/** The tag of the free-problems call. */
export const PUBLICMATH_GET = 'publicmath.get';

/** Request `{ tag: 'publicmath.get', deviceid, usertoken? }`; the device must be known. */
export const publicMathGetRequestSchema = z.object({
  tag: z.literal(PUBLICMATH_GET),
  ...requestBaseShape,
});

/**
 * Longest `deviceid` the original path (`API_PATHS.publicMath`) takes, in characters: room for
 * any id format (the original server's 24 hex characters, a UUID's 36), not for a payload.
 */
export const ALIAS_DEVICE_ID_MAX_LENGTH = 128;

/**
 * Request to the original API's path `POST /dev/publicmathget` (`API_PATHS.publicMath`):
 * `{ tag: 'publicmath.get', deviceid? }`, the tag exactly (any other is refused). The day's sets
 * are public and the same for everyone, so `deviceid` is not looked up: any text up to
 * {@link ALIAS_DEVICE_ID_MAX_LENGTH} characters without control characters (an id in the
 * original server's format such as `680810a0737ab55963f6223b`, a UUID this server never issued,
 * `''`), `null`, or absent. Other fields are ignored. `POST /api` keeps
 * {@link publicMathGetRequestSchema} and its device check.
 * @see spec §7 "publicmath.get"; docs/protocol.md "Compatibility"
 */
export const publicMathAliasRequestSchema = z.object({
  tag: z.literal(PUBLICMATH_GET),
  deviceid: z.optional(z.nullable(freeTextSchema().check(z.maxLength(ALIAS_DEVICE_ID_MAX_LENGTH)))),
});

/**
 * Response `{ tag: 'publicmath.get', public }`: `public` maps `{subject}_{level}` keys
 * (levels 0–19) to that level's raw problems (10 per level from this server, each with its
 * `question` text).
 */
export const publicMathGetResponseSchema = z.object({
  tag: z.literal(PUBLICMATH_GET),
  public: z.record(subjectLevelKeySchema, z.array(rawProblemSchema)),
});

/** Failure `{ tag: 'publicmath.get_error', reason }` (e.g. reason `unknown device`). */
export const publicMathGetErrorSchema = businessErrorSchema(PUBLICMATH_GET);

/** A `publicmath.get` request body. */
export type PublicMathGetRequest = z.input<typeof publicMathGetRequestSchema>;
/** A `publicmath.get` request body to the original path (`API_PATHS.publicMath`). */
export type PublicMathAliasRequest = z.input<typeof publicMathAliasRequestSchema>;
/** A `publicmath.get` success response. */
export type PublicMathGetResponse = z.infer<typeof publicMathGetResponseSchema>;
