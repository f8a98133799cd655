/**
 * What a difficulty popup says and shows, taken from one place: the curriculum record of the
 * level the difficulty starts at. The text is that level's title and description, and every
 * example is a problem of that same level (its own example, then problems its generator makes),
 * so the words and the examples cannot disagree ("No carrying." next to 38 + 47).
 * @see spec §2 "Free practice" ("What to expect", example problems), §9 "Free difficulty start
 *   levels"
 */
import {
  curriculumLevel,
  generateProblems,
  type CurriculumLevel,
  type FreeDifficulty,
  type RawProblem,
  type Subject,
} from '@mathcols/engine';

/** How many example problems a difficulty popup shows. */
export const DIFFICULTY_EXAMPLE_COUNT = 3;

/** Seed of the generated examples: fixed, so a popup shows the same problems every time. */
const EXAMPLE_SEED = 'difficulty-popup';

/** A difficulty popup's content. */
export interface DifficultyPreview {
  /** The curriculum record of the difficulty's start level (title, description, predicate). */
  readonly level: CurriculumLevel;
  /**
   * {@link DIFFICULTY_EXAMPLE_COUNT} distinct problems of that level (fewer only if the level
   * has fewer): the level's own example first, then problems of its seeded generator. Each one
   * satisfies `level.accepts`.
   */
  readonly examples: readonly RawProblem[];
}

/**
 * The popup content of `difficulty` on the `subject` tab, from the curriculum of its start level
 * (Introductory 0, Easy 4, Medium 7, Hard 11).
 * @throws {RangeError} for an unknown subject (from `curriculumLevel`).
 * @see spec §2 "Free practice"
 */
export function difficultyPreview(subject: Subject, difficulty: FreeDifficulty): DifficultyPreview {
  const level = curriculumLevel(subject, difficulty.startLevel);
  const candidates = [
    level.example,
    ...generateProblems(subject, difficulty.startLevel, DIFFICULTY_EXAMPLE_COUNT * 2, EXAMPLE_SEED),
  ];
  const seen = new Set<string>();
  const examples: RawProblem[] = [];
  for (const problem of candidates) {
    const key = `${problem.number_0}|${problem.number_1}`;
    if (seen.has(key) || examples.length === DIFFICULTY_EXAMPLE_COUNT) continue;
    seen.add(key);
    examples.push(problem);
  }
  return { level, examples };
}
