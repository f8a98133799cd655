import type { Assignment } from '@mathcols/api-client';
import { isSubject, type RawProblem, type Subject } from '@mathcols/engine';

/**
 * What `/assignments` hands `/assignment-questions` as navigation state
 * (`{ assignmentData }`): one subject's questions for today.
 * @see spec §2 "Assignment runner" ("Needs navigation state assignmentData (subject, subjectKey,
 *   questions)"), §3 "Assignment"
 */
export interface AssignmentData {
  /** The subject. */
  subject: Subject;
  /** `{subject}_{level}`, e.g. `'addition_3'`. */
  subjectKey: string;
  /** The questions, in order (10 from our server). */
  questions: RawProblem[];
  /** The level the questions are at, 0–19. */
  level: number;
  /**
   * The handle of the student whose set it is: the device keeps each student's progress apart
   * (siblings on one tablet). @defaultValue '' (no one named)
   */
  student?: string;
}

/** The navigation state of `/assignment-questions`. */
export interface AssignmentNavigationState {
  assignmentData: AssignmentData;
}

/** The navigation state for an assignment the client fetched for `student` (a handle). */
export function assignmentNavigationState(
  assignment: Assignment,
  student: string,
): AssignmentNavigationState {
  const { subject, subjectKey, questions, level } = assignment;
  return { assignmentData: { subject, subjectKey, questions, level, student } };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Reads `assignmentData` from a location's state, or `null` when it is missing or not shaped
 * as an assignment (a reload, a typed address, a bookmark), so the page can send the child back
 * to `/assignments`. A missing or unreadable `level` falls back to the one in `subjectKey`.
 * @see spec §2 "Assignment runner" ("without it the user goes to /assignments")
 */
export function readAssignmentData(state: unknown): AssignmentData | null {
  if (!isRecord(state) || !isRecord(state.assignmentData)) return null;
  const { subject, subjectKey, questions, level, student } = state.assignmentData;
  if (typeof subject !== 'string' || !isSubject(subject)) return null;
  if (!Array.isArray(questions) || questions.length === 0) return null;
  const key = typeof subjectKey === 'string' ? subjectKey : `${subject}_0`;
  const levelFromKey = Number(key.slice(key.lastIndexOf('_') + 1));
  const resolved = typeof level === 'number' ? level : levelFromKey;
  if (!Number.isInteger(resolved)) return null;
  const data = { subject, subjectKey: key, questions: questions as RawProblem[], level: resolved };
  return typeof student === 'string' ? { ...data, student } : data;
}
