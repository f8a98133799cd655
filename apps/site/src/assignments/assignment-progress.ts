import {
  isLevelAction,
  localDateKey,
  type Answers,
  type LevelAction,
  type Subject,
} from '@mathcols/engine';
import { deviceStorage, isRecord } from '../hooks/web-storage';
import { readKeptAnswers } from '../student/kept-answers';
import type { AssignmentData } from './assignment-data';

/**
 * How far a child got in an assignment set, as plain data: what the engine's runner and the
 * question worksheets hold, so a reload, Back/Forward, a new tab or a reopened browser on the
 * same device puts the child back where they were (a reload lost finished work; a tab the
 * browser dropped lost a set half done). Each array has one entry per question.
 * @see spec §2 "Assignment runner", §4 "Assignment"
 */
export interface AssignmentProgress {
  /** The question shown, 0-based. */
  readonly index: number;
  /** Per question: submitted at least once (the runner's `answered`, a prefix of `true`s). */
  readonly answered: readonly boolean[];
  /** Per question: right at the first submission (the runner's `firstTryCorrect`). */
  readonly firstTryCorrect: readonly boolean[];
  /** Per question: the digits in its boxes now, by box key (`{}` for a blank worksheet). */
  readonly answers: readonly Answers[];
  /** Per question: its worksheet shows a submission's marks (not edited since). */
  readonly submitted: readonly boolean[];
  /** Per question: the digits of its first submission (for the diagnosis), or `null`. */
  readonly firstAnswers: readonly (Answers | null)[];
  /**
   * The level options the server offered when it took the set ('Move up', 'Stay', …), kept
   * while the child has not chosen: a reload then shows the choice again, without sending the
   * set twice. Absent while the child works.
   */
  readonly offered?: readonly LevelAction[];
}

/** The start of every {@link assignmentProgressKey}. */
const ASSIGNMENT_PROGRESS_PREFIX = 'mathcols.assignment-progress.';

/**
 * The `localStorage` key of a student's progress in a subject (one set per student, subject and
 * device), e.g. `mathcols.assignment-progress.sam.addition`: siblings on one device keep their
 * own, and signing out forgets nothing (signing in again restores the set). The value is the
 * {@link AssignmentProgress} as JSON with `set` ({@link assignmentSetId}) and `day` (the
 * device's date when written, `YYYY-MM-DD`) added.
 * @param student the student's handle; @defaultValue '' (no one named)
 */
export const assignmentProgressKey = (subject: Subject, student = '') =>
  `${ASSIGNMENT_PROGRESS_PREFIX}${student}.${subject}`;

/** The key of `data`'s progress. */
const keyOf = (data: AssignmentData) => assignmentProgressKey(data.subject, data.student);

/** This device's date, `YYYY-MM-DD`: kept progress says which day it is from. */
const today = () => localDateKey(new Date());

/**
 * Names one set of questions: its `subjectKey` and every question's operands in order, e.g.
 * `'addition_2:1+2,2+3'`. Progress is restored only for the very same set.
 */
export function assignmentSetId(data: AssignmentData): string {
  const operands = data.questions.map((q) => `${q.number_0}${q.operator}${q.number_1}`);
  return `${data.subjectKey}:${operands.join(',')}`;
}

/** `value` as an array of `total` entries each read by `read`, or `null`. */
function readList<T>(value: unknown, total: number, read: (entry: unknown) => T | undefined) {
  if (!Array.isArray(value) || value.length !== total) return null;
  const list = value.map(read);
  return list.every((entry) => entry !== undefined) ? (list as T[]) : null;
}

const readFlag = (entry: unknown) => (typeof entry === 'boolean' ? entry : undefined);

/**
 * The progress in `value` when it belongs to `set` and holds together (what the runner can have
 * reached: the questions before the shown one answered, as Next needs), otherwise `null`.
 */
