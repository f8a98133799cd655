import { describe, expect, it } from 'vitest';
import { curriculumLevel } from './curriculum';
import { itChecksLevels } from './level-cases.test-helper';

describe('division levels', () => {
  itChecksLevels('division', [
    {
      level: 0,
      accepts: [
        ['20', '4'],
        ['2', '2'],
      ],
      rejects: [
        ['21', '4', 'remainder'],
        ['56', '7', 'divides by 7'],
        ['50', '5', 'quotient 10 is not a fact'],
        ['3', '5', 'dividend below divisor'],
        ['7', '1', 'divides by 1'],
      ],
    },
    {
      level: 1,
      accepts: [
        ['56', '7'],
        ['81', '9'],
      ],
      rejects: [
        ['20', '4', 'divides by 4'],
        ['57', '7', 'remainder'],
      ],
    },
    {
      level: 2,
      accepts: [['84', '4']],
      rejects: [
        ['85', '4', 'remainder'],
        ['60', '3', 'zero in the quotient'],
        ['72', '8', 'a one-digit quotient is a fact'],
      ],
    },
    {
      level: 3,
      accepts: [
        ['47', '3'],
        ['95', '4'],
      ],
      rejects: [
        ['84', '4', 'exact'],
        ['61', '3', 'zero in the quotient'],
        ['31', '9', 'a one-step fact with a remainder, nothing brought down'],
        ['47', '5', 'one step: 9 remainder 2'],
      ],
    },
    {
      level: 4,
      accepts: [['738', '6']],
      rejects: [
        ['739', '6', 'remainder'],
        ['612', '3', 'zero in the quotient'],
        ['738', '16', 'two-digit divisor'],
      ],
    },
    {
      level: 5,
      accepts: [['587', '4']],
      rejects: [
        ['588', '4', 'exact'],
        ['613', '3', 'zero in the quotient'],
      ],
    },
    {
      level: 6,
      accepts: [
        ['612', '3'],
        ['613', '3'],
      ],
      rejects: [['738', '6', 'no zero in the quotient']],
    },
    {
      level: 10,
      accepts: [['384', '12']],
      rejects: [
        ['385', '12', 'remainder'],
        ['360', '12', 'zero in the quotient'],
        ['384', '2', 'one-digit divisor'],
      ],
    },
    { level: 11, accepts: [['749', '23']], rejects: [['736', '23', 'exact']] },
    { level: 14, accepts: [['8476', '21']], rejects: [['8537', '34', 'no zero in the quotient']] },
    { level: 16, accepts: [['9372', '284']], rejects: [['9373', '284', 'remainder']] },
    {
      level: 19,
      accepts: [['71542', '235']],
      rejects: [['58231', '347', 'no zero in the quotient']],
    },
  ]);

  it('names a long division as the skill: a one-step 2-digit divisor problem belongs, but is not it', () => {
    const level10 = curriculumLevel('division', 10);
    expect(level10.accepts('384', '48')).toBe(true);
    expect(level10.showsSkill('384', '48'), '384 ÷ 48 = 8 brings nothing down').toBe(false);
    expect(level10.showsSkill('384', '12')).toBe(true);
    const level17 = curriculumLevel('division', 17);
    expect(level17.accepts('2345', '789')).toBe(true);
    expect(level17.showsSkill('2345', '789'), '2345 ÷ 789 = 2 remainder 767').toBe(false);
    expect(level17.showsSkill('8659', '347')).toBe(true);
  });
});
