/**
 * The student tags a parent uses (`student.create`, `student.delete`, `student.update`) and the
 * student sign-in (`student.connect`). Names and handles are trimmed and lower-cased; passcodes
 * travel as wire hashes salted with the handle (see `password.ts`).
 * @see spec §7 The calls it makes, §5 "Add student", "Password change", §9 limits
 */
import * as z from 'zod/mini';
import {
  gradeLevelSchema,
  historyEntrySchema,
  levelStringSchema,
  mathLevelsSchema,
  mathSchedulesSchema,
  studentDataSchema,
  studentSessionSchema,
  subjectSchema,
} from './account';
import {
  NAME_TOO_LONG_REASON,
  businessErrorSchema,
  freeTextSchema,
  requestBaseShape,
  signedInShape,
} from './common';
import { timeZoneSchema } from './learning';
import { passwordHashSchema } from './password';

export const STUDENT_CREATE = 'student.create';
export const STUDENT_DELETE = 'student.delete';
export const STUDENT_UPDATE = 'student.update';
export const STUDENT_CONNECT = 'student.connect';

/** A student handle: trimmed, lower-cased, 3–32 letters, digits, '.', '_' or '-'. @see spec §5 */
export const accountNameSchema = z.pipe(
  z.string().check(z.trim(), z.toLowerCase()),
  z
    .string()
    .check(
      z.minLength(3, 'Student handle must be at least 3 characters long'),
      z.maxLength(32, 'Student handle must be at most 32 characters long'),
      z.regex(/^[a-z0-9._-]+$/, 'use letters, digits, dots, dashes or underscores'),
    ),
);

/**
 * A student's first or last name: trimmed, lower-cased, 1–64 characters, no control characters.
 * Its messages follow the field's name: 'is required', 'must be at most 64 characters long'.
 * @see spec §5
 */
export const studentNameSchema = z.pipe(
  freeTextSchema().check(z.trim(), z.toLowerCase()),
  z.string().check(z.minLength(1, 'is required'), z.maxLength(64, NAME_TOO_LONG_REASON)),
);

/** `student.create`: a parent adds a student. */
export const studentCreateRequestSchema = z.object({
  tag: z.literal(STUDENT_CREATE),
  ...signedInShape,
  firstname: studentNameSchema,
  lastname: studentNameSchema,
  accountname: accountNameSchema,
  accountpassword: passwordHashSchema,
  gradelevel: gradeLevelSchema,
  mathlevels: z.optional(z.partialRecord(subjectSchema, z.object({ level: levelStringSchema }))),
});
/** The student made, and the parent's students now. */
export const studentCreateResponseSchema = z.object({
  tag: z.literal(STUDENT_CREATE),
  result: z.literal('true'),
  student: studentDataSchema,
  students: z.array(studentDataSchema),
});

/** `student.delete`: a parent removes one of their students. */
export const studentDeleteRequestSchema = z.object({
  tag: z.literal(STUDENT_DELETE),
  ...signedInShape,
  accountname: accountNameSchema,
});
export const studentDeleteResponseSchema = z.object({
  tag: z.literal(STUDENT_DELETE),
  result: z.literal('true'),
  students: z.array(studentDataSchema),
});

/** `student.update`: exactly one of grade, schedule, passcode or levels. */
export const studentUpdateRequestSchema = z
  .object({
    tag: z.literal(STUDENT_UPDATE),
    ...signedInShape,
    accountname: accountNameSchema,
    gradelevel: z.optional(gradeLevelSchema),
    mathschedule: z.optional(mathSchedulesSchema),
    accountpassword: z.optional(passwordHashSchema),
    mathlevels: z.optional(mathLevelsSchema),
  })
  .check(
    z.refine(
      (body) =>
        [body.gradelevel, body.mathschedule, body.accountpassword, body.mathlevels].filter(
          (field) => field !== undefined,
        ).length === 1,
      {
        message: 'expected exactly one of gradelevel, mathschedule, accountpassword, mathlevels',
        path: ['accountname'],
      },
    ),
  );
export const studentUpdateResponseSchema = z.object({
  tag: z.literal(STUDENT_UPDATE),
  result: z.literal('true'),
  student: studentDataSchema,
});

/**
 * `student.connect`: a student signs in with handle and passcode. `timezone`: an IANA name
 * (default 'UTC'), kept with the session; "today" and completion dates use it.
 */
export const studentConnectRequestSchema = z.object({
  tag: z.literal(STUDENT_CONNECT),
  ...requestBaseShape,
  accountname: accountNameSchema,
  accountpassword: passwordHashSchema,
  timezone: z._default(timeZoneSchema, 'UTC'),
});
/**
 * A signed-in student's data as the server answers it at sign-in (`student.connect`) and when
 * asked again (`student.get`): `student` the session record (schedule, level and completion
 * date per subject in `math`); `history` per subject with finished sets, the latest 60 entries
 * oldest first; `progress` `{ '{subject}_progress': { complete, score } }` (whole percents as
 * strings) for those subjects.
 * @see spec §3 "Student session record", "Progress"; §7 `student.connect`
 */
export const studentSessionDataSchema = z.object({
  student: studentSessionSchema,
  history: z.partialRecord(subjectSchema, z.array(historyEntrySchema)),
  progress: z.record(z.string(), z.object({ complete: z.string(), score: z.string() })),
});
export const studentConnectResponseSchema = z.object({
  tag: z.literal(STUDENT_CONNECT),
  usertoken: z.string(),
  ...studentSessionDataSchema.shape,
});

export const studentCreateErrorSchema = businessErrorSchema(STUDENT_CREATE);
export const studentDeleteErrorSchema = businessErrorSchema(STUDENT_DELETE);
export const studentUpdateErrorSchema = businessErrorSchema(STUDENT_UPDATE);
export const studentConnectErrorSchema = businessErrorSchema(STUDENT_CONNECT);

export type StudentCreateRequest = z.input<typeof studentCreateRequestSchema>;
export type StudentDeleteRequest = z.input<typeof studentDeleteRequestSchema>;
export type StudentUpdateRequest = z.input<typeof studentUpdateRequestSchema>;
export type StudentConnectRequest = z.input<typeof studentConnectRequestSchema>;
export type StudentConnectResponse = z.infer<typeof studentConnectResponseSchema>;
/** A signed-in student's data: `{ student, history, progress }` (see {@link studentSessionDataSchema}). */
export type StudentSessionData = z.infer<typeof studentSessionDataSchema>;
