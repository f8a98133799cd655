import { LEVEL_COUNT, type LevelGame, type Subject } from '@mathcols/engine';
import { tabStorage } from '../hooks/web-storage';
import type { SolvedResult } from '../student/progress-dots';
import { FREE_PRACTICE_SUBJECTS, type SubjectGames } from './subjects';
import { isSolvedResult } from '../student/solved-results';

/** The `sessionStorage` key of the subject tab shown (one free practice per tab). */
export const FREE_PRACTICE_TAB_KEY = 'mathcols.free-practice.subject';

/**
 * The `sessionStorage` key of one subject's progress, a {@link SubjectProgress} as JSON:
 * `subjectProgressKey('addition')` → 'mathcols.free-practice.addition'.
 */
export const subjectProgressKey = (subject: Subject): string => `mathcols.free-practice.${subject}`;

/**
 * How far a visitor got in one subject of free practice, as plain data: the level and how each
 * problem of it solved so far went, in order (a problem solved but not yet left with
 * 'Next Problem →' included). Enough to replay on the day's level game, so a reload or Back
 * then Forward in the same tab goes on at the same level, count and dots.
 * @see spec §2 "Free practice" ('Level N - i/total Problems Completed')
 */
export interface SubjectProgress {
  /** 0 … 19. */
  readonly level: number;
  readonly results: readonly SolvedResult[];
}

/** What the tab kept: the games moved to where the visitor was, and each subject's dots. */
export interface ResumedFreePractice {
  /** The subject tab to show. */
  readonly subject: Subject;
  /** Each subject's results on its current level, for the dots. */
  readonly results: Readonly<Record<Subject, readonly SolvedResult[]>>;
}

const isSubject = (value: unknown): value is Subject =>
  FREE_PRACTICE_SUBJECTS.some((subject) => subject === value);

/** The kept progress of `subject`, or `null` when there is none or it is not well formed. */
function readSubjectProgress(subject: Subject): SubjectProgress | null {
  const value = tabStorage.read(subjectProgressKey(subject));
  if (typeof value !== 'object' || value === null) return null;
  const { level, results } = value as Record<string, unknown>;
  if (typeof level !== 'number' || !Number.isInteger(level) || level < 0 || level >= LEVEL_COUNT) {
    return null;
  }
  if (!Array.isArray(results) || !results.every(isSolvedResult)) return null;
  return { level, results };
}

/**
 * Replays `progress` on `game`: the level started, then one 'Next Problem →' per solved problem
 * (so one solved but not yet left is gone past, as the child would have done next). Returns
 * the results of the level the game ends on: `progress.results`, or none when the last one
 * finished the level and the game moved up. When the replay does not end where the child was
 * (today's set has fewer problems at that level, or the data was changed), the game goes back
 * to level 0 and `null` is returned.
 */
function replay(game: LevelGame, progress: SubjectProgress): readonly SolvedResult[] | null {
  const { level, results } = progress;
  game.startLevel(level);
  const total = game.getState().levelProblems.length;
  for (let solved = 0; solved < results.length; solved += 1) game.nextProblem();
  const state = game.getState();
  if (state.currentLevel === level && state.problemsCompleted === results.length) return results;
  if (state.currentLevel === level + 1 && results.length === total && total > 0) return [];
  game.startLevel(0);
  return null;
}

/**
 * Moves the day's level `games` to where this tab's visitor was (see
 * {@link keepSubjectProgress}) and says which tab to show. A subject with nothing kept, or
 * with progress that does not replay, starts at level 0 as on a first visit; storage that is
 * missing, unreadable or throws gives a first visit. Never throws.
 */
export function resumeFreePractice(games: SubjectGames): ResumedFreePractice {
  const results = {} as Record<Subject, readonly SolvedResult[]>;
  for (const subject of FREE_PRACTICE_SUBJECTS) {
    const progress = readSubjectProgress(subject);
    results[subject] = (progress && replay(games[subject], progress)) ?? [];
  }
  const kept = tabStorage.read(FREE_PRACTICE_TAB_KEY);
  return { subject: isSubject(kept) ? kept : FREE_PRACTICE_SUBJECTS[0], results };
}

/** Keeps `progress` of `subject` in this tab's `sessionStorage`; failures are ignored. */
export function keepSubjectProgress(subject: Subject, progress: SubjectProgress): void {
  tabStorage.write(subjectProgressKey(subject), progress);
}

/** Keeps the subject tab shown in this tab's `sessionStorage`; failures are ignored. */
export function keepFreePracticeTab(subject: Subject): void {
  tabStorage.write(FREE_PRACTICE_TAB_KEY, subject);
}
