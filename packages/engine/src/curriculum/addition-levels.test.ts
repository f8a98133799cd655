import { describe } from 'vitest';
import { itChecksLevels } from './level-cases.test-helper';

describe('addition levels', () => {
  itChecksLevels('addition', [
    {
      level: 0,
      accepts: [
        ['3', '4'],
        ['5', '4'],
      ],
      rejects: [
        ['5', '5', 'carries'],
        ['8', '5', 'carries'],
      ],
    },
    {
      level: 1,
      accepts: [
        ['8', '5'],
        ['9', '1'],
      ],
      rejects: [
        ['4', '5', 'no carry'],
        ['18', '5', 'two digits'],
      ],
    },
    {
      level: 2,
      accepts: [['42', '6']],
      rejects: [
        ['47', '8', 'carries'],
        ['4', '42', 'operands swapped'],
        ['42', '16', 'second has two digits'],
      ],
    },
    {
      level: 3,
      accepts: [['47', '8']],
      rejects: [
        ['42', '6', 'no carry'],
        ['95', '7', 'two carries'],
      ],
    },
    { level: 4, accepts: [['34', '25']], rejects: [['38', '47', 'carries']] },
    {
      level: 5,
      accepts: [
        ['38', '47'],
        ['72', '51'],
      ],
      rejects: [
        ['68', '57', 'two carries'],
        ['34', '25', 'no carry'],
      ],
    },
    {
      level: 6,
      accepts: [
        ['68', '57'],
        ['99', '99'],
      ],
      rejects: [
        ['38', '47', 'one carry'],
        ['72', '51', 'one carry'],
      ],
    },
    {
      level: 7,
      accepts: [
        ['347', '56'],
        ['968', '45'],
      ],
      rejects: [
        ['478', '56', 'carries, but no column makes 9'],
        ['345', '54', 'the tens make 9 but get no carry'],
        ['47', '356', 'the longer number second'],
      ],
    },
    {
      level: 8,
      accepts: [['345', '128']],
      rejects: [
        ['478', '356', 'two carries'],
        ['345', '123', 'no carry'],
      ],
    },
    {
      level: 9,
      accepts: [['478', '356']],
      rejects: [
        ['615', '527', 'two carries, but not in a row'],
        ['345', '128', 'one carry'],
      ],
    },
    {
      level: 10,
      accepts: [
        ['5368', '634'],
        ['9965', '147'],
      ],
      rejects: [
        ['5368', '754', 'carries, but no column making 9 gets one'],
        ['5368', '6340', 'four-digit second number'],
      ],
    },
    {
      level: 11,
      accepts: [
        ['4583', '2649'],
        ['5015', '5095'],
      ],
      rejects: [['4517', '2245', 'one carry']],
    },
    {
      level: 12,
      accepts: [['3756', '2248']],
      rejects: [
        ['3451', '2448', 'columns of 9 get no carry'],
        ['4583', '2649', 'no column makes 9'],
      ],
    },
    {
      level: 15,
      accepts: [['56789', '24567']],
      rejects: [['45678', '23456', 'only three carries in a row']],
    },
    {
      level: 17,
      accepts: [['768594', '453826']],
      rejects: [['368594', '453826', 'the leading column does not carry']],
    },
    {
      level: 19,
      accepts: [['87654329', '45678987']],
      rejects: [
        ['17654329', '45678987', 'the leading column does not carry'],
        ['8765432', '45678987', 'seven digits'],
      ],
    },
  ]);
});
