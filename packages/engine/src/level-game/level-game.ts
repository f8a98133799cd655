/**
 * The level game of free practice: a subject's problem lists by level, the current problem, and
 * the move to the next level after a finished list.
 * @see spec §3 "Game state per subject", spec §4 "Worksheet per problem", spec §2 "Free practice"
 */
import { assertWholeNumber } from '../errors';
import { assertCurriculumLevel, isCurriculumLevel } from '../curriculum/level-number';
import { Store } from '../store';
import { assertSubject } from '../subjects';
import type { RawProblem, Subject } from '../types';

/** Score added for each completed level. @see spec §9 "Score per completed level +10" */
const SCORE_PER_LEVEL = 10;

/**
 * A snapshot of the level game (field names as in spec §3 "Game state per subject"; the
 * worksheet's answers live in the worksheet controller of each problem).
 */
export interface LevelGameState {
  readonly subject: Subject;
  /** The level being played, 0 … 19. */
  readonly currentLevel: number;
  /** Levels whose list has been finished, ascending, each once. */
  readonly completedLevels: readonly number[];
  /** Levels that have at least one problem, ascending. */
  readonly availableLevels: readonly number[];
  /** Index of `problem` in `levelProblems` (0 when the list is empty). */
  readonly currentProblemIndex: number;
  /** The current level's problem list (empty when the level has none). */
  readonly levelProblems: readonly RawProblem[];
  /** The problem on the worksheet; `null` when the current level has no problems. */
  readonly problem: RawProblem | null;
  /** +10 for every completed level, on top of the starting score. */
  readonly score: number;
  /** The current level's list has been finished (and there was no next level to move to). */
  readonly isComplete: boolean;
  /** Problems of the current level solved so far ("Level N - i/total Problems Completed"). */
  readonly problemsCompleted: number;
}

/** How to start a level game. */
export interface LevelGameOptions {
  readonly subject: Subject;
  /** Problem lists by level number (e.g. the day's free sets); missing or empty = no problems. */
  readonly levelProblems: Readonly<Record<number, readonly RawProblem[]>>;
  /** The level to begin with, 0 … 19 (a free-practice difficulty's start level). */
  readonly startLevel: number;
  /** Score carried in, a whole number ≥ 0. @defaultValue 0 */
  readonly score?: number;
}

type ProblemsByLevel = ReadonlyMap<number, readonly RawProblem[]>;

/** The fields that (re)starting a level sets. */
type LevelFields =
  | 'currentLevel'
  | 'levelProblems'
  | 'currentProblemIndex'
  | 'problem'
  | 'isComplete'
  | 'problemsCompleted';

/** `state` on the first problem of `level`. */
function levelState(
  state: Omit<LevelGameState, LevelFields>,
  problems: ProblemsByLevel,
  level: number,
): LevelGameState {
  const levelProblems = problems.get(level) ?? [];
  return {
    ...state,
    currentLevel: level,
    levelProblems,
    currentProblemIndex: 0,
    problem: levelProblems[0] ?? null,
    isComplete: false,
    problemsCompleted: 0,
  };
}

/**
 * The level game controller: a {@link Store} of {@link LevelGameState} with one action per
 * verb. No timers, no clock; every action is synchronous and notifies subscribers once.
 * @see spec §3 "Game state per subject", spec §4 "Worksheet per problem"
 */
export class LevelGame extends Store<LevelGameState> {
  readonly #problems: ProblemsByLevel;

  /** @see {@link createLevelGame} (validation and errors are the same). */
  constructor(options: LevelGameOptions) {
    const { subject, startLevel, score = 0 } = options;
    assertSubject(subject);
    assertCurriculumLevel(startLevel);
    assertWholeNumber('Score', score, 0);
    const problems = new Map<number, readonly RawProblem[]>();
    for (const [key, list] of Object.entries(options.levelProblems)) {
      const level = Number(key);
      if (isCurriculumLevel(level) && Array.isArray(list) && list.length > 0) {
        problems.set(level, Object.freeze([...list]));
      }
    }
    const availableLevels = [...problems.keys()].sort((a, b) => a - b);
    super(
      levelState({ subject, completedLevels: [], availableLevels, score }, problems, startLevel),
    );
    this.#problems = problems;
  }

