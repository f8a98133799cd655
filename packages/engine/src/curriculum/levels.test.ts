import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layoutProblem, solveProblem } from '../operations';
import { OPERATOR_BY_SUBJECT, SUBJECTS } from '../subjects';
import { FREE_DIFFICULTIES, LEVEL_COUNT, PROBLEMS_PER_LEVEL } from './constants';
import { curriculumLevel, levelsFor } from './curriculum';
import type { Subject } from '../types';
import { createRng } from './rng';

describe.each(SUBJECTS)('%s curriculum', (subject: Subject) => {
  const levels = levelsFor(subject);

  it('has levels 0 to 19, each with its own title and a description', () => {
    expect(levels.map((record) => record.level)).toEqual([...Array(LEVEL_COUNT).keys()]);
    expect(new Set(levels.map((record) => record.title)).size).toBe(LEVEL_COUNT);
    for (const record of levels) {
      expect(record.subject).toBe(subject);
      expect(record.description.length).toBeGreaterThan(20);
      expect(curriculumLevel(subject, record.level)).toBe(record);
    }
  });

  it("accepts each level's own example, a problem of its skill the worksheet can solve", () => {
    for (const { example, accepts, showsSkill } of levels) {
      expect(example.operator).toBe(OPERATOR_BY_SUBJECT[subject]);
      expect(accepts(example.number_0, example.number_1)).toBe(true);
      expect(showsSkill(example.number_0, example.number_1)).toBe(true);
      expect(() => solveProblem(example)).not.toThrow();
    }
  });

  it('never gets easier: more digit work, or the same work with a harder skill', () => {
    for (const [index, record] of levels.entries()) {
      const [first, second] = record.digits;
      const additive = subject === 'addition' || subject === 'subtraction';
      expect(record.difficulty.work).toBe(
        additive ? first.max + second.max : first.max * second.max,
      );
      expect(record.difficulty.skill).toBeGreaterThanOrEqual(0);
      const previous = levels[index - 1];
      if (previous === undefined) continue;
      const { work, skill } = record.difficulty;
      const harder =
        work > previous.difficulty.work ||
        (work === previous.difficulty.work && skill > previous.difficulty.skill);
      expect(harder, `level ${index} after level ${index - 1}`).toBe(true);
    }
  });

  it.each([...Array(LEVEL_COUNT).keys()])(
    'level %i generates only problems of its own level, for any seed',
    (level) => {
      const record = curriculumLevel(subject, level);
      fc.assert(
        fc.property(fc.oneof(fc.string(), fc.integer()), (seed) => {
          const rng = createRng(seed);
          for (let draw = 0; draw < 3; draw += 1) {
            const [first, second] = record.generate(rng);
            expect(record.accepts(first, second)).toBe(true);
            expect(first.length).toBeGreaterThanOrEqual(record.digits[0].min);
            expect(first.length).toBeLessThanOrEqual(record.digits[0].max);
            expect(second.length).toBeGreaterThanOrEqual(record.digits[1].min);
            expect(second.length).toBeLessThanOrEqual(record.digits[1].max);
            const raw = { number_0: first, number_1: second, operator: record.example.operator };
            expect(layoutProblem(solveProblem(raw)).boxes.length).toBeGreaterThan(0);
          }
        }),
        { numRuns: 30 },
      );
    },
  );

  it('rejects malformed, zero and wrongly sized operands at every level, and shows no skill in them', () => {
    for (const { accepts, showsSkill, example, digits } of levels) {
      const { number_0: first, number_1: second } = example;
      for (const bad of ['', '0', `0${first}`, `-${first}`, `${first}.0`, ` ${first}`, 'x']) {
        expect(accepts(bad, second), `${bad} as first operand`).toBe(false);
        expect(showsSkill(bad, second), `${bad} as first operand`).toBe(false);
      }
      expect(accepts(first, '0')).toBe(false);
      expect(accepts(`${first}0`, second), 'one digit too many').toBe(false);
      const tooLong = second.padStart(digits[1].max + 1, '9');
      expect(accepts(first, tooLong), 'second operand one digit too long').toBe(false);
      expect(showsSkill(`${first}0`, second), 'one digit too many').toBe(false);
    }
  });
});

describe('curriculum lookups', () => {
  it('refuses levels outside 0 to 19 and unknown subjects with a RangeError', () => {
    for (const level of [-1, 20, 1.5, Number.NaN]) {
      expect(() => curriculumLevel('addition', level)).toThrow(RangeError);
    }
    expect(() => levelsFor('algebra' as Subject)).toThrow(RangeError);
    expect(() => curriculumLevel('algebra' as Subject, 0)).toThrow(RangeError);
  });

  it('offers the free difficulties at levels 0, 4, 7 and 11, ten problems per level', () => {
    expect(FREE_DIFFICULTIES.map(({ name, startLevel }) => `${name}:${startLevel}`)).toEqual([
      'Introductory:0',
      'Easy:4',
      'Medium:7',
      'Hard:11',
    ]);
    expect(PROBLEMS_PER_LEVEL).toBe(10);
    expect(Object.isFrozen(FREE_DIFFICULTIES)).toBe(true);
  });
});
