/**
 * `student.report`: a premium parent reads one of their students' report card.
 * @see spec §2 "Report Cards", §6 ("Premium flag is required to view report card scores"), §7
 */
import { ERROR_REASONS } from '@mathcols/api-client/protocol';
import { unauthorized } from '../../auth/unauthorized';
import { trackerStates } from '../../diagnosis/tracker-store';
import { troubleSpots } from '../../diagnosis/trouble-spots';
import { storedLevel } from '../learning/assignment';
import { findOwnStudent, refuse, signedInParent } from '../students/access';
import { STUDENT_REASONS } from '../students/rules';
import type { Handler } from '../types';
import { latestReportedErrors } from './error-reports';
import { studentGradedReport } from './subject-reports';

/**
 * Answers the report card of the caller's student `accountname`: the student's names, per
 * subject (addition, subtraction, multiplication, division) the level, percent complete, score,
 * grade, level history (oldest first) and trouble spots (the diagnosis tracker's confirmed
 * bugs, then the retired ones), the overall score and grade, and the latest reported errors
 * (newest first, at most `REPORT_ERROR_LIMIT`, with their diagnosed bugs). Reads only; changes
 * nothing.
 *
 * Needs a parent token (401 otherwise). A parent without premium is refused with
 * `ERROR_REASONS.reportCardsPremium` (HTTP 200, `student.report_error`) and gets no report data.
 * A handle that is not one of the caller's students — unknown, or another parent's — is refused
 * alike with 'Student not found', as every student tag does.
 * @returns 200 `{ tag, student, subjects (with troubleSpots), overall, errorReports }`
 * @see spec §2 "Report Cards", §6, §9 (report score, overall score, grade bands)
 */
export const studentReport: Handler<'student.report'> = async (request, { db, now }) => {
  const parent = await signedInParent(db, request.usertoken, now());
  if (!parent) return unauthorized(request.tag);
  if (!parent.premium) return refuse(request.tag, ERROR_REASONS.reportCardsPremium);
  const student = await findOwnStudent(db, parent.parentId, request.accountname);
  if (!student) return refuse(request.tag, STUDENT_REASONS.notFound);

  const [graded, errorReports, trackers] = await Promise.all([
    studentGradedReport(db, student.id, (subject) => storedLevel(student.mathlevels, subject) ?? 0),
    latestReportedErrors(db, student.id),
    trackerStates(db, student.id),
  ]);
  return {
    status: 200,
    body: {
      tag: request.tag,
      student: {
        accountname: student.accountname,
        firstname: student.firstname,
        lastname: student.lastname,
      },
      subjects: graded.subjects.map((subject) => {
        const tracker = trackers.get(subject.subject);
        return { ...subject, troubleSpots: tracker ? troubleSpots(tracker) : [] };
      }),
      overall: graded.overall,
      errorReports,
    },
  };
};
