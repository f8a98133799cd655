/**
 * What a student may do after an assignment set: advance a level, repeat it or go down one,
 * decided from their accuracy on the set. The rule, its thresholds and their sources are in
 * `docs/curriculum.md` ("Adaptive levels").
 * @see spec §4 "Assignment" (a server-offered option list: advance, repeat, decrease),
 *   §7 `student.mathcomplete`, `student.levelupdate`, §9 "Level 0-19"
 */
import { LEVEL_COUNT } from '../curriculum/constants';
import { assertCurriculumLevel, isCurriculumLevel } from '../curriculum/level-number';
import { reportScore } from '../grading/grading';

/** What a student may choose after a set. @see spec §7 `student.levelupdate` `action` */
export type LevelAction = 'advance' | 'repeat' | 'decrease';

/** The three actions, in the order they are offered. */
export const LEVEL_ACTIONS = [
  'advance',
  'repeat',
  'decrease',
] as const satisfies readonly LevelAction[];

/** How each action moves the level. */
const LEVEL_STEP: Readonly<Record<LevelAction, number>> = { advance: 1, repeat: 0, decrease: -1 };

/**
 * Accuracy (percent 0–100) at or above which a set counts as mastered: the student is offered
 * to advance (or repeat). Mastery learning sets the bar at 80–90 % (Bloom 1968; Guskey 2010);
 * we take the top of that range because a level is only 10 questions.
 */
export const ADVANCE_MIN_PERCENT = 90;

/**
 * Accuracy (percent 0–100) below which a set counts as frustrating: the student is offered to
 * repeat (or go down a level). Below about 60 % a learner is outside the instructional range
 * (Betts 1946; Gickling & Armstrong 1978 put it at 70–85 % known).
 */
export const DECREASE_BELOW_PERCENT = 60;

/** A finished set: the level it was at, how many questions it had and how many were wrong. */
export interface SetResult {
  /** The level the set was worked at, 0–19. */
  level: number;
  /** Questions in the set, ≥ 1. */
  questions: number;
  /** Questions answered wrongly, 0 … questions (more is clamped). */
  errors: number;
}

/**
 * The choices to offer after a set, from its accuracy (see `reportScore`):
 * - ≥ 90 % (mastered): `['advance', 'repeat']`;
 * - < 60 % (frustrating): `['repeat', 'decrease']`;
 * - in between (still learning): `[]` — no choice screen, the student stays on the level.
 * An action that would leave levels 0–19 is dropped, and a single remaining action is no
 * choice, so at level 19 a mastered set and at level 0 a frustrating one also give `[]`.
 * @returns a new array (empty when there is nothing to choose).
 * @throws RangeError when `level` is not 0–19 or a count is not a whole number ≥ 0, or
 *   `questions` is 0.
 * @see spec §4 "Assignment", §7 `student.mathcomplete` ("may contain options")
 */
export function adaptiveOptions({ level, questions, errors }: SetResult): LevelAction[] {
  assertCurriculumLevel(level);
  if (questions === 0) throw new RangeError('A set has at least one question');
  const accuracy = reportScore(questions, errors);
  const offered: LevelAction[] =
    accuracy >= ADVANCE_MIN_PERCENT
      ? ['advance', 'repeat']
      : accuracy < DECREASE_BELOW_PERCENT
        ? ['repeat', 'decrease']
        : [];
  const possible = offered.filter((action) => isCurriculumLevel(level + LEVEL_STEP[action]));
  return possible.length >= 2 ? possible : [];
}

/**
 * The level after an action: advance +1, repeat ±0, decrease −1, kept within 0–19.
 * @throws RangeError when `level` is not 0–19 or `action` is not one of the three.
 * @see spec §7 `student.levelupdate`, §9 "Level 0-19"
 */
export function applyLevelAction(level: number, action: LevelAction): number {
  assertCurriculumLevel(level);
  if (!isLevelAction(action)) throw new RangeError(`Unknown level action: ${String(action)}`);
  return Math.min(LEVEL_COUNT - 1, Math.max(0, level + LEVEL_STEP[action]));
}

/** Whether a value is one of {@link LEVEL_ACTIONS}. */
export function isLevelAction(value: unknown): value is LevelAction {
  return typeof value === 'string' && (LEVEL_ACTIONS as readonly string[]).includes(value);
}
