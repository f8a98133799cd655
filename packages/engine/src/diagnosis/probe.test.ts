import { describe, expect, it } from 'vitest';
import { answerOf } from '../checking';
import { curriculumLevel, LEVEL_COUNT, levelsFor } from '../curriculum';
import { layoutProblem, solveProblem } from '../operations';
import { SUBJECTS } from '../subjects';
import type { RawProblem } from '../types';
import { bugsFor } from './catalogue';
import { diagnose } from './diagnose';
import { createProbeSearch, PROBE_ATTEMPTS, probeProblem, type ProbeRequest } from './probe';
import { simulateBug } from './simulate';
import type { BugId } from './types';

/** A suspect's simulated checked digits (blank read as 0), or null when it cannot show. */
function signature(bug: BugId, problem: RawProblem): string | null {
  const answers = simulateBug(bug, problem);
  if (!answers) return null;
  return layoutProblem(solveProblem(problem))
    .boxes.filter((box) => box.checked)
    .map((box) => answerOf(answers, box.key) ?? 0)
    .join('');
}

const pairsOf = <T>(items: readonly T[]): Array<[T, T]> =>
  items.flatMap((a, index) => items.slice(index + 1).map((b): [T, T] => [a, b]));

describe('probeProblem', () => {
  it.each(SUBJECTS)(
    'tells apart every pair of %s suspects on every level that can show both',
    (subject) => {
      let separated = 0;
      for (const [a, b] of pairsOf(bugsFor(subject).map((bug) => bug.id))) {
        for (let level = 0; level < LEVEL_COUNT; level += 1) {
          const problem = probeProblem({ subject, level, suspects: [a, b], seed: 'week-12' });
          if (!problem) continue;
          expect(curriculumLevel(subject, level).accepts(problem.number_0, problem.number_1)).toBe(
            true,
          );
          const [first, second] = [signature(a, problem), signature(b, problem)];
          if (first === null || second === null) continue; // the level cannot show both
          expect(first, `${a} / ${b} on ${subject} ${level}`).not.toBe(second);
          // The child's answer with either bug names that bug and not the other.
          for (const [shown, other] of [
            [a, b],
            [b, a],
          ] as const) {
            const named = diagnose(problem, simulateBug(shown, problem) ?? {}).bugs.map(
              (match) => match.id,
            );
            expect(named).toContain(shown);
            expect(named).not.toContain(other);
          }
          separated += 1;
        }
      }
      console.info(`${subject}: probes separated ${separated} (pair, level) combinations`);
      expect(separated).toBeGreaterThanOrEqual(4);
    },
    60_000,
  );

  it('separates the classic pair borrow-no-decrement / stops-borrow-at-zero on levels with zeros', () => {
    const suspects: BugId[] = ['borrow-no-decrement', 'stops-borrow-at-zero'];
    const zeroLevels = levelsFor('subtraction')
      .filter(({ skill }) => skill.includes('zero'))
      .map(({ level }) => level);
    expect(zeroLevels.length).toBeGreaterThanOrEqual(9);
    for (const level of zeroLevels) {
      const problem = probeProblem({ subject: 'subtraction', level, suspects, seed: 1 });
      expect(problem, `level ${level}`).not.toBeNull();
      const [a, b] = suspects.map((bug) => signature(bug, problem as RawProblem));
      expect(a).not.toBeNull();
      expect(a).not.toBe(b);
    }
  });

  it('is deterministic for a seed and ignores the order of the suspects', () => {
    const request = {
      subject: 'subtraction',
      level: 12,
      suspects: ['borrow-from-zero', 'borrow-across-zero'] as BugId[],
      seed: '2025-03-05',
    } as const;
    const problem = probeProblem(request);
    expect(problem).not.toBeNull();
    expect(probeProblem(request)).toEqual(problem);
    expect(probeProblem({ ...request, suspects: [...request.suspects].reverse() })).toEqual(
      problem,
    );
    const others = ['a', 'b', 'c', 'd'].map((seed) => probeProblem({ ...request, seed }));
    expect(others.some((other) => JSON.stringify(other) !== JSON.stringify(problem))).toBe(true);
  });

  it('returns null when the level cannot show any suspect, or no suspect is of the subject', () => {
    expect(
      probeProblem({ subject: 'addition', level: 0, suspects: ['forgot-to-carry'], seed: 1 }),
    ).toBeNull();
    expect(
      probeProblem({ subject: 'addition', level: 5, suspects: ['smaller-from-larger'], seed: 1 }),
    ).toBeNull();
    expect(probeProblem({ subject: 'addition', level: 5, suspects: [], seed: 1 })).toBeNull();
  });

  it('settles for a problem showing the suspect it can when the level cannot show the other', () => {
    // Division level 3 (47 ÷ 3: a remainder, no zero in the quotient) cannot show the missing
    // zero, but can show a remainder too large.
    const problem = probeProblem({
      subject: 'division',
      level: 3,
      suspects: ['missing-quotient-zero', 'remainder-too-large'],
      seed: 3,
    });
    expect(problem).not.toBeNull();
    expect(signature('remainder-too-large', problem as RawProblem)).not.toBeNull();
    expect(signature('missing-quotient-zero', problem as RawProblem)).toBeNull();
  });

  it('throws for an unknown bug, subject or level', () => {
    expect(() =>
      probeProblem({ subject: 'addition', level: 5, suspects: ['nope' as BugId], seed: 1 }),
    ).toThrow(RangeError);
    expect(() =>
      probeProblem({ subject: 'addition', level: 20, suspects: ['forgot-to-carry'], seed: 1 }),
    ).toThrow(RangeError);
  });
});

