import { describe } from 'vitest';
import { itChecksLevels } from './level-cases.test-helper';

describe('subtraction levels', () => {
  itChecksLevels('subtraction', [
    {
      level: 0,
      accepts: [
        ['9', '4'],
        ['5', '5'],
      ],
      rejects: [['4', '9', 'the subtrahend is larger']],
    },
    { level: 1, accepts: [['47', '3']], rejects: [['52', '7', 'borrows']] },
    {
      level: 2,
      accepts: [
        ['52', '7'],
        ['13', '7'],
      ],
      rejects: [['47', '3', 'no borrow']],
    },
    {
      level: 3,
      accepts: [['68', '25']],
      rejects: [
        ['62', '38', 'borrows'],
        ['25', '68', 'the subtrahend is larger'],
      ],
    },
    { level: 4, accepts: [['62', '38']], rejects: [['68', '25', 'no borrow']] },
    { level: 5, accepts: [['352', '27']], rejects: [['423', '57', 'two borrows']] },
    { level: 6, accepts: [['423', '57']], rejects: [['352', '27', 'one borrow']] },
    {
      level: 7,
      accepts: [
        ['305', '9'],
        ['100', '1'],
        ['503', '27'],
      ],
      rejects: [
        ['305', '4', 'no borrow'],
        ['315', '9', 'no zero to borrow across'],
        ['350', '9', 'a zero in the ones borrows but is not crossed'],
        ['503', '127', 'three-digit subtrahend'],
      ],
    },
    {
      level: 8,
      accepts: [['563', '248']],
      rejects: [
        ['532', '278', 'two borrows'],
        ['405', '168', 'two borrows'],
      ],
    },
    { level: 9, accepts: [['532', '278']], rejects: [['563', '248', 'one borrow']] },
    {
      level: 10,
      accepts: [['405', '168']],
      rejects: [
        ['532', '278', 'no zero'],
        ['405', '103', 'the zero is not borrowed across'],
        ['450', '168', 'a zero in the ones borrows but is not crossed'],
      ],
    },
    {
      level: 11,
      accepts: [
        ['5003', '278'],
        ['1000', '999'],
      ],
      rejects: [
        ['5673', '278', 'no zero'],
        ['5043', '278', 'only one zero crossed'],
        ['5003', '2781', 'four-digit subtrahend'],
      ],
    },
    {
      level: 13,
      accepts: [
        ['6203', '2745'],
        ['3002', '1567'],
      ],
      rejects: [['6253', '2745', 'no zero']],
    },
    {
      level: 14,
      accepts: [['3002', '1567']],
      rejects: [
        ['3012', '1567', 'only one zero crossed'],
        ['6203', '2745', 'only one zero crossed'],
        ['1567', '3002', 'the subtrahend is larger'],
      ],
    },
    {
      level: 18,
      accepts: [['400023', '156748']],
      rejects: [['400523', '156748', 'only two zeros crossed']],
    },
    {
      level: 19,
      accepts: [['80003562', '36729875']],
      rejects: [['80403562', '36729875', 'only one zero crossed']],
    },
  ]);
});
