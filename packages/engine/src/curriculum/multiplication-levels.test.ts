import { describe } from 'vitest';
import { itChecksLevels } from './level-cases.test-helper';

describe('multiplication levels', () => {
  itChecksLevels('multiplication', [
    {
      level: 0,
      accepts: [
        ['4', '3'],
        ['5', '5'],
      ],
      rejects: [
        ['6', '3', 'a 6 is beyond 5 × 5'],
        ['3', '6', 'a 6 is beyond 5 × 5'],
      ],
    },
    {
      level: 1,
      accepts: [
        ['7', '8'],
        ['2', '9'],
      ],
      rejects: [['4', '3', 'both within 5 × 5']],
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
        ['340', '6'],
      ],
      rejects: [
        ['465', '6', 'no zero'],
        ['402', '3', 'no carry'],
      ],
    },
    {
      level: 7,
      accepts: [['3478', '6']],
      rejects: [
        ['1111', '2', 'no carry'],
        ['3478', '1', 'times 1'],
      ],
    },
    {
      level: 8,
      accepts: [['34', '20']],
      rejects: [
        ['34', '10', 'times 10'],
        ['34', '25', 'not whole tens'],
      ],
    },
    {
      level: 9,
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
      level: 14,
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
});