  /**
   * Starts (or restarts) `level` from its first problem: the index and `problemsCompleted`
   * go back to 0 and `isComplete` to false. A level without problems is allowed; its
   * `problem` is `null` ("No problem available"). Score and completed levels are kept.
   * @throws {RangeError} when `level` is not an integer in 0 … 19.
   * @see spec §2 "Free practice" (difficulty buttons start a level)
   */
  startLevel = (level: number): void => {
    assertCurriculumLevel(level);
    this.setState(levelState(this.getState(), this.#problems, level));
  };

  /**
   * The current problem was solved: count it and go on. Until as many problems were solved as
   * the list holds, this moves to the next problem of the list (wrapping to the first, where
   * 'Generate New Problem' skipped ahead). Then the level is complete: it joins
   * `completedLevels`, the score rises by 10, and the game moves to the first problem of
   * level + 1 — unless level + 1 has no problems (or is past 19): then the game stays on the
   * current level with `isComplete` true. Skipped problems are not solved ones, so a level is
   * never complete before `problemsCompleted` reaches the list's length. Does nothing while
   * `isComplete` is true or when the level has no problems.
   * @see spec §4 "at the end of a level's list nextProblem sets complete", spec §2 "Free
   *   practice" ("If no problems exist for the next level, the user stays at the current one")
   */
  nextProblem = (): void => {
    const state = this.getState();
    const { levelProblems, currentProblemIndex, currentLevel } = state;
    if (state.isComplete || state.problem === null) return;
    const problemsCompleted = state.problemsCompleted + 1;
    const nextIndex = (currentProblemIndex + 1) % levelProblems.length;
    if (problemsCompleted < levelProblems.length) {
      this.setState({
        ...state,
        currentProblemIndex: nextIndex,
        problem: levelProblems[nextIndex] as RawProblem,
        problemsCompleted,
      });
      return;
    }
    const completed: LevelGameState = {
      ...state,
      completedLevels: [...new Set([...state.completedLevels, currentLevel])].sort((a, b) => a - b),
      score: state.score + SCORE_PER_LEVEL,
      problemsCompleted,
      isComplete: true,
    };
    const nextLevel = currentLevel + 1;
    this.setState(
      this.#problems.has(nextLevel) ? levelState(completed, this.#problems, nextLevel) : completed,
    );
  };

  /**
   * Shows the next problem of the current list, wrapping from the last to the first; the
   * level, score, `problemsCompleted` and `isComplete` do not change. Does nothing when the
   * level has no problems.
   * @see spec §4 "'Generate new problem' cycles with wrap-around", spec §2 "Worksheet
   *   behaviour" ("Generate New Problem")
   */
  generateNewProblem = (): void => {
    const state = this.getState();
    const { levelProblems } = state;
    if (levelProblems.length === 0) return;
    const index = (state.currentProblemIndex + 1) % levelProblems.length;
    this.setState({
      ...state,
      currentProblemIndex: index,
      problem: levelProblems[index] as RawProblem,
    });
  };
}

/**
 * Creates the level game of one subject, on the first problem of `startLevel`.
 *
 * `availableLevels` lists the levels 0 … 19 of `levelProblems` with at least one problem;
 * other keys are ignored. The lists are copied, so later changes to the caller's arrays do
 * not affect the game.
 *
 * @example
 * const game = createLevelGame({ subject: 'addition', levelProblems: { 0: set0, 1: set1 }, startLevel: 0 });
 * game.nextProblem(); // solved the first problem, on to the second
 * @throws {RangeError} for an unknown subject, a `startLevel` not in 0 … 19, or a score that
 *   is not a whole number ≥ 0.
 * @see spec §3 "Game state per subject", spec §2 "Free practice"
 */
export function createLevelGame(options: LevelGameOptions): LevelGame {
  return new LevelGame(options);
}
