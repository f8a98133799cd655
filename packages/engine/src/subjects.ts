import type { Operator, RawProblem, Subject } from './types';

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

/**
 * Refuses anything that is not one of the four subjects (callers outside TypeScript may pass
 * anything).
 * @throws {RangeError} 'Unknown subject: …'
 */
export function assertSubject(value: unknown): asserts value is Subject {
  if (typeof value !== 'string' || !isSubject(value)) {
    throw new RangeError(`Unknown subject: ${String(value)}`);
  }
}

/**
 * The sign a child sees for each wire operator: + − × ÷ (the minus is U+2212, not a hyphen).
 * @see spec §3 "Raw problem"
 */
export const OPERATOR_SIGNS: Readonly<Record<Operator, string>> = {
  '+': '+',
  '-': '\u2212',
  '*': '\u00d7',
  '/': '\u00f7',
};

/** The sign of each subject's operator (+ − × ÷), e.g. for a subject's round mark. */
export const SUBJECT_SIGNS: Readonly<Record<Subject, string>> = {
  addition: OPERATOR_SIGNS['+'],
  subtraction: OPERATOR_SIGNS['-'],
  multiplication: OPERATOR_SIGNS['*'],
  division: OPERATOR_SIGNS['/'],
};

/**
 * A problem as a child reads it, operands as given: `{ number_0: '57', number_1: '68',
 * operator: '+' }` → `'57 + 68'`, `'*'` → `'7 × 8'`. An unknown operator is shown as it came;
 * a missing operator or operand (`''`) as `?` (`'12 ? 3'`, `'? + 5'`), so the gap shows.
 * @see spec §3 "Raw problem" (the optional `question` text)
 */
export function problemText(problem: RawProblem): string {
  const shown = (part: unknown) => String(part) || '?';
  return `${shown(problem.number_0)} ${OPERATOR_SIGNS[problem.operator] ?? shown(problem.operator)} ${shown(problem.number_1)}`;
}