function parseProgress(value: unknown, set: string, total: number): AssignmentProgress | null {
  if (!isRecord(value) || value.set !== set) return null;
  const { index } = value;
  const answered = readList(value.answered, total, readFlag);
  const firstTryCorrect = readList(value.firstTryCorrect, total, readFlag);
  const submitted = readList(value.submitted, total, readFlag);
  const answers = readList(value.answers, total, (entry) => readKeptAnswers(entry) ?? undefined);
  const firstAnswers = readList(value.firstAnswers, total, (entry) =>
    entry === null ? null : (readKeptAnswers(entry) ?? undefined),
  );
  if (!answered || !firstTryCorrect || !submitted || !answers || !firstAnswers) return null;
  const count = answered.filter(Boolean).length;
  const prefix = answered.every((flag, at) => flag === at < count);
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0) return null;
  if (!prefix || index >= total || index > count) return null;
  const progress = { index, answered, firstTryCorrect, answers, submitted, firstAnswers };
  const { offered } = value;
  // A choice is only pending for a set that was finished: every question answered.
  const pending =
    Array.isArray(offered) && offered.length > 0 && offered.every(isLevelAction) && count === total;
  return pending ? { ...progress, offered: offered as LevelAction[] } : progress;
}

/**
 * The saved progress of `data`'s set on this device, or `null` (start fresh): nothing saved,
 * another set's progress (which is then removed: a different set has started), unreadable
 * JSON, or storage that throws (disabled, sandboxed).
 */
export function readAssignmentProgress(data: AssignmentData): AssignmentProgress | null {
  const key = keyOf(data);
  const value = deviceStorage.read(key);
  const set = assignmentSetId(data);
  if (isRecord(value) && value.set !== set) deviceStorage.remove(key);
  return parseProgress(value, set, data.questions.length);
}

/** Saves `progress` for `data`'s set on this device; storage failures (quota, disabled) are ignored. */
export function writeAssignmentProgress(data: AssignmentData, progress: AssignmentProgress): void {
  deviceStorage.write(keyOf(data), { set: assignmentSetId(data), day: today(), ...progress });
}

/** A saved set's result as its results screen said it (shown again after a reload). */
export interface KeptResult {
  /** Percent 0–100. */
  readonly score: number;
  /** Questions right at the first try. */
  readonly correctCount: number;
  /** Questions in the set. */
  readonly total: number;
  /** Questions solved after a wrong first try. */
  readonly fixedCount: number;
}

/**
 * Marks `data`'s set as over on this device (the server took it and nothing is left to choose),
 * with its `result`, in place of its progress: {@link isAssignmentDone} then tells a reload or
 * Back not to run the set again (it would be recorded twice, at whatever level the child is on
 * by then), and {@link keptResult} shows the result again. Storage failures are ignored.
 */
export function markAssignmentDone(data: AssignmentData, result: KeptResult): void {
  deviceStorage.write(keyOf(data), { set: assignmentSetId(data), done: true, result });
}

/** Whether `data`'s very set was marked over on this device ({@link markAssignmentDone}). */
export function isAssignmentDone(data: AssignmentData): boolean {
  const value = deviceStorage.read(keyOf(data));
  return isRecord(value) && value.set === assignmentSetId(data) && value.done === true;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** The result kept with `data`'s set when it was marked over, or `null` (none, or unreadable). */
export function keptResult(data: AssignmentData): KeptResult | null {
  const value = deviceStorage.read(keyOf(data));
  if (!isRecord(value) || value.set !== assignmentSetId(data) || !isRecord(value.result)) {
    return null;
  }
  const { score, correctCount, total, fixedCount } = value.result;
  return isCount(score) && isCount(correctCount) && isCount(total) && isCount(fixedCount)
    ? { score, correctCount, total, fixedCount }
    : null;
}

/** Forgets the saved progress of `data`'s subject on this device (failures ignored). */
export function clearAssignmentProgress(data: AssignmentData): void {
  deviceStorage.remove(keyOf(data));
}

/**
 * How many questions `student` has answered of a set of `subject` worked today on this device
 * and not saved yet, e.g. `{ answered: 4, total: 10 }` (the Assignments card says so; all 10
 * when saving failed); `null` when there is none (nothing kept or answered, a saved set, one
 * from another day).
 */
export function keptToday(
  subject: Subject,
  student: string,
): { answered: number; total: number } | null {
  const value = deviceStorage.read(assignmentProgressKey(subject, student));
  if (!isRecord(value) || value.day !== today() || !Array.isArray(value.answered)) return null;
  const total = value.answered.length;
  const answered = value.answered.filter((flag) => flag === true).length;
  return answered > 0 ? { answered, total } : null;
}
