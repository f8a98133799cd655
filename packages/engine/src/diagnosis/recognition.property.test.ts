import { describe, expect, it } from 'vitest';
import { recognition, samplesShowing } from './samples.test-helper';
import { BUG_IDS } from './types';

/** Problems per bug, each one that can show it (issue 12: at least 500). */
const SAMPLES = 500;
/** The least share of a bug's own simulated worksheets on which it must be named. */
const REQUIRED_RATE = 0.95;

describe('recognition of simulated bugs (fast-check problems and curriculum levels)', () => {
  it.each(BUG_IDS)(
    'names %s on its own simulated answers (alone or in an announced ambiguous set)',
    (bug) => {
      const measured = recognition(bug, samplesShowing(bug, SAMPLES, 2024));
      console.info(
        `${bug}: named on ${(measured.rate * 100).toFixed(1)} % of ${measured.samples} (alone ${measured.alone}, in an ambiguous set ${measured.inAmbiguousSet})`,
      );
      expect(measured.samples).toBe(SAMPLES);
      expect(measured.rate).toBeGreaterThanOrEqual(REQUIRED_RATE);
      // An ambiguous diagnosis always includes the true bug, and never names no bug at all.
      expect(measured.row['ambiguous (without it)'] ?? 0).toBe(0);
      expect(measured.row.none ?? 0).toBe(0);
    },
    60_000,
  );
});
