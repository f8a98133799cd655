/**
 * `student.levelupdate`: the student takes one of the level changes offered after a set.
 * @see spec §2 Assignment runner ("an options screen"); §4 "Assignment"; §7 `student.levelupdate`
 */
import { eq } from 'drizzle-orm';
import { applyLevelAction, localDateKey } from '@mathcols/engine';
import { unauthorized } from '../../auth/unauthorized';
import { studentSets, students } from '../../db/schema';
import { refuse } from '../students/access';
import type { Handler } from '../types';
import { LEARNING_REASONS } from './reasons';
import { forgetServedLevel } from './served-sets';
import { finishedSets, latestSet, progressOf } from './sets';
import { lockStudent, signedInStudent, timeZoneOf } from './signed-in-student';

/**
 * Applies `action` (advance +1, repeat ±0, decrease −1, within 0–19; the engine's
 * `applyLevelAction`) to the level of the student's **latest** set of the subject, stores it as
 * the subject's level and marks the offer taken — only when that set offered the action, no
 * action was taken on it yet, and it is from today (the request's `timezone`, else the
 * session's, else UTC). Otherwise the refusal 'That level change is not available now', and
 * nothing changes: so calling the tag again cannot climb further. One transaction holding the
 * student's row. The subject's completion date is kept; a set already served at the old level
 * (another device started the next one) is served again at the new level.
 * @returns 200 `{ tag, [subject]: { level }, [subject]_progress: { complete, score } }`, e.g.
 *   `{ tag, addition: { level: '4' }, addition_progress: { complete: '20', score: '95' } }`;
 *   401 for a missing, expired or parent token
 * @see spec §7 `student.levelupdate`, §9 "Level 0-19"
 */
export const levelUpdate: Handler<'student.levelupdate'> = async (request, { db, now }) => {
  const at = now();
  const signedIn = await signedInStudent(db, request.usertoken, at);
  if (!signedIn) return unauthorized(request.tag);
  const { subject, action, tag } = request;
  const studentId = signedIn.student.id;
  const today = localDateKey(at, timeZoneOf(request.timezone, signedIn));

  return db.transaction(async (tx) => {
    const student = await lockStudent(tx, studentId);
    if (!student) return unauthorized(tag);
    const offer = await latestSet(tx, studentId, subject);
    if (
      !offer ||
      offer.localDate !== today ||
      offer.chosenAction !== null ||
      !offer.offeredOptions.includes(action)
    ) {
      return refuse(tag, LEARNING_REASONS.levelChangeUnavailable);
    }
    const level = applyLevelAction(offer.level, action);
    await tx.update(studentSets).set({ chosenAction: action }).where(eq(studentSets.id, offer.id));
    await forgetServedLevel(tx, studentId, subject);
    await tx
      .update(students)
      .set({
        mathlevels: {
          ...student.mathlevels,
          [subject]: { ...student.mathlevels[subject], level: String(level) },
        },
      })
      .where(eq(students.id, studentId));
    return {
      status: 200,
      body: {
        tag,
        [subject]: { level: String(level) },
        [`${subject}_progress`]: progressOf(level, await finishedSets(tx, studentId, subject)),
      },
    };
  });
};
