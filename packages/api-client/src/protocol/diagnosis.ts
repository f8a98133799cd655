/**
 * The wire shapes of procedural-bug diagnosis (issue 12, "Teach, not only check"): the child's
 * work the client reports — box answers per problem, never bug names, because the server
 * diagnoses with the same engine code — and the trouble spots the report card shows.
 * @see issue 12; docs/protocol.md "student.mathcomplete", "student.report"; docs/diagnosis.md
 */
import * as z from 'zod/mini';
import { PROBLEMS_PER_LEVEL } from '@mathcols/engine';
import { freeTextSchema, WIRE_OPERATORS } from './common';
import { digitStringSchema, rawProblemSchema } from './raw-problem';

/**
 * Bounds of reported work:
 * - `problems`: entries of `student.mathcomplete`'s `work`, at most a set's size
 *   (`PROBLEMS_PER_LEVEL`, 10);
 * - `boxes`: answered boxes of one problem, at most 64 (the curriculum's largest worksheet, a
 *   five-by-four-digit multiplication, has 37 boxes);
 * - `keyLength`: characters of a box key, at most 24 (the engine's keys have at most 14, such
 *   as `multiply-12-14`).
 * Ten problems of 64 boxes with keys of the engine's length fit well under the 16 KiB body limit.
 */
export const WORK_LIMITS = { problems: PROBLEMS_PER_LEVEL, boxes: 64, keyLength: 24 } as const;

/**
 * A box key as the engine's layouts name them: a field name and one or two numbers (column,
 * row or step), e.g. `sum-0`, `borrow-2`, `difference-1`, `partial-0-3`, `quotient-2`,
 * `multiply-1-2`, `bringDown-1`.
 */
export const BOX_KEY_PATTERN = /^[a-z][A-Za-z]{0,15}(?:-\d{1,2}){1,2}$/;

/** A box key: one-line text (no control characters), {@link BOX_KEY_PATTERN}. */
export const boxKeySchema = freeTextSchema().check(
  z.maxLength(WORK_LIMITS.keyLength),
  z.regex(BOX_KEY_PATTERN, 'expected a box key such as difference-1'),
);

/** One digit a child typed into a box: a whole number 0–9. */
export const boxDigitSchema = z.int().check(z.minimum(0), z.maximum(9));

/**
 * The child's answers on one worksheet: box key → digit, e.g.
 * `{ 'difference-0': 7, 'difference-1': 5 }`. A box left blank has no key. At most
 * `WORK_LIMITS.boxes` keys. A `__proto__` key is dropped (as zod drops it from every record),
 * never used. Whether the keys are boxes of the problem's worksheet is the
 * engine's call (the server skips work that names other boxes).
 */
export const boxAnswersSchema = z
  .record(boxKeySchema, boxDigitSchema, {
    // Name the key's own fault ('must not contain control characters') rather than zod's
    // 'Invalid key in record'.
    error: (issue) =>
      issue.code === 'invalid_key' ? (issue.issues[0]?.message ?? 'invalid box key') : undefined,
  })
  .check(
    z.refine(
      (answers) => Object.keys(answers).length <= WORK_LIMITS.boxes,
      `expected at most ${WORK_LIMITS.boxes} boxes`,
    ),
  );

/**
 * One problem of a finished set with the child's **first** submission of it:
 * `{ number_0, number_1, operator, answers }`.
 */
export const problemWorkSchema = z.object({
  number_0: digitStringSchema,
  number_1: digitStringSchema,
  operator: z.enum(WIRE_OPERATORS),
  answers: boxAnswersSchema,
});

/**
 * `student.mathcomplete`'s `work`: one entry per problem of the set, in order, at most
 * `WORK_LIMITS.problems`.
 */
export const setWorkSchema = z
  .array(problemWorkSchema)
  .check(
    z.maxLength(
      WORK_LIMITS.problems,
      `expected at most ${WORK_LIMITS.problems} problems, one per question of the set`,
    ),
  );

/**
 * A catalogued bug's id on the wire: kebab-case, e.g. `'smaller-from-larger'` (the engine's
 * `BUG_IDS`). A pattern, not the list, so an answer naming a bug added to the catalogue later
 * still validates in an older client.
 */
export const bugIdSchema = z
  .string()
  .check(z.maxLength(64), z.regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/, 'expected a bug id'));

/** A bug named by its id and short name, e.g. `{ id: 'forgot-to-carry', name: 'Forgets to carry' }`. */
export const namedBugSchema = z.object({ id: bugIdSchema, name: z.string() });

/**
 * Where a trouble spot stands: `confirmed` (it explained wrong answers on two problems or
 * more) or `retired` (overcome: three clean solves of problems that could show it since).
 */
export const troubleSpotStatusSchema = z.enum(['confirmed', 'retired']);

/**
 * One trouble spot of a subject on the report card: a procedural bug the child's work showed
 * on at least two problems (the engine's diagnosis tracker), with the catalogue's words, when
 * it was first and last seen (ISO 8601 UTC), how many problems it explained, and the last one
 * as an example with the child's answer as read off the boxes (`'57'`, `'8 r 7'`).
 */
export const troubleSpotSchema = z.object({
  id: bugIdSchema,
  status: troubleSpotStatusSchema,
  /** A short name for adults, e.g. 'Smaller from larger'. */
  name: z.string(),
  /** One or two sentences for the parent: what the child does and why the answer goes wrong. */
  parentDescription: z.string(),
  /** The hint the child gets, one sentence. */
  hint: z.string(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  /** Problems it explained since it was last suspected anew (≥ 2 when confirmed). */
  problems: z.int().check(z.minimum(1)),
  example: z.object({ problem: rawProblemSchema, answer: z.string() }),
});

export type BoxAnswersWire = z.infer<typeof boxAnswersSchema>;
export type ProblemWorkWire = z.infer<typeof problemWorkSchema>;
export type NamedBugWire = z.infer<typeof namedBugSchema>;
export type TroubleSpotStatus = z.infer<typeof troubleSpotStatusSchema>;
export type TroubleSpotWire = z.infer<typeof troubleSpotSchema>;
