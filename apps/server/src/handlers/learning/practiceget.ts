/**
 * `student.practiceget` (`POST /api/practice`): a practice set of one subject and level.
 * @see spec §2 Practice Problems; §7 `student.practiceget`; §9 "Practice levels"
 */
import { randomBytes } from 'node:crypto';
import { PROBLEMS_PER_LEVEL, generateProblems } from '@mathcols/engine';
import { unauthorized } from '../../auth/unauthorized';
import { refuse } from '../students/access';
import { withQuestions } from '../problem-text';
import type { Handler } from '../types';
import { highestPracticeLevel, storedLevel } from './assignment';
import { LEARNING_REASONS } from './reasons';
import { signedInStudent } from './signed-in-student';

/**
 * 10 problems (`PROBLEMS_PER_LEVEL`) of the subject at the level asked for, freshly random on
 * every request (a 128-bit seed from `crypto.randomBytes`). The level may be at most the
 * student's level in that subject + 1 (and at most 19); above it the answer is the refusal
 * 'No problems available for this level'. Each problem carries its `question` text (see
 * `withQuestion`). Writes nothing.
 * @returns 200 `{ tag, math: { '{subject}_{level}': RawProblem[] } }`; 401 for a missing,
 *   expired or parent token
 * @see spec §7 `student.practiceget`, §8 "No problems available for this level", §9
 */
export const practiceGet: Handler<'student.practiceget'> = async (request, { db, now }) => {
  const signedIn = await signedInStudent(db, request.usertoken, now());
  if (!signedIn) return unauthorized(request.tag);
  const level = Number(request.level);
  const current = storedLevel(signedIn.student.mathlevels, request.subject);
  if (level > highestPracticeLevel(current)) {
    return refuse(request.tag, LEARNING_REASONS.noProblemsForLevel);
  }
  const seed = randomBytes(16).toString('hex');
  const questions = generateProblems(request.subject, level, PROBLEMS_PER_LEVEL, seed);
  if (questions.length === 0) return refuse(request.tag, LEARNING_REASONS.noProblemsForLevel);
  return {
    status: 200,
    body: { tag: request.tag, math: { [`${request.subject}_${level}`]: withQuestions(questions) } },
  };
};
