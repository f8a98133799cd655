import { describe, expect, it } from 'vitest';
import { curriculumLevel } from './curriculum';
import { itChecksLevels } from './level-cases.test-helper';

describe('multiplication levels', () => {
  itChecksLevels('multiplication', [
    {
      level: 0,
      accepts: [
        ['4', '3'],
        ['5', '5'],
        ['2', '2'],
      ],
      rejects: [
        ['6', '3', 'a 6 is beyond 5 × 5'],
        ['3', '6', 'a 6 is beyond 5 × 5'],
        ['1', '4', 'times 1 is no fact to practise'],
        ['4', '1', 'times 1 is no fact to practise'],
      ],
    },
    {
      level: 1,
      accepts: [
        ['7', '8'],
        ['2', '9'],
      ],
      rejects: [
        ['4', '3', 'both within 5 × 5'],
        ['1', '9', 'times 1'],
      ],
    },
    {
      level: 2,
      accepts: [['30', '4']],
      rejects: [
        ['30', '1', 'times 1'],
        ['34', '4', 'not whole tens'],
      ],
    },
    {
      level: 3,
      accepts: [
        ['23', '3'],
        ['31', '4'],
      ],
      rejects: [
        ['47', '6', 'carries'],
        ['20', '3', 'whole tens'],
        ['23', '1', 'times 1'],
      ],
    },
    { level: 4, accepts: [['47', '6']], rejects: [['23', '3', 'no carry']] },
    {
      level: 5,
      accepts: [['268', '7']],
      rejects: [
        ['231', '3', 'no carry'],
        ['268', '17', 'two-digit multiplier'],
      ],
    },
    {
      level: 6,
      accepts: [
        ['405', '6'],
        ['108', '2'],
      ],
      rejects: [
        ['465', '6', 'no zero'],
        ['402', '3', 'no carry'],
        ['340', '6', 'the 0 is in the ones: no carry lands on it'],
        ['401', '8', 'the carry of 4 × 8 is written in full, not onto a 0'],
      ],
    },
    {
      level: 7,
      accepts: [
        ['12', '7'],
        ['7', '12'],
        ['12', '12'],
        ['10', '2'],
      ],
      rejects: [
        ['9', '9', 'within 9 × 9'],
        ['13', '4', 'beyond 12 × 12'],
        ['1', '11', 'times 1'],
      ],
    },
    {
      level: 8,
      accepts: [['3478', '6']],
      rejects: [
        ['1111', '2', 'no carry'],
        ['3478', '1', 'times 1'],
      ],
    },
    {
      level: 9,
      accepts: [['34', '20']],
      rejects: [
        ['34', '10', 'times 10'],
        ['34', '25', 'not whole tens'],
      ],
    },
    {
      level: 10,
      accepts: [
        ['46', '37'],
        ['40', '37'],
      ],
      rejects: [
        ['46', '30', 'whole tens'],
        ['46', '7', 'one-digit multiplier'],
      ],
    },
    {
      level: 11,
      accepts: [
        ['47', '100'],
        ['47', '10'],
      ],
      rejects: [
        ['47', '1000', 'times 1000'],
        ['47', '20', 'whole tens, not 10'],
        ['470', '10', 'three-digit multiplicand'],
      ],
    },
    {
      level: 16,
      accepts: [
        ['473', '208'],
        ['473', '250'],
      ],
      rejects: [
        ['473', '268', 'no zero in the multiplier'],
        ['473', '200', 'only one non-zero digit'],
      ],
    },
    {
      level: 19,
      accepts: [['52734', '6158']],
      rejects: [
        ['52734', '6058', 'a zero in the multiplier'],
        ['5273', '6158', 'four-digit multiplicand'],
      ],
    },
  ]);

  it.each([
    { level: 16, multiplicand: '473', middle: '208', end: '250' },
    { level: 18, multiplicand: '4826', middle: '3007', end: '3570' },
  ])(
    'level $level names a 0 in the middle of the multiplier as its skill, though a 0 at the end belongs too',
    ({ level, multiplicand, middle, end }) => {
      const record = curriculumLevel('multiplication', level);
      expect(record.showsSkill(multiplicand, middle)).toBe(true);
      expect(record.accepts(multiplicand, end)).toBe(true);
      expect(record.showsSkill(multiplicand, end), 'a 0 at the end is no 0 in the middle').toBe(
        false,
      );
      expect(record.showsSkill(multiplicand, '268'), 'no 0: not of the level').toBe(false);
    },
  );
});
