import {
  createLevelGame,
  FREE_DIFFICULTIES,
  LEVEL_COUNT,
  type FreeDifficulty,
  type LevelGame,
  type RawProblem,
  type Subject,
} from '@mathcols/engine';
import { problemsFor, type PublicMath } from '@mathcols/api-client';

/**
 * The subject tabs of free practice, in the order the page shows them.
 * @see spec §2 "Free practice" ("Tabs for multiplication, addition, subtraction, division")
 */
export const FREE_PRACTICE_SUBJECTS = [
  'multiplication',
  'addition',
  'subtraction',
  'division',
] as const satisfies readonly Subject[];

/** One level game per subject. */
export type SubjectGames = Readonly<Record<Subject, LevelGame>>;

/**
 * Creates the level game of every subject from the day's free problems (levels 0 … 19 via
 * `problemsFor`), each starting at level 0 (Introductory). A level without problems stays
 * empty, so its game keeps a child on the current level when the next one has none.
 *
 * @param publicMath - `getPublicMath()`'s sets, keyed `{subject}_{level}`
 * @see spec §2 "Free practice", §3 "Game state per subject"
 */
export function createSubjectGames(publicMath: PublicMath): SubjectGames {
  const gameFor = (subject: Subject): LevelGame => {
    const levelProblems: Record<number, readonly RawProblem[]> = {};
    for (let level = 0; level < LEVEL_COUNT; level += 1) {
      levelProblems[level] = problemsFor(publicMath, subject, level);
    }
    return createLevelGame({ subject, levelProblems, startLevel: 0 });
  };
  return {
    addition: gameFor('addition'),
    subtraction: gameFor('subtraction'),
    multiplication: gameFor('multiplication'),
    division: gameFor('division'),
  };
}

/**
 * The free difficulty a level lies in: the last one (Introductory 0, Easy 4, Medium 7, Hard 11)
 * whose start level is at most `level`, so a child who climbed from Easy to level 7 is shown
 * on Medium.
 * @param level - 0 … 19
 * @see spec §9 "Free difficulty start levels"
 */
export function difficultyOfLevel(level: number): FreeDifficulty | undefined {
  return FREE_DIFFICULTIES.filter((difficulty) => difficulty.startLevel <= level).pop();
}

/**
 * The level 'Generate New Problem' moves to when `level` has no problems today: the nearest
 * level below it that has some (a little easier), else the nearest above, else `null` (the
 * subject has none at all, so there is nothing to offer).
 * @param availableLevels - levels with at least one problem, ascending (the level game's)
 * @param level - the level without problems, 0 … 19
 * @see spec §2 "Worksheet behaviour" ("Empty: 'No problem available' with 'Generate New Problem'")
 */
export function nearestLevelWithProblems(
  availableLevels: readonly number[],
  level: number,
): number | null {
  const below = availableLevels.filter((available) => available < level).pop();
  return below ?? availableLevels.find((available) => available > level) ?? null;
}
