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
 * How many stored rows are read to fill the list: repeats are left out, so more rows than the
 * list holds may be needed.
 */
const ROWS_READ = REPORT_ERROR_LIMIT * 4;

/**
 * A student's latest reported errors, newest first, at most {@link REPORT_ERROR_LIMIT}
 * (stored rows whose payload is unreadable are left out). The same wrong answer to the same
 * question on the same day is listed once, the newest: a child who left a set and did it again,
 * or pressed Submit twice, made one mistake, not two (spec §7 `student.mathreporterror`).
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
      localDate: errorReports.localDate,
    })
    .from(errorReports)
    .where(eq(errorReports.studentId, studentId))
    .orderBy(desc(errorReports.createdAt), desc(errorReports.id))
    .limit(ROWS_READ);
  const listed = new Set<string>();
  const reports: ReportedErrorWire[] = [];
  for (const row of rows) {
    const report = reportedError(row);
    if (report === null) continue;
    const { subject, number_0, number_1, answer } = report;
    const key = [row.localDate, subject, number_0, number_1, answer].join('|');
    if (listed.has(key)) continue;
    listed.add(key);
    reports.push(report);
    if (reports.length === REPORT_ERROR_LIMIT) break;
  }
  return reports;
}
