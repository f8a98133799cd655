/**
 * `student.mathreporterror`: a question the student answered wrongly in an assignment, kept for
 * the parent's view. Fire and forget.
 * @see spec §6 ("Error reports are sent only when a device id and user token exist and not in
 *   practice or free modes"), §7 `student.mathreporterror`
 */
import { and, count, eq } from 'drizzle-orm';
import { OPERATOR_BY_SUBJECT, localDateKey, trySolveProblem } from '@mathcols/engine';
import { unauthorized } from '../../auth/unauthorized';
import { errorReports } from '../../db/schema';
import { diagnoseAnswers } from '../../diagnosis/diagnose-work';
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
 *
 * With the question's box `answers`, the report keeps `bugs`: the ids of the procedural bugs the
 * engine's `diagnose` names for them (the problem is `number_0`, `number_1` with the subject's
 * operator; `[]` when no bug explains them; null without answers or when they name boxes the
 * problem's worksheet does not have). The report does not feed the student's bug tracker: only
 * `student.mathcomplete`'s work does, so no problem counts twice. A problem that makes no
 * worksheet (the engine's `trySolveProblem` refuses it: a zero divisor, a dividend below the
 * divisor, a subtrahend above the minuend) is not stored, and the answer is the same.
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
  const problem = {
    number_0: question.number_0,
    number_1: question.number_1,
    operator: OPERATOR_BY_SUBJECT[question.subject],
  };
  // Spec §5: a problem no worksheet can pose (a zero divisor, a subtrahend above the minuend) is
  // dropped; the parent's list of mistakes never shows it.
  if (!trySolveProblem(problem).ok) return { status: 200, body: { tag: request.tag } };
  const diagnosis = question.answers ? diagnoseAnswers(problem, question.answers) : null;

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
        bugs: diagnosis ? diagnosis.bugs.map((match) => match.id) : null,
      });
    }
    return { status: 200, body: { tag: request.tag } };
  });
};
