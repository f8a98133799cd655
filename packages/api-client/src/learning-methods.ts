/**
 * The student's learning calls of the client: today's assignment questions, practice sets,
 * finishing a set, moving level and reporting a wrong answer. Each keeps the stored student
 * session in step, so the dashboard badge, the levels and My Progress need no re-sign-in.
 * @see spec §3 "Assignment", "Progress", "Student session record"; §4 Student session; §6 student
 *   rules; §7 `student.*`; §8 Assignments, Problems
 */
import {
  OPERATOR_BY_SUBJECT,
  problemText,
  type Answers,
  type RawProblem,
  type Subject,
} from '@mathcols/engine';
import { runtimeTimeZone } from './time-zone';
import { ApiError } from './errors';
import type { Assignment, LearningMethods, ProblemWork, SubjectProgress } from './learning-types';
import { API_ERROR_MESSAGES } from './messages';
import {
  ERROR_REPORT_LIMITS,
  boxAnswersSchema,
  setWorkSchema,
  type ApiRequestOf,
  type BoxAnswersWire,
  type ProblemWorkWire,
  type ApiResponseOf,
  type ApiTag,
} from './protocol';
import { isRecord, placeholderError, subjectLevelKey } from './public-math';
import type { SessionStore } from './session-types';

/**
 * Sends a tag (adding `tag`, `deviceid`, `usertoken`) and returns its parsed answer; `onInvalid`
 * may turn an answer that fails its schema into a more specific error.
 */
export type LearningSender = <T extends ApiTag>(
  tag: T,
  body: Omit<ApiRequestOf<T>, 'tag' | 'deviceid' | 'usertoken'>,
  onInvalid?: (json: unknown) => ApiError | undefined,
) => Promise<ApiResponseOf<T>>;

/** What the learning methods need from the client. */
export interface LearningContext {
  /** The client's sender. */
  send: LearningSender;
  /** The client's session store. */
  session: SessionStore;
  /** The device id already known (memory or cookie), without asking the server for one. */
  storedDeviceId: () => string | undefined;
  /** The student's IANA time zone. @defaultValue {@link runtimeTimeZone} */
  timeZone?: () => string;
}

/**
 * Checks that a student is signed in before a student's call is sent. Rejects like the client's
 * sender does without a token, but without touching a parent's session (a parent's token is
 * never sent on a student's tag, where the server's 401 would sign the parent out).
 * @throws {ApiError} `code: 'unauthorized'`, 'Authentication token not found. Please log in
 *   again.', when no student is signed in (the session is cleared only when no token is stored)
 */
export function requireStudent(session: SessionStore): void {
  if (session.getSnapshot().student !== null) return;
  if (session.getUserToken() === undefined) session.signOut();
  throw new ApiError(API_ERROR_MESSAGES.noToken, 'unauthorized');
}

