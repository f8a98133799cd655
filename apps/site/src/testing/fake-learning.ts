/**
 * The learning methods of the fake API client (`fakeApiClient`): they behave like the server on
 * the engine's own rules — today's questions at the stored level, adaptive options, level
 * moves, progress and history kept in the session.
 */
import type { ApiClient, ErrorReport, LearningMethods, ProblemWork } from '@mathcols/api-client';
import {
  adaptiveOptions,
  applyLevelAction,
  generateProblems,
  localDateKey,
  subjectProgress,
  type RawProblem,
  type Subject,
} from '@mathcols/engine';

/** The arguments of one `completeAssignment` call, as {@link FakeApiOptions.completions} keeps them. */
export interface CompletionCall {
  readonly subject: Subject;
  readonly errors: number;
  /** The work sent for the server's diagnosis, or `undefined` when none was sent. */
  readonly work: readonly ProblemWork[] | undefined;
}

/** What the fake's learning methods serve and where they record the calls. */
export interface FakeLearningOptions {
  /** The questions `getAssignments` serves per subject (see `FakeApiOptions.assignments`). */
  assignments?: Partial<Record<Subject, RawProblem[]>> | undefined;
  /** Receives every `reportError` call. */
  reports?: ErrorReport[] | undefined;
  /** Receives every `completeAssignment` call's arguments. */
  completions?: CompletionCall[] | undefined;
}

/** The fake's learning methods over its session store. */
export function fakeLearningMethods(
  session: ApiClient['session'],
  { assignments, reports, completions }: FakeLearningOptions,
): LearningMethods {
  const student = () => {
    const state = session.getSnapshot().student;
    if (!state) throw new Error('Authentication token not found. Please log in again.');
    return state;
  };
  const levelOf = (subject: Subject) => Number(student().session.math[subject]?.level ?? '0');
  const progressOf = (subject: Subject, level: number) =>
    subjectProgress(
      level,
      (student().history[subject] ?? []).map((entry) => ({ ...entry, level: Number(entry.level) })),
    );
  return {
    async getAssignments(subjects) {
      return Object.fromEntries(
        subjects.map((subject) => {
          const level = levelOf(subject);
          const questions = assignments?.[subject] ?? generateProblems(subject, level, 10, 'fake');
          return [subject, { subject, level, subjectKey: `${subject}_${level}`, questions }];
        }),
      );
    },
    async getPracticeProblems(subject, level) {
      return generateProblems(subject, level, 10, 'fake-practice');
    },
    async completeAssignment(subject, errors, work) {
      completions?.push({ subject, errors, work });
      const level = levelOf(subject);
      const now = new Date();
      const completionDate = localDateKey(now);
      const questions = (assignments?.[subject] ?? generateProblems(subject, level, 10, 'fake'))
        .length;
      const entry = {
        createdDate: `${completionDate}-09:00`,
        level: String(level),
        questions,
        errors,
      };
      session.updateStudent({ subject, completionDate, historyEntry: entry });
      const progress = progressOf(subject, level);
      session.updateStudent({ subject, progress });
      const options = adaptiveOptions({ level, questions, errors });
      return { options, level, progress, entry, completionDate };
    },
    async updateLevel(subject, action) {
      const level = applyLevelAction(levelOf(subject), action);
      const progress = progressOf(subject, level);
      session.updateStudent({ subject, level, progress });
      return { level, progress };
    },
    async reportError(report) {
      reports?.push(report);
      return true;
    },
  };
}
