/**
 * Practice against one bug: a set of the curriculum's problems on which that bug would give a
 * wrong answer, so a child who still has it meets it on every problem, and one who worked the
 * steps right gets every one right (a printed sheet for a report card's trouble spot).
 * @see docs/diagnosis.md "Practice against a bug"
 */
import {
  LEVEL_COUNT,
  MAX_PROBLEMS_PER_SET,
  assertCurriculumLevel,
  generateProblems,
} from '../curriculum';
import type { RawProblem, Subject } from '../types';
import { definitionOf } from './catalogue';
import { simulateBug } from './simulate';
import type { BugId } from './types';

/** What {@link bugPractice} needs. */
export interface BugPracticeRequest {
  /** The subject of the bug. */
  readonly subject: Subject;
  /** The child's level, 0–19: the set comes from it when the bug can show there. */
  readonly level: number;
  /** The bug to practise against (a bug of `subject`). */
  readonly bug: BugId;
  /** How many problems, 1 … 100 (`MAX_PROBLEMS_PER_SET`). */
  readonly count: number;
  /** Any string or number; the same request gives the same set. */
  readonly seed: string | number;
}

/** What {@link bugPractice} found. */
export interface BugPractice {
  /** The level the problems come from (the request's, unless the bug cannot show there). */
  readonly level: number;
  /** The problems, each one the bug gets wrong; fewer than asked when no level has enough. */
  readonly problems: readonly RawProblem[];
}

/** The levels to look in: the child's, then the harder ones, then the easier ones. */
function levelsFrom(level: number): number[] {
  const harder = Array.from({ length: LEVEL_COUNT - level - 1 }, (_, index) => level + 1 + index);
  const easier = Array.from({ length: level }, (_, index) => level - 1 - index);
  return [level, ...harder, ...easier];
}

/**
 * A set of problems for practising against `bug`: problems of the child's level (the
 * curriculum's, `generateProblems` with `MAX_PROBLEMS_PER_SET` candidates from `seed`) on
 * which the bug would give a wrong answer (`simulateBug` is not `null`), in the order drawn.
 * When fewer than `count` of the level's candidates show the bug (addition level 0 has no
 * carry to forget), the next harder levels are tried, then the easier ones, and the first with
 * `count` is taken; when none has that many, the one with the most (the earliest in that order
 * on a tie); when the bug shows nowhere, the request's level and no problems.
 *
 * @returns `{ level, problems }`, deterministic in the request.
 * @throws {RangeError} for an unknown bug, a bug of another subject, a level outside 0–19 or
 *   a count that is not an integer in 1 … 100.
 * @example bugPractice({ subject: 'addition', level: 0, bug: 'forgot-to-carry', count: 12,
 *   seed: 'sam' }).level // 2, the first level whose problems carry
 * @see docs/diagnosis.md "Practice against a bug"
 */
export function bugPractice(request: BugPracticeRequest): BugPractice {
  const { subject, level, bug, count, seed } = request;
  if (definitionOf(bug).subject !== subject) {
    throw new RangeError(`${bug} is not a bug of ${subject}`);
  }
  assertCurriculumLevel(level);
  if (!Number.isInteger(count) || count < 1 || count > MAX_PROBLEMS_PER_SET) {
    throw new RangeError(
      `Count must be a whole number from 1 to ${MAX_PROBLEMS_PER_SET}, got ${count}`,
    );
  }
  let best: BugPractice = { level, problems: [] };
  for (const candidate of levelsFrom(level)) {
    const showing = generateProblems(subject, candidate, MAX_PROBLEMS_PER_SET, seed).filter(
      (problem) => simulateBug(bug, problem) !== null,
    );
    if (showing.length >= count) return { level: candidate, problems: showing.slice(0, count) };
    if (showing.length > best.problems.length) best = { level: candidate, problems: showing };
  }
  return best;
}
