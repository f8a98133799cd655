/**
 * `student.mathcomplete`: the student finished today's set of a subject.
 * @see spec §2 Assignment runner; §4 "Assignment", "Student session"; §6 student rules;
 *   §7 `student.mathcomplete`
 */
import { eq } from 'drizzle-orm';
import { adaptiveOptions } from '@mathcols/engine';
import { unauthorized } from '../../auth/unauthorized';
import { studentSets, students } from '../../db/schema';
import { diagnoseWork } from '../../diagnosis/diagnose-work';
import { recordDiagnoses } from '../../diagnosis/tracker-store';
import { refuse } from '../students/access';
import type { Handler } from '../types';
import { storedLevel } from './assignment';
import { studentMoment } from './clock';
import { LEARNING_REASONS } from './reasons';
import { setInProgress } from './served-sets';
import { completedToday, finishedSets, historyEntry, progressOf } from './sets';
import { lockStudent, signedInStudent, timeZoneOf } from './signed-in-student';

/** The later of two `YYYY-MM-DD` dates (they sort as text); `date` when there is no other. */
const laterDate = (stored: string | undefined, date: string): string =>
  stored !== undefined && stored > date ? stored : date;

/**
 * Records a finished set of the signed-in student. Its questions are today's set of the subject
 * (as `student.mathget` serves it: the level the set was served at, else the student's level,
 * or the fallback level), so `questions` is that set's size (10) and the level
 * is the one served. Then:
 * - refuses `errors` above `questions` ('More errors than questions');
 * - refuses a **free** student (parent not premium) who already finished a set of the subject
 *   today ("You already completed today's work!"), whatever zone the request names (see
 *   `completedToday`); a premium student may repeat (spec §6);
 * - else stores the set (`student_sets`: `local_date` today and `created_date`
 *   'YYYY-MM-DD-HH:MM' in the student's zone — the request's `timezone`, else the session's,
 *   else UTC), sets `mathlevels[subject]` to `{ level, completionDate: today }` (a completion
 *   date never goes back: a set dated a day behind in another zone keeps the later one), and
 *   keeps the engine's `adaptiveOptions` as the set's offer (taken with `student.levelupdate`);
 *   when the parent changed the level after the set was served, their level stays stored and
 *   nothing is offered;
 * - with `work` (the child's first submission of each problem), diagnoses each problem with the
 *   engine's `diagnose` and folds the diagnoses, in order, into the student's tracker of the
 *   subject (`trackDiagnosis` at the server's clock, table `student_bugs`). A problem that makes
 *   no worksheet, or whose answers name a box its worksheet does not have, is skipped: the set
 *   is recorded all the same. A refused set tracks nothing.
 * Read, checks and writes run in one transaction holding the student's row, so two requests at
 * once cannot both pass the once-a-day rule (nor fold their work into the tracker at once).
 * @returns 200 `{ tag, subject, completionDate: 'YYYY-MM-DD', entry: { createdDate, level,
 *   questions, errors }, level, progress: { complete, score }, options? }` — `options`
 *   (`advance`/`repeat`/`decrease`) only when there is a choice; 401 for a missing, expired or
 *   parent token
 * @see spec §7 `student.mathcomplete` ("may contain options"), §9 "Completion date format"
 */
export const mathComplete: Handler<'student.mathcomplete'> = async (request, { db, now }) => {
  const at = now();
  const signedIn = await signedInStudent(db, request.usertoken, at);
  if (!signedIn) return unauthorized(request.tag);
  const { subject, tag } = request;
  const studentId = signedIn.student.id;
  const timeZone = timeZoneOf(request.timezone, signedIn);
  const today = studentMoment(at, timeZone);
  const errors = Number(request.errors);
  // Pure work, outside the transaction: the student's row is locked only to fold it in.
  const diagnosed = diagnoseWork(request.work ?? []);

  return db.transaction(async (tx) => {
    const student = await lockStudent(tx, studentId);
    if (!student) return unauthorized(tag);
    const stored = storedLevel(student.mathlevels, subject);
    const day = { today: today.date, timeZone, at };
    const { served, set } = await setInProgress(tx, student, subject, day);
    if (!set) return refuse(tag, LEARNING_REASONS.noQuestions);
    // The parent changed the level while the child worked this set: their level stands.
    const levelChanged = served !== undefined && stored !== null && stored !== served;
    const questions = set.questions.length;
    if (errors > questions) return refuse(tag, LEARNING_REASONS.tooManyErrors);
    if (!signedIn.premium && (await completedToday(tx, studentId, subject, day))) {
      return refuse(tag, LEARNING_REASONS.alreadyCompleted);
    }

    const options = levelChanged ? [] : adaptiveOptions({ level: set.level, questions, errors });
    const [row] = await tx
      .insert(studentSets)
      .values({
        studentId,
        subject,
        level: set.level,
        questions,
        errors,
        createdAt: at,
        localDate: today.date,
        createdDate: today.dateTime,
        offeredOptions: options,
      })
      .returning();
    if (!row) throw new Error('Inserting a finished set returned no row');
    const level = String(levelChanged ? stored : set.level);
    const completionDate = laterDate(student.mathlevels[subject]?.completionDate, today.date);
    await tx
      .update(students)
      .set({
        mathlevels: {
          ...student.mathlevels,
          [subject]: { ...student.mathlevels[subject], level, completionDate },
        },
      })
      .where(eq(students.id, studentId));
    await recordDiagnoses(tx, studentId, subject, diagnosed, at);
    const progress = progressOf(Number(level), await finishedSets(tx, studentId, subject));
    return {
      status: 200,
      body: {
        tag,
        subject,
        completionDate,
        entry: historyEntry(row),
        level,
        progress,
        ...(options.length > 0 ? { options } : {}),
      },
    };
  });
};
