import { describe, expect, it } from 'vitest';
import {
  curriculumLevel,
  generateProblems,
  LEVEL_COUNT,
  MAX_PROBLEMS_PER_SET,
} from '../curriculum';
import type { RawProblem, Subject } from '../types';
import { bugPractice, type BugPracticeRequest } from './bug-practice';
import { BUGS } from './catalogue';
import { diagnose } from './diagnose';
import { simulateBug } from './simulate';
import type { BugId } from './types';

const CARRY: BugPracticeRequest = {
  subject: 'addition',
  level: 5,
  bug: 'forgot-to-carry',
  count: 12,
  seed: 'sam-week-48',
};

/** The problems as text, to compare sets. */
const text = (problems: readonly RawProblem[]) =>
  problems.map((problem) => `${problem.number_0} ${problem.operator} ${problem.number_1}`);

/** A level's candidates (as `bugPractice` draws them) on which `bug` gives a wrong answer. */
const showing = (subject: Subject, level: number, bug: BugId, seed: string | number) =>
  generateProblems(subject, level, MAX_PROBLEMS_PER_SET, seed).filter(
    (problem) => simulateBug(bug, problem) !== null,
  );

describe('bugPractice', () => {
  it.each(BUGS.flatMap((bug) => [0, 7, 13, 19].map((level) => [bug.id, level, bug] as const)))(
    '%s from level %i: a full set, each problem of its level, each one the bug gets wrong and the diagnoser names',
    (_id, level, bug) => {
      const practice = bugPractice({
        subject: bug.subject,
        level,
        bug: bug.id,
        count: 12,
        seed: 7,
      });
      expect(practice.problems).toHaveLength(12);
      expect(new Set(text(practice.problems)).size).toBe(12);
      const { accepts } = curriculumLevel(bug.subject, practice.level);
      for (const problem of practice.problems) {
        expect(accepts(problem.number_0, problem.number_1)).toBe(true);
        const answers = simulateBug(bug.id, problem);
        expect(answers, `${bug.id} on ${problem.number_0} ${problem.number_1}`).not.toBeNull();
        const named = diagnose(problem, answers ?? {}).bugs.map((match) => match.id);
        expect(named).toContain(bug.id);
      }
    },
  );

  it("takes the child's level when the bug shows on enough of its problems, in the order drawn", () => {
    const practice = bugPractice(CARRY);
    expect(practice.level).toBe(5);
    const drawn = showing('addition', 5, 'forgot-to-carry', CARRY.seed);
    expect(practice.problems).toEqual(drawn.slice(0, 12));
  });

  it('goes to the first harder level where the bug shows when the child’s cannot show it', () => {
    // Addition level 0 never carries: the first level with twelve carrying problems is taken.
    const practice = bugPractice({ ...CARRY, level: 0 });
    expect(practice.level).toBeGreaterThan(0);
    for (let level = 0; level < practice.level; level += 1) {
      const shown = showing('addition', level, 'forgot-to-carry', CARRY.seed);
      expect(shown.length, `level ${level}`).toBeLessThan(12);
    }
  });

  it('goes to the nearest easier level when no harder one shows the bug on enough problems', () => {
    // Adding whole columns shows only where at most one column carries: rare at the top level.
    const request = { subject: 'addition', bug: 'whole-column-sum', count: 12, seed: 'x' } as const;
    const practice = bugPractice({ ...request, level: LEVEL_COUNT - 1 });
    expect(practice.level).toBeLessThan(LEVEL_COUNT - 1);
    expect(practice.problems).toHaveLength(12);
    for (let level = practice.level + 1; level < LEVEL_COUNT; level += 1) {
      expect(
        showing('addition', level, 'whole-column-sum', 'x').length,
        `level ${level}`,
      ).toBeLessThan(12);
    }
  });

  it('is the same for the same request and new for a new seed', () => {
    expect(bugPractice(CARRY)).toEqual(bugPractice(CARRY));
    expect(text(bugPractice({ ...CARRY, seed: 'another' }).problems)).not.toEqual(
      text(bugPractice(CARRY).problems),
    );
  });

  it('refuses a bug of another subject, a level outside 0–19 and a count outside 1–100', () => {
    expect(() => bugPractice({ ...CARRY, bug: 'smaller-from-larger' })).toThrow(
      'smaller-from-larger is not a bug of addition',
    );
    expect(() => bugPractice({ ...CARRY, level: LEVEL_COUNT })).toThrow(RangeError);
    expect(() => bugPractice({ ...CARRY, count: 0 })).toThrow(RangeError);
    expect(() => bugPractice({ ...CARRY, count: MAX_PROBLEMS_PER_SET + 1 })).toThrow(RangeError);
    expect(() => bugPractice({ ...CARRY, count: 2.5 })).toThrow(RangeError);
  });
});
