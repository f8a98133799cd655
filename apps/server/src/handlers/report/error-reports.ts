/**
 * The wrong answers a student reported (`error_reports`), as the report card lists them.
 * @see spec §6 ("Error reports are sent only when a device id and user token exist and not in
 *   practice or free modes"), §7 `student.mathreporterror`
 */
import { desc, eq } from 'drizzle-orm';
import {
  REPORT_ERROR_LIMIT,
  studentMathReportErrorRequestSchema,
  type ReportedErrorWire,
} from '@mathcols/api-client/protocol';
import type { Database } from '../../db/open';
import { errorReports, type ErrorReportRow } from '../../db/schema';
import { namedBugs } from '../../diagnosis/trouble-spots';

/** The stored question's shape: what `student.mathreporterror` accepted. */
const storedQuestionSchema = studentMathReportErrorRequestSchema.shape.question;

/**
 * One stored report on the wire: subject and level from its columns, `createdAt` as ISO 8601,
 * the question text and operands, the child's answer and the correct one from its payload (the
 * question as sent), and `bugs` (`{ id, name }` of each diagnosed procedural bug) when the
 * report was diagnosed. A payload that no longer matches the question's schema gives `null`.
 */
export function reportedError(
  row: Pick<ErrorReportRow, 'subject' | 'level' | 'payload' | 'createdAt'> &
    Partial<Pick<ErrorReportRow, 'bugs'>>,
): ReportedErrorWire | null {
  const question = storedQuestionSchema.safeParse(row.payload);
  if (!question.success) return null;
  return {
    subject: question.data.subject,
    level: String(row.level),
    createdAt: row.createdAt.toISOString(),
    question: question.data.question,
    number_0: question.data.number_0,
    number_1: question.data.number_1,
    answer: question.data.result.answer,
    correct: question.data.correct.answer,
    ...(Array.isArray(row.bugs) ? { bugs: namedBugs(row.bugs) } : {}),
  };
}

/**
 * A student's latest reported errors, newest first, at most {@link REPORT_ERROR_LIMIT}
 * (stored rows whose payload is unreadable are left out).
 * @param studentId the student's id, already checked to be the caller's
 */
export async function latestReportedErrors(
  db: Database,
  studentId: string,
): Promise<ReportedErrorWire[]> {
  const rows = await db
    .select({
      subject: errorReports.subject,
      level: errorReports.level,
      payload: errorReports.payload,
      createdAt: errorReports.createdAt,
      bugs: errorReports.bugs,
    })
    .from(errorReports)
    .where(eq(errorReports.studentId, studentId))
    .orderBy(desc(errorReports.createdAt), desc(errorReports.id))
    .limit(REPORT_ERROR_LIMIT);
  return rows.map(reportedError).filter((report) => report !== null);
}
