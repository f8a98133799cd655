/**
 * Checks of the Add Student form, as a pure function of the typed values. The name, handle and
 * grade rules are the wire protocol's own schemas (`studentNameSchema`, `accountNameSchema`,
 * `gradeLevelSchema`), so the form refuses exactly what the server would, with the same words.
 * @see spec §5 "Add student", "Student login" (handle at least 3), §9 (grade level 1-7,
 *   student password min 4)
 */
import {
  accountNameSchema,
  gradeLevelSchema,
  studentNameSchema,
} from '@mathcols/api-client/protocol';
import { protocolRefusal } from '../auth/validation';

/** The Add Student form's fields, as typed. */
export interface AddStudentValues {
  firstname: string;
  lastname: string;
  accountname: string;
  passcode: string;
  /** The grade as typed, e.g. `'3'`. */
  gradelevel: string;
}

/** A field of the Add Student form. */
export type AddStudentField = keyof AddStudentValues;

/** The fields in form order (the first invalid one gets focus). */
export const ADD_STUDENT_FIELDS: readonly AddStudentField[] = [
  'firstname',
  'lastname',
  'accountname',
  'passcode',
  'gradelevel',
];

/** Shortest student passcode. @see spec §9 "Student password min 4" */
export const MIN_PASSCODE_LENGTH = 4;

/** Message for a passcode under 4 characters (also used by the password change). */
export const PASSCODE_TOO_SHORT = 'Password must be at least 4 characters long';

/**
 * The spec's message for each invalid field (names required after trimming, at most 64
 * characters: 'First name must be at most 64 characters long'; handle required and then as the
 * protocol wants it — 3 to 32 characters: 'Student handle must be at least 3 characters long';
 * passcode at least 4 characters; grade a whole number 1–7); an empty object when all are
 * valid.
 * @example validateNewStudent({ …, accountname: 'ab' }) // { accountname: 'Student handle must be at least 3 characters long' }
 * @example validateNewStudent({ …, gradelevel: '9' }) // { gradelevel: 'Grade level must be between 1 and 7' }
 * @see spec §5 "Add student", "Student login"
 */
export function validateNewStudent(
  values: AddStudentValues,
): Partial<Record<AddStudentField, string>> {
  const errors: Partial<Record<AddStudentField, string>> = {};
  const firstname = protocolRefusal(studentNameSchema, values.firstname, 'First name');
  if (firstname !== undefined) errors.firstname = firstname;
  const lastname = protocolRefusal(studentNameSchema, values.lastname, 'Last name');
  if (lastname !== undefined) errors.lastname = lastname;
  const handle = values.accountname.trim();
  const handleRefused = protocolRefusal(accountNameSchema, handle);
  if (handle === '') errors.accountname = 'Account name is required';
  else if (handleRefused !== undefined) errors.accountname = handleRefused;
  if (values.passcode.length < MIN_PASSCODE_LENGTH) errors.passcode = PASSCODE_TOO_SHORT;
  const gradeRefused = protocolRefusal(gradeLevelSchema, values.gradelevel.trim());
  if (gradeRefused !== undefined) errors.gradelevel = gradeRefused;
  return errors;
}

/**
 * The server's reason for a handle another student has (any case), which the form shows under
 * 'Account name', where the parent changes it, not at the foot of the form.
 * @see spec §8 "Students" (the server's reason), apps/server `STUDENT_REASONS.handleTaken`
 */
export const HANDLE_TAKEN_REASON = 'That student handle is already taken';
