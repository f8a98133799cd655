/**
 * The student's learning tags: today's assignment questions (`student.mathget`), practice sets
 * (`student.practiceget`, on the practice path), finishing a set (`student.mathcomplete`),
 * moving level (`student.levelupdate`) and reporting a wrong answer (`student.mathreporterror`).
 * Every one needs a **student** `usertoken`; each may carry the student's `timezone` (IANA
 * name), else the one given at sign-in is used.
 * @see spec §3 "Assignment", "Progress"; §6 student rules; §7 `student.*`; §8 Assignments
 */
import * as z from 'zod/mini';
import { LEVEL_ACTIONS, OPERATOR_BY_SUBJECT, isValidTimeZone } from '@mathcols/engine';
import { historyEntrySchema, levelStringSchema, subjectSchema } from './account';
import {
  businessErrorSchema,
  freeTextSchema,
  requestBaseShape,
  subjectLevelKeySchema,
  userTokenSchema,
} from './common';
import { boxAnswersSchema, setWorkSchema } from './diagnosis';
import { digitStringSchema, rawProblemSchema } from './raw-problem';

export const STUDENT_MATHGET = 'student.mathget';
export const STUDENT_PRACTICEGET = 'student.practiceget';
export const STUDENT_MATHCOMPLETE = 'student.mathcomplete';
export const STUDENT_LEVELUPDATE = 'student.levelupdate';
export const STUDENT_MATHREPORTERROR = 'student.mathreporterror';

/**
 * An IANA time-zone name the runtime knows (`'Europe/Berlin'`, `'UTC'`), trimmed. Anything else
 * fails with 'unknown time zone: expected an IANA name such as Europe/Berlin'.
 * @see spec §7 `student.connect`, `student.mathcomplete`, `student.levelupdate` (`timezone`)
 */
export const timeZoneSchema = z
  .string()
  .check(
    z.trim(),
    z.refine(isValidTimeZone, 'unknown time zone: expected an IANA name such as Europe/Berlin'),
  );

/** advance, repeat or decrease. @see spec §7 `student.levelupdate` */
export const levelActionSchema = z.enum(LEVEL_ACTIONS);

/** A whole percent 0–100 written as a string (`'85'`), as `{subject}_progress` carries it. */
export const percentStringSchema = z
  .string()
  .check(z.regex(/^(100|[1-9]?\d)$/, 'expected a whole percent from 0 to 100'));

/** `{ complete, score }`: percent of the curriculum done and report score. @see spec §3 "Progress" */
export const subjectProgressSchema = z.object({
  complete: percentStringSchema,
  score: percentStringSchema,
});

/** Problem sets keyed `{subject}_{level}`, e.g. `{ addition_3: [10 × raw problem] }`. */
export const mathSetsSchema = z.record(subjectLevelKeySchema, z.array(rawProblemSchema));

const studentShape = {
  ...requestBaseShape,
  usertoken: userTokenSchema,
  timezone: z.optional(timeZoneSchema),
};

/** `student.mathget`: today's questions for some subjects, at the student's level. */
export const studentMathGetRequestSchema = z.object({
  tag: z.literal(STUDENT_MATHGET),
  ...studentShape,
  subjects: z.array(subjectSchema).check(
    z.minLength(1, 'expected at least one subject'),
    z.maxLength(4),
    z.refine((subjects) => new Set(subjects).size === subjects.length, 'subjects repeat'),
  ),
});
/**
 * `math` keyed `{subject}_{level}` at the level served (the student's level, or the subject's
 * first level that has problems), 10 questions per subject, the same all day.
 * @see spec §7 `student.mathget`, §8 Assignments ("fall back to the first available level")
 */
export const studentMathGetResponseSchema = z.object({
  tag: z.literal(STUDENT_MATHGET),
  math: mathSetsSchema,
});

/** `student.practiceget` (`POST /api/practice`): a practice set of one subject and level. */
export const studentPracticeGetRequestSchema = z.object({
  tag: z.literal(STUDENT_PRACTICEGET),
  ...studentShape,
  subject: subjectSchema,
  level: levelStringSchema,
});
/** `math[{subject}_{level}]`: the practice problems. @see spec §7 `student.practiceget` */
export const studentPracticeGetResponseSchema = z.object({
  tag: z.literal(STUDENT_PRACTICEGET),
  math: mathSetsSchema,
});

/**
 * `student.mathcomplete`: a set of the subject is finished with `errors` wrong questions.
 * Optional `work`: the child's first submission of each problem of the set, in order
 * (`{ number_0, number_1, operator, answers }`, answers box key → digit), for the server to
 * diagnose procedural bugs with the engine; every problem must be of the subject's operator.
 * Clients that send no `work` still record the set.
 * @see issue 12 "Diagnosed bugs are stored with the assignment results"
 */
export const studentMathCompleteRequestSchema = z
  .object({
    tag: z.literal(STUDENT_MATHCOMPLETE),
    ...studentShape,
    subject: subjectSchema,
    errors: z.string().check(z.regex(/^\d{1,3}$/, 'expected the number of wrong questions')),
    work: z.optional(setWorkSchema),
  })
  .check(
    z.refine(
      (body) =>
        (body.work ?? []).every(
          (problem) => problem.operator === OPERATOR_BY_SUBJECT[body.subject],
        ),
      { message: "expected every problem to have the subject's operator", path: ['work'] },
    ),
  );
