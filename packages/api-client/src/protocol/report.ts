/**
 * `student.report`: a premium parent reads one of their students' report card — per subject the
 * level, percent complete, report score, letter grade and level history, the overall score and
 * grade, and the wrong answers the student reported. Computed on the server with the engine's
 * grading (the same functions My Progress uses).
 * @see spec §2 "Report Cards", §3 "Student" (overall, history), "Progress", §5 "Grades", §6
 *   ("Premium flag is required to view report card scores"), §9
 */
import * as z from 'zod/mini';
import { historyEntrySchema, levelStringSchema, subjectSchema } from './account';
import { businessErrorSchema, signedInShape } from './common';
import { namedBugSchema, troubleSpotSchema } from './diagnosis';
import { percentStringSchema } from './learning';
import { digitStringSchema } from './raw-problem';
import { accountNameSchema } from './student';

export const STUDENT_REPORT = 'student.report';

/** A letter grade. @see spec §5 "Grades" */
export const letterGradeSchema = z.enum(['A', 'B', 'C', 'D', 'F']);

/** `student.report`: the report card of the parent's student `accountname`. */
export const studentReportRequestSchema = z.object({
  tag: z.literal(STUDENT_REPORT),
  ...signedInShape,
  accountname: accountNameSchema,
});

/**
 * One subject of the report card. `complete` and `score` are whole percents 0–100 as text;
 * `score` and `grade` are null while the subject has no finished set (the score counts every
 * finished set). `history` is the latest 60 finished sets, oldest first (`createdDate`
 * year-month-day-HH:MM in the student's zone), as `student.connect` sends them.
 * `troubleSpots`: the subject's confirmed procedural bugs (latest seen first), then the
 * retired ones (overcome); empty when there are none. Absent from servers without diagnosis:
 * read it as empty.
 */
export const subjectReportSchema = z.object({
  subject: subjectSchema,
  level: levelStringSchema,
  complete: percentStringSchema,
  score: z.nullable(percentStringSchema),
  grade: z.nullable(letterGradeSchema),
  history: z.array(historyEntrySchema),
  troubleSpots: z.optional(z.array(troubleSpotSchema)),
});

/**
 * A wrong answer the student reported from an assignment (`student.mathreporterror`), newest
 * first: the operands, the child's and the correct answer, and when (`createdAt` ISO 8601).
 * `bugs`: the procedural bugs that explain it, when the report carried the child's box
 * answers (empty when none does; absent when it could not be diagnosed).
 */
export const reportedErrorSchema = z.object({
  subject: subjectSchema,
  level: levelStringSchema,
  createdAt: z.string(),
  question: z.string(),
  number_0: digitStringSchema,
  number_1: digitStringSchema,
  answer: z.string(),
  correct: z.string(),
  bugs: z.optional(z.array(namedBugSchema)),
});

/**
 * The report card: the student's names, the four subjects in product order, the overall score
 * (mean of the scores of subjects with a finished set; null before the first) and its grade, and
 * the latest reported errors (at most 50).
 */
export const studentReportResponseSchema = z.object({
  tag: z.literal(STUDENT_REPORT),
  student: z.object({ accountname: z.string(), firstname: z.string(), lastname: z.string() }),
  subjects: z.array(subjectReportSchema),
  overall: z.object({
    score: z.nullable(percentStringSchema),
    grade: z.nullable(letterGradeSchema),
  }),
  errorReports: z.array(reportedErrorSchema),
});

export const studentReportErrorSchema = businessErrorSchema(STUDENT_REPORT);

/** How many reported errors a report card lists at most. */
export const REPORT_ERROR_LIMIT = 50;

export type StudentReportRequest = z.input<typeof studentReportRequestSchema>;
export type StudentReportResponse = z.infer<typeof studentReportResponseSchema>;
export type SubjectReportWire = z.infer<typeof subjectReportSchema>;
export type ReportedErrorWire = z.infer<typeof reportedErrorSchema>;
