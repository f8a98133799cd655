/**
 * The student tags: a parent adds, removes and changes students; a student signs in and reads
 * their data again.
 * @see spec §2 Configure Students, Student Login; §7 `student.*`
 */
import type { Handler } from '../types';
import { connectStudent } from './connect';
import { createStudent } from './create';
import { deleteStudent } from './delete';
import { getStudent } from './get';
import { updateStudent } from './update';

/**
 * The handlers of `student.create`, `student.delete`, `student.update` (parent scope),
 * `student.connect` (no token) and `student.get` (student scope), spread into the registry's
 * `HANDLERS`.
 * @see spec §7
 */
export const studentHandlers: {
  'student.create': Handler<'student.create'>;
  'student.delete': Handler<'student.delete'>;
  'student.update': Handler<'student.update'>;
  'student.connect': Handler<'student.connect'>;
  'student.get': Handler<'student.get'>;
} = {
  'student.create': createStudent,
  'student.delete': deleteStudent,
  'student.update': updateStudent,
  'student.connect': connectStudent,
  'student.get': getStudent,
};
