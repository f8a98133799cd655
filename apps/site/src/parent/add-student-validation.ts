/**
 * Checks of the Add Student form, as a pure function of the typed values.
 * @see spec §5 "Add student", §9 (grade level 1-7, student password min 4)
 */

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
 * The spec's message for each invalid field (names and handle required after trimming,
 * passcode at least 4 characters, grade a whole number 1–7); an empty object when all are valid.
 * @example validateNewStudent({ …, gradelevel: '9' }) // { gradelevel: 'Grade level must be between 1 and 7' }
 * @see spec §5 "Add student"
 */
export function validateNewStudent(
  values: AddStudentValues,
): Partial<Record<AddStudentField, string>> {
  const errors: Partial<Record<AddStudentField, string>> = {};
  if (values.firstname.trim() === '') errors.firstname = 'First name is required';
  if (values.lastname.trim() === '') errors.lastname = 'Last name is required';
  if (values.accountname.trim() === '') errors.accountname = 'Account name is required';
  if (values.passcode.length < MIN_PASSCODE_LENGTH) errors.passcode = PASSCODE_TOO_SHORT;
  if (!/^[1-7]$/.test(values.gradelevel.trim())) {
    errors.gradelevel = 'Grade level must be between 1 and 7';
  }
  return errors;
}