/**
 * The recorded day: the history entry written (`createdDate` year-month-day-time in the
 * student's zone), the subject's completion date (`YYYY-MM-DD`), its level and progress now,
 * and `options` when the student may choose what to do next (absent when there is no choice).
 * @see spec §7 `student.mathcomplete` ("may contain options (advance, repeat, decrease)")
 */
export const studentMathCompleteResponseSchema = z.object({
  tag: z.literal(STUDENT_MATHCOMPLETE),
  subject: subjectSchema,
  completionDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  entry: historyEntrySchema,
  level: levelStringSchema,
  progress: subjectProgressSchema,
  options: z.optional(z.array(levelActionSchema)),
});

/** `student.levelupdate`: take one of the options the last `student.mathcomplete` offered. */
export const studentLevelUpdateRequestSchema = z.object({
  tag: z.literal(STUDENT_LEVELUPDATE),
  ...studentShape,
  subject: subjectSchema,
  action: levelActionSchema,
});
const levelOnly = z.object({ level: levelStringSchema });
/**
 * `{ [subject]: { level }, [subject]_progress: { complete, score } }` for the subject changed,
 * e.g. `{ addition: { level: '1' }, addition_progress: { complete: '5', score: '100' } }`.
 * @see spec §7 `student.levelupdate`
 */
export const studentLevelUpdateResponseSchema = z.object({
  tag: z.literal(STUDENT_LEVELUPDATE),
  addition: z.optional(levelOnly),
  addition_progress: z.optional(subjectProgressSchema),
  subtraction: z.optional(levelOnly),
  subtraction_progress: z.optional(subjectProgressSchema),
  multiplication: z.optional(levelOnly),
  multiplication_progress: z.optional(subjectProgressSchema),
  division: z.optional(levelOnly),
  division_progress: z.optional(subjectProgressSchema),
});

/** Longest texts of a `student.mathreporterror` question, in characters. */
export const ERROR_REPORT_LIMITS = { question: 200, answer: 64, calculation: 2048 } as const;

/** The child's answer or the correct one: the result as text and how it was worked. */
const answerRecordSchema = z.object({
  answer: freeTextSchema().check(z.maxLength(ERROR_REPORT_LIMITS.answer)),
  calculation: freeTextSchema().check(z.maxLength(ERROR_REPORT_LIMITS.calculation)),
});

/**
 * `student.mathreporterror`: a question answered wrongly in an assignment, kept for the parent.
 * Fire and forget. @see spec §6 ("Error reports are sent only when a device id and user token
 * exist and not in practice or free modes"), §7
 */
export const studentMathReportErrorRequestSchema = z.object({
  tag: z.literal(STUDENT_MATHREPORTERROR),
  ...studentShape,
  question: z.object({
    subject: subjectSchema,
    question: freeTextSchema().check(z.maxLength(ERROR_REPORT_LIMITS.question)),
    level: levelStringSchema,
    number_0: digitStringSchema,
    number_1: digitStringSchema,
    errorcount: z.int().check(z.minimum(0), z.maximum(1000)),
    result: answerRecordSchema,
    correct: answerRecordSchema,
    /**
     * The child's answers on the worksheet when it was marked wrong (box key → digit), for the
     * server to name the procedural bug behind the mistake. Optional.
     */
    answers: z.optional(boxAnswersSchema),
  }),
});
export const studentMathReportErrorResponseSchema = z.object({
  tag: z.literal(STUDENT_MATHREPORTERROR),
});

export const studentMathGetErrorSchema = businessErrorSchema(STUDENT_MATHGET);
export const studentPracticeGetErrorSchema = businessErrorSchema(STUDENT_PRACTICEGET);
export const studentMathCompleteErrorSchema = businessErrorSchema(STUDENT_MATHCOMPLETE);
export const studentLevelUpdateErrorSchema = businessErrorSchema(STUDENT_LEVELUPDATE);
export const studentMathReportErrorErrorSchema = businessErrorSchema(STUDENT_MATHREPORTERROR);

export type LevelActionWire = z.infer<typeof levelActionSchema>;
export type SubjectProgressWire = z.infer<typeof subjectProgressSchema>;
export type StudentMathGetRequest = z.input<typeof studentMathGetRequestSchema>;
export type StudentMathGetResponse = z.infer<typeof studentMathGetResponseSchema>;
export type StudentPracticeGetRequest = z.input<typeof studentPracticeGetRequestSchema>;
export type StudentPracticeGetResponse = z.infer<typeof studentPracticeGetResponseSchema>;
export type StudentMathCompleteRequest = z.input<typeof studentMathCompleteRequestSchema>;
export type StudentMathCompleteResponse = z.infer<typeof studentMathCompleteResponseSchema>;
export type StudentLevelUpdateRequest = z.input<typeof studentLevelUpdateRequestSchema>;
export type StudentLevelUpdateResponse = z.infer<typeof studentLevelUpdateResponseSchema>;
export type StudentMathReportErrorRequest = z.input<typeof studentMathReportErrorRequestSchema>;