/** The learning methods over the client's sender and session store. */
export function createLearningMethods({
  send,
  session,
  storedDeviceId,
  timeZone = runtimeTimeZone,
}: LearningContext): LearningMethods {
  return {
    async getAssignments(subjects) {
      requireStudent(session);
      const wanted = [...new Set(subjects)];
      if (wanted.length === 0) return {};
      const answer = await send(
        'student.mathget',
        { subjects: wanted, timezone: timeZone() },
        placeholderError('math'),
      );
      const levels = session.getSnapshot().student?.session.math;
      const assignments: Partial<Record<Subject, Assignment>> = {};
      for (const subject of wanted) {
        const stored = levels?.[subject]?.level;
        const found = pickLevel(answer.math, subject, stored === undefined ? undefined : +stored);
        if (!found) throw new ApiError(API_ERROR_MESSAGES.noQuestions, 'format');
        assignments[subject] = { subject, ...found };
      }
      return assignments;
    },

    async getPracticeProblems(subject, level) {
      requireStudent(session);
      const answer = await send('student.practiceget', { subject, level: String(level) }, (json) =>
        tagOf(json) === 'student.practiceget'
          ? placeholderError('math')(json)
          : new ApiError(API_ERROR_MESSAGES.invalidPracticeTag, 'format'),
      );
      const problems = answer.math[subjectLevelKey(subject, level)] ?? [];
      if (problems.length === 0) {
        throw new ApiError(API_ERROR_MESSAGES.noProblemsForLevel, 'format');
      }
      return problems;
    },

    async completeAssignment(subject, errors, work) {
      if (!Number.isInteger(errors) || errors < 0 || errors > 999) {
        throw new RangeError(`errors must be a whole number from 0 to 999, got ${errors}`);
      }
      requireStudent(session);
      const setWork = work === undefined ? undefined : wireWork(subject, work);
      const answer = await send('student.mathcomplete', {
        subject,
        errors: String(errors),
        timezone: timeZone(),
        ...(setWork ? { work: setWork } : {}),
      });
      if (answer.subject !== subject) {
        throw new ApiError(API_ERROR_MESSAGES.saveResultFailed, 'format');
      }
      session.updateStudent({
        subject,
        level: answer.level,
        completionDate: answer.completionDate,
        historyEntry: answer.entry,
        progress: answer.progress,
      });
      return {
        options: answer.options ?? [],
        level: Number(answer.level),
        progress: progressOf(answer.progress),
        entry: answer.entry,
        completionDate: answer.completionDate,
      };
    },

    async updateLevel(subject, action) {
      requireStudent(session);
      const answer = await send('student.levelupdate', {
        subject,
        action,
        timezone: timeZone(),
      });
      const level = answer[subject]?.level;
      const progress = answer[`${subject}_progress`];
      if (level === undefined || progress === undefined) {
        throw new ApiError(API_ERROR_MESSAGES.updateLevelFailed, 'format');
      }
      session.updateStudent({ subject, level, progress });
      return { level: Number(level), progress: progressOf(progress) };
    },

    async reportError({ subject, level, problem, errorCount, given, correct, answers }) {
      try {
        if (storedDeviceId() === undefined) return false;
        if (session.getSnapshot().student === null) return false;
        const text = problem.question?.trim() || problemText(problem);
        const boxes = answers === undefined ? undefined : wireAnswers(answers);
        await send('student.mathreporterror', {
          question: {
            subject,
            question: text.slice(0, ERROR_REPORT_LIMITS.question),
            level: String(level),
            number_0: problem.number_0,
            number_1: problem.number_1,
            errorcount: errorCount,
            result: clip(given),
            correct: clip(correct),
            ...(boxes ? { answers: boxes } : {}),
          },
        });
        return true;
      } catch {
        return false;
      }
    },
  };
}

/**
 * The problems of `subject` at `level` when that key has some, else at the subject's first key
 * (in the answer's order) that has some; `undefined` when none has.
 */
function pickLevel(
  math: Readonly<Record<string, RawProblem[]>>,
  subject: Subject,
  level: number | undefined,
): Omit<Assignment, 'subject'> | undefined {
  const exact = level === undefined ? [] : [subjectLevelKey(subject, level)];
  const keys = [...exact, ...Object.keys(math).filter((key) => key.startsWith(`${subject}_`))];
  for (const key of keys) {
    const questions = math[key];
    if (!questions?.length) continue;
    const served = Number(key.slice(subject.length + 1));
    return { level: served, subjectKey: subjectLevelKey(subject, served), questions };
  }
  return undefined;
}

/** An `onInvalid` hook: the placeholder error when `json[field]` looks like stub data. */
function tagOf(json: unknown): unknown {
  return isRecord(json) ? json.tag : undefined;
}

function progressOf(progress: { complete: string; score: string }): SubjectProgress {
  return { complete: Number(progress.complete), score: Number(progress.score) };
}

/**
 * A worksheet's answers as the wire carries them (blank boxes left out), or `undefined` when
 * they do not fit the protocol (too many boxes, keys or digits no worksheet has).
 */
function wireAnswers(answers: Answers): BoxAnswersWire | undefined {
  const digits: Record<string, number> = {};
  for (const [key, digit] of Object.entries(answers)) {
    if (digit !== undefined) digits[key] = digit;
  }
  const parsed = boxAnswersSchema.safeParse(digits);
  return parsed.success ? parsed.data : undefined;
}

/**
 * A set's work as `student.mathcomplete` carries it, or `undefined` when it does not fit the
 * protocol (more problems than a set, another operator than the subject's, answers that do not
 * fit): then the set is recorded without it rather than refused.
 */
function wireWork(subject: Subject, work: readonly ProblemWork[]): ProblemWorkWire[] | undefined {
  const entries: ProblemWorkWire[] = [];
  for (const { problem, answers } of work) {
    const digits = wireAnswers(answers);
    if (!digits || problem.operator !== OPERATOR_BY_SUBJECT[subject]) return undefined;
    entries.push({
      number_0: problem.number_0,
      number_1: problem.number_1,
      operator: problem.operator,
      answers: digits,
    });
  }
  const parsed = setWorkSchema.safeParse(entries);
  return parsed.success ? parsed.data : undefined;
}

function clip(record: { readonly answer: string; readonly calculation: string }) {
  return {
    answer: record.answer.slice(0, ERROR_REPORT_LIMITS.answer),
    calculation: record.calculation.slice(0, ERROR_REPORT_LIMITS.calculation),
  };
}
