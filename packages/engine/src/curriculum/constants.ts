/**
 * Curriculum constants shared by the server, the site and the level game.
 * @see spec §9 Business constants and limits
 */

/** Number of levels per subject: levels are numbered 0 … 19. @see spec §9 "Level 0-19" */
export const LEVEL_COUNT = 20;

/** Problems in one level's set (free practice, daily sets). @see spec §9 "10 problems per level" */
export const PROBLEMS_PER_LEVEL = 10;

/**
 * The most problems `generateProblems` makes in one call (the "shared maximum" of a level's
 * problem list; the spec does not give its value, we chose 100).
 * @see spec §9 "Problem list per level capped by a shared maximum"
 */
export const MAX_PROBLEMS_PER_SET = 100;

/** A difficulty button of free practice and the level it starts at. */
export interface FreeDifficulty {
  readonly name: 'Introductory' | 'Easy' | 'Medium' | 'Hard';
  readonly startLevel: 0 | 4 | 7 | 11;
}

/**
 * The free-practice difficulty buttons, easiest first: Introductory starts at level 0, Easy at
 * 4, Medium at 7, Hard at 11.
 * @see spec §9 "Free difficulty start levels", spec §2 "Free practice"
 */
export const FREE_DIFFICULTIES: readonly FreeDifficulty[] = /* @__PURE__ */ Object.freeze([
  Object.freeze({ name: 'Introductory', startLevel: 0 }),
  Object.freeze({ name: 'Easy', startLevel: 4 }),
  Object.freeze({ name: 'Medium', startLevel: 7 }),
  Object.freeze({ name: 'Hard', startLevel: 11 }),
] as const);
