import type { Operator, Subject } from './types';

/** The four subjects, in the order the product lists them. @see spec §1 */
export const SUBJECTS = [
  'addition',
  'subtraction',
  'multiplication',
  'division',
] as const satisfies readonly Subject[];

/** The wire operator of each subject. @see spec §3 "Assignment" */
export const OPERATOR_BY_SUBJECT: Readonly<Record<Subject, Operator>> = {
  addition: '+',
  subtraction: '-',
  multiplication: '*',
  division: '/',
};

/** The subject of each wire operator. */
export const SUBJECT_BY_OPERATOR: Readonly<Record<Operator, Subject>> = {
  '+': 'addition',
  '-': 'subtraction',
  '*': 'multiplication',
  '/': 'division',
};

/** Whether a string is one of the four subjects. */
export function isSubject(value: string): value is Subject {
  return (SUBJECTS as readonly string[]).includes(value);
}
