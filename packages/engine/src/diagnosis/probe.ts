/**
 * Probes: a problem of the child's level on which the suspected bugs would write different
 * answers, so the child's answer tells them apart (the discriminating problems of Burton's
 * DEBUGGY).
 * @see issue 12 "A probe", docs/diagnosis.md "Probes"
 */
import { answerOf } from '../checking';
import { createRng, curriculumLevel } from '../curriculum';
import { layoutProblem, solveProblem } from '../operations';
import { OPERATOR_BY_SUBJECT } from '../subjects';
import type { RawProblem, Subject } from '../types';
import { definitionOf } from './catalogue';
import { simulateWork } from './simulate';
import type { BugId } from './types';

/** Problems of the level drawn before the search settles for the best one found. */
export const PROBE_ATTEMPTS = 200;

/** What {@link probeProblem} needs. */
export interface ProbeRequest {
  /** The child's subject. */
  readonly subject: Subject;
  /** The child's level, 0–19. */
  readonly level: number;
  /** The suspected bugs (e.g. `bugsWithStatus(state, 'suspected')`); other subjects' are ignored. */
  readonly suspects: readonly BugId[];
  /** Any string or number; the same request gives the same problem. */
  readonly seed: string | number;
}

/**
 * A problem of the child's level that separates the suspects: every suspect's simulated
 * worksheet is wrong (the problem can show it) and differs from every other suspect's in some
 * checked box, so the child's answer names at most one of them.
 *
 * A bounded, seeded search: up to {@link PROBE_ATTEMPTS} problems drawn with the level's own
 * generator (so `curriculumLevel(subject, level).accepts` holds for the result); the first that
 * separates every suspect is returned, else the one that separated the most. Deterministic: the
 * same request gives the same problem on every machine.
 *
 * @returns a wire problem `{ number_0, number_1, operator }`; `null` when no suspect is of this
 *   subject or no problem drawn on the level can show any suspect (level 0 of addition has no
 *   carries, so it can show neither addition bug).
 * @throws {RangeError} for an unknown subject, a level outside 0–19 or an unknown bug id.
 * @see issue 12 "A probe"
 */
export function probeProblem(request: ProbeRequest): RawProblem | null {
  const { subject, level, seed } = request;
  const record = curriculumLevel(subject, level);
  const suspects = [...new Set(request.suspects)]
    .map(definitionOf)
    .filter((bug) => bug.subject === subject)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  if (suspects.length === 0) return null;
  const rng = createRng(
    `probe|${String(seed)}|${subject}|${level}|${suspects.map((bug) => bug.id).join(',')}`,
  );
  const operator = OPERATOR_BY_SUBJECT[subject];
  let best: { problem: RawProblem; separated: number } | null = null;
  for (let attempt = 0; attempt < PROBE_ATTEMPTS; attempt += 1) {
    const [number_0, number_1] = record.generate(rng);
    const raw: RawProblem = { number_0, number_1, operator };
    const problem = solveProblem(raw);
    const layout = layoutProblem(problem);
    const checked = layout.boxes.filter((box) => box.checked);
    const signatures = suspects.flatMap((bug) => {
      const work = simulateWork(bug, problem, layout);
      return work ? [checked.map((box) => answerOf(work.answers, box.key) ?? 0).join('')] : [];
    });
    const separated = signatures.filter(
      (signature) => signatures.indexOf(signature) === signatures.lastIndexOf(signature),
    ).length;
    if (separated === suspects.length) return raw;
    if (separated > (best?.separated ?? 0)) best = { problem: raw, separated };
  }
  return best?.problem ?? null;
}
