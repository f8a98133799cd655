/**
 * `student.delete`: a signed-in parent removes one of their students.
 * @see spec §2 Configure Students "Delete", §7 `student.delete`
 */
import { listStudents } from '../../accounts/serialize';
import { unauthorized } from '../../auth/unauthorized';
import { students } from '../../db/schema';
import type { Handler } from '../types';
import { ownStudent, refuse, signedInParent } from './access';
import { STUDENT_REASONS } from './rules';

/**
 * Deletes the caller's student with the given handle. The student's sessions end with it (the
 * `sessions.student_id` foreign key cascades), so a signed-in child is signed out at once.
 *
 * Needs a parent token (401 otherwise). A handle that is not one of the caller's students —
 * unknown, or another parent's — is refused alike with 'Student not found' (HTTP 200,
 * `student.delete_error`), and nothing is deleted.
 * @returns 200 `{ tag, result: 'true', students }` with the parent's remaining students
 * @see spec §7 `student.delete`, §6
 */
export const deleteStudent: Handler<'student.delete'> = async (request, { db, now }) => {
  const parent = await signedInParent(db, request.usertoken, now());
  if (!parent) return unauthorized(request.tag);
  const deleted = await db
    .delete(students)
    .where(ownStudent(parent.parentId, request.accountname))
    .returning({ id: students.id });
  if (deleted.length === 0) return refuse(request.tag, STUDENT_REASONS.notFound);
  return {
    status: 200,
    body: {
      tag: request.tag,
      result: 'true',
      students: await listStudents(db, parent.parentId, parent.premium),
    },
  };
};
