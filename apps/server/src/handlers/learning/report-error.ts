/**
 * `student.mathreporterror`: a question the student answered wrongly in an assignment, kept for
 * the parent's view. Fire and forget.
 * @see spec §6 ("Error reports are sent only when a device id and user token exist and not in
 *   practice or free modes"), §7 `student.mathreporterror`
 */
import { and, count, eq } from 'drizzle-orm';
import { localDateKey } from '@mathcols/engine';
import { unauthorized } from '../../auth/unauthorized';
import { errorReports } from '../../db/schema';
import type { Handler } from '../types';
import { lockStudent, signedInStudent, timeZoneOf } from './signed-in-student';

/** The most error reports stored per student and calendar day (in their zone); more are dropped. */
export const ERROR_REPORTS_PER_DAY = 200;

/**
 * Stores the report (`error_reports`: subject, level, the `question` object as sent, the
 * student's date) for the signed-in student, unless they already have
 * {@link ERROR_REPORTS_PER_DAY} reports that day — then nothing is stored and the answer is the
 * same, so a client cannot fill the database and never needs to retry. The count and the insert
 * run in one transaction holding the student's row.
 * @returns 200 `{ tag: 'student.mathreporterror' }`; 401 for a missing, expired or parent token
 * @see spec §7 `student.mathreporterror`
 */
export const reportError: Handler<'student.mathreporterror'> = async (request, { db, now }) => {
  const at = now();
  const signedIn = await signedInStudent(db, request.usertoken, at);
  if (!signedIn) return unauthorized(request.tag);
  const studentId = signedIn.student.id;
  const today = localDateKey(at, timeZoneOf(request.timezone, signedIn));
  const { question } = request;

  return db.transaction(async (tx) => {
    if (!(await lockStudent(tx, studentId))) return unauthorized(request.tag);
    const [stored] = await tx
      .select({ reports: count() })
      .from(errorReports)
      .where(and(eq(errorReports.studentId, studentId), eq(errorReports.localDate, today)));
    if ((stored?.reports ?? 0) < ERROR_REPORTS_PER_DAY) {
      await tx.insert(errorReports).values({
        studentId,
        subject: question.subject,
        level: Number(question.level),
        payload: question,
        localDate: today,
        createdAt: at,
      });
    }
    return { status: 200, body: { tag: request.tag } };
  });
};
