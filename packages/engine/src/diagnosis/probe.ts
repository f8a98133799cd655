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
import type { Problem, RawProblem, Subject } from '../types';
import { BUG_MODULES, definitionOf } from './catalogue';
import { simulateWork } from './simulate';
import type { BugDefinition, BugId } from './types';

/**
 * Problems of the level drawn before the search settles for the best one found: 1000.
 * @see docs/diagnosis.md "Probes"
 */
export const PROBE_ATTEMPTS = 1000;

/**
 * What {@link probeProblem} needs.
 * @see issue 12 "A probe"
 */
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

/** How many suspects a problem tells apart: from each other, and from every other bug too. */
interface Separation {
  fromSuspects: number;
  fromAll: number;
}

/**
 * How well `problem` separates the suspects. The other bugs are simulated only when the
 * suspects' separation could beat `floor` (the best found so far), to keep the search cheap.
 */
function separation(
  suspects: readonly BugDefinition[],
  others: readonly BugDefinition[],
  problem: Problem,
  floor: number,
): Separation {
  const layout = layoutProblem(problem);
  const checked = layout.boxes.filter((box) => box.checked);
  // The checked digits of a bug's worksheet (blank read as 0), or null when it cannot show.
  const signatureOf = (bug: BugDefinition): string | null => {
    const work = simulateWork(bug, problem, layout);
    return work ? checked.map((box) => answerOf(work.answers, box.key) ?? 0).join('') : null;
  };
  const signatures = suspects.map(signatureOf);
  const separated = signatures.filter(
    (signature, index) =>
      signature !== null && signatures.every((other, at) => at === index || other !== signature),
  );
  if (separated.length === 0 || separated.length < floor) {
    return { fromSuspects: separated.length, fromAll: 0 };
  }
  const taken = new Set(others.map(signatureOf));
  return {
    fromSuspects: separated.length,
    fromAll: separated.filter((signature) => !taken.has(signature)).length,
  };
}

const better = (a: Separation, b: Separation | undefined): boolean =>
  b === undefined ||
  a.fromSuspects > b.fromSuspects ||
  (a.fromSuspects === b.fromSuspects && a.fromAll > b.fromAll);

/**
 * A probe search under way, one batch of draws at a time, so a page can spread it over several
 * tasks and keep answering the child (a search of {@link PROBE_ATTEMPTS} draws takes up to a
 * few hundred ms on a slow tablet). Driving it to the end gives exactly what
 * {@link probeProblem} gives for the same request, however the draws are batched.
 * @see issue 12 "A probe", docs/diagnosis.md "Probes"
 */
export interface ProbeSearch {
  /**
   * Draws and judges up to `attempts` more problems (all that are left for `Infinity`).
   * @returns `true` when the search is over: a problem separating every suspect from every bug
   *   was found, or all {@link PROBE_ATTEMPTS} draws are spent. Calls after that do nothing.
   */
  step(attempts: number): boolean;
  /** Whether the search is over (see {@link ProbeSearch.step}). */
  readonly done: boolean;
  /**
   * The probe once the search is over (`null` when the level cannot show any suspect); before
   * that, `null`.
   */
  readonly result: RawProblem | null;
}

/** A search that is over before it starts, with no probe (no suspect is of the subject). */
const NOTHING_TO_SEARCH: ProbeSearch = Object.freeze({
  step: () => true,
  done: true,
  result: null,
});

/**
 * Starts the search of {@link probeProblem} without drawing yet: call `step` until it returns
 * `true`, then read `result`. Checks the request at once.
 * @throws {RangeError} for an unknown subject, a level outside 0–19 or an unknown bug id.
 * @see {@link ProbeSearch}, issue 12 "A probe"
 */
export function createProbeSearch(request: ProbeRequest): ProbeSearch {
  const { subject, level, seed } = request;
  const record = curriculumLevel(subject, level);
  const ids = new Set(request.suspects.map((id) => definitionOf(id).id));
  const subjectBugs = BUG_MODULES[OPERATOR_BY_SUBJECT[subject]].bugs;
  const suspects = subjectBugs.filter((bug) => ids.has(bug.id));
  const others = subjectBugs.filter((bug) => !ids.has(bug.id));
  if (suspects.length === 0) return NOTHING_TO_SEARCH;
  const key = suspects.map((bug) => bug.id).join(',');
  const rng = createRng(`probe|${String(seed)}|${subject}|${level}|${key}`);
  const operator = OPERATOR_BY_SUBJECT[subject];
  let best: { problem: RawProblem; separation: Separation } | undefined;
  let found: RawProblem | undefined;
  let attempt = 0;
  const seen = new Set<string>();

  /** Draws and judges one problem; `true` when it separates every suspect from every bug. */
  const judgeNext = (): boolean => {
    attempt += 1;
    const [number_0, number_1] = record.generate(rng);
    // Small levels repeat their few problems: each is judged once.
    if (seen.has(`${number_0}|${number_1}`)) return false;
    seen.add(`${number_0}|${number_1}`);
    const raw: RawProblem = { number_0, number_1, operator };
    const floor = best?.separation.fromSuspects ?? 0;
    const separated = separation(suspects, others, solveProblem(raw), floor);
    if (separated.fromAll === suspects.length) {
      found = raw;
      return true;
    }
    if (separated.fromSuspects > 0 && better(separated, best?.separation)) {
      best = { problem: raw, separation: separated };
    }
    return false;
  };

  const search = {
    done: false,
    result: null as RawProblem | null,
    step(attempts: number): boolean {
      for (let batch = 0; !search.done && batch < attempts; batch += 1) {
        search.done = judgeNext() || attempt >= PROBE_ATTEMPTS;
      }
      if (search.done) search.result = found ?? best?.problem ?? null;
      return search.done;
    },
  };
  return search;
}

/**
 * A problem of the child's level that separates the suspects: every suspect's simulated
 * worksheet is wrong (the problem can show it) and differs from every other suspect's in some
 * checked box, so the child's answer names at most one of them. Among such problems it prefers
 * one where each suspect's answer is also unlike every other catalogued bug's of the subject,
 * so the probe raises no new ambiguous suspicion.
 *
 * A bounded, seeded search: up to {@link PROBE_ATTEMPTS} problems drawn with the level's own
 * generator (so `curriculumLevel(subject, level).accepts` holds for the result); the first that
 * separates every suspect from every bug is returned, else the one that separated the most
 * suspects from each other (then from the other bugs). Deterministic: the same request gives
 * the same problem on every machine. {@link createProbeSearch} runs the same search in batches.
 *
 * @returns a wire problem `{ number_0, number_1, operator }`; `null` when no suspect is of this
 *   subject or no problem drawn on the level can show any suspect (level 0 of addition has no
 *   carries, so it can show neither addition bug).
 * @throws {RangeError} for an unknown subject, a level outside 0–19 or an unknown bug id.
 * @see issue 12 "A probe"
 */
export function probeProblem(request: ProbeRequest): RawProblem | null {
  const search = createProbeSearch(request);
  search.step(Infinity);
  return search.result;
}
