import { describe, expect, it } from 'vitest';
import { SUBJECTS } from '../subjects';
import { layoutProblem, solveProblem } from '../operations';
import { falseAlarms, slip, SLIP_KINDS } from './slips.test-helper';
import { carefulAnswers } from './work-answers';

/** Time allowed to a measuring test on a busy machine (the default 5 s is too short). */
const SLOW_TEST_TIMEOUT = 60_000;
/** Slipped worksheets per subject and kind. */
const WORKSHEETS = 500;
/** The most a bug may be claimed on slips no bug reproduces (issue 12: 5 %). */
const ALLOWED_RATE = 0.05;

describe('false alarms on slips of a careful child', () => {
  it.each(SLIP_KINDS)(
    'claims a bug on at most 5 percent of "%s" slips',
    (kind) => {
      let worksheets = 0;
      let claimed = 0;
      for (const subject of SUBJECTS) {
        const measured = falseAlarms(subject, kind, WORKSHEETS, 99);
        console.info(
          `${kind}, ${subject}: ${measured.claimed} claims on ${measured.worksheets} worksheets (${(measured.rate * 100).toFixed(1)} %), ${measured.reproduced} left out as a bug's exact answer`,
        );
        expect(measured.worksheets).toBe(WORKSHEETS);
        expect(measured.rate).toBeLessThanOrEqual(ALLOWED_RATE);
        worksheets += measured.worksheets;
        claimed += measured.claimed;
      }
      console.info(`${kind}: ${((claimed / worksheets) * 100).toFixed(2)} % overall`);
      expect(claimed / worksheets).toBeLessThanOrEqual(ALLOWED_RATE);
    },
    SLOW_TEST_TIMEOUT,
  );

  it.each(SLIP_KINDS)(
    'claims a bug on at most 5 percent of "%s" slips when no carry or borrow box is written',
    (kind) => {
      for (const subject of SUBJECTS) {
        const measured = falseAlarms(subject, kind, 250, 7, 'blank');
        expect(measured.worksheets).toBe(250);
        expect(measured.rate, subject).toBeLessThanOrEqual(ALLOWED_RATE);
        // A slip that writes exactly a bug's answer cannot be told from the bug: it is named.
        expect(measured.reproducedClaimed, subject).toBe(measured.reproduced);
      }
    },
    SLOW_TEST_TIMEOUT,
  );

  it('makes each kind of slip a real change of the careful worksheet', () => {
    const problem = { number_0: '78', number_1: '6', operator: '*' } as const;
    const careful = carefulAnswers(layoutProblem(solveProblem(problem)));
    let draw = 0;
    const pick = (size: number) => draw++ % Math.max(1, size);
    for (const kind of SLIP_KINDS) {
      const answers = slip(problem, kind, pick);
      expect(answers, kind).not.toBeNull();
      expect(answers, kind).not.toEqual(careful);
    }
  });
});
