import { describe, expect, it } from 'vitest';
import { createRng, curriculumLevel, LEVEL_COUNT } from '../curriculum';
import { OPERATOR_BY_SUBJECT } from '../subjects';
import type { RawProblem } from '../types';
import { BUGS } from './catalogue';
import { diagnose } from './diagnose';
import { probeProblem } from './probe';
import { simulateBug } from './simulate';
import { bugsWithStatus, createDiagnosisTracker } from './tracker';
import type { BugId } from './types';

/** A problem of the level that shows `bug`, drawn with the level's generator (or null). */
function showing(
  bug: BugId,
  subject: (typeof BUGS)[number]['subject'],
  level: number,
  seed: string,
) {
  const rng = createRng(seed);
  const record = curriculumLevel(subject, level);
  for (let draw = 0; draw < 100; draw += 1) {
    const [number_0, number_1] = record.generate(rng);
    const problem: RawProblem = { number_0, number_1, operator: OPERATOR_BY_SUBJECT[subject] };
    if (simulateBug(bug, problem)) return problem;
  }
  return null;
}

describe('a suspicion, then a probe: two problems are usually enough', () => {
  it("confirms the child's bug and clears the other suspects after the probe", () => {
    let sessions = 0;
    let settled = 0;
    for (const bug of BUGS) {
      for (let level = 0; level < LEVEL_COUNT; level += 1) {
        const first = showing(bug.id, bug.subject, level, `first|${bug.id}|${level}`);
        if (!first) continue;
        const tracker = createDiagnosisTracker();
        const answer = (problem: RawProblem) =>
          tracker.record({
            problem,
            diagnosis: diagnose(problem, simulateBug(bug.id, problem) ?? {}),
            at: new Date(Date.UTC(2025, 0, 6)),
          });
        answer(first);
        const suspects = bugsWithStatus(tracker.getState(), 'suspected');
        expect(suspects).toContain(bug.id);
        const probe = probeProblem({ subject: bug.subject, level, suspects, seed: 'session' });
        expect(
          probe,
          `${bug.id} level ${level} ${JSON.stringify(first)} ${suspects.join()}`,
        ).not.toBeNull();
        answer(probe as RawProblem);
        sessions += 1;
        const state = tracker.getState();
        if (
          bugsWithStatus(state, 'confirmed').join() === bug.id &&
          bugsWithStatus(state, 'suspected').length === 0
        ) {
          settled += 1;
        } else {
          console.info(
            `not settled: ${bug.id} level ${level}`,
            JSON.stringify(state.bugs.map((b) => [b.id, b.status])),
            JSON.stringify(probe),
          );
        }
      }
    }
    const rate = settled / sessions;
    console.info(
      `two problems settled ${settled} of ${sessions} (bug, level) sessions: ${(rate * 100).toFixed(1)} %`,
    );
    expect(rate).toBeGreaterThanOrEqual(0.9);
  }, 60_000);
});