describe('createProbeSearch', () => {
  const requests: ProbeRequest[] = [
    // Found at once, found late, settled for the best, and none found after every draw.
    { subject: 'subtraction', level: 12, suspects: ['borrow-from-zero'], seed: 1 },
    {
      subject: 'subtraction',
      level: 12,
      suspects: ['borrow-from-zero', 'borrow-across-zero'],
      seed: 2,
    },
    {
      subject: 'division',
      level: 16,
      suspects: ['missing-quotient-zero', 'remainder-too-large'],
      seed: 3,
    },
    {
      subject: 'multiplication',
      level: 9,
      suspects: ['carry-not-added', 'partial-product-not-shifted'],
      seed: 4,
    },
    { subject: 'addition', level: 0, suspects: ['forgot-to-carry'], seed: 5 },
  ];

  it.each([1, 7, 250])('gives the problem of probeProblem when it draws %i at a time', (batch) => {
    for (const request of requests) {
      const search = createProbeSearch(request);
      let steps = 0;
      while (!search.step(batch)) steps += 1;
      expect(search.done).toBe(true);
      expect(search.result, JSON.stringify(request)).toEqual(probeProblem(request));
      expect(steps).toBeLessThanOrEqual(Math.ceil(PROBE_ATTEMPTS / batch));
    }
  });

  it('has no result until it is over, and is over only after every draw when nothing shows', () => {
    // Addition level 0 has no carries: no draw can show forgot-to-carry.
    const search = createProbeSearch({
      subject: 'addition',
      level: 0,
      suspects: ['forgot-to-carry'],
      seed: 1,
    });
    expect(search.step(PROBE_ATTEMPTS - 1)).toBe(false);
    expect(search.done).toBe(false);
    expect(search.result).toBeNull();
    expect(search.step(1)).toBe(true);
    expect(search.result).toBeNull();
    expect(search.step(10)).toBe(true);
  });

  it('stops at the first problem that separates every suspect from every bug', () => {
    const request: ProbeRequest = {
      subject: 'subtraction',
      level: 12,
      suspects: ['borrow-from-zero', 'borrow-across-zero'],
      seed: '2025-03-05',
    };
    const search = createProbeSearch(request);
    let draws = 0;
    while (!search.step(1)) draws += 1;
    expect(draws).toBeLessThan(PROBE_ATTEMPTS - 1);
    const found = search.result as RawProblem;
    const signatures = request.suspects.map((bug) => signature(bug, found));
    expect(signatures).not.toContain(null);
    expect(new Set(signatures).size).toBe(signatures.length);
  });

  it('is over at once when no suspect is of the subject, and checks the request at once', () => {
    const search = createProbeSearch({
      subject: 'addition',
      level: 5,
      suspects: ['smaller-from-larger'],
      seed: 1,
    });
    expect(search.done).toBe(true);
    expect(search.result).toBeNull();
    expect(() =>
      createProbeSearch({ subject: 'division', level: 5, suspects: ['nope' as BugId], seed: 1 }),
    ).toThrow(RangeError);
  });
});
